import { createHash } from "node:crypto";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { sessionFrom } from "~/.server/session/session";
import { timeZoneOf } from "./time-zone";
import { timingContext } from "./context";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/*
 * The HTML of static pages (app/areas/shell/static-page.ts), kept in memory already compressed,
 * so a visitor gets it without rendering or gzip work.
 *
 * A static page is the same for every visitor but for the header's account links: "Log In" and
 * "Join Now" for a visitor who is not signed in, and for a member "Dashboard", "Sign out" and
 * their unread notifications' count. So there are two kinds of copy: the anonymous one (key: the
 * path), and the members' copies, one per unread count (key: the path and the count), each the
 * same for every member with that count. A member's count is asked of the platform on every
 * request (their own data is never kept); only the page around it is. (A static page shows no
 * flash notice: one waiting for the dashboard stays in the session.)
 *
 * A page is stored when its document answered 200 with `Cache-Control: public` (entry.server sets
 * that for static pages unless a loader said otherwise, e.g. the home page when the platform
 * failed), set no cookie and has no script. Entries live a minute (the home page shows platform
 * data), and are all forgotten after any write through this process (a brand's page edited shows
 * at once here; another process of the site, or a write made to a hosted platform directly, may
 * show the change up to a minute late).
 *
 * Visitors' copies (static-page.ts visitorsCopyPage: the marketplace's lists) are hydrated pages
 * kept the same way for anonymous visitors, by path, query and time zone, for 30 seconds: what
 * the platform's shared cache keeps its lists for. Their scripts are allowed by hash, not by a
 * nonce (security.ts withScriptHashes), so the bytes can be sent again as they are.
 */

const TTL_MS = 60_000;
// A visitors' copy shows the platform's data (the marketplace's lists): kept half as long.
const COPY_TTL_MS = 30_000;
// The site's static pages (about a dozen) and brands' pages, each anonymous and for a few counts,
// and the marketplace's busiest searches; at most this many bytes in all (a copy is ~100-200 KB).
const MAX_ENTRIES = 300;
const MAX_BYTES = 32 * 1024 * 1024;
const SESSION_COOKIE = /(?:^|;\s*)__session=/;

/** Set by entry.server on a visitors' copy (its scripts allowed by hash) for the cache to keep; never sent. */
export const VISITORS_COPY_HEADER = "X-Visitors-Copy";

export type Entry = {
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** A visitors' copy's own Content-Security-Policy (its scripts' hashes). */
  policy?: string;
  expires: number;
};

const entries = new Map<string, Entry>();

/** What decides whether a request may be answered from the cache, read from a Request or from node's headers. */
export type PageAsk = {
  method: string;
  accept: string | null;
  fetchDest: string | null;
  cookie: string | null;
  ifNoneMatch: string | null;
  acceptEncoding: string | null;
};

/** A ready answer: what both the Request path (middleware) and node's fast path (fast-path.ts) send. */
export type Answer = { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null };

/**
 * The cache key of a request that may be answered from the cache: an anonymous GET or HEAD of a
 * document (a browser's navigation, not the app's own data fetch) without a query string.
 * Null for anything else.
 */
export function pageCacheKey(request: Request): string | null {
  const url = new URL(request.url);
  if (url.search) return null;
  return cacheKeyFor(askOf(request), url.pathname);
}

export function cacheKeyFor(ask: PageAsk, pathname: string): string | null {
  if (ask.cookie && SESSION_COOKIE.test(ask.cookie)) return null;
  return isDocumentAsk(ask) ? pathname : null;
}

function isDocumentAsk(ask: PageAsk): boolean {
  if (ask.method !== "GET" && ask.method !== "HEAD") return false;
  if (!ask.accept?.includes("text/html")) return false;
  return ask.fetchDest === null || ask.fetchDest === "document";
}

/**
 * The path of a request a copy may answer, signed in or not: a document GET or HEAD without a
 * query string. Null for anything else.
 */
export function documentPagePath(request: Request): string | null {
  const url = new URL(request.url);
  return !url.search && isDocumentAsk(askOf(request)) ? url.pathname : null;
}

/**
 * The key of a visitors' copy (static-page.ts visitorsCopyPage) a request may be answered from:
 * an anonymous document GET or HEAD, by its path, query and the time zone its times are shown in.
 * Null for anything else.
 */
export function visitorsCopyKey(request: Request): string | null {
  const url = new URL(request.url);
  return cacheKeyFor(askOf(request), url.pathname) && `${url.pathname}${url.search}\u0000tz:${timeZoneOf(request)}`;
}

/**
 * The path of a signed-in visitor's document ask that a members' copy may answer before anything
 * else (server.js's fast path): a static page already kept. Null for anything else.
 */
export function memberCopyPath(ask: PageAsk, pathname: string): string | null {
  return ask.cookie && SESSION_COOKIE.test(ask.cookie) && isDocumentAsk(ask) && isKnownStaticPage(pathname) ? pathname : null;
}

/** Whether `path` is known to be a static page (a copy of it has been kept): only then is a member's count asked first. */
export function isKnownStaticPage(path: string): boolean {
  return staticPaths.has(path);
}

/** The key of the members' copy of `path` for one unread count (null: the count could not be read). */
export function memberPageKey(path: string, unread: number | null): string {
  return `${path}\u0000member:${unread ?? "-"}`;
}

const staticPaths = new Set<string>();

export function askOf(request: Request): PageAsk {
  const headers = request.headers;
  return {
    method: request.method,
    accept: headers.get("Accept"),
    fetchDest: headers.get("Sec-Fetch-Dest"),
    cookie: headers.get("Cookie"),
    ifNoneMatch: headers.get("If-None-Match"),
    acceptEncoding: headers.get("Accept-Encoding"),
  };
}

/** The kept page for `key`, if it is still fresh. */
export function findPage(key: string): Entry | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= Date.now()) {
    forget(key);
    return null;
  }
  return entry;
}

export function cachedPage(key: string, request: Request): Response | null {
  const entry = findPage(key);
  return entry ? toResponse(pageAnswer(entry, askOf(request), "hit")) : null;
}

/** Whether `response` is a static page's document that may be kept (its body is still to be read for a script). */
export function mayKeep(response: Response): boolean {
  return (
    response.status === 200 &&
    (/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "") || response.headers.has(VISITORS_COPY_HEADER)) &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Content-Encoding") &&
    response.body !== null
  );
}

/**
 * Keeps `response` when it is a cacheable anonymous page and answers from the kept copy;
 * otherwise returns it untouched.
 */
export async function rememberPage(key: string, response: Response, request: Request, { member = false } = {}): Promise<Response> {
  const copy = response.headers.has(VISITORS_COPY_HEADER);
  const keepable = mayKeep(response);
  response.headers.delete(VISITORS_COPY_HEADER);
  if (!keepable) return response;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  const contentType = response.headers.get("Content-Type") ?? "";
  const identity = new Uint8Array(await response.arrayBuffer());
  // A static page with a script (streamed Suspense content, say) carries this request's nonce: not
  // reusable. A visitors' copy's scripts are allowed by their hashes instead.
  if (!copy && Buffer.from(identity.buffer, identity.byteOffset, identity.byteLength).includes("<script")) {
    return new Response(identity, { status: response.status, headers: response.headers });
  }
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: copy ? 6 : 9 }),
    // A static page is compressed once a minute; a copy, for each search kept: less effort.
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: copy ? 6 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
    }),
  ]);
  const entry: Entry = {
    identity,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    contentType,
    // A members' copy carries a member's header: no shared cache may keep it.
    cacheControl: member ? cacheControl.replace("public", "private") : cacheControl,
    policy: copy ? (response.headers.get("Content-Security-Policy") ?? undefined) : undefined,
    expires: Date.now() + (copy ? COPY_TTL_MS : TTL_MS),
  };
  if (!copy) {
    const path = new URL(request.url).pathname;
    if (staticPaths.size >= MAX_ENTRIES && !staticPaths.has(path)) staticPaths.delete(staticPaths.values().next().value!);
    staticPaths.add(path);
  }
  keep(key, entry);
  return toResponse(pageAnswer(entry, askOf(request), "miss"));
}

let keptBytes = 0;
const sizeOf = (entry: Entry) => entry.identity.byteLength + entry.gzip.byteLength + entry.br.byteLength;

/** Stores `entry`, forgetting the oldest entries while there are too many or they weigh too much. */
function keep(key: string, entry: Entry) {
  forget(key);
  while (entries.size > 0 && (entries.size >= MAX_ENTRIES || keptBytes + sizeOf(entry) > MAX_BYTES)) forget(entries.keys().next().value!);
  entries.set(key, entry);
  keptBytes += sizeOf(entry);
}

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  keptBytes -= sizeOf(entry);
}

/** What a member's copy is chosen by: their unread notifications' count (null when it cannot be read). */
export type UnreadCount = (request: Request, context: Readonly<RouterContextProvider>) => Promise<number | null>;

/**
 * A member's visit to a static page (after `requestMiddleware`, which has loaded the session):
 * answered from the members' copy for their unread count when there is one, else rendered and
 * kept as that copy. `unreadCount` must answer the root loader's call of the same request alike
 * (it is asked once per request), so the copy kept is the one rendered.
 */
export function membersCopies(unreadCount: UnreadCount): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const path = sessionFrom(context).signedIn ? documentPagePath(request) : null;
    if (!path) return next();
    const key = isKnownStaticPage(path) ? memberPageKey(path, await unreadCount(request, context)) : null;
    const hit = key ? cachedPage(key, request) : null;
    if (hit) {
      context.get(timingContext).add("cache", 0, "member");
      return hit;
    }
    const response = await next();
    if (!mayKeep(response)) return response;
    return rememberPage(key ?? memberPageKey(path, await unreadCount(request, context)), response, request, { member: true });
  };
}

/** Forgets every page: after a write (middleware.ts), and between tests. */
export function clearPageCache() {
  entries.clear();
  keptBytes = 0;
  staticPaths.clear();
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The answer from a kept page: 304 when the browser has it, else the encoding it prefers. */
export function pageAnswer(entry: Entry, ask: PageAsk, outcome: "hit" | "miss"): Answer {
  const headers: Record<string, string> = {
    "Content-Type": entry.contentType,
    "Cache-Control": entry.cacheControl,
    ETag: entry.etag,
    Vary: "Accept-Encoding",
    "X-Page-Cache": outcome,
  };
  if (entry.policy) headers["Content-Security-Policy"] = entry.policy;
  if (ask.ifNoneMatch?.split(/\s*,\s*/).includes(entry.etag)) return { status: 304, headers, body: null };
  const encoding = preferredEncoding(ask.acceptEncoding);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.byteLength);
  return { status: 200, headers, body: ask.method === "HEAD" ? null : body };
}

export function toResponse(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
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
