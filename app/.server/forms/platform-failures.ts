import { ERROR_CODES, type ErrorCode } from "#contract/error-codes";
import { log } from "~/.server/http/log";
import { PlatformError } from "~/.server/platform";

/*
 * How the public forms answer a platform call that failed: the status of the response, what the
 * person reads, and what the log says. Kept apart from the config so unit tests can use it.
 */

/**
 * The status a failed submission answers with: the platform's own 4xx when it refused the input
 * (400, 413, 415, 429), else 502 — the platform is down, slow or broken.
 */
export function failureStatus(error: unknown): number {
  const status = error instanceof PlatformError ? error.status : undefined;
  return status && status >= 400 && status < 500 ? status : 502;
}

/** Logs a failed submission: a refusal (4xx) in one line, anything else with its stack. */
export function logFailure(error: unknown): void {
  if (error instanceof PlatformError && error.status && error.status < 500) log.warn(error.message);
  else log.error({ err: error }, "A form's platform call failed");
}

/**
 * What a person sees when a submission failed (marketing-site §8): the response's text when it
 * has one, else `fallback` — also for a network error or timeout, and for an HTML error page
 * from a proxy, which is no message for a person.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof PlatformError) || error.isNetworkError || error.status === undefined) return fallback;
  const text = error.serverMessage?.trim();
  return text && !text.startsWith("<") ? text : fallback;
}

/** Codes that name no particular failure: a platform sending only these is read by status and text. */
const GENERIC_CODES: ReadonlySet<string> = new Set([ERROR_CODES.invalidRequest, ERROR_CODES.unauthorized, ERROR_CODES.forbidden, ERROR_CODES.conflict]);

/**
 * The code of a failed call when it names the failure (contract/error-codes.ts: `email_taken`,
 * `session_ended`, …), which decides the words a person sees; undefined when the platform sent
 * none or only a generic one, and the status and the message text must tell instead.
 */
export function specificCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof PlatformError) || !error.code || GENERIC_CODES.has(error.code)) return undefined;
  return error.code as ErrorCode;
}
