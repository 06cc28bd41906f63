import { z } from "zod";
import type { membershipPlan, subscriptionPlan } from "#contract/api/membership-plan";
import * as memberships from "#contract/api/memberships";
import type { PlatformCore } from "../core";
import { endpointCall } from "../endpoint-call";

/* Memberships (spec platform-core §3 "Membership plan", §7 "Memberships"): plans, changes and hosted checkout. */

/** Tier numbers on the wire: 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise. */
export const membershipTiers = ["Creator", "Alliance", "Collective", "Enterprise"] as const;
export const tier = z.number().int().min(0);

// ── Membership plan ─────────────────────────────────────────────────────────

/** What a plan allows, as display text ("1+", "Up to 50"); null where the plan says nothing. */
export interface PlanLimits {
  domains: string | null;
  users: string | null;
  subscribers: string | null;
}

export interface MembershipPlan {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  /** Base price in dollars, shown per month. */
  price: number;
  /** Pay period in months. */
  period: number;
  /** Base credits. */
  credits: number;
  creditName: string | null;
  tier: number | null;
  features: string[];
  limits: PlanLimits;
}

type PlanWire = z.output<typeof membershipPlan>;

/** The spec's entity (platform-core §3) from the contract's plan. */
export function toMembershipPlan(w: PlanWire): MembershipPlan {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    image: w.image,
    price: w.base_price,
    period: w.pay_period_months,
    credits: w.base_credits,
    creditName: w.credit_name,
    tier: w.tier,
    features: w.features,
    limits: w.limits,
  };
}

/** A membership plan a user subscribes to, with the provider that offers it. */
export interface SubscriptionPlan extends MembershipPlan {
  /** "past_due": a renewal's payment failed; it is kept until `graceUntil`, then ends unless paid at `payUrl`. */
  status: "active" | "paused" | "past_due";
  /** The end of the period paid for: it renews then, or ends then when `cancelAtPeriodEnd`. */
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  payUrl: string | null;
  providerLogo: string | null;
  providerWebsite: string | null;
  isBusiness: boolean;
  /** A cheaper plan it becomes at `pendingFrom` (the end of the paid period); null when none. */
  pendingPlan: MembershipPlan | null;
  pendingFrom: string | null;
}

export function toSubscriptionPlan(w: z.output<typeof subscriptionPlan>): SubscriptionPlan {
  return {
    ...toMembershipPlan(w),
    status: w.status,
    currentPeriodEnd: w.current_period_end,
    cancelAtPeriodEnd: w.cancel_at_period_end,
    graceUntil: w.status === "past_due" ? w.grace_until : null,
    payUrl: w.status === "past_due" ? w.pay_url : null,
    providerLogo: w.provider_logo,
    providerWebsite: w.provider_website,
    isBusiness: w.is_business,
    pendingPlan: w.pending_plan ? toMembershipPlan(w.pending_plan) : null,
    pendingFrom: w.pending_plan ? w.pending_from : null,
  };
}

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
