import type { ReactNode } from "react";
import { CheckIcon } from "./icons";

/**
 * The building blocks the content pages repeat: a section's heading (eyebrow, h2, lead), a grid
 * of titled cards and a list with check marks. One place for their markup keeps every page alike.
 */

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  leadClassName = "mt-4 text-lg text-muted",
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** The lead paragraph, if any. */
  children?: ReactNode;
  leadClassName?: string;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children ? <p className={leadClassName}>{children}</p> : null}
    </>
  );
}

/** Cards of a title and a short text each, as a list. */
export function CardGrid({
  cards,
  className = "grid gap-4 sm:grid-cols-2",
  cardClassName = "rounded-2xl border border-line p-5",
}: {
  cards: ReadonlyArray<readonly [title: string, body: string]>;
  className?: string;
  cardClassName?: string;
}) {
  return (
    <ul className={className}>
      {cards.map(([title, body]) => (
        <li key={title} className={cardClassName}>
          <h3 className="font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted">{body}</p>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({
  items,
  className = "mt-6 space-y-3 text-muted",
  iconClassName,
}: {
  items: ReadonlyArray<ReactNode>;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckIcon className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
