import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";

export type AccordionItem = {
  /** The item's id, so /page#id links to it (and opens it, with JavaScript). */
  id: string;
  question: string;
  answer: ReactNode;
};

/**
 * A one-open-at-a-time accordion (marketing-site §2 FAQ, §4 "one open at a time") built on
 * native <details> elements grouped by one `name` (the exclusive accordion): the browser closes
 * the open item when another opens, with or without JavaScript, and every summary is a real,
 * keyboard-operable control (Enter or Space) that announces whether it is expanded.
 */
export function Accordion({ name, items }: { name: string; items: readonly AccordionItem[] }) {
  const group = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // A link straight to an item (/faqs#faq-academy) opens it; the browser closes the others.
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement && group.current?.contains(target)) target.open = true;
  }, [hash]);

  return (
    <div ref={group} className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={name} className="group scroll-mt-24">
          <summary className="flex items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-magenta-ink sm:px-6">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full border border-line text-ink transition-transform duration-200 group-open:rotate-45 group-open:border-magenta-ink group-open:text-magenta-ink"
            >
              <svg viewBox="0 0 16 16" className="size-3.5">
                <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-6 leading-relaxed text-muted sm:px-6 [&_a]:link">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
