import { data, type MiddlewareFunction } from "react-router";
import { urlCarriesControlCharacter } from "#contract/storable-text";
import { compilesWebAssemblyContext, nonceContext, requestIdContext, ServerTiming, serverTimingShown, timingContext } from "./context";
import { cachedPage, clearPageCache, pageCacheKey, rememberPage, VISITORS_COPY_HEADER, visitorsCopyKey } from "./page-cache";
import { loadSession, sessionContext } from "~/.server/session/session";
import { currentRequest } from "../../../observability/log";
import { applySecurityHeaders, createNonce, isSameOriginRequest, requestIdFor } from "./security";

const dev = process.env.NODE_ENV === "development";

/**
 * Cross-cutting work for every document and data request: request id, CSP nonce and
 * security headers, Server-Timing, the Origin check on every non-GET request, and the
 * cookie session (loaded once, written once if it changed). An anonymous visit to a static page
 * is answered from the page cache when it can be, before any of that work (a member's, by
 * `membersCopies` once the session is known: page-cache.ts).
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const start = performance.now();
  // Under server.js the request's scope (observe.ts) holds its id, and learns its route pattern
  // for the metrics here: "/experiences/:slug", never the URL ("/*" for any unknown path). React
  // Router names them without the leading slash ("sign-in", "*"; "" for the home page).
  const scope = currentRequest();
  if (scope) scope.route = `/${pattern.replace(/^\/+/, "")}`;
  const requestId = scope?.id ?? requestIdFor(request);
  const pageKey = pageCacheKey(request);
  const copyKey = visitorsCopyKey(request);
  const hit = (pageKey ? cachedPage(pageKey, request) : null) ?? (copyKey ? cachedPage(copyKey, request) : null);
  if (hit) {
    // A visitors' copy brings its own policy (its scripts' hashes).
    applySecurityHeaders(hit.headers, null, { dev, keepOwnPolicy: true });
    hit.headers.set("X-Request-Id", requestId);
    if (serverTimingShown) hit.headers.set("Server-Timing", `cache;desc="hit", total;dur=${(performance.now() - start).toFixed(1)}`);
    return hit;
  }
  const nonce = createNonce();
  const timing = new ServerTiming();
  context.set(requestIdContext, requestId);
  context.set(nonceContext, nonce);
  context.set(timingContext, timing);

  let response: Response;
  let signedIn = false;
  if (!isSameOriginRequest(request)) {
    response = new Response("This form was sent from another site, so it was refused.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  } else {
    const session = await loadSession(request);
    context.set(sessionContext, session);
    response = await next();
    signedIn = session.signedIn;
    const cookie = await session.setCookieHeader(request);
    const keptAs = response.headers.has(VISITORS_COPY_HEADER) ? copyKey : pageKey;
    if (cookie) {
      response.headers.append("Set-Cookie", cookie);
      response.headers.set("Cache-Control", "no-store");
    } else if (keptAs) {
      response = await rememberPage(keptAs, response, request);
    }
    response.headers.delete(VISITORS_COPY_HEADER);
    // A static page seen signed in carries that person's header: no shared cache may keep it.
    const cacheControl = response.headers.get("Cache-Control");
    if (session.signedIn && cacheControl?.includes("public")) response.headers.set("Cache-Control", cacheControl.replace("public", "private"));
  }

  // A change (a brand's page, a new brand on the home page) shows on the next visit to a static
  // page, not a minute later: after an accepted write this process forgets the pages it keeps.
  if (request.method !== "GET" && request.method !== "HEAD" && response.status < 400) clearPageCache();

  // Answered without reading the body (a refusal, a redirect, a 404): the rest of it is still on
  // the connection, and the next request there would be reset. Close it instead.
  if (request.body && !request.bodyUsed) response.headers.set("Connection", "close");

  applySecurityHeaders(response.headers, nonce, { dev, keepOwnPolicy: true, signedIn, webAssembly: context.get(compilesWebAssemblyContext) });
  response.headers.set("X-Request-Id", requestId);
  if (serverTimingShown) response.headers.set("Server-Timing", timing.header(performance.now() - start));
  return response;
};

/** Said (400, on the error page) for an address whose path or query holds a control character. */
export const UNREADABLE_ADDRESS_MESSAGE = "This address contains characters that are not allowed. Check the link, or go back and try again.";

/**
 * The one check of every request's path and query (contract/storable-text.ts), after
 * `requestMiddleware` (so the answer gets its headers) and before any loader or action reads them:
 * a control character, raw or percent-escaped (`/experiences?q=a%00b`), is a 400 with the error
 * page, never a value handed to the platform. Anything else odd in a URL (a broken escape, a
 * lone surrogate's escape) decodes to U+FFFD or stays as typed, which every query takes as text.
 */
export const refuseUnreadableUrl: MiddlewareFunction<Response> = ({ request }, next) => {
  const { pathname, search } = new URL(request.url);
  if (urlCarriesControlCharacter(pathname + search)) throw data(UNREADABLE_ADDRESS_MESSAGE, { status: 400 });
  return next();
};
