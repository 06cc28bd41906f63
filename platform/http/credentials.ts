import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "#contract/error-codes";
import type { Database } from "../db/connect";
import { verifyCredential } from "../infra/api-credentials";
import type { PlatformEnv } from "./env";
import { errorResponse } from "./errors";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid API credentials";

/** Answers 401 unless X-Api-Username / X-Api-Key name a stored credential; records it on the context. */
export function requireApiCredential(db: Database): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const username = c.req.header("x-api-username");
    const key = c.req.header("x-api-key");
    const credential = username && key ? await verifyCredential(db, username, key) : null;
    if (!credential) return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    c.set("credential", credential);
    await next();
  };
}
