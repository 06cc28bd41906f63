/**
 * The demo outbox page (app/areas/system/dev-outbox.tsx): "Sent" written for people in the reader's
 * zone, and the web addresses of a message's body clickable while everything else, markup and
 * `javascript:` included, stays text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutboxBody, sentForPeople } from "~/areas/system/outbox-body";

const html = (text: string) => renderToStaticMarkup(<OutboxBody text={text} />);

describe("the demo outbox page", () => {
  it("writes when a message was sent in the reader's zone, for people", () => {
    const now = new Date("2026-11-27T20:00:00Z");
    expect(sentForPeople("2026-11-27T19:05:00.000Z", "America/Chicago", now)).toBe("Fri, Nov 27, 1:05 PM CST");
    expect(sentForPeople("2026-11-27T19:05:00.000Z", "Asia/Kolkata", now)).toBe("Sat, Nov 28, 12:35 AM GMT+5:30");
  });

  it("makes the body's http(s) addresses links, the rest text", () => {
    expect(html("View tickets: https://site.test/purchases/1.\nOr http://x.example/a?b=1&c=2")).toBe(
      '<pre class="mt-3 text-sm whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">View tickets: <a href="https://site.test/purchases/1" class="link">https://site.test/purchases/1</a>.\nOr <a href="http://x.example/a?b=1&amp;c=2" class="link">http://x.example/a?b=1&amp;c=2</a></pre>',
    );
  });

  it("links the site's own address on a developer's machine too (no dot in the host)", () => {
    expect(html("View tickets: http://localhost:3000/purchases/1")).toContain('<a href="http://localhost:3000/purchases/1" class="link">http://localhost:3000/purchases/1</a>');
  });

  it("keeps markup and other schemes as text: nothing in a body is unescaped or runs", () => {
    const body = html('<script>alert(1)</script> javascript:alert(1) data:text/html,x <a href="https://evil.example">x</a> https://ok.example/"onmouseover=alert(1)');
    expect(body).not.toContain("<script");
    expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).not.toMatch(/href="(javascript|data):/);
    expect(body).toContain("javascript:alert(1) data:text/html,x &lt;a href=&quot;");
    expect([...body.matchAll(/<a /g)]).toHaveLength(2);
    expect(body).toContain('<a href="https://evil.example" class="link">https://evil.example</a>&quot;&gt;x&lt;/a&gt;');
    expect(body).toContain('<a href="https://ok.example/" class="link">https://ok.example/</a>&quot;onmouseover=alert(1)');
  });
});
