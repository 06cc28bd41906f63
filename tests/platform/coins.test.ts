/**
 * Coins: a brand issues its coin and mints a supply (owner only: another user gets 404
 * on every owner call), members transfer it (by id or email, optionally under a contract), and
 * every movement is a ledger row whose balances add up; the history and contracts calls answer
 * the caller's own rows only. The race of 20 transfers is coins-race.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditBalances, creditMovements } from "../../platform/schema";
import { mintedCoin, transfer } from "../support/coins";
import { brand, credit, experience, pay, person, startCheckout } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const options = { accounts: { returnOrigins: ["http://site.test"] } };

describe.each(databaseTargets)("coins on $name", (target) => {
  const platform = usePlatform(target, options, { marketplace: false });

  it("issues one coin per brand, mints to the owner, and answers the coin to its owner only", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 100);
    const coin = await send(platform(), "GET", `/account/business/${brandId}/coin`, { token: owner.token });
    expect(coin.body).toMatchObject({ id: coinId, name: "Tide Coin", description: "Rewards of the tide", logo: "/logos/tide.png", rewards_value: 25, is_coin: true });
    expect(coin.body.issuer).toMatch(/^Brand /);
    const again = await send(platform(), "POST", `/account/business/${brandId}/coin`, { token: owner.token, json: { name: "Second Coin" } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "conflict", message: "This brand has already issued its coin." });
    const mint = await send(platform(), "POST", `/account/business/${brandId}/coin/mint`, { token: owner.token, json: { amount: 5 } });
    expect(mint.body).toMatchObject({ id: coinId, balance: 105 });

    const other = await mintedCoin(platform(), 0, "Other Coin");
    const taken = await send(platform(), "POST", `/account/business/${(await brand(platform(), other.owner.id)).id}/coin`, {
      token: other.owner.token,
      json: { name: "Tide Coin" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A credit or coin named "Tide Coin" exists already: choose another name.');
  });

  it("the own profile says which brand issued each coin (null for a platform credit)", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 10);
    const member = await person(platform(), "member");
    const siteCredits = await credit(platform(), member.id, 2);
    await transfer(platform(), owner, { coin: coinId, amount: 4, target: member.id });
    const me = (await send(platform(), "GET", "/account/me", { token: member.token })).body;
    const brandOf = (list: Array<{ name: string; brand_id: string | null }>) => list.map((c) => [c.name, c.brand_id]);
    expect(brandOf(me.coins)).toEqual([["Tide Coin", brandId]]);
    expect(brandOf(me.credits)).toEqual([[siteCredits.name, null]]);
  });

  it("answers 404 to another user on every owner call, and 401 without a token", async () => {
    const { brandId } = await mintedCoin(platform(), 10);
    const stranger = await person(platform(), "stranger");
    const calls: Array<[string, string, unknown]> = [
      ["GET", `/account/business/${brandId}/coin`, undefined],
      ["POST", `/account/business/${brandId}/coin`, { name: "Stolen" }],
      ["POST", `/account/business/${brandId}/coin/mint`, { amount: 1000 }],
      ["POST", `/account/business/${brandId}/coin/contracts`, { name: "Stolen" }],
    ];
    for (const [method, path, json] of calls) {
      const refused = await send(platform(), method, path, { token: stranger.token, json });
      expect([refused.status, refused.body.message], path).toEqual([404, "No such brand."]);
      expect((await send(platform(), method, path, { json })).status, path).toBe(401);
    }
    expect((await send(platform(), "GET", "/account/business/not-a-uuid/coin", { token: stranger.token })).status).toBe(404);
    const noCoin = await send(platform(), "POST", `/account/business/${(await brand(platform(), stranger.id)).id}/coin/mint`, { token: stranger.token, json: { amount: 1 } });
    expect([noCoin.status, noCoin.body.code, noCoin.body.message]).toEqual([404, "no_coin_yet", "This brand has not issued a coin yet."]);
    for (const path of ["/account/coins/transfer", "/account/coins/history", "/account/contracts"]) {
      expect((await send(platform(), path.endsWith("transfer") ? "POST" : "GET", path, { json: path.endsWith("transfer") ? {} : undefined })).status).toBe(401);
    }
  });

  it("transfers by id or email, records both sides in the ledger, and refuses what it must", async () => {
    const { owner, coinId } = await mintedCoin(platform(), 10);
    const member = await person(platform(), "member");
    const byId = await transfer(platform(), owner, { coin: coinId, amount: 3, target: member.id });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: coinId, balance: 7, amount: 3, target: member.id, contract: null });
    const byEmail = await transfer(platform(), owner, { coin: coinId, amount: 2, target: member.email.toUpperCase() });
    expect(byEmail.body).toMatchObject({ balance: 5, target: member.id });

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ coin: coinId, amount: 6, target: member.id }, 409, "You do not hold 6 Tide Coin: transfer at most what you hold."],
      [{ coin: coinId, amount: 1, target: owner.id }, 400, "You cannot transfer coins to yourself."],
      [{ coin: coinId, amount: 1, target: "nobody@example.com" }, 404, "No such member to transfer to."],
      [{ coin: coinId, amount: 1, target: crypto.randomUUID() }, 404, "No such member to transfer to."],
      [{ coin: crypto.randomUUID(), amount: 1, target: member.id }, 404, "No such coin."],
      [{ coin: coinId, amount: 1, target: member.id, contract: crypto.randomUUID() }, 404, "No such contract of this coin."],
      [{ coin: coinId, amount: 0, target: member.id }, 400, 'Field "amount": must be at least 1'],
      [{ coin: coinId, amount: 1.5, target: member.id }, 400, 'Field "amount": must be a whole number'],
      [{ coin: coinId, amount: 1, target: member.id, note: "hi" }, 400, 'Body: Unrecognized key: "note"'],
    ];
    for (const [json, status, message] of refusals) {
      const refused = await transfer(platform(), owner, json);
      expect([refused.status, refused.body.message], JSON.stringify(json)).toEqual([status, message]);
    }
    // Site credits are not a coin: they cannot be transferred.
    const site = await credit(platform(), owner.id, 5);
    expect((await transfer(platform(), owner, { coin: site.id, amount: 1, target: member.id })).status).toBe(404);

    const ledger = await platform().db.select().from(creditMovements).where(eq(creditMovements.creditId, coinId)).orderBy(creditMovements.seq);
    expect(ledger.map((m) => [m.userId, m.kind, m.amount, m.balanceAfter])).toEqual([
      [owner.id, "mint", 10, 10],
      [owner.id, "transfer_out", -3, 7],
      [member.id, "transfer_in", 3, 3],
      [owner.id, "transfer_out", -2, 5],
      [member.id, "transfer_in", 2, 5],
    ]);
    const balances = await platform().db.select().from(creditBalances).where(eq(creditBalances.creditId, coinId));
    for (const { userId, balance } of balances) {
      expect(balance).toBe(ledger.filter((m) => m.userId === userId).reduce((sum, m) => sum + m.amount, 0));
    }
  });

  it("pages the caller's own history, newest first, naming the other side and the contract", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 50);
    const member = await person(platform(), "member");
    const contract = await send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, {
      token: owner.token,
      json: { name: "Founders", description: "Early backers", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5, additionalData: { tier: "gold" } },
    });
    expect(contract.status).toBe(201);
    for (const amount of [1, 2, 3]) {
      expect((await transfer(platform(), owner, { coin: coinId, amount, target: member.id, contract: contract.body.id })).status).toBe(200);
    }
    const first = await send(platform(), "GET", "/account/coins/history?per_page=2", { token: member.token });
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.body.movements.map((m: { amount: number; balance: number }) => [m.amount, m.balance])).toEqual([[3, 6], [2, 3]]);
    expect(first.body.movements[0]).toMatchObject({
      kind: "transfer_in",
      credit: { id: coinId, name: "Tide Coin", is_coin: true },
      counterparty: { id: owner.id, first_name: "owner" },
      contract: { id: contract.body.id, name: "Founders" },
      checkout_id: null,
    });
    const second = await send(platform(), "GET", "/account/coins/history?page=2&per_page=2", { token: member.token });
    expect(second.body.movements.map((m: { amount: number }) => m.amount)).toEqual([1]);
    const mine = await send(platform(), "GET", "/account/coins/history", { token: owner.token });
    expect(mine.body.movements.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ["transfer_out", -3], ["transfer_out", -2], ["transfer_out", -1], ["mint", 50],
    ]);
    expect((await send(platform(), "GET", "/account/coins/history?per_page=51", { token: owner.token })).status).toBe(400);
  });

  it("lists the contracts the caller holds under, with the quantity transferred under each", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 50);
    const member = await person(platform(), "member");
    const create = (json: Record<string, unknown>) => send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, { token: owner.token, json });
    const founders = await create({ name: "Founders", dividendRate: 2.5, startDate: "2026-01-01", endDate: "2027-01-01", additionalData: { tier: "gold" } });
    expect(founders.body).toMatchObject({ name: "Founders", quantity: 0, credit: { id: coinId } });
    expect((await create({ name: "Founders" })).status).toBe(409);
    expect((await create({ name: "Late", startDate: "2027-01-01", endDate: "2026-01-01" })).body.message).toBe('Field "endDate": must not be before startDate');
    await create({ name: "Unused" });
    await transfer(platform(), owner, { coin: coinId, amount: 4, target: member.id, contract: founders.body.id });
    await transfer(platform(), owner, { coin: coinId, amount: 6, target: member.email, contract: founders.body.id });
    await transfer(platform(), owner, { coin: coinId, amount: 1, target: member.id });

    const held = await send(platform(), "GET", "/account/contracts", { token: member.token });
    expect(held.body).toEqual([
      {
        id: founders.body.id,
        name: "Founders",
        description: null,
        credit: { id: coinId, name: "Tide Coin", description: "Rewards of the tide", issuer: expect.any(String), rewards_value: 25, is_coin: true, logo: "/logos/tide.png" },
        quantity: 10,
        start_date: "2026-01-01",
        end_date: "2027-01-01",
        dividend_rate: 2.5,
        additional_data: { tier: "gold" },
      },
    ]);
    expect((await send(platform(), "GET", "/account/contracts", { token: owner.token })).body).toEqual([]);
  });

  it("a checkout that spends credits writes its ledger row in the payment's transaction", async () => {
    const buyer = await person(platform());
    const owner = await person(platform(), "owner");
    const tour = await experience(platform(), { businessId: (await brand(platform(), owner.id)).id });
    const vibe = await credit(platform(), buyer.id, 4, 500);
    const started = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 3 });
    expect(started.status).toBe(201);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const rows = await platform().db.select().from(creditMovements).where(eq(creditMovements.userId, buyer.id));
    expect(rows.map((m) => [m.kind, m.amount, m.balanceAfter, m.checkoutId])).toEqual([["checkout", -3, 1, started.body.id]]);
  });

  it("the database refuses a negative balance (CHECK credit_balances_balance_check)", async () => {
    const { owner, coinId } = await mintedCoin(platform(), 1);
    await expect(
      platform().db.execute(sql`UPDATE credit_balances SET balance = -1 WHERE user_id = ${owner.id}::uuid AND credit_id = ${coinId}::uuid`),
    ).rejects.toThrow();
  });
});
