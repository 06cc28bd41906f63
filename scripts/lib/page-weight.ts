/**
 * What a first visit to a page downloads: the scripts its document loads (module preloads, the
 * module script's imports, and the preloads of hydration deferred to the first sign of use,
 * app/.server/http/deferred-scripts.ts), counted as the bytes the server sends for each: its
 * precompressed .gz or .br copy (scripts/precompress.ts). Used by the bench (scripts/bench.ts)
 * and the budget test (tests/e2e/js-budget.spec.ts).
 */
import http from "node:http";

/** The product's budget of gzip JavaScript per page (docs/performance.md). */
export const JS_BUDGET_BYTES = 120 * 1024;

/** The URLs of the scripts `html` loads, as written in it (absolute paths). */
export function scriptsOf(html: string): string[] {
  const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) scripts.add((m[1] ?? m[2] ?? m[3])!);
  for (const list of html.matchAll(/\(\[([^\]]*)\],"text\/x-deferred-module"[,)]/g)) for (const m of list[1]!.matchAll(/"([^"]+\.js)"/g)) scripts.add(m[1]!);
  return [...scripts];
}

/** The stylesheets `html` links (the build inlines its own: usually none). */
export function stylesheetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!))];
}

/**
 * The bytes a server sends for `url` to a browser that accepts only `encoding`, as sent (fetch
 * would decompress them). An answer in another encoding is an error: it would be counted wrong.
 * A connection of its own (no kept-alive socket the server may be closing just then).
 */
export function servedBytes(url: string, encoding: "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          response.headers["content-encoding"] === encoding ? resolve(bytes) : reject(new Error(`${url} was not sent with ${encoding} (${response.headers["content-encoding"] ?? "none"})`)),
        );
      })
      .on("error", reject);
  });
}
