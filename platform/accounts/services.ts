/**
 * What the account, auth and membership routes share: token signing, emailed codes, mail, rate
 * limits, and the public base URL the platform puts in the URLs it returns (avatar images,
 * hosted checkout pages).
 */
import type { Context, MiddlewareHandler } from "hono";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/connect";
import { authSessions, users } from "../db/schema";
import { PlatformError, type PlatformEnv, type PlatformEnvironment } from "../http";
import { createCodeBook, type CodeBook } from "./codes";
import { createMailer, type Mailer } from "./mail";
import { createRateLimiter, type RateLimiter, type RateLimits } from "./rate-limit";
import { createTokenKit, tokenSecret, type TokenKit } from "./tokens";

export type AccountOptions = {
  /** Secret signing the tokens (PLATFORM_JWT_SECRET); generated once and kept in the database when unset. */
  jwtSecret?: string;
  /** smtp://… or smtps://…; without it demo mail goes to the outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /**
   * Base URL under which browsers reach this platform, for the URLs it returns: "/platform-api"
   * when embedded in the site, PLATFORM_PUBLIC_URL standalone. Default "" (the platform's root).
   */
  publicUrl?: string;
  /** Overrides of the default rate limits (tests use small ones). */
  rateLimits?: Partial<RateLimits>;
  /** Access token lifetime; default 15 minutes (tests use a short one to exercise refresh). */
  accessTokenSeconds?: number;
};

export type AccountServices = {
  tokens: TokenKit;
  codes: CodeBook;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
};

export async function createAccountServices(
  db: Database,
  environment: PlatformEnvironment,
  options: AccountOptions = {},
  logError?: (message: string, error: unknown) => void,
): Promise<AccountServices> {
  const secret = await tokenSecret(db, options.jwtSecret);
  return {
    tokens: createTokenKit(secret, { accessSeconds: options.accessTokenSeconds }),
    codes: createCodeBook(db, secret),
    mailer: createMailer(db, { smtpUrl: options.smtpUrl, from: options.mailFrom, environment, logError }),
    limiter: createRateLimiter(db, options.rateLimits),
    publicUrl: (options.publicUrl ?? "").replace(/\/+$/, ""),
  };
}

/** The Hono environment of protected routes: who is calling, and through which session. */
export type UserEnv = {
  Variables: PlatformEnv["Variables"] & { userId: string; sessionId: string };
};

/** Protected calls (spec §6): a valid access token of a live session of an existing user, else 401. */
export function requireUser(db: Database, tokens: TokenKit): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new PlatformError(401, "unauthorized", "Missing access token");
    const claims = await tokens.verify(match[1], "access");
    if (!claims) throw new PlatformError(401, "unauthorized", "Invalid or expired access token");
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, claims.sid), eq(authSessions.userId, claims.sub), isNull(authSessions.revokedAt)));
    if (!session) throw new PlatformError(401, "unauthorized", "This session has ended. Please sign in again.");
    c.set("userId", claims.sub);
    c.set("sessionId", claims.sid);
    await next();
  };
}

/** A JSON body checked with zod; a mismatch is a 400 naming the first offending field. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new PlatformError(400, "invalid_request", "The request body must be JSON");
  }
  return checked(body, schema);
}

export function checked<S extends z.ZodType>(body: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `Field "${issue.path.join(".")}"` : "Body";
  throw new PlatformError(400, "invalid_request", `${field}: ${issue?.message ?? "invalid"}`);
}

/** The caller's client address as the site forwarded it (see rate-limit.ts), when it looks like one. */
export function clientAddress(c: Context): string | null {
  const value = c.req.header("x-client-address")?.trim();
  return value && /^[0-9a-fA-F:.]{2,45}$/.test(value) ? value : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
export function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}
