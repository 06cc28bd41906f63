import * as memberships from "#contract/api/memberships";
import { toMembershipPlan, type MembershipPlan } from "~/.server/auth/own-profile";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import type { HostedCheckout } from "~/.server/platform/return-urls";

/* Memberships (spec platform-core §7 "Memberships"): plans, changes and hosted checkout; the plan entity is the own profile's (.server/auth/own-profile). */

export interface CheckoutOutcome {
  id: string;
  /** "open", "completed" or "cancelled". */
  status: string;
  plan: MembershipPlan;
}

/** Membership calls (spec §7 "Memberships"). */
export function membershipCalls(core: PlatformCore) {
  const onPlan = async (endpoint: typeof memberships.changeMembership | typeof memberships.cancelMembership | typeof memberships.unpauseMembership, planId: string, prefix: string) => {
    await core.call(endpointCall(endpoint, { params: { id: planId } }, { prefix }));
  };
  return {
    /** GET /membership/plans: every plan, ordered by tier. */
    async plans(): Promise<MembershipPlan[]> {
      const plans = await core.call(endpointCall(memberships.listMembershipPlans, {}, { prefix: "Unable to list membership plans" }));
      return plans.map(toMembershipPlan);
    },

    /**
     * PUT /membership/plans/{id}/change: a cheaper plan from the end of the paid period. A pricier
     * one is refused with `checkout_required`: it is bought through `checkout`.
     */
    change: (planId: string): Promise<void> => onPlan(memberships.changeMembership, planId, "Unable to change membership"),

    /** DELETE /membership/plans/{id}/cancel */
    cancel: (planId: string): Promise<void> => onPlan(memberships.cancelMembership, planId, "Unable to cancel membership"),

    /** PUT /membership/plans/{id}/pause for a number of months. */
    async pause(planId: string, months: number): Promise<void> {
      await core.call(endpointCall(memberships.pauseMembership, { params: { id: planId }, body: { months } }, { prefix: "Unable to pause membership" }));
    },

    /** PUT /membership/plans/{id}/unpause */
    unpause: (planId: string): Promise<void> => onPlan(memberships.unpauseMembership, planId, "Unable to unpause membership"),

    /**
     * POST /membership/plans/{id}/checkout/hosted with success and cancel URLs; the response holds
     * the URL to redirect to. `{CHECKOUT_SESSION_ID}` in the success URL becomes the checkout's id.
     */
    checkout(planId: string, urls: { successUrl: string; cancelUrl: string }): Promise<HostedCheckout> {
      const body = { success_url: urls.successUrl, cancel_url: urls.cancelUrl };
      return core.call(endpointCall(memberships.startMembershipCheckout, { params: { id: planId }, body }, { prefix: "Unable to start checkout" }));
    },

    /** GET /membership/checkout/{id}: what became of a hosted checkout. */
    async checkoutOutcome(checkoutId: string): Promise<CheckoutOutcome> {
      const outcome = await core.call(endpointCall(memberships.getMembershipCheckout, { params: { id: checkoutId } }, { prefix: "Unable to get checkout" }));
      return { id: outcome.id, status: outcome.status, plan: toMembershipPlan(outcome.plan) };
    },
  };
}
