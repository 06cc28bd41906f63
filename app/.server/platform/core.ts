import type { z } from "zod";
import { isTimeZone } from "#contract/wall-clock";
import { REQUEST_ID_HEADER } from "#contract/request-id";
import { PlatformError } from "./errors";
import type { FetchLike, PlatformClientOptions } from "./options";
import { isExpired, refreshedTokensSchema, type SessionTokens } from "./tokens";

export type { FetchLike, PlatformClientOptions } from "./options";

/** The client library version the spec names (§1), sent as `X-Client-Version`. */
export const CLIENT_VERSION = "0.4.2";
export const DEFAULT_TIME_ZONE = "America/New_York";
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Statuses after which a GET is tried once more (spec §7 "Client behaviour"). */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 150;
/** A longer Retry-After is cut to this: a page render should not wait on a rate limiter. */
const MAX_RETRY_DELAY_MS = 1_000;
/** Non-JSON error bodies (a proxy's HTML page) are cut to this many characters. */
const MAX_SERVER_MESSAGE = 500;

const REFRESH_PREFIX = "Unable to refresh tokens";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Which calls carry the bearer token: "required" fails with 'No access token' without one;
 * "optional" sends it only if held (spec §6: search, create, update experiences).
 */
export type Auth = "none" | "required" | "optional";

/** One platform operation, as the area modules describe it. */
export interface Call<T> {
  /** The failure prefix of the operation (spec §8), e.g. "Unable to list businesses". */
  prefix: string;
  /** Its name for the metrics, method and path pattern: "GET /experiences/id/{id}" (never a filled-in path). */
  operation: string;
  method: Method;
  /** Path below the base URL, built with `path` so segments are encoded. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded or multipart body (fetch sets the content type). */
  body?: URLSearchParams | FormData;
  auth?: Auth;
  /** Maps the wire response to the spec's entity; an empty body parses as `undefined`. */
  schema: z.ZodType<T>;
}

/**
 * The per-request platform client (headers, timeout, retry, tokens): build one per incoming request,
 * it holds that visitor's tokens. An area's calls live in the area that owns them
 * (app/areas/<area>/<name>-calls.server.ts), a function of the core: `experienceCalls(platform).list(…)`.
 */
export interface PlatformCore {
  /** One call: headers, timeout, retry, refresh (an area's `<name>Calls(platform)` uses it). */
  call<T>(call: Call<T>): Promise<T>;
  /** The tokens held now (after any refresh), or null when signed out. */
  tokens(): SessionTokens | null;
  /** Replaces the held tokens and tells `onTokensChanged`. */
  setTokens(tokens: SessionTokens | null): void;
  /** POST /refresh now, whatever the expiry says; shares a refresh already in flight. */
  refreshTokens(): Promise<SessionTokens>;
}

/** Builds a path whose interpolated values are URI-encoded: path`/user/id/${id}`. */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, s, i) => out + encodeURIComponent(String(values[i - 1])) + s);
}

export function createPlatformCore(options: PlatformClientOptions): PlatformCore {
  if (!options.apiKey?.trim() || !options.apiUsername?.trim()) {
    throw new Error("You must provide both an API key and username");
  }
  const baseUrl = checkedBaseUrl(options.baseUrl);
  const timeZone = checkedTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error(`Invalid timeout: ${timeoutMs}`);
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const autoRefresh = options.autoRefresh ?? true;
  const clock: NonNullable<PlatformClientOptions["clock"]> = options.clock ?? globalThis;
  const fixedHeaders = {
    "X-Api-Username": options.apiUsername,
    "X-Api-Key": options.apiKey,
    "X-Time-Zone": timeZone,
    "X-Client-Version": CLIENT_VERSION,
    Accept: "application/json",
    ...(options.clientAddress ? { "X-Client-Address": options.clientAddress } : {}),
    // The site's request this call is made for: the platform's log lines for it carry the same id.
    ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
  };
  try {
    new Headers(fixedHeaders); // a stray newline in a key would otherwise fail every call as a "network error"
  } catch {
    throw new Error("Invalid API username or key: not a valid header value");
  }

  let tokens = options.tokens ?? null;
  /** The refresh in flight, shared by every call that needs it. */
  let refreshing: Promise<SessionTokens> | undefined;

  function setTokens(next: SessionTokens | null): void {
    tokens = next;
    options.onTokensChanged?.(next);
  }

  function refreshTokens(): Promise<SessionTokens> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function refreshOnce(): Promise<SessionTokens> {
    const held = tokens;
    if (!held?.refreshToken) throw PlatformError.of(REFRESH_PREFIX, "no refresh token");
    const fresh = await send({
      prefix: REFRESH_PREFIX,
      operation: "POST /refresh",
      method: "POST",
      path: "/refresh",
      json: { refresh_token: held.refreshToken },
      schema: refreshedTokensSchema,
    });
    const next = { ...fresh, idToken: fresh.idToken ?? held.idToken };
    setTokens(next);
    return next;
  }

  /** The access token to send, refreshed first when its expiry says so. */
  async function accessToken(auth: Auth): Promise<string | undefined> {
    if (auth === "none") return undefined;
    const held = tokens?.accessToken;
    if (!held) {
      if (auth === "optional") return undefined;
      throw new PlatformError("No access token");
    }
    if (autoRefresh && isExpired(held)) return (await refreshTokens()).accessToken;
    return held;
  }

  async function call<T>(op: Call<T>): Promise<T> {
    return send(op, await accessToken(op.auth ?? "none"));
  }

  async function send<T>(call: Call<T>, bearer?: string): Promise<T> {
    const url = new URL(baseUrl + call.path);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...fixedHeaders };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let body: string | URLSearchParams | FormData | undefined = call.body;
    if (call.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(call.json);
    }
    // A fresh Request per attempt: a body can be read only once.
    const request = (signal: AbortSignal) => new Request(url, { method: call.method, headers, body, signal });

    let outcome = await attempt(call, request);
    if (call.method === "GET" && shouldRetry(outcome)) {
      await new Promise<void>((resolve) => clock.setTimeout(resolve, retryDelay(outcome)));
      outcome = await attempt(call, request);
    }
    return settle(call, outcome);
  }

  async function attempt(call: Call<unknown>, request: (signal: AbortSignal) => Request): Promise<Outcome> {
    const started = performance.now();
    const outcome = await exchange(request);
    options.onAttempt?.(call.operation, "reply" in outcome ? outcome.reply.status : 0, (performance.now() - started) / 1000);
    return outcome;
  }

  async function exchange(request: (signal: AbortSignal) => Request): Promise<Outcome> {
    const controller = new AbortController();
    let timer: unknown;
    let timedOut = false;
    // Raced rather than trusted to the signal: a custom fetch may ignore it, and a server may
    // send headers and then stall the body.
    const deadline = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        timedOut = true;
        const error = new DOMException(`request timed out after ${timeoutMs} ms`, "TimeoutError");
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    const exchange = (async (): Promise<Reply> => {
      const response = await fetchFn(request(controller.signal));
      return { status: response.status, ok: response.ok, headers: response.headers, text: await response.text() };
    })();
    try {
      return { reply: await Promise.race([exchange, deadline]) };
    } catch (error) {
      return { error, timedOut };
    } finally {
      clock.clearTimeout(timer);
    }
  }

  return { call, tokens: () => tokens, setTokens, refreshTokens };
}

interface Reply {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/** A reply (any status), or no reply: a network failure or a timeout. */
type Outcome = { reply: Reply } | { error: unknown; timedOut: boolean };

function shouldRetry(outcome: Outcome): boolean {
  return "error" in outcome || RETRYABLE_STATUSES.has(outcome.reply.status);
}

function retryDelay(outcome: Outcome): number {
  const header = "reply" in outcome ? outcome.reply.headers.get("Retry-After") : null;
  if (!header) return RETRY_DELAY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? RETRY_DELAY_MS : Math.min(Math.max(ms, 0), MAX_RETRY_DELAY_MS);
}

/** The parsed entity, or the PlatformError that says why not. */
function settle<T>(call: Call<T>, outcome: Outcome): T {
  if ("error" in outcome) {
    const { error, timedOut } = outcome;
    const reason = timedOut ? describe(error) : `network error: ${describe(error)}`;
    throw PlatformError.of(call.prefix, reason, { isNetworkError: true, isTimeout: timedOut, cause: error });
  }
  const { status, ok, text } = outcome.reply;
  if (!ok) {
    const { message, ...details } = errorBody(text);
    throw PlatformError.of(call.prefix, message ?? `status ${status}`, { status, ...details, serverMessage: message });
  }
  let data: unknown;
  try {
    data = text.trim() === "" ? undefined : JSON.parse(text);
  } catch (error) {
    throw PlatformError.of(call.prefix, "unexpected response", { status, cause: error });
  }
  const parsed = call.schema.safeParse(data);
  if (!parsed.success) {
    // The zod issues travel as the cause, for logs; the message stays short.
    throw PlatformError.of(call.prefix, "unexpected response", { status, cause: parsed.error });
  }
  return parsed.data;
}

/** `{message, code, field, problem}` from a JSON error body (contract/api/errors.ts), or the text itself when it is not JSON. */
function errorBody(text: string): { message?: string; code?: string; field?: string; problem?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "string") return { message: body || undefined };
    if (typeof body !== "object" || body === null) return {};
    const given = (value: unknown) => (typeof value === "string" && value ? value : undefined);
    const { message, code, field, problem } = body as Record<string, unknown>;
    return { message: given(message), code: given(code), field: given(field), problem: given(problem) };
  } catch {
    const trimmed = text.trim();
    if (!trimmed) return {};
    return { message: trimmed.length > MAX_SERVER_MESSAGE ? `${trimmed.slice(0, MAX_SERVER_MESSAGE)}…` : trimmed };
  }
}

/** An error's message with its cause's (undici says "fetch failed" and hides the rest there). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && cause !== error.message ? `${error.message}: ${cause}` : error.message;
}

function checkedBaseUrl(baseUrl: string): string {
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`Invalid platform base URL: ${baseUrl}`);
  }
  return baseUrl.replace(/\/+$/, "");
}

function checkedTimeZone(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw new Error(`Invalid time zone: ${timeZone}`);
  return timeZone;
}
