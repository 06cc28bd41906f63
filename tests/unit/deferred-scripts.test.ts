import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { DEFERRED_TYPE, deferHydrationScripts } from "~/.server/http/deferred-scripts";

// The shape React Router 7's <Scripts> and React 19 produce (preloads hoisted into the head).
const DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n0"/>' +
  '<style id="app-style">body{color:red}</style></head><body><main>Café</main>' +
  '<script nonce="n0">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>' +
  '<script nonce="n0">window.__reactRouterContext.streamController.close();</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydrationScripts("n0")));
}

describe("hydration at the first sign of use", () => {
  test("the preloads leave the head, the module script waits, a nonce'd starter follows it", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(`<script nonce="n0" type="${DEFERRED_TYPE}">import * as route0 from "/assets/root-C.js";`);
    expect(html).toMatch(/<\/script><script nonce="n0">\(\(p,t,u\)=>\{[^<]*\}\)\(\["\/assets\/entry.client-A.js","\/assets\/framework-B.js"\],"text\/x-deferred-module",\["pointerdown","pointermove","keydown","touchstart","focusin","wheel"\]\)<\/script><script nonce="n0">window.__reactRouterContext.streamController/);
    expect(html).toContain("<main>Café</main>");
  });

  test("the same document whatever the chunks it streams in (split at every byte)", async () => {
    const expected = await through([Buffer.from(DOCUMENT)]);
    const bytes = Buffer.from(DOCUMENT);
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
    }
  });

  test("the same document when every byte is a chunk of its own", async () => {
    const expected = await through([Buffer.from(DOCUMENT)]);
    const bytes = Buffer.from(DOCUMENT);
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  test("after the head, the page streams on before the module script has come, never a tag cut", async () => {
    const transform = deferHydrationScripts("n0");
    const out: string[] = [];
    transform.on("data", (chunk: Buffer | string) => out.push(chunk.toString()));
    const scriptAt = DOCUMENT.indexOf('<script nonce="n0" type="module"');
    // The document up to the middle of the module script's opening tag.
    transform.write(Buffer.from(DOCUMENT.slice(0, scriptAt + 12)));
    await new Promise((resolve) => setImmediate(resolve));
    const sent = out.join("");
    expect(sent).toContain("<main>Café</main>");
    expect(sent).toContain("window.__reactRouterContext = {};</script>");
    expect(sent).not.toMatch(/<link rel="modulepreload"/);
    expect(sent.endsWith("</script>"), "cut before the tag that is not complete").toBe(true);
    transform.end(Buffer.from(DOCUMENT.slice(scriptAt + 12)));
    await new Promise((resolve) => transform.on("end", resolve));
    expect(out.join("")).toBe(await through([Buffer.from(DOCUMENT)]));
  });

  test("a document without React Router's scripts passes unchanged", async () => {
    const page = '<!DOCTYPE html><html><head><style>a{}</style></head><body><p>Static</p></body></html>';
    expect(await through([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
