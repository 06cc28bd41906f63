import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { id, jsonObject, maybe } from "../wire";

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

const planWire = z.object({
  id,
  name: z.string(),
  description: maybe(z.string()),
  image: maybe(z.string()),
  base_price: z.number().min(0),
  pay_period_months: z.number().int().min(1),
  base_credits: maybe(z.number().min(0)),
  credit_name: maybe(z.string()),
  tier: maybe(tier),
  features: maybe(z.array(z.string())),
  limits: maybe(
    z.object({ domains: maybe(z.string()), users: maybe(z.string()), subscribers: maybe(z.string()) }),
  ),
});

function toPlan(w: z.output<typeof planWire>): MembershipPlan {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    image: w.image,
    price: w.base_price,
    period: w.pay_period_months,
    credits: w.base_credits ?? 0,
    creditName: w.credit_name,
    tier: w.tier,
    features: w.features ?? [],
    limits: w.limits ?? { domains: null, users: null, subscribers: null },
  };
}

export const membershipPlanSchema: z.ZodType<MembershipPlan> = planWire.transform(toPlan);


/** A membership plan a user subscribes to, with the provider that offers it. */
export interface SubscriptionPlan extends MembershipPlan {
  providerLogo: string | null;
  providerWebsite: string | null;
  isBusiness: boolean;
  /** A cheaper plan it becomes at `pendingFrom` (the end of the paid period); null when none. */
  pendingPlan: MembershipPlan | null;
  pendingFrom: string | null;
}

export const subscriptionPlanSchema: z.ZodType<SubscriptionPlan> = planWire
  .extend({
    provider_logo: maybe(z.string()),
    provider_website: maybe(z.string()),
    is_business: z.boolean().default(false),
    pending_plan: planWire.nullish(),
    pending_from: maybe(z.string()),
  })
  .transform((w) => ({
    ...toPlan(w),
    providerLogo: w.provider_logo,
    providerWebsite: w.provider_website,
    isBusiness: w.is_business,
    pendingPlan: w.pending_plan ? toPlan(w.pending_plan) : null,
    pendingFrom: w.pending_plan ? w.pending_from : null,
  }));


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

const empty = z.unknown();

/** Membership calls (spec §7 "Memberships"). */
export function membershipCalls(core: PlatformCore) {
  return {
    /** GET /membership/plans: every plan, ordered by tier. */
    plans(): Promise<MembershipPlan[]> {
      return core.call({
        prefix: "Unable to list membership plans",
        method: "GET",
        path: "/membership/plans",
        schema: z.array(membershipPlanSchema),
      });
    },

    /**
     * PUT /membership/plans/{id}/change: a cheaper plan from the end of the paid period. A pricier
     * one is refused with `checkout_required`: it is bought through `checkout`.
     */
    async change(planId: string): Promise<void> {
      await core.call({
        prefix: "Unable to change membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/change`,
        auth: "required",
        schema: empty,
      });
    },

    /** DELETE /membership/plans/{id}/cancel */
    async cancel(planId: string): Promise<void> {
      await core.call({
        prefix: "Unable to cancel membership",
        method: "DELETE",
        path: path`/membership/plans/${planId}/cancel`,
        auth: "required",
        schema: empty,
      });
    },

    /** PUT /membership/plans/{id}/pause for a number of months. */
    async pause(planId: string, months: number): Promise<void> {
      await core.call({
        prefix: "Unable to pause membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/pause`,
        json: { months },
        auth: "required",
        schema: empty,
      });
    },

    /** PUT /membership/plans/{id}/unpause */
    async unpause(planId: string): Promise<void> {
      await core.call({
        prefix: "Unable to unpause membership",
        method: "PUT",
        path: path`/membership/plans/${planId}/unpause`,
        auth: "required",
        schema: empty,
      });
    },

    /**
     * POST /membership/plans/{id}/checkout/hosted with success and cancel URLs; the response holds
     * the URL to redirect to. `{CHECKOUT_SESSION_ID}` in the success URL becomes the checkout's id.
     */
    checkout(planId: string, urls: { successUrl: string; cancelUrl: string }): Promise<HostedCheckout> {
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
