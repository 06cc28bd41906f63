/** Membership plans, the membership a user holds, and hosted checkouts. Money is kept in cents. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { checked, instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";

/** What a plan allows, as the pricing page words it ("1+", "Up to 50"); null when not stated. */
export type PlanLimits = {
  domains: string | null;
  users: string | null;
  subscribers: string | null;
};

/** The Membership plan entity of spec/platform-core.md §3. */
export const membershipPlans = pgTable(
  "membership_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique("membership_plans_name_key"),
    description: text("description").notNull(),
    image: text("image"),
    basePriceCents: integer("base_price_cents").notNull(),
    payPeriodMonths: integer("pay_period_months").notNull().default(1),
    baseCredits: integer("base_credits").notNull().default(0),
    creditName: text("credit_name"),
    tier: integer("tier").notNull().unique("membership_plans_tier_key"),
    features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    limits: jsonb("limits").$type<PlanLimits>().notNull(),
  },
  (t) => [
    checked("membership_plans", t.basePriceCents, sql`${t.basePriceCents} >= 0`),
    checked("membership_plans", t.payPeriodMonths, sql`${t.payPeriodMonths} > 0`),
  ],
);

export type MembershipStatus = "active" | "paused" | "past_due" | "cancelled";

/**
 * A user's membership: "active", "paused" (until `paused_until`), "past_due" (a renewal failed: it
 * is kept until `grace_until`, then lapses) or "cancelled". It is paid until `current_period_end`,
 * through `provider` ("demo" or "stripe", with the provider's subscription id when it has one);
 * `cancel_at_period_end`: it ends then instead of renewing. A change to a cheaper plan waits for
 * the end of the paid period: `pending_plan_id` from `pending_from`.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    planId: uuid("plan_id").notNull(),
    status: text("status").$type<MembershipStatus>().notNull(),
    pausedUntil: instant("paused_until"),
    pendingPlanId: uuid("pending_plan_id"),
    pendingFrom: instant("pending_from"),
    provider: text("provider").$type<"demo" | "stripe">().notNull().default("demo"),
    providerSubscriptionId: text("provider_subscription_id"),
    // The default only fills the memberships made before the period was kept (the migration
    // 0018_subscriptions_period_end_backfill then computes theirs); every new one sets its own.
    currentPeriodEnd: instant("current_period_end").notNull().defaultNow(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    graceUntil: instant("grace_until"),
    /** When past due with a provider that bills it: where the member pays (Stripe's hosted invoice page). */
    payUrl: text("pay_url"),
    /**
     * The provider's subscription must still be cancelled there (a membership replaced by a pricier
     * plan, or lapsed past its grace): the reconciliation asks until the provider confirms, so
     * nobody is billed for a membership that is over.
     */
    providerCancelDue: boolean("provider_cancel_due").notNull().default(false),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
  },
  (t) => [
    references("subscriptions", t.userId, users.id).onDelete("cascade"),
    references("subscriptions", t.planId, membershipPlans.id),
    references("subscriptions", t.pendingPlanId, membershipPlans.id),
    checked("subscriptions", t.status, sql`${t.status} IN ('active', 'paused', 'past_due', 'cancelled')`),
    checked("subscriptions", t.provider, sql`${t.provider} IN ('demo', 'stripe')`),
    index("subscriptions_user_id_idx").on(t.userId),
    uniqueIndex("subscriptions_provider_subscription_idx").on(t.provider, t.providerSubscriptionId),
    // The sweep's look-up: the memberships whose period (or grace) is over.
    index("subscriptions_period_end_idx").on(t.status, t.currentPeriodEnd),
    // The reconciliation's look-up: subscriptions still to cancel at the provider.
    index("subscriptions_provider_cancel_due_idx").on(t.providerCancelDue).where(sql`${t.providerCancelDue}`),
  ],
);

/**
 * A hosted checkout started by POST /membership/plans/{id}/checkout/hosted: "open", "completed" or
 * "cancelled". `subscription_id`: the demo provider's renewal of a past-due membership (its pay
 * URL), which paying renews instead of starting a new membership.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    planId: uuid("plan_id").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    status: text("status").$type<"open" | "completed" | "cancelled">().notNull().default("open"),
    expiresAt: instant("expires_at").notNull(),
    timeCreated: timeCreated(),
    timeCompleted: instant("time_completed"),
    subscriptionId: uuid("subscription_id"),
    /** Who takes the payment: "demo" (the platform's page) or "stripe" (a Checkout Session, `provider_checkout_id`). */
    provider: text("provider").$type<"demo" | "stripe">().notNull().default("demo"),
    providerCheckoutId: text("provider_checkout_id"),
  },
  (t) => [
    references("checkout_sessions", t.userId, users.id).onDelete("cascade"),
    references("checkout_sessions", t.subscriptionId, subscriptions.id).onDelete("cascade"),
    references("checkout_sessions", t.planId, membershipPlans.id),
    checked("checkout_sessions", t.status, sql`${t.status} IN ('open', 'completed', 'cancelled')`),
    checked("checkout_sessions", t.provider, sql`${t.provider} IN ('demo', 'stripe')`),
    // The reconciliation's look-up: open checkouts.
    index("checkout_sessions_status_idx").on(t.status, t.timeCreated),
  ],
);

export type MembershipPlan = typeof membershipPlans.$inferSelect;
export type NewMembershipPlan = typeof membershipPlans.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type CheckoutSession = typeof checkoutSessions.$inferSelect;
