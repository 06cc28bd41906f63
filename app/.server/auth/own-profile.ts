import type { z } from "zod";
import * as accounts from "#contract/api/accounts";
import type * as coins from "#contract/api/coins";
import type { membershipPlan, subscriptionPlan } from "#contract/api/membership-plan";
import type { PlatformCore } from "../platform/core";
import { endpointCall } from "../platform/endpoint-call";
import { postalAddress, type JsonObject, type PostalAddress } from "../platform/wire";

/*
 * The signed-in person's own profile (spec platform-core §3 "User", §7 "Profile and account"): the
 * core's own need, since signing in (requireMember) and the marketplace's visitor (visitorOf) read
 * it. It holds the entities a User carries (credits, coins, contracts and plans); an area's calls
 * on them live in the area (account/profile-calls, account/membership-calls, dashboard/coin-calls).
 */

// ── Credits and coins (spec §3) ─────────────────────────────────────────────

export interface Credit {
  id: string;
  name: string;
  description: string | null;
  issuer: string | null;
  rewardsValue: number | null;
  isCoin: boolean;
  logo: string | null;
}

/** A credit or coin a user holds. */
export interface CreditBalance extends Credit {
  balance: number;
  /** The profile's: the brand that issued the coin, null for a platform credit (or when not said). */
  brandId?: string | null;
}

export interface CreditContract {
  id: string;
  name: string;
  description: string | null;
  credit: Credit | null;
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: JsonObject | null;
}

// ── Membership plan (spec §3 "Membership plan") ─────────────────────────────

/** Tier numbers on the wire: 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise. */
export const membershipTiers = ["Creator", "Alliance", "Collective", "Enterprise"] as const;

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

// ── User ────────────────────────────────────────────────────────────────────

export interface PausedSubscription {
  subscription: SubscriptionPlan;
  endDate: string | null;
}

export interface CommunicationsConsent {
  mayCall: boolean;
  mayText: boolean;
}

/**
 * A user. The fields after `public` come only with the full or own profile (GET /account/me):
 * undefined when the response does not carry them.
 */
export interface User extends PostalAddress {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  public: boolean;
  dateOfBirth?: string | null;
  rewardsBalance?: number;
  credits?: CreditBalance[];
  coins?: CreditBalance[];
  creditContracts?: CreditContract[];
  subscriptionPlans?: SubscriptionPlan[];
  pausedSubscriptions?: PausedSubscription[];
  created?: string | null;
  communicationsConsent?: CommunicationsConsent;
  userOptions?: JsonObject;
  /** Own profile: a new email address waiting for its confirmation code (PUT /account/my/email). */
  pendingEmail?: string | null;
}

/** The spec's User (platform-core §3) from the contract's own profile: every extra is there. */
export function toUser(w: z.output<typeof accounts.ownProfile>): User {
  return {
    id: w.id,
    email: w.email,
    firstName: w.first_name,
    lastName: w.last_name,
    avatarUrl: w.avatar_url,
    ...postalAddress(w),
    public: w.public,
    dateOfBirth: w.date_of_birth,
    rewardsBalance: w.rewards_balance,
    credits: w.credits.map(toCreditBalance),
    coins: w.coins.map(toCreditBalance),
    creditContracts: w.credit_contracts.map(toCreditContract),
    subscriptionPlans: w.subscription_plans.map(toSubscriptionPlan),
    pausedSubscriptions: w.paused_subscriptions.map((p) => ({ subscription: toSubscriptionPlan(p.subscription), endDate: p.end_date })),
    created: w.time_created,
    communicationsConsent: { mayCall: w.may_call, mayText: w.may_text },
    userOptions: w.user_options,
    pendingEmail: w.pending_email,
  };
}

/** A credit as the contract answers it (contract/api/coins.ts `Credit`). */
export function toCredit(w: z.output<typeof coins.credit>): Credit {
  return { id: w.id, name: w.name, description: w.description, issuer: w.issuer, rewardsValue: w.rewards_value, isCoin: w.is_coin, logo: w.logo };
}

/** A held credit or coin; `brandId` only for a brand's coin. */
function toCreditBalance({ brand_id, balance, ...credit }: z.output<typeof accounts.ownProfile>["credits"][number]): CreditBalance {
  return { ...toCredit(credit), balance, ...(brand_id ? { brandId: brand_id } : {}) };
}

/** A contract of a coin and what the user holds under it (contract/api/coins.ts `CreditContract`). */
export function toCreditContract(w: z.output<typeof coins.creditContract>): CreditContract {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    credit: toCredit(w.credit),
    quantity: w.quantity,
    startDate: w.start_date,
    endDate: w.end_date,
    dividendRate: w.dividend_rate,
    additionalData: w.additional_data as JsonObject | null,
  };
}

/** GET /account/me: the own profile. */
export async function readOwnProfile(core: PlatformCore): Promise<User> {
  return toUser(await core.call(endpointCall(accounts.getOwnProfile, {}, { prefix: "Unable to get your profile" })));
}
