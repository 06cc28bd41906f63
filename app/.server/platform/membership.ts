import { z } from "zod";
import { path, type PlatformCore } from "./core";
import { membershipPlanSchema, userSchema, type MembershipPlan, type User } from "./entities";

export interface HostedCheckout {
  id: string | null;
  /** Where to send the person to pay; null when the platform gave none. */
  url: string | null;
}

export interface CheckoutOutcome {
  id: string;
  /** "open", "completed" or "cancelled". */
  status: string;
  plan: MembershipPlan;
}

const profileOrEmpty = z.union([userSchema, z.unknown().transform(() => null)]);

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

    /** PUT /membership/plans/{id}/change: the user's membership becomes this plan. */
    changeMembership(planId: string): Promise<User | null> {
      return core.call({
        prefix: "Unable to change membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/change`,
        auth: "required",
        schema: profileOrEmpty,
      });
    },

    /** DELETE /membership/plans/{id}/cancel */
    cancelMembership(planId: string): Promise<User | null> {
      return core.call({
        prefix: "Unable to cancel membership",
        method: "DELETE",
        path: path`/membership/plans/${planId}/cancel`,
        auth: "required",
        schema: profileOrEmpty,
      });
    },

    /** PUT /membership/plans/{id}/pause for a number of months. */
    pauseMembership(planId: string, months: number): Promise<User | null> {
      return core.call({
        prefix: "Unable to pause membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/pause`,
        json: { months },
        auth: "required",
        schema: profileOrEmpty,
      });
    },

    /** PUT /membership/plans/{id}/unpause */
    unpauseMembership(planId: string): Promise<User | null> {
      return core.call({
        prefix: "Unable to unpause membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/unpause`,
        auth: "required",
        schema: profileOrEmpty,
      });
    },

    /**
     * POST /membership/plans/{id}/checkout/hosted with success and cancel URLs; the response holds
     * the URL to redirect to. `{CHECKOUT_SESSION_ID}` in the success URL becomes the checkout's id.
     */
    membershipCheckout(planId: string, urls: { successUrl: string; cancelUrl: string }): Promise<HostedCheckout> {
      return core.call({
        prefix: "Unable to start checkout",
        method: "POST",
        path: path`/membership/plans/${planId}/checkout/hosted`,
        json: { success_url: urls.successUrl, cancel_url: urls.cancelUrl },
        auth: "required",
        schema: z
          .object({ id: z.string().nullish(), url: z.string().min(1).nullish() })
          .nullish()
          .transform((w) => ({ id: w?.id ?? null, url: w?.url ?? null })),
      });
    },

    /** GET /membership/checkout/{id}: what became of a hosted checkout. */
    checkoutOutcome(checkoutId: string): Promise<CheckoutOutcome> {
      return core.call({
        prefix: "Unable to get checkout",
        method: "GET",
        path: path`/membership/checkout/${checkoutId}`,
        auth: "required",
        schema: z.object({ id: z.string(), status: z.string(), plan: membershipPlanSchema }),
      });
    },
  };
}
