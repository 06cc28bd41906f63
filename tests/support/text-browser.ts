import type { Page } from "@playwright/test";

/**
 * The text of a document as a text browser prints it (`lynx -dump`): no CSS and no script, so
 * every element counts, whatever a stylesheet would hide; block elements start a new line,
 * inline ones (links, buttons, spans) run on with only the whitespace the markup has between them.
 * Read in `page` (any page: the HTML is parsed into a document of its own, nothing runs).
 */
export async function textBrowserLines(page: Page, html: string, selector = "body"): Promise<string[]> {
  return page.evaluate(
    ({ html, selector }) => {
      const blocks = new Set(
        "address article aside blockquote dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tr td th ul legend".split(" "),
      );
      const skipped = new Set(["script", "style", "template", "svg", "head", "input", "select", "textarea"]);
      const root = new DOMParser().parseFromString(html, "text/html").querySelector(selector);
      const lines: string[] = [];
      let line = "";
      const end = () => {
        const text = line.replace(/\s+/g, " ").trim();
        if (text) lines.push(text);
        line = "";
      };
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          line += node.textContent ?? "";
          return;
        }
        if (!(node instanceof Element)) return;
        const tag = node.tagName.toLowerCase();
        if (skipped.has(tag)) return;
        if (tag === "br") return end();
        const block = blocks.has(tag);
        if (block) end();
        for (const child of node.childNodes) walk(child);
        if (block) end();
      };
      if (root) walk(root);
      end();
      return lines;
    },
    { html, selector },
  );
}
