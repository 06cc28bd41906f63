/**
 * Rate limits on sign-in, sign-up, verification and password reset: per email, per client
 * address, and per action overall.
 *
 * They live in the platform, not the site, because the platform holds the state every site
 * process shares (one database), and a hosted platform must protect itself from any client
 * anyway. Counters are fixed windows in the `rate_limits` table, updated with one atomic upsert.
 * The client address is the one the caller reported (http/client.ts); without an address only
 * the per-email and global limits apply.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimited } from "../errors";

export type RateLimitAction = "login" | "create" | "verify" | "send_code" | "reset";
export type Rule = { limit: number; windowSeconds: number };
export type ActionLimits = { perEmail: Rule; perAddress: Rule; global: Rule };
export type RateLimits = Record<RateLimitAction, ActionLimits>;

const minutes = (n: number) => n * 60;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perEmail: { limit: 10, windowSeconds: minutes(15) },
    perAddress: { limit: 50, windowSeconds: minutes(15) },
    global: { limit: 3000, windowSeconds: minutes(5) },
  },
  create: {
    perEmail: { limit: 5, windowSeconds: minutes(60) },
    perAddress: { limit: 20, windowSeconds: minutes(60) },
    global: { limit: 1000, windowSeconds: minutes(10) },
  },
  verify: {
    perEmail: { limit: 15, windowSeconds: minutes(15) },
    perAddress: { limit: 60, windowSeconds: minutes(15) },
    global: { limit: 3000, windowSeconds: minutes(5) },
  },
  send_code: {
    perEmail: { limit: 5, windowSeconds: minutes(15) },
    perAddress: { limit: 30, windowSeconds: minutes(15) },
    global: { limit: 1000, windowSeconds: minutes(10) },
  },
  reset: {
    perEmail: { limit: 5, windowSeconds: minutes(60) },
    perAddress: { limit: 20, windowSeconds: minutes(60) },
    global: { limit: 1000, windowSeconds: minutes(10) },
  },
};

export type RateLimiter = {
  /** Counts one attempt; throws a 429 PlatformError (with Retry-After) when a limit is exceeded. */
  hit(action: RateLimitAction, who: { email?: string | null; address?: string | null }): Promise<void>;
};

export function createRateLimiter(db: Database, overrides: Partial<RateLimits> = {}): RateLimiter {
  const limits = { ...DEFAULT_RATE_LIMITS, ...overrides };

  async function count(key: string, rule: Rule): Promise<{ hits: number; retryAfter: number }> {
    const window = rule.windowSeconds;
    const { rows } = await db.execute<{ hits: number; retry_after: number }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
          THEN 1 ELSE rate_limits.hits + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
          THEN now() ELSE rate_limits.window_start END
      RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => ${window}) - now())))::int AS retry_after`);
    const row = rows[0];
    return { hits: Number(row?.hits ?? 0), retryAfter: Math.max(1, Number(row?.retry_after ?? window)) };
  }

  return {
    async hit(action, { email, address }) {
      const rules = limits[action];
      const checks: Array<[string, Rule]> = [[`${action}:global`, rules.global]];
      if (email) checks.push([`${action}:email:${email.toLowerCase()}`, rules.perEmail]);
      if (address) checks.push([`${action}:address:${address}`, rules.perAddress]);
      let retryAfter = 0;
      for (const [key, rule] of checks) {
        const result = await count(key, rule);
        if (result.hits > rule.limit) retryAfter = Math.max(retryAfter, result.retryAfter);
      }
      if (retryAfter > 0) {
        const wait = retryAfter >= 90 ? `${Math.ceil(retryAfter / 60)} minutes` : `${retryAfter} seconds`;
        throw rateLimited(`Rate limit reached: too many attempts. Please wait ${wait} and try again.`, retryAfter);
      }
    },
  };
}
