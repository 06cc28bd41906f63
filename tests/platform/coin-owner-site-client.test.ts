/**
 * The site's calls for a brand owner's coin (app/areas/brands/coin/coin-owner-calls.server.ts) against the
 * real embedded platform: what the site sends and reads matches platform/README.md "Coins and
 * credit contracts" (brandCoin is null before issuing; refusals arrive as PlatformErrors).
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { brand } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { signedUp } from "../support/platform-accounts";
import { coinOwnerCalls } from "../../app/areas/brands/coin/coin-owner-calls.server";
import { coinCalls } from "../../app/areas/dashboard/coin-calls.server";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

describe.each(databaseTargets)("the site's coin owner calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("issue, mint, contracts and holders parse the platform's answers", async () => {
    const owner = await signedUp(platform(), "owner@example.com");
    const member = await signedUp(platform(), "member@example.com");
    const { id: brandId } = await brand(platform(), owner.id);
    const client = clientOf(platform(), owner);
    const coins = { ...coinCalls(client), ...coinOwnerCalls(client) };

    expect(await coins.brandCoin(brandId)).toBeNull();
    const coin = await coins.issueCoin(brandId, { name: "Tide Coin", description: "Rewards", logo: "https://example.com/tide.png", rewardsValue: 25 });
    expect(coin).toMatchObject({ name: "Tide Coin", description: "Rewards", logo: "https://example.com/tide.png", rewardsValue: 25, isCoin: true });
    expect(await coins.brandCoin(brandId)).toEqual(coin);
    const taken = await coins.issueCoin(brandId, { name: "Again" }).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(PlatformError);
    expect([(taken as PlatformError).status, (taken as PlatformError).serverMessage]).toEqual([409, "This brand has already issued its coin."]);

    expect(await coins.mintCoin(brandId, 40)).toMatchObject({ id: coin.id, balance: 40 });
    const founders = await coins.createContract(brandId, { name: "Founders", startDate: "2026-01-01", endDate: "2026-12-31", dividendRate: 2.5 });
    expect(founders).toEqual({ id: expect.any(String), name: "Founders", description: null, quantity: 0, startDate: "2026-01-01", endDate: "2026-12-31", dividendRate: 2.5, additionalData: null });
    await coins.transfer({ coin: coin.id, amount: 15, target: "member@example.com", contract: founders.id });

    expect(await coins.coinContracts(brandId)).toEqual([{ ...founders, quantity: 15 }]);
    const holders = await coins.coinHolders(brandId, { perPage: 1, page: 2 });
    expect(holders).toEqual({ holders: [{ id: member.id, firstName: "Ada", lastName: "Lovelace", balance: 15 }], page: 2, perPage: 1, total: 2 });

    // Another member's brand is answered as none: a PlatformError, not a missing coin.
    const stranger = await coinOwnerCalls(clientOf(platform(), member)).brandCoin(brandId).catch((error: unknown) => error);
    expect([(stranger as PlatformError).status, (stranger as PlatformError).serverMessage]).toEqual([404, "No such brand."]);
  });
});
