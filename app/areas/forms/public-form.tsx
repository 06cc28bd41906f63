import { useEffect, useRef, type ReactNode } from "react";

/** The card a public form sits in, under the page's intro. */
export function FormCard({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
      {aside ? <aside className="text-sm text-muted">{aside}</aside> : null}
    </div>
  );
}

/**
 * What a form turns into once it was sent: a heading that takes focus (so keyboard and
 * screen-reader users learn the outcome at once) and what happens next.
 */
export function SuccessPanel({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="rounded-xl border border-success/30 bg-success/5 p-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-success focus:outline-none">
        {title}
      </h2>
      {children ? <div className="mt-3 space-y-4 text-ink">{children}</div> : null}
    </div>
  );
}

/** The line that says which fields must be filled in, since the inputs carry no `required` (the spec's messages do the telling). */
export function RequiredNote() {
  return <p className="text-sm text-muted">Fields marked “(optional)” may be left empty; all others are required.</p>;
}
