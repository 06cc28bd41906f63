import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/*
 * The anonymous HTML of static pages (app/utils/static-page.ts), kept in memory already
 * compressed, so a visitor who is not signed in gets it without rendering or gzip work. A
 * signed-in visitor (who sees their own header) is never served from here and never stored.
 *
 * A page is stored when its document answered 200 with `Cache-Control: public` (entry.server sets
 * that for static pages unless a loader said otherwise, e.g. the home page when the platform
 * failed) and no cookie. Entries live a minute: the home page shows platform data.
 */

const TTL_MS = 60_000;
const MAX_ENTRIES = 100;
const SESSION_COOKIE = /(?:^|;\s*)__session=/;

type Entry = {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
  cacheControl: string;
  expires: number;
};

const entries = new Map<string, Entry>();

/**
 * The cache key of a request that may be answered from the cache: an anonymous GET or HEAD of a
 * document (a browser's navigation, not the app's own data fetch) without a query string.
 * Null for anything else.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const headers = request.headers;
  if (!headers.get("Accept")?.includes("text/html")) return null;
  const destination = headers.get("Sec-Fetch-Dest");
  if (destination !== null && destination !== "document") return null;
  const cookie = headers.get("Cookie");
  if (cookie && SESSION_COOKIE.test(cookie)) return null;
  const url = new URL(request.url);
  if (url.search) return null;
  return url.pathname;
}

export function cachedPage(key: string, request: Request): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= Date.now()) {
    entries.delete(key);
    return null;
  }
  return respond(entry, request, "hit");
}

/**
 * Keeps `response` when it is a cacheable anonymous page and answers from the kept copy;
 * otherwise returns it untouched.
 */
export async function rememberPage(key: string, response: Response, request: Request): Promise<Response> {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const contentType = response.headers.get("Content-Type") ?? "";
  if (
    response.status !== 200 ||
    !/\bpublic\b/.test(cacheControl) ||
    !contentType.startsWith("text/html") ||
    response.headers.has("Set-Cookie") ||
    response.headers.has("Content-Encoding") ||
    !response.body
  ) {
    return response;
  }
  const identity = new Uint8Array(await response.arrayBuffer());
  // A page with a script (streamed Suspense content, say) carries this request's nonce: not reusable.
  if (Buffer.from(identity.buffer, identity.byteOffset, identity.byteLength).includes("<script")) {
    return new Response(identity, { status: response.status, headers: response.headers });
  }
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
    }),
  ]);
  const entry: Entry = {
    identity,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    contentType,
    cacheControl,
    expires: Date.now() + TTL_MS,
  };
  if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
  return respond(entry, request, "miss");
}

/** For tests: forget every page. */
export function clearPageCache() {
  entries.clear();
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function respond(entry: Entry, request: Request, outcome: "hit" | "miss"): Response {
  const headers = new Headers({
    "Content-Type": entry.contentType,
    "Cache-Control": entry.cacheControl,
    ETag: entry.etag,
    Vary: "Accept-Encoding",
    "X-Page-Cache": outcome,
  });
  if (request.headers.get("If-None-Match")?.split(/\s*,\s*/).includes(entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("Accept-Encoding"));
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** br over gzip over none, honouring q=0 refusals. */
export function preferredEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}
