import type { IncomingMessage, ServerResponse } from "node:http";
import { serverTimingShown } from "./context";
import { type Answer, cacheKeyFor, findPage, type PageAsk, pageAnswer } from "./page-cache";
import { currentRequest, requestIdFrom } from "../../../observability/log";
import { log } from "./log";
import { ROUTE_LABELS } from "./metrics";
import { applySecurityHeaders } from "./security";
import { assetAnswer } from "./static-assets";

/*
 * What server.js answers before React Router sees the request: the build's hashed assets and the
 * anonymous page cache, straight from memory onto node's response. No Request, Headers or URL
 * objects and no middleware: a cache hit costs a header lookup and a write. Anything else, or
 * anything unusual (a query string, a path with dots or encoded characters), falls through to the
 * framework, which answers the same from the same stores (middleware.ts, areas/system/assets.ts).
 */

// A plain path of word characters and dashes, as every page of the site has: it is its own
// normalized form, so it is the cache key the framework path would compute.
const PAGE_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/;
const ASSET_PATH = /^\/assets\/([\w-][\w.-]*(?:\/[\w-][\w.-]*)*)$/;

const dev = process.env.NODE_ENV === "development";
// The headers every answer carries (no nonce: neither a cached page nor an asset runs a script).
const securityHeaders: Record<string, string> = (() => {
  const headers = new Headers();
  applySecurityHeaders(headers, null, { dev });
  return Object.fromEntries(headers);
})();

/** Answers `req` from memory and returns true, or returns false and leaves it untouched. */
export function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method;
  const url = req.url ?? "";
  if (url.includes("%") && !decodable(url)) {
    // React Router would answer its 404 and warn twice about the path; the address is the client's fault: one line.
    log.warn(`${method} ${url} 400 malformed address`);
    res.writeHead(400, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
    res.end("This address is not valid.");
    return true;
  }
  if (method !== "GET" && method !== "HEAD") return false;
  const h = req.headers;
  const ask: PageAsk = {
    method,
    accept: h.accept ?? null,
    fetchDest: (h["sec-fetch-dest"] as string | undefined) ?? null,
    cookie: h.cookie ?? null,
    ifNoneMatch: h["if-none-match"] ?? null,
    acceptEncoding: (h["accept-encoding"] as string | undefined) ?? null,
  };
  let answer: Answer | null = null;
  let timing = 'cache;desc="hit"';
  if (url.startsWith("/assets/")) {
    const name = ASSET_PATH.exec(url)?.[1];
    answer = name ? assetAnswer(name, ask) : null;
    timing = 'asset;desc="memory"';
  } else if (PAGE_PATH.test(url)) {
    const key = cacheKeyFor(ask, url);
    const entry = key ? findPage(key) : null;
    answer = entry && pageAnswer(entry, ask, "hit");
  }
  if (!answer) return false;
  const scope = currentRequest();
  // A cached page's path is its pattern: the cache keeps only the site's static pages.
  if (scope) scope.route = url.startsWith("/assets/") ? ROUTE_LABELS.asset : url;
  const incomingId = h["x-request-id"];
  res.writeHead(answer.status, {
    ...securityHeaders,
    ...answer.headers,
    "X-Request-Id": scope?.id ?? requestIdFrom(typeof incomingId === "string" ? incomingId : null),
    ...(serverTimingShown ? { "Server-Timing": timing } : {}),
  });
  res.end(answer.body ?? undefined);
  return true;
}

function decodable(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0]!);
    return true;
  } catch {
    return false;
  }
}
