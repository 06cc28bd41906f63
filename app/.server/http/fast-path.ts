import type { IncomingMessage, ServerResponse } from "node:http";
import { sessionFromCookie, type SessionTokens } from "~/.server/session/session";
import { clientAddressFrom } from "./client-address";
import { serverTimingShown } from "./context";
import { type Answer, cacheKeyFor, findPage, memberCopyPath, memberPageKey, type PageAsk, pageAnswer } from "./page-cache";
import { timeZoneFromCookie } from "./time-zone";
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
// The headers every answer carries (no nonce: neither a cached page nor an asset runs a script),
// and a member's (middleware.ts gives a signed-in visitor's page its own opener policy).
const headersOf = (signedIn: boolean): Record<string, string> => {
  const headers = new Headers();
  applySecurityHeaders(headers, null, { dev, signedIn });
  return Object.fromEntries(headers);
};
const securityHeaders = headersOf(false);
const memberSecurityHeaders = headersOf(true);

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
  const ask = askFrom(req);
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
  send(res, securityHeaders, answer, timing, scope?.id ?? requestIdFrom(typeof incomingId === "string" ? incomingId : null));
  return true;
}

/** A signed-in visitor as the platform is told of them: their tokens, time zone and address, and the request's id (platform/connection.ts Visitor). */
export type Member = { tokens: SessionTokens; timeZone: string; clientAddress?: string; requestId?: string };

/**
 * A member's visit to a static page, answered the way the framework's path answers it
 * (page-cache.ts membersCopies) without React Router: their session read from the cookie, their
 * unread count asked of the platform (never kept), and the members' copy for that count sent.
 * `unreadCount` asks as the root loader does (areas/notifications), without refreshing tokens;
 * entry.server hands it in. Null, synchronously, for any other request; false when no copy
 * answered (the cookie holds no member's session, or no copy for that count is kept yet: the
 * framework renders and keeps it, asking the count once more).
 */
export function membersCopyServer(unreadCount: (member: Member) => Promise<number | null>) {
  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> | null => {
    const url = req.url ?? "";
    const ask = req.method === "GET" || req.method === "HEAD" ? askFrom(req) : null;
    const path = ask && PAGE_PATH.test(url) ? memberCopyPath(ask, url) : null;
    return ask && path ? answerMember(req, res, ask, path, unreadCount) : null;
  };
}

async function answerMember(
  req: IncomingMessage,
  res: ServerResponse,
  ask: PageAsk,
  path: string,
  unreadCount: (member: Member) => Promise<number | null>,
): Promise<boolean> {
  const { tokens } = await sessionFromCookie(ask.cookie);
  if (!tokens) return false;
  const scope = currentRequest();
  const forwardedFor = req.headers["x-forwarded-for"];
  const unread = await unreadCount({
    tokens,
    timeZone: timeZoneFromCookie(ask.cookie),
    clientAddress: clientAddressFrom(typeof forwardedFor === "string" ? forwardedFor : undefined, req.socket.remoteAddress),
    requestId: scope?.id,
  });
  const entry = findPage(memberPageKey(path, unread));
  if (!entry) return false;
  if (scope) scope.route = path;
  send(res, memberSecurityHeaders, pageAnswer(entry, ask, "hit"), 'cache;desc="member"', scope?.id ?? requestIdFrom(null));
  return true;
}

function askFrom(req: IncomingMessage): PageAsk {
  const h = req.headers;
  return {
    method: req.method ?? "GET",
    accept: h.accept ?? null,
    fetchDest: (h["sec-fetch-dest"] as string | undefined) ?? null,
    cookie: h.cookie ?? null,
    ifNoneMatch: h["if-none-match"] ?? null,
    acceptEncoding: (h["accept-encoding"] as string | undefined) ?? null,
  };
}

function send(res: ServerResponse, security: Record<string, string>, answer: Answer, timing: string, requestId: string): void {
  res.writeHead(answer.status, {
    ...security,
    ...answer.headers,
    "X-Request-Id": requestId,
    ...(serverTimingShown ? { "Server-Timing": timing } : {}),
  });
  res.end(answer.body ?? undefined);
}

function decodable(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0]!);
    return true;
  } catch {
    return false;
  }
}
