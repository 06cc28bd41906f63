/**
 * Account enumeration through coin transfers: a member holding nothing answered "No such member to
 * transfer to." (404) for an unknown email and "You do not hold…" (409) for a known one, private
 * profiles included. A transfer now checks the sender's own conditions first (the coin, the
 * contract, the balance), so a sender who cannot transfer gets the same answer whoever the
 * recipient is; only a sender who can transfer learns that an address is unknown.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../platform/schema";
import { mintedCoin, transfer } from "../support/coins";
import { person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";

const answer = (response: { status: number; body: any }) => [response.status, response.body.code, response.body.message];

describe.each(databaseTargets)("transfers to an email address on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function setting() {
    const { owner, coinId, brandId } = await mintedCoin(platform(), 10);
    const prober = await person(platform(), "prober");
    const known = await person(platform(), "private");
    await platform().db.update(users).set({ public: false }).where(eq(users.id, known.id));
    return { owner, coinId, brandId, prober, known, unknown: "nobody-at-all@example.com" };
  }

  it("a sender without the balance gets the same answer for a known and an unknown email", async () => {
    const { coinId, prober, known, unknown } = await setting();
    const toKnown = await transfer(platform(), prober, { coin: coinId, amount: 1, target: known.email });
    const toUnknown = await transfer(platform(), prober, { coin: coinId, amount: 1, target: unknown });
    expect(answer(toKnown)).toEqual([409, "conflict", "You do not hold 1 Tide Coin: transfer at most what you hold."]);
    expect(answer(toUnknown)).toEqual(answer(toKnown));
    // By id as well.
    expect(answer(await transfer(platform(), prober, { coin: coinId, amount: 1, target: known.id }))).toEqual(answer(toKnown));
    expect(answer(await transfer(platform(), prober, { coin: coinId, amount: 1, target: crypto.randomUUID() }))).toEqual(answer(toKnown));
  });

  it("an unknown coin or contract is said before anything about the recipient", async () => {
    const { owner, coinId, known, unknown } = await setting();
    for (const body of [
      { coin: crypto.randomUUID(), amount: 1 },
      { coin: coinId, amount: 1, contract: crypto.randomUUID() },
    ]) {
      const toKnown = await transfer(platform(), owner, { ...body, target: known.email });
      expect(toKnown.status).toBe(404);
      expect(answer(await transfer(platform(), owner, { ...body, target: unknown }))).toEqual(answer(toKnown));
    }
  });

  it("a sender who can transfer still learns that an address is unknown, in the contract's words", async () => {
    const { owner, coinId, unknown } = await setting();
    expect(answer(await transfer(platform(), owner, { coin: coinId, amount: 1, target: unknown }))).toEqual([404, "not_found", "No such member to transfer to."]);
  });
});
