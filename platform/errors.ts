/**
 * The one error of expected failures. Services throw it (it is plain: no HTTP framework here),
 * and the app's error handler (http/errors.ts) answers it as `{message, code}` with its status,
 * the shape of platform/README.md "Bodies and errors". Anything else thrown becomes a logged 500.
 * Imports nothing of the platform, so every layer may use it.
 */
import { ERROR_CODES, type ErrorCode } from "#contract/error-codes";

/** The statuses the platform answers a failure with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 502;

export class PlatformError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field the failure concerns and the problem with it alone (contract/api/errors.ts). */
    readonly concerns?: { field: string; problem: string },
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

/** A problem with one field of a request: answered `Field "<field>": <problem>`, with both apart on the wire. */
export type FieldProblem = { readonly field: string; readonly problem: string };

/** The problem `problem` of the request's field `field` (a dotted path: `experience.tags`). */
export const atField = (field: string, problem: string): FieldProblem => ({ field, problem });

/** 400 `invalid_request`: the message names what is wrong; about one field, that field apart too. */
export function invalidRequest(message: string | FieldProblem): PlatformError {
  if (typeof message !== "string") return fieldRefused(message.field, message.problem);
  return new PlatformError(400, ERROR_CODES.invalidRequest, message);
}

/** 403 `forbidden`: the caller may not do this. */
export function forbidden(message: string): PlatformError {
  return new PlatformError(403, ERROR_CODES.forbidden, message);
}

/** 400 `invalid_request` about one field: `<label> "<field>": <problem>`, with the field and problem apart on the wire. */
export function fieldRefused(field: string, problem: string, label = "Field"): PlatformError {
  return new PlatformError(400, ERROR_CODES.invalidRequest, `${label} "${field}": ${problem}`, {}, { field, problem });
}

/** 400 `limit_exceeded`: a balance, quantity or price would pass its cap (contract/money.ts); `Field "<field>": <reason>`. */
export function limitExceeded(field: string, reason: string): PlatformError {
  return new PlatformError(400, ERROR_CODES.limitExceeded, `Field "${field}": ${reason}`, {}, { field, problem: reason });
}

/** 404 `not_found`. */
export function notFound(message: string): PlatformError {
  return new PlatformError(404, ERROR_CODES.notFound, message);
}

/** 409 `conflict`: the request clashes with the state of things. */
export function conflict(message: string): PlatformError {
  return new PlatformError(409, ERROR_CODES.conflict, message);
}

/** 413 `payload_too_large`. */
export function tooLarge(message: string): PlatformError {
  return new PlatformError(413, ERROR_CODES.payloadTooLarge, message);
}

/** 429 `rate_limited`, with how long to wait. */
export function rateLimited(message: string, retryAfterSeconds: number): PlatformError {
  return new PlatformError(429, ERROR_CODES.rateLimited, message, { "Retry-After": String(retryAfterSeconds) });
}
