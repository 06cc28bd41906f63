/**
 * The owner's view of the brand's coin: GET /account/business/{id}/coin/holders (the
 * members holding it, largest balance first, paged; names only, never an email)
 * and GET /account/business/{id}/coin/contracts (every contract of the coin with the quantity held
 * under it). Another user gets 404 on both, as for every owner call; 401 without a token.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../platform/schema";
import { mintedCoin, transfer } from "../support/coins";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

describe.each(databaseTargets)("the owner's coin calls on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("pages the coin's holders, largest balance first, with names and never an email (a public profile included)", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 100);
    const ann = await person(platform(), "ann");
    const bob = await person(platform(), "bob");
    const emptied = await person(platform(), "emptied");
    await platform().db.update(users).set({ public: true }).where(eq(users.id, ann.id));
    await transfer(platform(), owner, { coin: coinId, amount: 25, target: ann.email });
    await transfer(platform(), owner, { coin: coinId, amount: 5, target: bob.id });
    await transfer(platform(), owner, { coin: coinId, amount: 3, target: emptied.id });
    await transfer(platform(), emptied, { coin: coinId, amount: 3, target: bob.id }); // holds 0 now: not a holder
    // Another coin's holder is not this coin's.
    const other = await mintedCoin(platform(), 9, "Other Coin");
    await transfer(platform(), other.owner, { coin: other.coinId, amount: 9, target: ann.id });

    const holders = (query = "") => send(platform(), "GET", `/account/business/${brandId}/coin/holders${query}`, { token: owner.token });
    const first = await holders("?per_page=2");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      holders: [
        { user: { id: owner.id, first_name: "owner", last_name: null }, balance: 67 },
        { user: { id: ann.id, first_name: "ann", last_name: null }, balance: 25 },
      ],
      page: 1,
      per_page: 2,
      total: 3,
    });
    const second = await holders("?page=2&per_page=2");
    expect(second.body.holders).toEqual([{ user: { id: bob.id, first_name: "bob", last_name: null }, balance: 8 }]);
    expect((await holders()).body).toMatchObject({ page: 1, per_page: 20, total: 3 });
    expect((await holders("?per_page=51")).body.message).toBe('Query parameter "per_page": must be at most 50');
    expect((await holders("?sort=name")).status).toBe(400);
  });

  it("lists every contract of the coin to its owner, with the quantity held under each in all", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 50);
    const ann = await person(platform(), "ann");
    const bob = await person(platform(), "bob");
    const create = (json: Record<string, unknown>) => send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, { token: owner.token, json });
    const list = () => send(platform(), "GET", `/account/business/${brandId}/coin/contracts`, { token: owner.token });
    expect((await list()).body).toEqual([]);
    const founders = (await create({ name: "Founders", description: "Early backers", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5 })).body;
    await create({ name: "Anchor" });
    await transfer(platform(), owner, { coin: coinId, amount: 4, target: ann.id, contract: founders.id });
    await transfer(platform(), owner, { coin: coinId, amount: 6, target: bob.id, contract: founders.id });
    await transfer(platform(), owner, { coin: coinId, amount: 1, target: bob.id });

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { name: string; quantity: number }) => [c.name, c.quantity])).toEqual([["Anchor", 0], ["Founders", 10]]);
    expect(listed.body[1]).toEqual({
      id: founders.id,
      name: "Founders",
      description: "Early backers",
      credit: expect.objectContaining({ id: coinId, name: "Tide Coin", is_coin: true }),
      quantity: 10,
      start_date: "2026-01-01",
      end_date: "2027-01-01",
      dividend_rate: 2.5,
      additional_data: null,
    });
  });

  it("answers 404 to another user and to a brand with no coin, 401 without a token", async () => {
    const { brandId } = await mintedCoin(platform(), 10);
    const stranger = await person(platform(), "stranger");
    for (const path of [`/account/business/${brandId}/coin/holders`, `/account/business/${brandId}/coin/contracts`]) {
      const refused = await send(platform(), "GET", path, { token: stranger.token });
      expect([refused.status, refused.body], path).toEqual([404, { code: "not_found", message: "No such brand." }]);
      expect((await send(platform(), "GET", path)).status, path).toBe(401);
      expect((await send(platform(), "DELETE", path, { token: stranger.token })).status, path).toBe(405);
    }
    const bare = (await brand(platform(), stranger.id)).id;
    const noCoin = await send(platform(), "GET", `/account/business/${bare}/coin/holders`, { token: stranger.token });
    expect([noCoin.status, noCoin.body.code, noCoin.body.message]).toEqual([404, "no_coin_yet", "This brand has not issued a coin yet."]);
  });
});
