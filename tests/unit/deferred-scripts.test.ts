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

  test("a document without React Router's scripts passes unchanged", async () => {
    const page = '<!DOCTYPE html><html><head><style>a{}</style></head><body><p>Static</p></body></html>';
    expect(await through([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
