/**
 * Sign-in slows down after failures instead of locking (DESIGN.md "Trust"). A failed sign-in is
 * counted three times, each count with the time of its latest failure:
 *
 * - per (account, address) pair: after a few free failures the pair waits 30 s, then 1, 2, 4 …
 *   minutes, up to 15, before its next try. This is what slows a guesser down, and it is theirs
 *   alone: the owner signing in from another address is not in their pair.
 * - per address, over every account: the same growth after more free failures, so one address
 *   cannot spray guesses over many accounts.
 * - per account, over every address: a generous ceiling that, once passed, makes each address
 *   that has itself failed on the account wait again (from its own last failure) — an attacker
 *   rotating addresses gets one free guess per new address, no more.
 *
 * A stranger therefore cannot hold an account locked: an address with no failures on the account
 * (the owner's, usually) is never held by the account's count, and an owner who mistyped waits at
 * most the cap from their own mistake, however often the stranger comes back. A caller without a
 * known address shares one pair per account (the embedded site and the standalone server always
 * give one: see http/client.ts). No counter is shared by all callers.
 *
 * An attempt is counted as a failure before the password is checked (so parallel guesses cannot
 * slip past a delay) and given back when the password was right.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { rateLimited } from "../errors";
import { rateLimitMessage } from "./rate-limit-messages";

/** No wait for the first `freeFailures`; then `baseSeconds`, doubling with each failure, at most `capSeconds`. */
export type Delay = { freeFailures: number; baseSeconds: number; capSeconds: number };
export type SignInDelays = {
  perPair: Delay;
  perAddress: Delay;
  perAccount: Delay;
  /** A count with no failure for this long starts again from zero. */
  forgetAfterSeconds: number;
};

const QUARTER_HOUR = 15 * 60;

export const DEFAULT_SIGN_IN_DELAYS: SignInDelays = {
  perPair: { freeFailures: 3, baseSeconds: 30, capSeconds: QUARTER_HOUR },
  perAddress: { freeFailures: 50, baseSeconds: 30, capSeconds: QUARTER_HOUR },
  perAccount: { freeFailures: 10, baseSeconds: 30, capSeconds: QUARTER_HOUR },
  forgetAfterSeconds: 24 * 60 * 60,
};

/** The wait after `failures` failures. */
export function delaySeconds(rule: Delay, failures: number): number {
  const over = failures - rule.freeFailures;
  return over <= 0 ? 0 : Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (over - 1));
}

export type SignInAttempt = {
  /** The password was right: this attempt was no failure. */
  succeeded(): Promise<void>;
};

type Count = { hits: number; last: number };

export function createSignInDelays(db: Database, rules: SignInDelays, clock: { now(): number }) {
  return async function beginSignIn(email: string, address: string | null): Promise<SignInAttempt> {
    const pair = `sign_in:pair:${email}\n${address ?? "-"}`;
    const account = `sign_in:account:${email}`;
    const keys = address ? [pair, account, `sign_in:address:${address}`] : [pair, account];
    const now = clock.now();
    const at = new Date(now).toISOString();

    const retryAfter = await db.transaction(async (tx) => {
      const values = sql.join(keys.map((key) => sql`(${key}, to_timestamp(0), 0)`), sql`, `);
      await tx.execute(sql`INSERT INTO rate_limits (key, window_start, hits) VALUES ${values} ON CONFLICT (key) DO NOTHING`);
      const { rows } = await tx.execute<{ key: string; hits: number; last: number }>(sql`
        SELECT key, hits, extract(epoch FROM window_start) * 1000 AS last FROM rate_limits
        WHERE key IN (${sql.join(keys.map((key) => sql`${key}`), sql`, `)}) ORDER BY key FOR UPDATE`);
      const counts = new Map<string, Count>(rows.map((row) => [row.key, { hits: Number(row.hits), last: Number(row.last) }]));
      const failures = (key: string) => {
        const count = counts.get(key);
        return count && now - count.last < rules.forgetAfterSeconds * 1000 ? count.hits : 0;
      };
      const since = (key: string) => (now - (counts.get(key)?.last ?? 0)) / 1000;
      const waits = [delaySeconds(rules.perPair, failures(pair)) - since(pair)];
      if (address) waits.push(delaySeconds(rules.perAddress, failures(keys[2]!)) - since(keys[2]!));
      // The account's ceiling holds only addresses that failed on it themselves, from their own last failure.
      if (failures(pair) > 0) waits.push(delaySeconds(rules.perAccount, failures(account)) - since(pair));
      const wait = Math.ceil(Math.max(...waits));
      if (wait > 0) return wait;
      const forgotten = sql`rate_limits.window_start <= ${at}::timestamptz - make_interval(secs => ${rules.forgetAfterSeconds})`;
      await tx.execute(sql`
        UPDATE rate_limits SET hits = CASE WHEN ${forgotten} THEN 1 ELSE hits + 1 END, window_start = ${at}::timestamptz
        WHERE key IN (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
      return 0;
    });
    if (retryAfter > 0) {
      throw rateLimited(rateLimitMessage(retryAfter), retryAfter);
    }

    return {
      async succeeded() {
        await db.transaction(async (tx) => {
          await tx.execute(sql`DELETE FROM rate_limits WHERE key = ${pair}`);
          const others = keys.filter((key) => key !== pair);
          await tx.execute(sql`
            UPDATE rate_limits SET hits = greatest(hits - 1, 0)
            WHERE key IN (${sql.join(others.map((key) => sql`${key}`), sql`, `)})`);
        });
      },
    };
  };
}
