/**
 * The site's coin calls (app/areas/dashboard/coin-calls.server.ts) against the real embedded platform:
 * what the site reads and sends matches platform/README.md "Coins and credit contracts".
 */
import { describe, expect, it } from "vitest";
import { PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { brand } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send, signedUp, siteClientOf } from "../support/platform-accounts";
import { coinCalls } from "../../app/areas/dashboard/coin-calls.server";

const clientOf = (platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) =>
  siteClientOf(platform, tokens.access_token, { idToken: tokens.id_token, refreshToken: tokens.refresh_token });

describe.each(databaseTargets)("the site's coin calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("transfer (refusal as a PlatformError), history and contracts parse the platform's answers", async () => {
    const owner = await signedUp(platform(), "owner@example.com");
    const member = await signedUp(platform(), "member@example.com");
    const { id: brandId } = await brand(platform(), owner.id);
    const call = (path: string, json: unknown) => send(platform(), "POST", `/account/business/${brandId}${path}`, { token: owner.access_token, json });
    const coin = (await call("/coin", { name: "Tide Coin", rewardsValue: 25, logo: "/logos/tide.png" })).body;
    await call("/coin/mint", { amount: 10 });
    const contract = (await call("/coin/contracts", { name: "Founders", startDate: "2026-01-01", dividendRate: 1.5, additionalData: { tier: "gold" } })).body;

    const client = clientOf(platform(), owner);
    const sent = await coinCalls(client).transfer({ coin: coin.id, amount: 4, target: "member@example.com", contract: contract.id });
    expect(sent).toMatchObject({ id: coin.id, name: "Tide Coin", isCoin: true, rewardsValue: 25, balance: 6 });
    const refused = await coinCalls(client).transfer({ coin: coin.id, amount: 7, target: member.id }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).status).toBe(409);
    expect((refused as PlatformError).message).toContain("You do not hold 7 Tide Coin");

    const history = await coinCalls(clientOf(platform(), member)).history({ perPage: 5 });
    expect(history).toMatchObject({ page: 1, perPage: 5, total: 1 });
    expect(history.movements[0]).toMatchObject({
      kind: "transfer_in",
      amount: 4,
      balance: 4,
      credit: { id: coin.id, name: "Tide Coin" },
      counterparty: { id: owner.id },
      contract: { id: contract.id, name: "Founders" },
    });
    expect(history.movements[0]!.created).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect(await coinCalls(clientOf(platform(), member)).contracts()).toEqual([
      {
        id: contract.id,
        name: "Founders",
        description: null,
        credit: { id: coin.id, name: "Tide Coin", description: null, issuer: expect.any(String), rewardsValue: 25, isCoin: true, logo: "/logos/tide.png" },
        quantity: 4,
        startDate: "2026-01-01",
        endDate: null,
        dividendRate: 1.5,
        additionalData: { tier: "gold" },
      },
    ]);
  });
});
