import type { Hono } from "hono";
import { ERROR_CODES } from "#contract/error-codes";
import type { PlatformEnv } from "./env";
import { errorResponse } from "./errors";

/**
 * Registers a 405 for every method a path does not serve. Call it after the path's real handlers:
 * Hono tries handlers in registration order, so only the unserved methods reach this one.
 */
export function allowOnly<E extends PlatformEnv>(app: Hono<E>, path: string, methods: readonly string[]): void {
  const allow = [...methods, ...(methods.includes("GET") ? ["HEAD"] : [])].join(", ");
  app.all(path, (c) =>
    errorResponse(c, 405, ERROR_CODES.methodNotAllowed, `Method ${c.req.method} is not allowed here`, { Allow: allow }),
  );
}
