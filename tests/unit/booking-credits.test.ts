/**
 * The booking form offers only what can pay for the experience (docs/security.md "Money rules"):
 * the visitor's platform credits and the selling brand's own coin, each while something is held;
 * another brand's coin is never offered (the platform would refuse it: credit_not_accepted).
 */
import { describe, expect, it } from "vitest";
import { creditsFor } from "~/areas/marketplace/booking.server";
import type { Visitor } from "~/.server/auth/visitor";
import { experienceSchema } from "~/areas/marketplace/experience-entity.server";
import { wireExperience } from "../support/experience-wire";
import { creditBalanceSchema } from "~/areas/dashboard/coin-calls.server";

const experience = experienceSchema.parse(wireExperience({
  id: "e1",
  name: "Harbor Sail",
  provider: { id: "b1", name: "Tidewater", username: "tidewater", logo: null },
  category: { name: "outdoors", title: "Outdoors" },
  retail_price: 85,
  max_guests: 6,
  duration: 90,
}));

const held = (id: string, isCoin: boolean, balance: number, brandId: string | null) =>
  creditBalanceSchema.parse({ id, name: id, is_coin: isCoin, rewards_value: 100, balance, brand_id: brandId });

describe("the credits a booking form offers", () => {
  it("platform credits and the selling brand's own coin, not another brand's, none at 0", () => {
    const user = {
      credits: [held("Site Credits", false, 3, null), held("Empty Credits", false, 0, null)],
      coins: [held("Tide Coin", true, 5, "b1"), held("Other Coin", true, 9, "b2"), held("Coins", true, 4, null)],
    };
    const visitor = { user, isMember: false, timeZone: "UTC" } as unknown as Visitor;
    expect(creditsFor(experience, visitor)).toEqual([
      { id: "Site Credits", name: "Site Credits", balance: 3 },
      { id: "Tide Coin", name: "Tide Coin", balance: 5 },
    ]);
  });
});
