import type { ReactNode } from "react";

/** The opening band of a content page: eyebrow, the page's single h1, a lead paragraph, actions. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
  compact = false,
}: {
  /** Less height on a phone, for a page whose content must start above the fold (a search). */
  compact?: boolean;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-mist">
      <div className={`container-page ${compact ? "py-6 sm:py-14" : "py-14 sm:py-20"}`}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={`max-w-3xl font-bold tracking-tight text-balance sm:text-5xl ${compact ? "mt-2 text-3xl sm:mt-3" : "mt-3 text-4xl"}`}>{title}</h1>
        {lead ? <p className={`max-w-2xl text-muted sm:mt-5 sm:text-lg ${compact ? "mt-2 text-base" : "mt-5 text-lg"}`}>{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
