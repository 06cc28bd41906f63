/** How a platform client is made: where the API is, its credentials, and the timing it keeps. */
import type { SessionTokens } from "./tokens";

/**
 * A fetch-compatible function: `globalThis.fetch`, or one handing the request to the in-process
 * platform (which may ignore the abort signal, hence the client's own race). The client always
 * calls it with a single Request.
 */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface PlatformClientOptions {
  /** Root of the platform API; call paths are appended to it. */
  baseUrl: string;
  apiUsername: string;
  apiKey: string;
  /** The user's IANA time zone, sent as `X-Time-Zone`. */
  timeZone?: string;
  fetch?: FetchLike;
  /** Per attempt: a GET that is retried may take twice this, plus the retry delay. */
  timeoutMs?: number;
  tokens?: SessionTokens | null;
  /** Refresh an expired access token before a protected call (spec §4). Default true. */
  autoRefresh?: boolean;
  /** Told every time the held tokens change (refresh, sign-in, sign-out), to persist them. */
  onTokensChanged?: (tokens: SessionTokens | null) => void;
  /**
   * The visitor's IP address, sent as `X-Client-Address` so the platform can rate limit per
   * address (the socket's under server.js, or a trusted proxy's hop: see TRUST_PROXY).
   */
  clientAddress?: string;
  /** The id of the site's request the calls are made for, sent as X-Request-Id (docs/operations.md). */
  requestId?: string;
  /** Told each attempt's operation, status (0: no answer) and seconds, for the metrics. */
  onAttempt?: (operation: string, status: number, seconds: number) => void;
  /** Times the retry pause and each attempt's deadline: the global timers unless given (tests pass a controlled clock). */
  clock?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(timer: unknown): void };
}
