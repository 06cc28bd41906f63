import { join } from "node:path";
import type { RouterContextProvider } from "react-router";
import type { Platform } from "../../../platform";
import { config } from "~/.server/config";
import { timingContext } from "~/.server/http/context";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import { sessionFrom } from "~/.server/session/session";
import { isClientAddress } from "#contract/client-address";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Requests to the in-process platform still go through a URL so the client code is one code path. */
const EMBEDDED_BASE_URL = "http://embedded-platform.internal";

declare global {
  // Survives Vite's module reloads in development, so one process never opens PGlite twice.
  var __embeddedPlatform: Promise<Platform> | undefined;
}

/** The embedded platform (platform/), booted once per process on first use. */
export function embeddedPlatform(): Promise<Platform> {
  globalThis.__embeddedPlatform ??= import("../../../platform")
    .then(({ createPlatform }) =>
      createPlatform({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR === "memory" ? "memory://" : join(config.DATA_DIR, "pglite"),
        environment: config.PLATFORM_ENV,
        credentials: [{ username: config.PLATFORM_API_USERNAME, key: config.PLATFORM_API_KEY }],
        operatorCredentials:
          config.PLATFORM_OPERATOR_USERNAME && config.PLATFORM_OPERATOR_KEY
            ? [{ username: config.PLATFORM_OPERATOR_USERNAME, key: config.PLATFORM_OPERATOR_KEY }]
            : [],
        accounts: {
          jwtSecret: config.PLATFORM_JWT_SECRET,
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          // Browsers reach the embedded platform's pages and files through the site's mount.
          publicUrl: "/platform-api",
        },
      }),
    )
    .catch((error: unknown) => {
      globalThis.__embeddedPlatform = undefined; // let the next request try again
      throw error;
    });
  return globalThis.__embeddedPlatform;
}

/** Hands the request to the in-process platform, honouring the client's abort signal (its timeout). */
const embeddedFetch: Fetch = async (input, init) => {
  const request = new Request(input, init);
  const platform = await embeddedPlatform();
  if (request.signal.aborted) throw request.signal.reason;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(request.signal.reason);
    request.signal.addEventListener("abort", onAbort, { once: true });
    platform.fetch(request).then(resolve, reject).finally(() => request.signal.removeEventListener("abort", onAbort));
  });
};

function transport(): { baseUrl: string; fetch: Fetch } {
  if (config.PLATFORM_API_URL) return { baseUrl: config.PLATFORM_API_URL, fetch: (input, init) => fetch(input, init) };
  return { baseUrl: EMBEDDED_BASE_URL, fetch: embeddedFetch };
}

/**
 * The visitor's IP address, for the platform's per-address rate limits. react-router-serve does
 * not give the app the socket address, so it is known only behind a proxy: with TRUST_PROXY=true,
 * the first hop of X-Forwarded-For. Otherwise undefined, and the platform applies its per-email
 * and per-action limits alone.
 */
export function clientAddressOf(request: Request): string | undefined {
  if (!config.TRUST_PROXY) return undefined;
  const first = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return first && isClientAddress(first) ? first : undefined;
}

const TIME_ZONE_COOKIE = /(?:^|;\s*)tz=([^;]+)/;

/** The visitor's time zone, from the `tz` cookie the browser sets when JavaScript runs; else the default. */
export function timeZoneOf(request: Request): string {
  const value = request.headers.get("Cookie")?.match(TIME_ZONE_COOKIE)?.[1];
  if (value) {
    try {
      // Both can throw on what a browser sent: a broken escape (URIError), a zone that is none (RangeError).
      const candidate = decodeURIComponent(value);
      new Intl.DateTimeFormat("en-US", { timeZone: candidate });
      return candidate;
    } catch {
      // not a real zone: ignore
    }
  }
  return config.DEFAULT_TIME_ZONE;
}

/** A client with no visitor attached: health checks and start-up. */
export function embeddedOrRemotePlatform(): PlatformClient {
  return createPlatformClient({
    ...transport(),
    apiUsername: config.PLATFORM_API_USERNAME,
    apiKey: config.PLATFORM_API_KEY,
    timeZone: config.DEFAULT_TIME_ZONE,
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
  });
}

/**
 * The platform client for one request: the visitor's tokens and time zone, refreshed tokens
 * written back to the session, and each call's duration reported in Server-Timing.
 */
export function platformFor(request: Request, context: Readonly<RouterContextProvider>): PlatformClient {
  const session = sessionFrom(context);
  const timing = context.get(timingContext);
  const { baseUrl, fetch: send } = transport();
  return createPlatformClient({
    baseUrl,
    fetch: (input, init) => timing.time("platform", () => send(input, init)),
    apiUsername: config.PLATFORM_API_USERNAME,
    apiKey: config.PLATFORM_API_KEY,
    timeZone: timeZoneOf(request),
    timeoutMs: config.PLATFORM_TIMEOUT_MS,
    tokens: session.tokens ?? undefined,
    onTokensChanged: (tokens) => session.setTokens(tokens),
    clientAddress: clientAddressOf(request),
  });
}
