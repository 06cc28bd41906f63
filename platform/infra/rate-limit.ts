/**
 * Rate limits on sign-up, verification, code mails, password reset and sign-in (platform/README.md
 * "Rate limits"), the daily budget of wrong codes per account, and lookups of members by email.
 *
 * They live in the platform, not the site, because the platform holds the state every site
 * process shares (one database), and a hosted platform must protect itself from any client
 * anyway. Counters are rows of the `rate_limits` table, each updated with one atomic statement.
 * There is no counter every caller shares: one client could drain it and lock everyone out.
 * Time comes from an injectable clock, so tests move it instead of waiting.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimited } from "../errors";
import { codeBudgetMessage, doorCodeMessage, emailLookupMessage, rateLimitMessage } from "./rate-limit-messages";
import { createSignInDelays, DEFAULT_SIGN_IN_DELAYS, type SignInAttempt, type SignInDelays } from "./sign-in-delays";

export type { SignInDelays } from "./sign-in-delays";

/** Milliseconds since the epoch; Date.now unless a test drives it. */
export type Clock = { now(): number };

export type RateLimitAction = "create" | "verify" | "send_code" | "reset";
export type Rule = { limit: number; windowSeconds: number };
/** Fixed windows per email and per client address. */
export type ActionLimits = { perEmail: Rule; perAddress: Rule };
export type RateLimits = Record<RateLimitAction, ActionLimits> & {
  /** Growing delays after failed sign-ins (./sign-in-delays.ts). */
  signIn: SignInDelays;
  /** Wrong codes an account may get, whatever the code and its purpose (reset, verify, email change). */
  codeFailures: Rule;
  /**
   * Members a signed-in account may look up by email address (GET /user/email/{email}, a coin
   * transfer to an address): per account, so probing which addresses are members stays slow.
   */
  emailLookup: Rule;
  /**
   * Wrong door codes a host may type or scan (contract/api/check-in.ts): per account, counted up
   * front and given back when the code was right, so a busy door is never slowed, a guesser is.
   */
  doorCodes: Rule;
};

const minutes = (n: number) => n * 60;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  create: { perEmail: { limit: 5, windowSeconds: minutes(60) }, perAddress: { limit: 20, windowSeconds: minutes(60) } },
  verify: { perEmail: { limit: 15, windowSeconds: minutes(15) }, perAddress: { limit: 60, windowSeconds: minutes(15) } },
  send_code: { perEmail: { limit: 5, windowSeconds: minutes(15) }, perAddress: { limit: 30, windowSeconds: minutes(15) } },
  reset: { perEmail: { limit: 5, windowSeconds: minutes(60) }, perAddress: { limit: 20, windowSeconds: minutes(60) } },
  signIn: DEFAULT_SIGN_IN_DELAYS,
  // On top of 5 tries per code: asking for new codes does not buy new guesses.
  codeFailures: { limit: 20, windowSeconds: minutes(24 * 60) },
  // A brand owner sending coins to a list of members by address stays far below; a prober gets 60 an hour.
  emailLookup: { limit: 60, windowSeconds: minutes(60) },
  // A door with typos stays far below; a guesser gets 30 of 31^8 codes per 10 minutes.
  doorCodes: { limit: 30, windowSeconds: minutes(10) },
};

export type RateLimiter = {
  /** Counts one attempt; throws a 429 PlatformError (with Retry-After) when a limit is exceeded. */
  hit(action: RateLimitAction, who: { email?: string | null; address?: string | null }): Promise<void>;
  /** Before a password is checked: a 429 while this caller must wait (./sign-in-delays.ts). */
  beginSignIn(email: string, address: string | null): Promise<SignInAttempt>;
  /** Before a code is checked: takes one try from the account's budget, or throws a 429 when none is left. */
  spendCodeTry(userId: string): Promise<void>;
  /** The code was right (or there was none to guess): the try is given back. */
  refundCodeTry(userId: string): Promise<void>;
  /** Before a member is looked up by email for `userId`: counts one, or throws a 429 past the limit. */
  lookUpByEmail(userId: string): Promise<void>;
  /** Before a door code is looked up for host `userId`: takes one try, or throws a 429 when none is left. */
  spendDoorCodeTry(userId: string): Promise<void>;
  /** The door code was right: the try is given back. */
  refundDoorCodeTry(userId: string): Promise<void>;
};

export function createRateLimiter(db: Database, overrides: Partial<RateLimits> = {}, clock: Clock = Date): RateLimiter {
  const limits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const at = () => new Date(clock.now()).toISOString();

  /** One more hit in the key's window (a new window once the old one is over); `cap` stops counting there. */
  async function count(key: string, rule: Rule, cap = 2_000_000_000): Promise<{ hits: number; retryAfter: number }> {
    const now = at();
    const over = sql`rate_limits.window_start <= ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})`;
    const { rows } = await db.execute<{ hits: number; retry_after: number }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}::timestamptz, 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN ${over} THEN 1 ELSE least(rate_limits.hits + 1, ${cap}) END,
        window_start = CASE WHEN ${over} THEN ${now}::timestamptz ELSE rate_limits.window_start END
      RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => ${rule.windowSeconds}) - ${now}::timestamptz)))::int AS retry_after`);
    const row = rows[0];
    return { hits: Number(row?.hits ?? 0), retryAfter: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)) };
  }

  const codeKey = (userId: string) => `codes:failed:${userId}`;
  const doorKey = (userId: string) => `door_codes:failed:${userId}`;

  return {
    async hit(action, { email, address }) {
      const rules = limits[action];
      const checks: Array<[string, Rule]> = [];
      if (email) checks.push([`${action}:email:${email.toLowerCase()}`, rules.perEmail]);
      if (address) checks.push([`${action}:address:${address}`, rules.perAddress]);
      let retryAfter = 0;
      for (const [key, rule] of checks) {
        const result = await count(key, rule);
        if (result.hits > rule.limit) retryAfter = Math.max(retryAfter, result.retryAfter);
      }
      if (retryAfter > 0) throw rateLimited(rateLimitMessage(retryAfter), retryAfter);
    },

    beginSignIn: createSignInDelays(db, limits.signIn, clock),

    async spendCodeTry(userId) {
      // Counted up front, atomically, so parallel guesses cannot overdraw; stops one past the limit.
      const rule = limits.codeFailures;
      const result = await count(codeKey(userId), rule, rule.limit + 1);
      if (result.hits > rule.limit) throw rateLimited(codeBudgetMessage(result.retryAfter), result.retryAfter);
    },

    async refundCodeTry(userId) {
      await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${codeKey(userId)}`);
    },

    async lookUpByEmail(userId) {
      const rule = limits.emailLookup;
      const result = await count(`email_lookup:user:${userId}`, rule, rule.limit + 1);
      if (result.hits > rule.limit) throw rateLimited(emailLookupMessage(result.retryAfter), result.retryAfter);
    },

    async spendDoorCodeTry(userId) {
      const rule = limits.doorCodes;
      const result = await count(doorKey(userId), rule, rule.limit + 1);
      if (result.hits > rule.limit) throw rateLimited(doorCodeMessage(result.retryAfter), result.retryAfter);
    },

    async refundDoorCodeTry(userId) {
      await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${doorKey(userId)}`);
    },
  };
}
