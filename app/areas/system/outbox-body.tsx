/*
 * A kept message as the demo outbox shows it: its web addresses clickable (a booking email's "View
 * tickets"), everything else text that React escapes; only what #contract/safe-link accepts as an
 * absolute http(s) URL becomes a link, never `javascript:`, `data:` or markup.
 */
import { isSafeLink } from "#contract/safe-link";
import { whenForPeople } from "#contract/when-for-people";

/** An http(s) address up to a space, a quote or a bracket; the sentence's closing punctuation is not part of it. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

type Part = { text: string } | { href: string };

function parts(text: string): Part[] {
  const found: Part[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING, "");
    if (!isSafeLink(href)) continue;
    if (match.index > from) found.push({ text: text.slice(from, match.index) });
    found.push({ href });
    from = match.index + href.length;
  }
  if (from < text.length) found.push({ text: text.slice(from) });
  return found;
}

export function OutboxBody({ text }: { text: string }) {
  return (
    <pre className="mt-3 text-sm whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">
      {parts(text).map((part, index) =>
        "href" in part ? (
          <a key={index} href={part.href} className="link">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}

/** "Fri, Nov 27, 1:05 PM CST": when a message was kept, in the reader's zone (the time-zone cookie's). */
export function sentForPeople(created: string, readerZone: string, now: Date = new Date()): string {
  return whenForPeople(new Date(created), readerZone, { now });
}
