/**
 * A membership plan as the platform answers it (platform-core §3 "Membership plan"): in dollars,
 * with what it allows. Its own file because both the membership calls (contract/api/memberships.ts)
 * and the own profile (contract/api/accounts.ts) answer plans, and the membership calls answer the
 * own profile.
 */
import { z } from "zod";

const instant = z.iso.datetime({ offset: true });

/** What a plan allows, as the pricing page words it ("1+", "Up to 50"); null where the plan says nothing. */
const planLimits = z.object({ domains: z.string().nullable(), users: z.string().nullable(), subscribers: z.string().nullable() });

export const membershipPlan = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    base_price: z.number().min(0).meta({ description: "In dollars, per pay period." }),
    pay_period_months: z.number().int().min(1),
    base_credits: z.number().int().min(0),
    credit_name: z.string().nullable(),
    tier: z.number().int().min(0).meta({ description: "0 Creator, 1 Alliance, 2 Collective, 3 Enterprise." }),
    features: z.array(z.string()),
    limits: planLimits,
  })
  .meta({ id: "MembershipPlan" });

/** A plan a member holds (the own profile's `subscription_plans` and `paused_subscriptions`). */
export const subscriptionPlan = membershipPlan
  .extend({
    subscription_id: z.uuid(),
    status: z.enum(["active", "paused", "past_due"]).meta({
      description: "`past_due`: a renewal's payment failed; the membership is kept until `grace_until`, then ends unless paid at `pay_url`.",
    }),
    provider_logo: z.string().nullable(),
    provider_website: z.string().nullable(),
    is_business: z.boolean(),
    pending_plan: membershipPlan.nullable().meta({ description: "A cheaper plan the membership becomes at `pending_from` (the end of the paid period); null when none." }),
    pending_from: instant.nullable(),
    current_period_end: instant.meta({ description: "The end of the period paid for: it renews then, or ends then when `cancel_at_period_end`." }),
    cancel_at_period_end: z.boolean().meta({ description: "Cancelled: it ends at `current_period_end` instead of renewing." }),
    grace_until: instant.nullable().meta({ description: "When `past_due`: the day it ends unless paid; otherwise null." }),
    pay_url: z.string().nullable().meta({ description: "When `past_due`: where the member pays (the provider's page); otherwise null." }),
  })
  .meta({ id: "SubscriptionPlan" });
