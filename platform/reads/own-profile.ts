/**
 * The own profile (spec/platform-core.md §7 "Profile and account": GET /account/me, and the answer of
 * the calls that change it or a membership): the account with its plans and every credit and coin it
 * holds. It spans accounts, memberships, coins and businesses (which brand issued a coin), so it is
 * composed here, above the modules, and handed to their routes by platform/app.ts.
 */
import type { getOwnProfile } from "#contract/api/accounts";
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { Database } from "../db/connect";
import { toContactDetailsWire } from "../wire";
import { avatarUrl, findUser, type OwnProfileAnswer, type User } from "../modules/accounts";
import { coinBrandOf } from "../modules/businesses";
import { balancesOf, contractsOf, toCreditWire, toHeldContractWire, type Credit } from "../modules/coins";
import { heldMemberships, toMembershipPlanWire, type HeldMembership } from "../modules/memberships";

/** `brandId`: the brand that issued the coin, null for a platform credit (it pays at that brand only, or anywhere). */
export type CreditBalance = { credit: Credit; balance: number; brandId: string | null };

/** Everything GET /account/me shows. */
export type OwnProfile = { user: User; memberships: HeldMembership[]; balances: CreditBalance[]; contracts: ContractsHeld };
type ContractsHeld = Awaited<ReturnType<typeof contractsOf>>;

export async function ownProfile(db: Database, userId: string): Promise<OwnProfile> {
  // Four reads of their own modules, asked at once: on PostgreSQL each takes a connection of the
  // pool and the four round trips overlap (PGlite answers them one after the other either way).
  const [user, memberships, balances, contracts] = await Promise.all([
    findUser(db, userId),
    heldMemberships(db, userId),
    balancesOf(db, userId, coinBrandOf),
    // The same rows as GET /account/contracts (spec §3 User: creditContracts).
    contractsOf(db, userId),
  ]);
  return { user, memberships, balances, contracts };
}

/** The own profile as the routes answer it, for `publicUrl` (the base of avatar URLs). */
export function ownProfileAnswer(db: Database, publicUrl: string): OwnProfileAnswer {
  return async (userId) => toOwnProfileWire(await ownProfile(db, userId), publicUrl);
}

type OwnProfileWire = HandlerAnswer<typeof getOwnProfile>;
type SubscriptionPlanWire = OwnProfileWire["subscription_plans"][number];
/**
 * A credit or coin (modules/coins/wire.ts: the one credit shape) with what the user holds of it,
 * and `brand_id`: the brand that issued the coin, null for a platform credit (which pays at any
 * brand; a brand's coin pays only for that brand's experiences).
 */
type CreditBalanceWire = OwnProfileWire["credits"][number];

function toSubscriptionPlanWire({ subscription, plan, pendingPlan, renewalCheckoutId }: HeldMembership, publicUrl: string): SubscriptionPlanWire {
  const pastDue = subscription.status === "past_due";
  return {
    ...toMembershipPlanWire(plan),
    subscription_id: subscription.id,
    status: pastDue ? "past_due" : subscription.status === "paused" ? "paused" : "active",
    provider_logo: null,
    provider_website: null,
    is_business: false,
    pending_plan: pendingPlan ? toMembershipPlanWire(pendingPlan) : null,
    pending_from: pendingPlan ? (subscription.pendingFrom?.toISOString() ?? null) : null,
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    grace_until: pastDue ? (subscription.graceUntil?.toISOString() ?? null) : null,
    // The provider's page (Stripe's hosted invoice), or the demo provider's renewal checkout (a page of this platform).
    pay_url: !pastDue ? null : (subscription.payUrl ?? (renewalCheckoutId ? `${publicUrl}/checkout/${renewalCheckoutId}` : null)),
  };
}

export function toOwnProfileWire({ user, memberships, balances, contracts }: OwnProfile, publicUrl: string): OwnProfileWire {
  const balanceWire = balances.map(({ credit, balance, brandId }): CreditBalanceWire => ({ ...toCreditWire(credit), balance, brand_id: brandId }));
  return {
    id: user.id,
    email: user.email,
    pending_email: user.pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: avatarUrl(publicUrl, user.avatarId),
    ...toContactDetailsWire(user),
    public: user.public,
    date_of_birth: user.dateOfBirth,
    rewards_balance: balanceWire.filter((b) => b.is_coin).reduce((sum, b) => sum + b.balance, 0),
    credits: balanceWire.filter((b) => !b.is_coin),
    coins: balanceWire.filter((b) => b.is_coin),
    credit_contracts: contracts.map(toHeldContractWire),
    // A past-due membership is still held (its grace): listed with the active ones, saying so.
    subscription_plans: memberships.filter((m) => m.subscription.status !== "paused").map((m) => toSubscriptionPlanWire(m, publicUrl)),
    paused_subscriptions: memberships
      .filter((m) => m.subscription.status === "paused")
      .map((m) => ({ subscription: toSubscriptionPlanWire(m, publicUrl), end_date: m.subscription.pausedUntil?.toISOString() ?? null })),
    time_created: user.timeCreated.toISOString(),
    may_call: user.mayCall,
    may_text: user.mayText,
    user_options: {},
  };
}
