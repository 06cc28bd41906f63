import type { ReactNode } from "react";

export type LegalSection = {
  /** The section's id: the table of contents links to it (/tos#returns). */
  id: string;
  title: string;
  /** Shown as "N. Title" in the heading and the table of contents. */
  number?: number;
  content: ReactNode;
};

/**
 * The shared layout of the legal pages (Terms of Service, Cookie Policy, Privacy Policy): the
 * page's single h1, an optional "Last updated" line, a table of contents of in-page links and
 * the sections, each an h2 with an id. In-page links are plain anchors: they work without
 * JavaScript and the browser handles the jump.
 */
export function LegalPage({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: ReactNode;
  updated?: string;
  sections: readonly LegalSection[];
}) {
  const heading = (section: LegalSection) => (section.number ? `${section.number}. ${section.title}` : section.title);
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{lead}</p>
          {updated ? <p className="mt-4 text-sm font-semibold text-ink">Last updated {updated}</p> : null}
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-contents-title" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="legal-contents-title" className="text-sm font-semibold tracking-wide text-ink uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l border-line text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-muted hover:border-magenta-ink hover:text-ink"
                >
                  {heading(section)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-page min-w-0">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-4">
              <h2 id={`${section.id}-title`}>{heading(section)}</h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
