import { z } from "zod";
import type { PlatformCore } from "./core";
import { membershipPlanSchema, type MembershipPlan } from "./entities";

/** Membership calls (spec §7 "Memberships"). */
export function membershipCalls(core: PlatformCore) {
  return {
    /** GET /membership/plans: every plan, ordered by tier. */
    membershipPlans(): Promise<MembershipPlan[]> {
      return core.call({
        prefix: "Unable to list membership plans",
        method: "GET",
        path: "/membership/plans",
        schema: z.array(membershipPlanSchema),
      });
    },
  };
}
