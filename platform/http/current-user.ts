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

/** The Hono environment of public calls that answer a signed-in caller differently (`liked`). */
export type MaybeUserEnv = { Variables: PlatformEnv["Variables"] & { userId: string | null } };

export const INVALID_TOKEN_MESSAGE = "Invalid or expired access token";

/**
 * "Send the token only if held" (spec §6): without an Authorization header the caller is
 * anonymous (`userId` null); with one, it must be good. A bad or expired token is a 401, as on
 * protected calls, rather than being silently ignored, so a client notices its session lapsed.
 * `authenticate` absent (a platform without accounts): every caller is anonymous.
 */
export function optionalUser(authenticate: Authenticate | undefined): MiddlewareHandler<MaybeUserEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header === undefined || !authenticate) {
      c.set("userId", null);
      return next();
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new PlatformError(401, ERROR_CODES.unauthorized, INVALID_TOKEN_MESSAGE);
    c.set("userId", (await authenticate(match[1])).userId);
    await next();
  };
}
