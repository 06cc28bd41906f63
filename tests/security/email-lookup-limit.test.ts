/**
 * Account enumeration at speed: GET /user/email/{email} and coin transfers to an email address
 * answered as fast as they were asked (40 a second), with no limit. Looking a member up by email
 * is now limited per account (platform/infra/rate-limit.ts "emailLookup": 60 an hour, the
 * lookups of both calls counted together); past it, 429 with Retry-After and words a person
 * understands. Lookups by id are not counted, and one account's limit never holds another.
 * Time is a manual clock: nothing sleeps.
 */
import { describe, expect, it } from "vitest";
import { mintedCoin, transfer } from "../support/coins";
import { ManualClock } from "../support/manual-clock";
import { person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const LIMIT = 60;
const HOUR = 3_600_000;

describe.each(databaseTargets)("lookups by email on $name", (target) => {
  const clock = new ManualClock();
  const platform = usePlatform(target, { accounts: { clock } }, { marketplace: false });
  const lookUp = (token: string, email: string) => send(platform(), "GET", `/user/email/${encodeURIComponent(email)}`, { token });

  it(`allows ${LIMIT} an hour per account, over both calls, then answers 429`, async () => {
    clock.advance(HOUR);
    const { owner, coinId } = await mintedCoin(platform(), 1000);
    const other = await person(platform(), "other");
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT / 2; i++) statuses.push((await lookUp(owner.token, `probe-${i}@example.com`)).status);
    for (let i = 0; i < LIMIT / 2; i++) statuses.push((await transfer(platform(), owner, { coin: coinId, amount: 1, target: `probe-${i}@example.org` })).status);
    expect(statuses.every((status) => status === 404)).toBe(true);

    const limited = await lookUp(owner.token, other.email);
    expect([limited.status, limited.body.code, limited.body.message]).toEqual([
      429,
      "rate_limited",
      "Too many look-ups by email address. Please wait 60 minutes and try again.",
    ]);
    expect(limited.headers.get("Retry-After")).toBe("3600");
    const byTransfer = await transfer(platform(), owner, { coin: coinId, amount: 1, target: other.email });
    expect([byTransfer.status, byTransfer.body.code]).toEqual([429, "rate_limited"]);

    // By id nothing is looked up by email: still open. Another account has its own limit.
    expect((await transfer(platform(), owner, { coin: coinId, amount: 1, target: other.id })).status).toBe(200);
    expect((await lookUp(other.token, owner.email)).status).not.toBe(429);

    clock.advance(HOUR);
    expect((await lookUp(owner.token, other.email)).status).not.toBe(429);
  });
});
