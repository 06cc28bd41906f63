/** The brand pages' Markdown subset (app/areas/brands/page-markdown.tsx): elements, never raw HTML. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockText, Markdown } from "~/areas/brands/page-markdown";

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe("the brand pages' Markdown", () => {
  it("renders paragraphs, bold, emphasis, lists and safe links", () => {
    expect(html("We **love** the *bay*.\nCome along.\n\n- one\n- [two](https://x.example/t)\n\n1. first\n2. [home](/b/tide)")).toBe(
      '<p>We <strong>love</strong> the <em>bay</em>. Come along.</p><ul><li>one</li><li><a href="https://x.example/t">two</a></li></ul><ol><li>first</li><li><a href="/b/tide">home</a></li></ol>',
    );
  });

  it("keeps HTML as text and unsafe links as plain text", () => {
    expect(html('<script>alert(1)</script> <img src=x onerror="y">')).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;y&quot;&gt;</p>");
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "vbscript:x"]) {
      expect(html(`[click](${href})`), href).toBe(`<p>[click](${href.replaceAll('"', "&quot;")})</p>`);
    }
  });

  it("shows plain text as paragraphs without reading Markdown", () => {
    expect(renderToStaticMarkup(<BlockText text={"**not bold**\n\nnext"} contentType="text/plain" />)).toBe("<p>**not bold**</p><p>next</p>");
  });
});
