/**
 * A member's credit contracts (platform-core §3 "Credit contract", §7 GET /account/contracts):
 * the own profile (GET /account/me) carries the same contracts as GET /account/contracts, and the
 * site reads them into the member's User (Coins & Credits shows them).
 */
import { describe, expect, it } from "vitest";
import { readOwnProfile } from "../../app/.server/auth/own-profile";
import { coinCalls } from "../../app/areas/dashboard/coin-calls.server";
import type { Platform } from "../../platform/index";
import { mintedCoin, transfer } from "../support/coins";
import { person, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send, siteClientOf } from "../support/platform-accounts";

const clientOf = (platform: Platform, who: Person) => siteClientOf(platform, who.token);

describe.each(databaseTargets)("a member's credit contracts on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } }, { marketplace: false });

  it("GET /account/me's credit_contracts are GET /account/contracts' (none: an empty list)", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 50);
    const member = await person(platform(), "member");
    expect((await send(platform(), "GET", "/account/me", { token: member.token })).body.credit_contracts).toEqual([]);

    const founders = await send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, {
      token: owner.token,
      json: { name: "Founders", description: "Early backers", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5 },
    });
    await transfer(platform(), owner, { coin: coinId, amount: 7, target: member.id, contract: founders.body.id });

    const held = await send(platform(), "GET", "/account/contracts", { token: member.token });
    const me = await send(platform(), "GET", "/account/me", { token: member.token });
    expect(held.body).toHaveLength(1);
    expect(me.body.credit_contracts).toEqual(held.body);
    expect(me.body.credit_contracts[0]).toMatchObject({ name: "Founders", quantity: 7, dividend_rate: 2.5, credit: { id: coinId, name: "Tide Coin" } });
  });

  it("the site's User and contracts call read them in the spec's words", async () => {
    const { owner, brandId, coinId } = await mintedCoin(platform(), 50);
    const member = await person(platform(), "member");
    const founders = await send(platform(), "POST", `/account/business/${brandId}/coin/contracts`, {
      token: owner.token,
      json: { name: "Founders", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5 },
    });
    await transfer(platform(), owner, { coin: coinId, amount: 3, target: member.id, contract: founders.body.id });
    const client = clientOf(platform(), member);
    const expected = {
      id: founders.body.id,
      name: "Founders",
      description: null,
      credit: expect.objectContaining({ id: coinId, name: "Tide Coin", rewardsValue: 25 }),
      quantity: 3,
      startDate: "2026-01-01",
      endDate: "2027-01-01",
      dividendRate: 2.5,
      additionalData: null,
    };
    expect(await coinCalls(client).contracts()).toEqual([expected]);
    expect((await readOwnProfile(client)).creditContracts).toEqual([expected]);
  });
});
