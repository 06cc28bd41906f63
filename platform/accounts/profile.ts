/** The own profile (GET /account/me) as platform/README.md puts it on the wire. */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import { creditBalances, credits, membershipPlans, subscriptions, users, type User } from "../db/schema";
import { PlatformError } from "../http";
import { toMembershipPlanWire, type MembershipPlanWire } from "../routes/membership";

export type SubscriptionPlanWire = MembershipPlanWire & {
  subscription_id: string;
  status: "active" | "paused";
  provider_logo: string | null;
  provider_website: string | null;
  is_business: boolean;
};

export type CreditBalanceWire = {
  id: string;
  name: string;
  description: string | null;
  issuer: string | null;
  rewards_value: number | null;
  is_coin: boolean;
  logo: string | null;
  balance: number;
};

export type OwnProfileWire = {
  id: string;
  email: string;
  pending_email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  phone: string | null;
  address: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  public: boolean;
  date_of_birth: string | null;
  rewards_balance: number;
  credits: CreditBalanceWire[];
  coins: CreditBalanceWire[];
  credit_contracts: never[];
  subscription_plans: SubscriptionPlanWire[];
  paused_subscriptions: { subscription: SubscriptionPlanWire; end_date: string | null }[];
  time_created: string;
  may_call: boolean;
  may_text: boolean;
  user_options: Record<string, unknown>;
};

export function avatarUrl(publicUrl: string, avatarId: string | null): string | null {
  return avatarId ? `${publicUrl}/files/avatars/${avatarId}` : null;
}

/** The credits and coins every account holds a balance of, created on first use. */
const STANDARD_CREDITS = [
  { name: "Site Credits", description: "Credits to spend on experiences across the platform.", isCoin: false },
  { name: "Coins", description: "Rewards coins earned with your membership.", isCoin: true },
];

export async function openStandardBalances(db: Database, userId: string): Promise<void> {
  await db.insert(credits).values(STANDARD_CREDITS).onConflictDoNothing();
  const rows = await db
    .select({ id: credits.id })
    .from(credits)
    .where(inArray(credits.name, STANDARD_CREDITS.map((c) => c.name)));
  if (rows.length > 0) {
    await db
      .insert(creditBalances)
      .values(rows.map((row) => ({ userId, creditId: row.id, balance: 0 })))
      .onConflictDoNothing();
  }
}

export async function findUser(db: Database, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new PlatformError(401, "unauthorized", "This session has ended. Please sign in again.");
  return user;
}

export async function ownProfile(db: Database, userId: string, publicUrl: string): Promise<OwnProfileWire> {
  // A pause whose months are over ends by itself.
  await db
    .update(subscriptions)
    .set({ status: "active", pausedUntil: null, timeUpdated: sql`now()` })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "paused"), lte(subscriptions.pausedUntil, sql`now()`)));
  const user = await findUser(db, userId);
  const subs = await db
    .select({ sub: subscriptions, plan: membershipPlans })
    .from(subscriptions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "paused"])))
    .orderBy(asc(subscriptions.timeCreated));
  const balances = await db
    .select({ credit: credits, balance: creditBalances.balance })
    .from(creditBalances)
    .innerJoin(credits, eq(credits.id, creditBalances.creditId))
    .where(eq(creditBalances.userId, userId))
    .orderBy(asc(credits.name));
  const toPlan = (row: (typeof subs)[number]): SubscriptionPlanWire => ({
    ...toMembershipPlanWire(row.plan),
    subscription_id: row.sub.id,
    status: row.sub.status === "paused" ? "paused" : "active",
    provider_logo: null,
    provider_website: null,
    is_business: false,
  });
  const balanceWire = balances.map(
    ({ credit, balance }): CreditBalanceWire => ({
      id: credit.id,
      name: credit.name,
      description: credit.description,
      issuer: credit.issuer,
      rewards_value: credit.rewardsValue,
      is_coin: credit.isCoin,
      logo: credit.logo,
      balance,
    }),
  );
  return {
    id: user.id,
    email: user.email,
    pending_email: user.pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: avatarUrl(publicUrl, user.avatarId),
    phone: user.phone,
    address: user.address,
    address_line_2: user.addressLine2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    public: user.public,
    date_of_birth: user.dateOfBirth,
    rewards_balance: balanceWire.filter((b) => b.is_coin).reduce((sum, b) => sum + b.balance, 0),
    credits: balanceWire.filter((b) => !b.is_coin),
    coins: balanceWire.filter((b) => b.is_coin),
    credit_contracts: [],
    subscription_plans: subs.filter((s) => s.sub.status === "active").map(toPlan),
    paused_subscriptions: subs
      .filter((s) => s.sub.status === "paused")
      .map((s) => ({ subscription: toPlan(s), end_date: s.sub.pausedUntil?.toISOString() ?? null })),
    time_created: user.timeCreated.toISOString(),
    may_call: user.mayCall,
    may_text: user.mayText,
    user_options: {},
  };
}
