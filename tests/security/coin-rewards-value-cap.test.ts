/**
 * Free money, the other half: a coin could be issued with any `rewardsValue` up to a billion cents
 * ($10,000,000 a unit), so one unit emptied any price. A coin's value is now capped
 * (contract/money.ts: at most 1,000,000 cents, $10,000, a unit): above it the issue answers 400 at
 * the field, and the database refuses such a value from any other path too.
 */
import { describe, expect, it } from "vitest";
import { credits } from "../../platform/schema";
import { brand, person } from "../support/marketplace";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("a coin's rewards value on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function issue(rewardsValue: number) {
    const owner = await person(platform(), "owner");
    const { id } = await brand(platform(), owner.id);
    return send(platform(), "POST", `/account/business/${id}/coin`, { token: owner.token, json: { name: `Coin ${rewardsValue}`, rewardsValue } });
  }

  it("refuses a huge rewardsValue with 400 at the field, and takes the cap itself", async () => {
    for (const huge of [1_000_000_000, 1_000_001, 2 ** 31, 1e15]) {
      const refused = await issue(huge);
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        400,
        "invalid_request",
        'Field "rewardsValue": must be at most 1000000 cents ($10,000.00) a coin',
      ]);
    }
    const atCap = await issue(1_000_000);
    expect([atCap.status, atCap.body.rewards_value]).toEqual([201, 1_000_000]);
  });

  it("the database refuses a value above the cap from any path", async () => {
    await expect(platform().db.insert(credits).values({ name: "Seeded by hand", rewardsValue: 1_000_001 })).rejects.toThrow();
  });
});
