/**
 * The brand pages' Markdown subset, rendered to React elements (never to an HTML string, so no
 * text can become markup): paragraphs, `- ` or `1. ` lists, **bold**, *emphasis* and
 * [links](https://…) whose target passes contract/safe-link.ts (others stay plain text).
 */
import type { ReactNode } from "react";
import { isSafeLink } from "#contract/safe-link";

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function inline(text: string, key = "i"): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const k = `${key}.${n++}`;
    const [whole, bold, em, label, href] = match;
    if (bold !== undefined) out.push(<strong key={k}>{inline(bold, k)}</strong>);
    else if (em !== undefined) out.push(<em key={k}>{inline(em, k)}</em>);
    else if (href !== undefined && isSafeLink(href)) out.push(<a key={k} href={href}>{inline(label!, k)}</a>);
    else out.push(whole);
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push(rest);
  return out;
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Blocks separated by blank lines; a block whose every line is an item is a list. */
export function Markdown({ text }: { text: string }) {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split("\n");
        const list = lines.every((line) => BULLET.test(line)) ? BULLET : lines.every((line) => NUMBERED.test(line)) ? NUMBERED : null;
        if (list) {
          const items = lines.map((line, i) => <li key={i}>{inline(line.replace(list, ""), `${b}.${i}`)}</li>);
          return list === BULLET ? <ul key={b}>{items}</ul> : <ol key={b}>{items}</ol>;
        }
        return <p key={b}>{inline(lines.join(" "), String(b))}</p>;
      })}
    </>
  );
}

/** A block's text as its content_type says: Markdown, or plain paragraphs. */
export function BlockText({ text, contentType }: { text: string; contentType: string | null }) {
  if (contentType === "text/markdown") return <Markdown text={text} />;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}
