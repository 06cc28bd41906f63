/**
 * What every route module shares: the Hono environment type, the JSON error shape of
 * platform/README.md ("Bodies and errors"), query validation with zod, and 405 answers.
 */
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { Database } from "./db/connect";

export type PlatformEnvironment = "demo" | "production";

/** Everything a route needs, passed in rather than imported, so tests and the site can build their own. */
export type PlatformDeps = {
  db: Database;
  environment: PlatformEnvironment;
  /** Where unexpected errors are reported; defaults to console.error. */
  logError?: (message: string, error: unknown) => void;
  /** Accounts, tokens, mail, rate limits (platform/accounts/); without them those routes are not mounted. */
  accounts?: import("./accounts/services").AccountServices;
  /** POST /sandbox/create calls allowed per rolling hour (platform/routes/sandbox.ts has the defaults). */
  sandboxLimits?: { perCredential?: number; perAddress?: number };
};

/** The API credential a request was authenticated with (set by the credential check). */
export type CallingCredential = { id: string; username: string };

export type PlatformEnv = {
  Variables: {
    credential: CallingCredential;
    /** IANA zone from X-Time-Zone, or the contract's default. */
    timeZone: string;
  };
};

export type PlatformApp = Hono<PlatformEnv>;

/** Machine codes of platform/README.md; new areas add theirs here so clients see one list. */
export type ErrorCode =
  | "invalid_request"
  | "invalid_credentials"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal_error";

export type ErrorBody = { message: string; code: ErrorCode };

/**
 * Thrown by route code for an expected failure; the app's error handler turns it into
 * `{message, code}` with the status. Anything else thrown becomes a logged 500.
 */
export class PlatformError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json<ErrorBody>({ message, code }, status, headers);
}

/**
 * Parses the query string with a zod schema; a mismatch is a 400 naming the offending parameter
 * (only the first issue, in words a developer can act on).
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `Query parameter "${issue.path.join(".")}"` : "Query";
  throw new PlatformError(400, "invalid_request", `${where}: ${issue?.message ?? "invalid"}`);
}

/** A query flag written as `true` or `false` (anything else is a 400, not silently false). */
export const booleanFlag = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

/**
 * Registers a 405 for every method a path does not serve. Call it after the path's real handlers:
 * Hono tries handlers in registration order, so only the unserved methods reach this one.
 */
export function allowOnly<E extends PlatformEnv>(app: Hono<E>, path: string, methods: readonly string[]): void {
  const allow = [...methods, ...(methods.includes("GET") ? ["HEAD"] : [])].join(", ");
  app.all(path, (c) =>
    errorResponse(c, 405, "method_not_allowed", `Method ${c.req.method} is not allowed here`, { Allow: allow }),
  );
}
