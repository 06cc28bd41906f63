/**
 * Failures on the wire (platform/README.md "Bodies and errors"): every one is `{message, code}`
 * with its status; unknown paths are a JSON 404; anything unexpected is a logged, generic 500.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "#contract/api/errors";
import { ERROR_CODES, type ErrorCode } from "#contract/error-codes";
import { PlatformError } from "../errors";
import type { PlatformApp } from "./env";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
  concerns?: { field: string; problem: string },
): Response {
  return c.json<ErrorBody>({ message, code, ...concerns }, status, headers);
}

/** Installs the 404 of unknown paths and the error handler on the app. */
export function answerFailures(app: PlatformApp, logError: (message: string, error: unknown) => void): void {
  app.notFound((c) => errorResponse(c, 404, ERROR_CODES.notFound, `No such path: ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof PlatformError) {
      return errorResponse(c, error.status, error.code, error.message, error.headers, error.concerns);
    }
    // Hono's own exceptions (e.g. a malformed JSON body) are client errors, not crashes.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, ERROR_CODES.invalidRequest, error.message || "Invalid request");
    }
    logError(`[platform] ${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, ERROR_CODES.internalError, INTERNAL_ERROR_MESSAGE);
  });
}
