/** GET /membership/plans — the four plans of spec/marketing-site.md §9. */
import { describe, expect, it } from "vitest";
import type { MembershipPlanWire } from "../../platform/modules/memberships/wire";
import { callApi, databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("GET /membership/plans on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("returns the four plans in tier order with their monthly prices in dollars", async () => {
    const { status, body } = await callApi<MembershipPlanWire[]>(platform(), "/membership/plans");
    expect(status).toBe(200);
    expect(body.map((plan) => [plan.tier, plan.name, plan.base_price, plan.pay_period_months])).toEqual([
      [0, "Creator", 30, 1],
      [1, "Alliance", 150, 1],
      [2, "Collective", 450, 1],
      [3, "Enterprise", 1000, 1],
    ]);
  });

  it("carries the pricing page's limits, with the unstated Creator subscriber limit as null", async () => {
    const { body } = await callApi<MembershipPlanWire[]>(platform(), "/membership/plans");
    expect(body.map((plan) => plan.limits)).toEqual([
      { domains: "1", users: "1", subscribers: null },
      { domains: "1+", users: "Up to 2", subscribers: "Up to 50" },
      { domains: "3+", users: "Up to 6", subscribers: "Up to 200" },
      { domains: "6+", users: "Up to 20", subscribers: "Up to 600" },
    ]);
  });

  it("has the contract's fields for every plan", async () => {
    const { body } = await callApi<MembershipPlanWire[]>(platform(), "/membership/plans");
    for (const plan of body) {
      expect(Object.keys(plan).sort()).toEqual(
        [
          "base_credits", "base_price", "credit_name", "description", "features", "id", "image",
          "limits", "name", "pay_period_months", "tier",
        ],
      );
      expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(plan.description.length).toBeGreaterThan(40);
      expect(plan).toMatchObject({ image: null, base_credits: 0, credit_name: null });
    }
  });

  it("gates features by tier: branded coins from Alliance, multi-domain from Collective, compliance at Enterprise", async () => {
    const { body } = await callApi<MembershipPlanWire[]>(platform(), "/membership/plans");
    const has = (feature: string) => body.map((plan) => plan.features.includes(feature));
    expect(has("Branded coins")).toEqual([false, true, true, true]);
    expect(has("Team tools")).toEqual([false, true, true, true]);
    expect(has("Multi-domain dashboard")).toEqual([false, false, true, true]);
    expect(has("Events")).toEqual([false, false, true, true]);
    expect(has("Dedicated account manager")).toEqual([false, false, false, true]);
    expect(has("Custom infrastructure")).toEqual([false, false, false, true]);
  });
});
