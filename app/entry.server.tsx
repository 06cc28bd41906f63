import { PassThrough, type Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { config } from "./.server/config";
import { nonceContext } from "~/.server/http/context";
import { closeEmbeddedPlatform, embeddedPlatform, visitorPlatform } from "~/.server/platform/connection";
import { NonceProvider } from "~/ui/nonce";
import { deferHydrationScripts } from "~/.server/http/deferred-scripts";
import { compressDocument } from "~/.server/http/compress-document";
import { documentPagePath, preferredEncoding, VISITORS_COPY_HEADER, visitorsCopyKey } from "~/.server/http/page-cache";
import { copyNonce, withScriptHashes } from "~/.server/http/security";
import { isStaticLeaf, isVisitorsCopyLeaf } from "~/areas/shell/static-page";
import { log } from "~/.server/http/log";
import { membersCopyServer } from "~/.server/http/fast-path";
import { unreadCountOf } from "~/areas/notifications/unread-count.server";

export const streamTimeout = 5_000;

// For server.js: answers from memory before the framework (hashed assets, cached pages, a
// member's copy of a static page with their count asked as the header asks it), each request's
// load context (its socket address), its id, metrics and log line, the process's logger, and the
// work before exiting.
export { serveFromMemory } from "~/.server/http/fast-path";
export const serveMembersCopy = membersCopyServer((member) => unreadCountOf(visitorPlatform(member, { scope: {}, refresh: null })));
export { loadContextFor } from "~/.server/http/context";
export { observeRequest } from "~/.server/http/observe";
export { log } from "~/.server/http/log";
export const shutdown = closeEmbeddedPlatform;

// Boot the embedded platform (PGlite, migrations, seed: a few seconds) when the server starts,
// not on the first visitor's request. A failure here is retried on the next request.
if (!config.PLATFORM_API_URL) {
  embeddedPlatform().catch((error: unknown) => log.error({ err: error }, "The embedded platform failed to start"));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A static page has no scripts, so no nonce: its HTML is then the same for every visitor. The
  // anonymous document of a page kept for every visitor is written whole, its scripts allowed by
  // their hashes (security.ts withScriptHashes).
  const visitorsCopy = responseStatusCode === 200 && !import.meta.env.DEV && isVisitorsCopyLeaf(routeModulesOf(routerContext)) && visitorsCopyKey(request) !== null;
  const nonce = isStaticDocument(routerContext) ? undefined : visitorsCopy ? copyNonce : loadContext.get(nonceContext);
  // Bots and browsers without JavaScript get the whole document at once; others stream.
  const readyOption = visitorsCopy || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          // A static page is the same for everyone who is not signed in: caches may keep it, but
          // must ask again each time (a visitor who signs in then sees their own header).
          const cacheable = responseStatusCode === 200 && !responseHeaders.has("Cache-Control") && isStaticDocument(routerContext);
          if (cacheable) responseHeaders.set("Cache-Control", "public, no-cache");
          // A hydrated page (it has a nonce): hydration starts after the first paint (deferred-scripts.ts).
          const hydrated = nonce !== undefined && !import.meta.env.DEV;
          // The page cache compresses what it keeps (a static page's anonymous or members' copy, a
          // visitors' copy); every other document (hydrated pages, the 404 page) is compressed here.
          const forPageCache = (cacheable && documentPagePath(request) !== null) || (visitorsCopy && responseStatusCode === 200);
          const encoding = import.meta.env.DEV || forPageCache ? null : preferredEncoding(request.headers.get("accept-encoding"));
          let out: Readable = hydrated ? body.pipe(deferHydrationScripts(nonce)) : body;
          if (visitorsCopy) {
            pipe(body);
            resolve(visitorsCopyResponse(out, responseStatusCode, responseHeaders));
            return;
          }
          if (encoding) {
            out = compressDocument(out, encoding);
            responseHeaders.set("Content-Encoding", encoding);
            responseHeaders.append("Vary", "Accept-Encoding");
          }
          const stream = createReadableStreamFromReadable(out);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged here; before it, by handleError.
          if (shellRendered) log.error({ err: error }, `${request.method} ${new URL(request.url).pathname}: rendering failed`);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

function routeModulesOf(context: EntryContext) {
  return context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]);
}

function isStaticDocument(context: EntryContext): boolean {
  return isStaticLeaf(routeModulesOf(context));
}

/**
 * The whole anonymous document of a `visitorsCopyPage`, its scripts allowed by hash, for the page
 * cache to keep (it compresses it once). Private: it is the anonymous visitor's page in their time
 * zone, which a shared cache keying by address alone would give to others.
 */
async function visitorsCopyResponse(document: Readable, status: number, headers: Headers): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of document) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  const { html, policy } = withScriptHashes(Buffer.concat(chunks).toString("utf8"), { dev: false });
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", policy);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  headers.set(VISITORS_COPY_HEADER, "1");
  return new Response(html, { headers, status });
}

export function handleError(error: unknown, { request }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return;
  // The line carries the request's id (observability/log.ts): it is written in the request's scope.
  const where = `${request.method} ${new URL(request.url).pathname}`;
  // React Router's own CSRF guard rejects cross-origin form posts before our middleware runs:
  // an expected refusal (answered 400), not a server fault worth a stack trace.
  if (error instanceof Error && error.message.includes("does not match `origin` header")) {
    log.warn(`${where} refused: ${error.message}`);
    return;
  }
  // A 4xx (405 for a method a route does not take, 404, a thrown 400) is the request's fault:
  // one line, no stack trace.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn(`${where} ${error.status} ${error.statusText || ""}`.trimEnd());
    return;
  }
  log.error({ err: error }, where);
}
