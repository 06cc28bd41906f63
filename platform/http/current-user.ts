/**
 * Protected calls (spec/platform-core.md §6): `Authorization: Bearer <access token>`. This layer
 * reads the header; what makes a token good (a live session of an existing user) is the accounts
 * service's business, handed in as `authenticate`.
 */
import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "#contract/error-codes";
import { PlatformError } from "../errors";
import type { PlatformEnv } from "./env";

export type SignedIn = { userId: string; sessionId: string };

/** Resolves an access token to its user and session, or throws a 401 PlatformError saying why not. */
export type Authenticate = (accessToken: string) => Promise<SignedIn>;

/** The Hono environment of protected routes: who is calling, and through which session. */
export type UserEnv = { Variables: PlatformEnv["Variables"] & SignedIn };

export const MISSING_TOKEN_MESSAGE = "Missing access token";

export function requireUser(authenticate: Authenticate): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!match?.[1]) throw new PlatformError(401, ERROR_CODES.unauthorized, MISSING_TOKEN_MESSAGE);
    const { userId, sessionId } = await authenticate(match[1]);
    c.set("userId", userId);
    c.set("sessionId", sessionId);
    await next();
  };
}
