/**
 * The accounts service: what every account call shares (tokens, emailed codes, mail, rate limits,
 * the public base URL of returned URLs) and the sessions a sign-in opens. Speaks domain types;
 * the routes map them to the wire (./wire.ts).
 */
import { and, eq, gt, isNull, ne, sql, type Placeholder } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { isEmail, normalEmail } from "#contract/email";
import { passwordProblem } from "#contract/password";
import type { Database } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared";
import { authSessions, users, type User } from "./schema";
import type { PlatformEnvironment } from "../../environment";
import { invalidRequest, PlatformError } from "../../errors";
import { createMailer, type Mailer } from "../../infra/mail";
import { forgetInRequest, onceInRequest } from "../../infra/request-scope";
import { createRateLimiter, type Clock, type RateLimiter, type RateLimits } from "../../infra/rate-limit";
import type { MailQueueOptions } from "../../infra/mail";
import { createCodeBook, type CodeBook } from "./codes";
import { ACCOUNT_MESSAGES } from "./messages";
import { createTokenKit, newRefreshId, SESSION_SECONDS, tokenSecret, type IssuedTokens, type TokenKit } from "./tokens";

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
  /**
   * Origins (scheme://host[:port]) the hosted checkout may send browsers back to besides paths:
   * the site's own. Default none: only paths (what the embedded site sends without SITE_URL).
   */
  returnOrigins?: string[];
  /**
   * The site's public origin (https://www.example.com), for the absolute links of emails (a
   * booking's "View tickets"): SITE_URL, or http://localhost:<PORT> when the site embeds the
   * platform without it. Default DEFAULT_SITE_URL.
   */
  siteUrl?: string;
  /** Overrides of the default rate limits (tests use small ones). */
  rateLimits?: Partial<RateLimits>;
  /**
   * The platform's clock for rate limits and the marketplace's rules of time (a rating opens at
   * the slot's start, a ticket's closing time, one follower notice a day); default Date. Tests
   * move a manual one instead of waiting.
   */
  clock?: Clock;
  /** Access token lifetime; default 15 minutes (tests use a short one to exercise refresh). */
  accessTokenSeconds?: number;
  /**
   * The mail outbox's worker (modules/notifications/mail-queue.ts): how often it runs (default
   * every 5 s) and its retry policy; false: not started (tests drive it with runOnce).
   */
  mailQueue?: (MailQueueOptions & { intervalMs?: number }) | false;
};

export type AccountServices = {
  db: Database;
  tokens: TokenKit;
  codes: CodeBook;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  returnOrigins: string[];
  siteUrl: string;
  clock: Clock;
};

/** Where the site answers when nothing says otherwise: its own default port on this machine. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export async function createAccountServices(
  db: Database,
  environment: PlatformEnvironment,
  options: AccountOptions = {},
  logError?: (message: string, error: unknown) => void,
): Promise<AccountServices> {
  const secret = await tokenSecret(db, options.jwtSecret);
  const limiter = createRateLimiter(db, options.rateLimits, options.clock);
  return {
    db,
    tokens: createTokenKit(secret, { accessSeconds: options.accessTokenSeconds }),
    codes: createCodeBook(db, secret, limiter),
    mailer: createMailer(db, { smtpUrl: options.smtpUrl, from: options.mailFrom, environment, logError }),
    limiter,
    publicUrl: (options.publicUrl ?? "").replace(/\/+$/, ""),
    returnOrigins: (options.returnOrigins ?? []).map((origin) => new URL(origin).origin),
    siteUrl: new URL(options.siteUrl ?? DEFAULT_SITE_URL).origin,
    clock: options.clock ?? Date,
  };
}

/** Where a request came from, for the per-address rate limits. */
export type Caller = { address: string | null };

/** The email as stored (trimmed, lower case), or a 400 when it is not an address (#contract/email). */
export function checkedEmail(value: string): string {
  const email = normalEmail(value);
  if (!isEmail(email)) throw invalidRequest(ACCOUNT_MESSAGES.invalidEmail);
  return email;
}

/** A 400 with the spec's words unless the password meets the rule of #contract/password. */
export function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw invalidRequest(problem);
}

const sessionEnded = () => new PlatformError(401, ERROR_CODES.sessionEnded, ACCOUNT_MESSAGES.sessionEnded);
const refreshRefused = () => new PlatformError(401, ERROR_CODES.sessionEnded, ACCOUNT_MESSAGES.badRefresh);

function displayName(user: Pick<User, "firstName" | "lastName">): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
}

/** The user of a live session; a 401 `session_ended` when the account is gone. */
export async function findUser(db: Database, userId: string): Promise<User> {
  const [user] = await userById(db).execute({ userId });
  if (!user) throw sessionEnded();
  return user;
}

/** Every signed-in page reads its account (GET /account/me): built once per database. */
const userById = preparedPerDatabase((db) => db.select().from(users).where(eq(users.id, sql.placeholder("userId"))).prepare("user_by_id"));

/*
 * Session times are taken from the process clock (Date), the one the tokens' expiry is signed
 * and checked with, so that a session and its tokens end at the same moment.
 */
const endOf = (signedInAt: Date) => new Date(signedInAt.getTime() + SESSION_SECONDS * 1000);
/** Not revoked, and signed in less than SESSION_SECONDS ago (`signedInAfter`: that moment, or a placeholder for it). */
const live = (signedInAfter: Date | Placeholder = liveSince()) => and(isNull(authSessions.revokedAt), gt(authSessions.timeCreated, signedInAfter));
const liveSince = () => new Date(Date.now() - SESSION_SECONDS * 1000);

/** Opens a session and returns its three tokens. */
export async function signIn({ db, tokens }: AccountServices, user: User): Promise<IssuedTokens> {
  const refreshId = newRefreshId();
  const signedInAt = new Date();
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user.id, refreshId, timeCreated: signedInAt })
    .returning({ id: authSessions.id });
  const endsAt = endOf(signedInAt);
  return tokens.issue({ userId: user.id, sessionId: session!.id, refreshId, endsAt, email: user.email, name: displayName(user) });
}

/** A valid access token of a live session of an existing user → who it is; otherwise a 401 saying why. */
export function authenticate(services: AccountServices, accessToken: string): Promise<{ userId: string; sessionId: string }> {
  // Once per site request for all its calls (infra/request-scope.ts): the next request checks again.
  return onceInRequest(services.db, accessToken, () => checkAccessToken(services, accessToken));
}

async function checkAccessToken({ db, tokens }: AccountServices, accessToken: string): Promise<{ userId: string; sessionId: string }> {
  const claims = await tokens.verify(accessToken, "access");
  if (!claims) throw new PlatformError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.badAccessToken);
  // The column's own conversion (timestamp: its ISO text) is not applied to a placeholder's value.
  const [session] = await sessionCheck(db).execute({ sessionId: claims.sid, userId: claims.sub, signedInAfter: liveSince().toISOString() });
  if (!session) throw sessionEnded();
  return { userId: claims.sub, sessionId: claims.sid };
}

/** The live session of this id and user, of a user that still exists: every signed-in request asks. */
const sessionCheck = preparedPerDatabase((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sql.placeholder("sessionId")), eq(authSessions.userId, sql.placeholder("userId")), live(sql.placeholder("signedInAfter"))))
    .prepare("session_check"),
);

/**
 * New tokens for a refresh token. Rotation: only the latest refresh token of a live session
 * works, once. A validly signed one of a live session that is not its latest was exchanged
 * before: two holders of the same session (one of them a thief), so the whole session (every
 * token descending from that sign-in) ends. The session's end stays where sign-in put it.
 */
export async function refreshSession({ db, tokens }: AccountServices, refreshToken: string): Promise<IssuedTokens> {
  const claims = await tokens.verify(refreshToken, "refresh");
  if (!claims?.jti) throw refreshRefused();
  const refreshId = newRefreshId();
  const family = and(eq(authSessions.id, claims.sid), eq(authSessions.userId, claims.sub), live());
  const [session] = await db
    .update(authSessions)
    .set({ refreshId, timeRefreshed: sql`now()` })
    .where(and(family, eq(authSessions.refreshId, claims.jti)))
    .returning({ id: authSessions.id, signedInAt: authSessions.timeCreated });
  if (!session) {
    await db.update(authSessions).set({ revokedAt: sql`now()` }).where(family);
    forgetInRequest();
    throw refreshRefused();
  }
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user) throw refreshRefused();
  const endsAt = endOf(session.signedInAt);
  return tokens.issue({ userId: user.id, sessionId: session.id, refreshId, endsAt, email: user.email, name: displayName(user) });
}

/** Logout: the session's tokens stop working. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(eq(authSessions.id, sessionId));
  // The rest of this site request (a loader after the action) sees it ended too.
  forgetInRequest();
}

/** Ends every session of a user but `keepSessionId` (after a password or email change), or all of them. */
export async function endSessionsOf(db: Database, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.userId, userId),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
        isNull(authSessions.revokedAt),
      ),
    );
  forgetInRequest();
}
