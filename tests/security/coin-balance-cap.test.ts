/**
 * Balances were 32-bit with no cap: minting past 2,147,483,647 answered 500 (integer out of
 * range), and so did a transfer or a checkout whose numbers outgrew the column. Every balance,
 * quantity and amount now has one cap (contract/money.ts: 1,000,000,000 units, a checkout at most
 * $10,000,000): a call that would pass it answers 400 `limit_exceeded` at the field it is about,
 * nothing moves, and no input gives a 5xx.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditBalances, creditContractHoldings, creditMovements, experienceCheckouts } from "../../platform/schema";
import { books, mintedCoin, transfer } from "../support/coins";
import { experience, person, startCheckout } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import type { Platform } from "../../platform/index";
import { refusalBody } from "../support/platform-refusal";

const CAP = 1_000_000_000;


describe.each(databaseTargets)("coin bounds on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } }, { marketplace: false });
  const mint = (brandId: string, token: string, amount: number) =>
    send(platform(), "POST", `/account/business/${brandId}/coin/mint`, { token, json: { amount } });

  it("minting past 2,147,483,647 answers 400 at the cap, never 500", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 0);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await mint(brandId, owner.token, CAP));
    expect(answers.map((a) => a.status)).toEqual([200, 400, 400]);
    expect(answers[1]!.body).toEqual(refusalBody('Field "amount": no one may hold more than 1,000,000,000 Tide Coin; you hold 1,000,000,000, so you can mint at most 0.', "limit_exceeded"));
    expect(await books(platform(), coinId, owner.id)).toEqual({ balance: CAP, ledger: CAP });

    // Below the cap, what is left can be minted, and one more unit cannot.
    await platform().db.update(creditBalances).set({ balance: CAP - 5 }).where(eq(creditBalances.userId, owner.id));
    expect([(await mint(brandId, owner.token, 6)).status, (await mint(brandId, owner.token, 5)).status]).toEqual([400, 200]);
  });

  it("a transfer never takes the recipient past the cap: 400, nothing moves", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 0);
    const member = await person(platform(), "member");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await mint(brandId, owner.token, CAP)).status);
      statuses.push((await transfer(platform(), owner, { coin: coinId, amount: CAP, target: member.id })).status);
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400]);
    const refused = await transfer(platform(), owner, { coin: coinId, amount: 1, target: member.email });
    expect([refused.status, refused.body.code]).toEqual([400, "limit_exceeded"]);
    expect(refused.body.message).toBe('Field "amount": the recipient cannot hold more than 1,000,000,000 Tide Coin.');
    expect(await books(platform(), coinId, member.id)).toEqual({ balance: CAP, ledger: CAP });
    expect(await books(platform(), coinId, owner.id)).toEqual({ balance: CAP, ledger: CAP });
  });

  it("the quantity held under a contract has the same cap", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 0);
    const member = await person(platform(), "member");
    const contract = await send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, { token: owner.token, json: { name: "Founders" } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      // The same coins go round: the member sends them back, the quantity under the contract stays.
      statuses.push((await mint(brandId, owner.token, CAP)).status);
      statuses.push((await transfer(platform(), owner, { coin: coinId, amount: CAP, target: member.id, contract: contract.body.id })).status);
      statuses.push((await transfer(platform(), member, { coin: coinId, amount: CAP, target: owner.id })).status);
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
    const [held] = await platform().db.select().from(creditContractHoldings).where(eq(creditContractHoldings.userId, member.id));
    expect(held!.quantity).toBe(CAP);
    const refused = await transfer(platform(), owner, { coin: coinId, amount: 1, target: member.id, contract: contract.body.id });
    expect([refused.status, refused.body.code]).toEqual([400, "limit_exceeded"]);
  });

  it("a checkout costing more than $10,000,000 answers 400, never 500", async () => {
    const buyer = await person(platform(), "buyer");
    const palace = await experience(platform(), { retailPriceCents: 100_000_000, perGuestPricing: true, maxGuests: 1000 });
    const started = await startCheckout(platform(), buyer, palace.id, { guests: 1000 });
    expect([started.status, started.body.code, started.body.message]).toEqual([
      400,
      "limit_exceeded",
      'Field "guests": this booking would cost $1,000,000,000.00; one checkout takes at most $10,000,000.00.',
    ]);
    expect(await platform().db.select().from(experienceCheckouts)).toEqual([]);
    // At the cap it opens.
    expect((await startCheckout(platform(), buyer, palace.id, { guests: 10 })).status).toBe(201);
  });
});
