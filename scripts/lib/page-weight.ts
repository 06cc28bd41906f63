/**
 * What a first visit to a page downloads: the scripts its document loads (module preloads, the
 * module script's imports, and the preloads of hydration deferred to the first sign of use,
 * app/.server/http/deferred-scripts.ts), each compressed as the server stores it (gzip level 9,
 * brotli 11). Used by the bench (scripts/bench.ts) and the budget test (tests/e2e/js-budget.spec.ts).
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

/** The product's budget of gzip JavaScript per page (issue 14). */
export const JS_BUDGET_BYTES = 120 * 1024;

export const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;
export const brotliBytes = (text: string) => brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

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

/** Each script's gzip bytes, by URL, fetched with `get` (a URL's text). */
export async function scriptWeights(html: string, get: (url: string) => Promise<string>): Promise<Map<string, number>> {
  const weights = new Map<string, number>();
  for (const url of scriptsOf(html)) weights.set(url, gzipBytes(await get(url)));
  return weights;
}
