import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RouterContextProvider } from "react-router";
import type { Platform } from "../../../platform";
import { config } from "~/.server/config";
import { createLogger, currentRequest } from "../../../observability/log";
import { requestIdContext, socketAddressContext, timingContext } from "~/.server/http/context";
import { metrics } from "~/.server/http/log";
import { createPlatformCore, type PlatformCore } from "~/.server/platform";
import { sessionFrom, type SessionTokens } from "~/.server/session/session";
import { clientAddressFrom } from "~/.server/http/client-address";
import type { Member } from "~/.server/http/fast-path";
import { timeZoneOf } from "~/.server/http/time-zone";

export { timeZoneOf };

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Requests to the in-process platform still go through a URL so the client code is one code path. */
const EMBEDDED_BASE_URL = "http://embedded-platform.internal";

declare global {
  // Survives Vite's module reloads in development, so one process never opens PGlite twice.
  var __embeddedPlatform: Promise<Platform> | undefined;
}

/** PGLITE_IMAGE's data directory, for an in-memory platform only. */
async function memoryImage(): Promise<Blob | undefined> {
  if (config.DATA_DIR !== "memory" || !config.PGLITE_IMAGE || config.DATABASE_URL) return undefined;
  return new Blob([new Uint8Array(await readFile(config.PGLITE_IMAGE))]);
}

/** The embedded platform (platform/), booted once per process on first use. */
export function embeddedPlatform(): Promise<Platform> {
  globalThis.__embeddedPlatform ??= Promise.all([import("../../../platform"), memoryImage()])
    .then(([{ createPlatform }, memoryImage]) =>
      createPlatform({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR === "memory" ? "memory://" : join(config.DATA_DIR, "pglite"),
        memoryImage,
        environment: config.PLATFORM_ENV,
        demoOutbox: config.DEMO_OUTBOX,
        // The platform's lines beside the site's (one stream), each with the request's id.
        logger: createLogger("platform", { level: config.LOG_LEVEL }),
        logRequests: config.LOG_REQUESTS,
        payments: config.payments,
        credentials: [{ username: config.PLATFORM_API_USERNAME, key: config.PLATFORM_API_KEY }],
        operatorCredentials:
          config.PLATFORM_OPERATOR_USERNAME && config.PLATFORM_OPERATOR_KEY
            ? [{ username: config.PLATFORM_OPERATOR_USERNAME, key: config.PLATFORM_OPERATOR_KEY }]
            : [],
        accounts: {
          jwtSecret: config.PLATFORM_JWT_SECRET,
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          // Browsers reach the embedded platform's pages and files through the site's mount; a
          // payment provider's page sends them back to an absolute address (SITE_URL, required then).
          publicUrl: config.payments.provider === "stripe" ? `${config.SITE_URL}/platform-api` : "/platform-api",
          // The hosted checkout returns to paths of this site, or to SITE_URL.
          returnOrigins: config.SITE_URL ? [config.SITE_URL] : [],
          // The links of emails (a booking's "View tickets") are absolute: SITE_URL, else this machine's port.
          siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
        },
      }),
    )
    .catch((error: unknown) => {
      globalThis.__embeddedPlatform = undefined; // let the next request try again
      throw error;
    });
  return globalThis.__embeddedPlatform;
}

// The embedded platform's PostgreSQL pool, once it has booted (none on PGlite: one connection, no pool).
metrics.watchPool(async () => (globalThis.__embeddedPlatform ? (await globalThis.__embeddedPlatform).databasePool() : null));

/**
 * Hands the request to the in-process platform, honouring the client's abort signal (its timeout).
 * `scope`: one object per site request, so its calls share one check of the visitor's session
 * (platform/infra/request-scope.ts); the next site request checks again.
 */
const embeddedFetch =
  (scope?: object): Fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const platform = await embeddedPlatform();
    if (request.signal.aborted) throw request.signal.reason;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(request.signal.reason);
      request.signal.addEventListener("abort", onAbort, { once: true });
      platform.fetch(request, undefined, scope).then(resolve, reject).finally(() => request.signal.removeEventListener("abort", onAbort));
    });
  };

function transport(scope?: object): { baseUrl: string; fetch: Fetch } {
  if (config.PLATFORM_API_URL) return { baseUrl: config.PLATFORM_API_URL, fetch: (input, init) => fetch(input, init) };
  return { baseUrl: EMBEDDED_BASE_URL, fetch: embeddedFetch(scope) };
}

/** One scope per site request (its context), whichever of its loaders asks. */
const requestScopes = new WeakMap<object, object>();
function requestScopeOf(context: Readonly<RouterContextProvider>): object {
  let scope = requestScopes.get(context);
  if (!scope) {
    scope = {};
    requestScopes.set(context, scope);
  }
  return scope;
}

/**
 * The visitor's IP address, for the platform's per-address rate limits. With TRUST_PROXY=<n> (n
 * proxies in front, each appending to X-Forwarded-For) it is the n-th hop from the right: the
 * address the outermost trusted proxy saw, which a client cannot forge (anything it sends itself
 * sits further left). Otherwise the socket's address, known under server.js — except loopback: that
 * is this machine, or a proxy on it whose hops TRUST_PROXY should count; as one address for every
 * visitor it would make each per-address limit a global one. Undefined when not known
 * (react-router-serve does not tell the socket's address).
 */
export function clientAddressOf(request: Request, context: Readonly<RouterContextProvider>): string | undefined {
  return clientAddressFrom(request.headers.get("X-Forwarded-For"), context.get(socketAddressContext));
}

/** Closes the embedded platform (server.js calls it on SIGTERM, after the last request). */
export async function closeEmbeddedPlatform(): Promise<void> {
  const booting = globalThis.__embeddedPlatform;
  globalThis.__embeddedPlatform = undefined;
  if (booting) await (await booting.catch(() => null))?.close();
}


/** A client with no visitor attached: health checks and start-up. */
export function embeddedOrRemotePlatform(): PlatformCore {
  return createPlatformCore({
    ...transport(),
    apiUsername: config.PLATFORM_API_USERNAME,
    apiKey: config.PLATFORM_API_KEY,
    timeZone: config.DEFAULT_TIME_ZONE,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
    requestId: currentRequest()?.id,
    onAttempt: metrics.observePlatformCall,
  });
}

/**
 * The platform client for one request: the visitor's tokens and time zone, refreshed tokens
 * written back to the session, and each call's duration reported in Server-Timing.
 * `refresh: false` for a call made beside the page's own loaders (the header's count): two
 * clients refreshing at once would present one refresh token twice, which ends the session.
 */
export function platformFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { refresh = true }: { refresh?: boolean } = {},
): PlatformCore {
  const session = sessionFrom(context);
  const timing = context.get(timingContext);
  return visitorPlatform(
    {
      tokens: session.tokens,
      timeZone: timeZoneOf(request),
      clientAddress: clientAddressOf(request, context),
      requestId: context.get(requestIdContext) || undefined,
    },
    {
      scope: requestScopeOf(context),
      time: (send) => timing.time("platform", send),
      refresh: refresh ? (tokens) => session.setTokens(tokens) : null,
    },
  );
}

/** Who is asking, as the platform is told: a member (their tokens, time zone, address and the request's id), or a visitor without tokens. */
export type Visitor = Omit<Member, "tokens"> & { tokens: SessionTokens | null };

/**
 * A platform client for `visitor`, for one request of the site (`scope`: one object per request,
 * so its calls share one session check). `refresh`: where refreshed tokens go, or null to never
 * refresh them.
 */
export function visitorPlatform(
  visitor: Visitor,
  { scope, time = (send) => send(), refresh }: { scope: object; time?: <T>(send: () => Promise<T>) => Promise<T>; refresh: ((tokens: SessionTokens | null) => void) | null },
): PlatformCore {
  const { baseUrl, fetch: send } = transport(scope);
  return createPlatformCore({
    baseUrl,
    fetch: (input, init) => time(() => send(input, init)),
    apiUsername: config.PLATFORM_API_USERNAME,
    apiKey: config.PLATFORM_API_KEY,
    timeZone: visitor.timeZone,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
    tokens: visitor.tokens ?? undefined,
    autoRefresh: refresh !== null,
    onTokensChanged: refresh ?? undefined,
    clientAddress: visitor.clientAddress,
    requestId: visitor.requestId,
    onAttempt: metrics.observePlatformCall,
  });
}
