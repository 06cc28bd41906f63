/** Memberships — spec/platform-core.md §7 "Memberships". Change, cancel, pause and checkout will join this module. */
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { membershipPlans, type MembershipPlan, type PlanLimits } from "../db/schema";
import { allowOnly, parseQuery, type PlatformDeps, type PlatformEnv } from "../http";

/** A membership plan as platform/README.md puts it on the wire (money in dollars). */
export type MembershipPlanWire = {
  id: string;
  name: string;
  description: string;
  image: string | null;
  base_price: number;
  pay_period_months: number;
  base_credits: number;
  credit_name: string | null;
  tier: number;
  features: string[];
  limits: PlanLimits;
};

export function toMembershipPlanWire(row: MembershipPlan): MembershipPlanWire {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    base_price: row.basePriceCents / 100,
    pay_period_months: row.payPeriodMonths,
    base_credits: row.baseCredits,
    credit_name: row.creditName,
    tier: row.tier,
    features: row.features,
    limits: row.limits,
  };
}

// No parameters yet; unknown ones are refused so a typo is not silently ignored.
const plansQuery = z.object({}).strict();

export function membershipRoutes({ db }: PlatformDeps): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  routes.get("/plans", async (c) => {
    parseQuery(c, plansQuery);
    const rows = await db.select().from(membershipPlans).orderBy(asc(membershipPlans.tier));
    return c.json(rows.map(toMembershipPlanWire));
  });
  allowOnly(routes, "/plans", ["GET"]);

  return routes;
}
