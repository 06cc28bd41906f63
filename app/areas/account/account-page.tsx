import type { ReactNode } from "react";

/** The frame of the account pages (create account, verify, sign in, membership levels): one h1, a lead, a card. */
export function AccountPage({ title, lead, children, wide = false }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className="bg-mist">
      <div className="container-page py-12 sm:py-16">
        <div className={`mx-auto ${wide ? "max-w-3xl" : "max-w-xl"}`}>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {lead ? <div className="mt-3 text-lg text-muted">{lead}</div> : null}
          <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
        </div>
      </div>
    </section>
  );
}
