/** The pricing page's plans (app/areas/account/plans.ts pricedPlans): the platform's names, prices, periods and limits by tier; §9 when it offers none. */
import { describe, expect, it } from "vitest";
import { plans, pricedPlans, periodText, type OfferedPlan } from "../../app/areas/account/plans";

const offered = (tier: number | null, name: string, price: number, period = 1, limits: Partial<OfferedPlan["limits"]> = {}): OfferedPlan => ({
  name,
  price,
  period,
  tier,
  limits: { domains: null, users: null, subscribers: null, ...limits },
});

describe("pricedPlans", () => {
  it("takes each level's name, price, period and limits from the plan the platform sells at that tier", () => {
    const priced = pricedPlans([
      offered(3, "Enterprise Plus", 1200, 12, { users: "Up to 25" }),
      offered(0, "Creator", 35),
      offered(1, "Alliance", 150, 1, { domains: "2" }),
      offered(2, "Collective", 450),
    ]);
    expect(priced.map((plan) => [plan.index, plan.name, plan.price, plan.periodMonths])).toEqual([
      [0, "Creator", 35, 1],
      [1, "Alliance", 150, 1],
      [2, "Collective", 450, 1],
      [3, "Enterprise Plus", 1200, 12],
    ]);
    expect(priced[1]!.domains).toBe("2");
    expect(priced[3]!.users).toBe("Up to 25");
    // What the platform leaves unsaid stays the site's (§9) words.
    expect(priced[3]!.domains).toBe(plans[3]!.domains);
    expect(priced[3]!.tagline).toBe(plans[3]!.tagline);
  });

  it("leaves out a level the platform does not sell, and falls back to §9 when it sells none", () => {
    expect(pricedPlans([offered(0, "Creator", 30), offered(2, "Collective", 450), offered(null, "Brand club", 9)]).map((plan) => plan.name)).toEqual(["Creator", "Collective"]);
    expect(pricedPlans([])).toEqual([...plans]);
    expect(plans.map((plan) => [plan.name, plan.price, plan.periodMonths])).toEqual([
      ["Creator", 30, 1],
      ["Alliance", 150, 1],
      ["Collective", 450, 1],
      ["Enterprise", 1000, 1],
    ]);
  });

  it("says how often a price is paid", () => {
    expect([1, 12, 3].map(periodText)).toEqual(["per month", "per year", "every 3 months"]);
  });
});
