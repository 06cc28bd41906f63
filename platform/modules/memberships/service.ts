/**
 * Memberships (spec/platform-core.md §7 "Memberships"): the plans, the membership a user holds
 * (at most one that is not cancelled: "active", "paused" or "past_due"), what the member does to
 * it, and the demo hosted checkout. What the payment provider does to it is ./lifecycle.ts.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ERROR_CODES } from "#contract/error-codes";
import type { Database } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared";
import { checkoutSessions, membershipPlans, subscriptions, type CheckoutSession, type MembershipPlan, type Subscription } from "./schema";
import type { PaymentProvider } from "../payments";
import { conflict, notFound, PlatformError } from "../../errors";
import { emit } from "../../events";
import { activate, addMonths, renew } from "./lifecycle";
import { subscriptionLine } from "./billing";
import { createSharedCache } from "../../infra/shared-cache";
import { logPlatformError } from "../../infra/log";

export const CHECKOUT_MINUTES = 60;
export { MAX_PAUSE_MONTHS } from "#contract/api/memberships";

export const MEMBERSHIP_MESSAGES = {
  noPlan: "No such membership plan.",
  noMembership: "You have no membership to change. Choose a plan and check out first.",
  samePlan: "You already have this membership.",
  notThisPlan: "You do not hold this membership.",
  notActive: "Only an active membership can be paused.",
  notPaused: "This membership is not paused.",
  noCheckout: "Hosted checkout is not available for this membership.",
  noSuchCheckout: "No such checkout",
  checkoutRequired: "A pricier membership is bought through checkout.",
  pastDue: "Your last payment failed. Pay for your membership before changing it.",
  providerDown: "The payment provider could not be reached, so your membership was not changed. Please try again in a moment.",
} as const;

/**
 * A membership a provider bills (Stripe) is changed there first, then here: if the provider
 * refuses or does not answer, nothing is recorded and the member is told (502). Demo memberships
 * have nothing to tell.
 */
async function atProvider(provider: PaymentProvider | null | undefined, membership: Subscription, call: (provider: PaymentProvider, subscriptionId: string) => Promise<void>): Promise<void> {
  if (membership.provider === "demo" || !membership.providerSubscriptionId) return;
  if (!provider || provider.name !== membership.provider) throw new PlatformError(502, ERROR_CODES.paymentUnavailable, MEMBERSHIP_MESSAGES.providerDown);
  try {
    await call(provider, membership.providerSubscriptionId);
  } catch (error) {
    logPlatformError(`${membership.provider} refused or did not answer a change of subscription ${membership.providerSubscriptionId}`, error);
    throw new PlatformError(502, ERROR_CODES.paymentUnavailable, MEMBERSHIP_MESSAGES.providerDown);
  }
}

/**
 * `pendingPlan`: a cheaper plan it becomes at `subscription.pendingFrom` (the end of the paid
 * period). `renewalCheckoutId`: a past-due demo membership's open renewal checkout (its pay URL).
 */
export type HeldMembership = { subscription: Subscription; plan: MembershipPlan; pendingPlan: MembershipPlan | null; renewalCheckoutId: string | null };
export type CheckoutWithPlan = { checkout: CheckoutSession; plan: MembershipPlan };

const UUID = /^[0-9a-f-]{36}$/i;
const HELD = ["active", "paused", "past_due"] as const;

/**
 * A past-due membership keeps what it gives until its grace ends (lifecycle.ts GRACE_DAYS), even
 * before the sweep or the reconciliation has lapsed it; a paused one gives nothing.
 */
export function givesAccess(subscription: Pick<Subscription, "status" | "graceUntil">, now: number = Date.now()): boolean {
  if (subscription.status === "past_due") return subscription.graceUntil === null || subscription.graceUntil.getTime() > now;
  return subscription.status === "active";
}

/*
 * The actions on a membership take the plan the path names, already found with planById: a plan
 * that does not exist is a 404 before anything else about the request is looked at.
 */

/**
 * The plans, alike for every caller: kept per process (infra/shared-cache.ts). Only the seed and
 * migrations write them (a reset forgets them); another process's change is seen within SHARED_CACHE_MS.
 */
const sharedPlans = createSharedCache();

/** Every plan, by tier. */
export function plans(db: Database): Promise<MembershipPlan[]> {
  return sharedPlans.get(db, "plans", () => db.select().from(membershipPlans).orderBy(asc(membershipPlans.tier)));
}

export async function planById(db: Database, id: string): Promise<MembershipPlan> {
  if (!UUID.test(id)) throw notFound(MEMBERSHIP_MESSAGES.noPlan);
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!plan) throw notFound(MEMBERSHIP_MESSAGES.noPlan);
  return plan;
}

const pendingPlans = alias(membershipPlans, "pending_plans");

/** Each tier's name: its plan's ("Alliance"). */
export async function tierNames(db: Pick<Database, "select">): Promise<Map<number, string>> {
  const rows = await sharedPlans.get(db, "tier names", () => db.select({ tier: membershipPlans.tier, name: membershipPlans.name }).from(membershipPlans));
  return new Map(rows.map((row) => [row.tier, row.name]));
}

/**
 * The user's held memberships (active, paused, past due) with their plans, oldest first. What time
 * has settled is applied first: a pause whose months are over ends (its months were added to the
 * period when it began), a scheduled change whose day came is made. Renewals, ends and lapses are
 * the provider's (lifecycle.ts).
 */
export async function heldMemberships(db: Database, userId: string): Promise<HeldMembership[]> {
  const held = await readHeld(db, userId);
  // Written only when something may be due: every signed-in page reads this, and most reads have
  // nothing to settle. The database's clock decides what is due; the margin covers a process
  // clock behind it.
  const soon = Date.now() + SETTLE_MARGIN_MS;
  const due = held.some(
    ({ subscription: s }) => (s.status === "paused" && s.pausedUntil !== null && s.pausedUntil.getTime() <= soon) || (s.pendingPlanId !== null && s.pendingFrom !== null && s.pendingFrom.getTime() <= soon),
  );
  if (!due) return held;
  await db
    .update(subscriptions)
    .set({ status: "active", pausedUntil: null, timeUpdated: sql`now()` })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "paused"), lte(subscriptions.pausedUntil, sql`now()`)));
  await db
    .update(subscriptions)
    .set({ planId: sql`${subscriptions.pendingPlanId}`, pendingPlanId: null, pendingFrom: null, timeUpdated: sql`now()` })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, HELD),
        isNotNull(subscriptions.pendingPlanId),
        lte(subscriptions.pendingFrom, sql`now()`),
      ),
    );
  return readHeld(db, userId);
}

/** How far ahead of this process's clock a pause's end or a plan change counts as maybe due (clock skew with the database). */
const SETTLE_MARGIN_MS = 5 * 60_000;

function readHeld(db: Database, userId: string): Promise<HeldMembership[]> {
  return heldOf(db).execute({ userId });
}

/** Every signed-in page reads the plans held (GET /account/me): built once per database. */
const heldOf = preparedPerDatabase((db) => {
  const renewalCheckout = db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.subscriptionId, subscriptions.id), eq(checkoutSessions.status, "open"), gt(checkoutSessions.expiresAt, sql`now()`)))
    .orderBy(desc(checkoutSessions.timeCreated))
    .limit(1);
  return db
    .select({ subscription: subscriptions, plan: membershipPlans, pendingPlan: pendingPlans, renewalCheckoutId: sql<string | null>`(${renewalCheckout})` })
    .from(subscriptions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, subscriptions.planId))
    .leftJoin(pendingPlans, eq(pendingPlans.id, subscriptions.pendingPlanId))
    .where(and(eq(subscriptions.userId, sql.placeholder("userId")), inArray(subscriptions.status, HELD)))
    .orderBy(asc(subscriptions.timeCreated))
    .prepare("memberships_held");
});

async function currentMembership(db: Database, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, HELD)));
  return row ?? null;
}

/** The user's membership of this plan, or a 404. */
async function membershipOf(db: Database, userId: string, plan: MembershipPlan): Promise<Subscription> {
  const current = await currentMembership(db, userId);
  if (!current || current.planId !== plan.id) throw notFound(MEMBERSHIP_MESSAGES.notThisPlan);
  return current;
}

async function setMembership(db: Database, id: string, values: Partial<Subscription>): Promise<void> {
  await db.update(subscriptions).set({ ...values, timeUpdated: sql`now()` }).where(eq(subscriptions.id, id));
}

/** What a plan costs a month, in cents (plans may be paid for several months at once). */
const monthlyCents = (plan: MembershipPlan) => plan.basePriceCents / plan.payPeriodMonths;

/**
 * A pricier plan is bought through hosted checkout (a 409 `checkout_required` here: no free
 * upgrade). A cheaper (or equally priced) one is scheduled for the end of the paid period
 * (`current_period_end`, when the renewal takes the new plan); the membership keeps what was paid
 * for until then, and no longer ends then if its end was scheduled. Asking for the current plan
 * again drops a scheduled change or end (the dashboard's "Keep membership").
 */
export async function changePlan(db: Database, userId: string, plan: MembershipPlan, provider?: PaymentProvider | null): Promise<void> {
  // Checked first, so the provider is asked only for a change that will be made: a cheaper plan
  // is billed from the next period (the subscription's price changes now, nothing prorated); a
  // kept membership renews again at its own plan's price.
  const current = await db.transaction((tx) => changePlanIn(tx, userId, plan, true));
  if (current) {
    await atProvider(provider, current, async (p, id) => {
      if (current.planId !== plan.id || current.pendingPlanId) await p.changeSubscriptionPrice(id, subscriptionLine(plan));
      if (current.cancelAtPeriodEnd) await p.setCancelAtPeriodEnd(id, false);
    });
  }
  await db.transaction((tx) => changePlanIn(tx, userId, plan));
}

/** `dryRun`: only the checks, answering the membership the change applies to. */
async function changePlanIn(db: Database, userId: string, plan: MembershipPlan, dryRun = false): Promise<Subscription | null> {
  const current = await currentMembership(db, userId);
  if (!current) throw notFound(MEMBERSHIP_MESSAGES.noMembership);
  if (current.planId === plan.id) {
    if (!current.pendingPlanId && !current.cancelAtPeriodEnd) throw conflict(MEMBERSHIP_MESSAGES.samePlan);
    if (dryRun) return current;
    await setMembership(db, current.id, { pendingPlanId: null, pendingFrom: null, cancelAtPeriodEnd: false });
    await emit(db, "membershipChanged", { userId, what: "kept", plan: plan.name });
    return current;
  }
  const [held] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, current.planId));
  if (!held || monthlyCents(plan) > monthlyCents(held)) {
    throw new PlatformError(409, ERROR_CODES.checkoutRequired, MEMBERSHIP_MESSAGES.checkoutRequired);
  }
  // The period it would start at is over and unpaid: paying comes first.
  if (current.status === "past_due") throw conflict(MEMBERSHIP_MESSAGES.pastDue);
  if (dryRun) return current;
  const pendingFrom = current.currentPeriodEnd;
  await setMembership(db, current.id, { pendingPlanId: plan.id, pendingFrom, cancelAtPeriodEnd: false });
  await emit(db, "membershipChanged", { userId, what: "changed", plan: plan.name, until: pendingFrom });
  return current;
}

/**
 * Cancelling ends the membership at the end of the period paid for (`cancel_at_period_end`; the
 * provider, or the demo's sweep, ends it then), dropping a scheduled change. A past-due one, whose
 * period is over and unpaid, ends at once.
 */
export async function cancelMembership(db: Database, userId: string, plan: MembershipPlan, provider?: PaymentProvider | null): Promise<void> {
  const held = await membershipOf(db, userId, plan);
  if (held.status === "past_due") await atProvider(provider, held, (p, id) => p.cancelSubscription(id));
  else if (!held.cancelAtPeriodEnd) await atProvider(provider, held, (p, id) => p.setCancelAtPeriodEnd(id, true));
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    if (current.status === "past_due") {
      await setMembership(tx, current.id, { status: "cancelled", graceUntil: null, pendingPlanId: null, pendingFrom: null });
      await tx.update(checkoutSessions).set({ status: "cancelled" }).where(and(eq(checkoutSessions.subscriptionId, current.id), eq(checkoutSessions.status, "open")));
      await emit(tx, "membershipChanged", { userId, what: "cancelled", plan: plan.name });
      return;
    }
    if (current.cancelAtPeriodEnd) return;
    await setMembership(tx, current.id, { cancelAtPeriodEnd: true, pendingPlanId: null, pendingFrom: null });
    await emit(tx, "membershipChanged", { userId, what: "ending", plan: plan.name, until: current.currentPeriodEnd });
  });
}

export async function pauseMembership(db: Database, userId: string, plan: MembershipPlan, months: number, provider?: PaymentProvider | null): Promise<void> {
  const held = await membershipOf(db, userId, plan);
  if (held.status !== "active") throw conflict(MEMBERSHIP_MESSAGES.notActive);
  // A provider's subscription keeps its own period through a pause (Stripe voids the paused
  // months' invoices): the period here is the one read back from the provider.
  let providerPeriodEnd: Date | null = null;
  await atProvider(provider, held, async (p, id) => {
    await p.pauseCollection(id, addMonths(new Date(), months));
    providerPeriodEnd = (await p.readSubscription(id)).currentPeriodEnd;
  });
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    if (current.status !== "active") throw conflict(MEMBERSHIP_MESSAGES.notActive);
    // Demo: the paused months are not paid for: the period paid for ends as much later as the pause
    // lasts (the same span of time, so an early unpause takes back exactly what was not used).
    const [paused] = await tx
      .update(subscriptions)
      .set({
        status: "paused",
        pausedUntil: sql`now() + make_interval(months => ${months})`,
        currentPeriodEnd: providerPeriodEnd ?? sql`${subscriptions.currentPeriodEnd} + ((now() + make_interval(months => ${months})) - now())`,
        timeUpdated: sql`now()`,
      })
      .where(eq(subscriptions.id, current.id))
      .returning({ until: subscriptions.pausedUntil });
    await emit(tx, "membershipChanged", { userId, what: "paused", plan: plan.name, until: paused?.until ?? undefined });
  });
}

export async function unpauseMembership(db: Database, userId: string, plan: MembershipPlan, provider?: PaymentProvider | null): Promise<void> {
  const held = await membershipOf(db, userId, plan);
  if (held.status !== "paused") throw conflict(MEMBERSHIP_MESSAGES.notPaused);
  let providerPeriodEnd: Date | null = null;
  await atProvider(provider, held, async (p, id) => {
    await p.resumeCollection(id);
    providerPeriodEnd = (await p.readSubscription(id)).currentPeriodEnd;
  });
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    // The provider's customer.subscription.updated may have lifted the pause here already (billing.ts mirror).
    const liftedByProvider = providerPeriodEnd !== null && current.status === "active";
    if (current.status !== "paused" && !liftedByProvider) throw conflict(MEMBERSHIP_MESSAGES.notPaused);
    // Demo: the pause's months were added to the period when it began: the part not used is taken back.
    await tx
      .update(subscriptions)
      .set({
        status: "active",
        pausedUntil: null,
        currentPeriodEnd: providerPeriodEnd ?? sql`${subscriptions.currentPeriodEnd} - greatest(${subscriptions.pausedUntil} - now(), interval '0')`,
        timeUpdated: sql`now()`,
      })
      .where(eq(subscriptions.id, current.id));
    await emit(tx, "membershipChanged", { userId, what: "resumed", plan: plan.name });
  });
}

/**
 * A membership's hosted checkout is the configured provider's: the demo provider's page (a page
 * of this platform, clearly labelled, no money) or Stripe's subscription checkout (./billing.ts).
 * Without a provider (production without Stripe) a 409 `checkout_unsupported`.
 */
export function ensureCheckoutAvailable(payments: PaymentProvider | null): asserts payments is PaymentProvider {
  if (!payments) {
    throw new PlatformError(409, ERROR_CODES.checkoutUnsupported, MEMBERSHIP_MESSAGES.noCheckout);
  }
}

/** Opens a checkout of the plan; `{CHECKOUT_SESSION_ID}` in the return URLs becomes its id. */
export async function startCheckout(
  db: Database,
  input: { userId: string; plan: MembershipPlan; successUrl: string; cancelUrl: string },
): Promise<string> {
  const [checkout] = await db
    .insert(checkoutSessions)
    .values({
      userId: input.userId,
      planId: input.plan.id,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_MINUTES})`,
    })
    .returning({ id: checkoutSessions.id });
  const id = checkout!.id;
  await db
    .update(checkoutSessions)
    .set({
      successUrl: sql`replace(${checkoutSessions.successUrl}, '{CHECKOUT_SESSION_ID}', ${id})`,
      cancelUrl: sql`replace(${checkoutSessions.cancelUrl}, '{CHECKOUT_SESSION_ID}', ${id})`,
    })
    .where(eq(checkoutSessions.id, id));
  return id;
}

/** A checkout with its plan: any one (the page, whose unguessable id is the capability) or only the user's own. */
export async function findCheckout(db: Database, id: string, userId?: string): Promise<CheckoutWithPlan | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ checkout: checkoutSessions, plan: membershipPlans })
    .from(checkoutSessions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, checkoutSessions.planId))
    .where(and(eq(checkoutSessions.id, id), userId ? eq(checkoutSessions.userId, userId) : undefined));
  return row ?? null;
}

/** The user's own checkout, or a 404. */
export async function ownCheckout(db: Database, userId: string, id: string): Promise<CheckoutWithPlan> {
  const row = await findCheckout(db, id, userId);
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.noSuchCheckout);
  return row;
}

/**
 * Completes an open, unexpired demo checkout, the demo provider's word that it was paid: the
 * user's membership becomes the plan bought (replacing any other), or, for a past-due membership's
 * renewal checkout, that membership is renewed. The demo payment's id is the checkout's.
 */
export async function completeCheckout(db: Database, checkoutId: string): Promise<{ ok: boolean; url: string | null }> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(checkoutSessions)
      .set({ status: "completed", timeCompleted: sql`now()` })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, "open"), sql`${checkoutSessions.expiresAt} > now()`))
      .returning();
    if (!checkout) return { ok: false, url: null };
    const at = new Date();
    const payment = { providerRef: `demo_checkout_${checkout.id}` };
    if (checkout.subscriptionId) await renew(tx, checkout.subscriptionId, { at, payment });
    else await activate(tx, { userId: checkout.userId, planId: checkout.planId, provider: "demo", at, payment });
    return { ok: true, url: checkout.successUrl };
  });
}

export async function cancelCheckout(db: Database, checkoutId: string): Promise<void> {
  await db.update(checkoutSessions).set({ status: "cancelled" }).where(eq(checkoutSessions.id, checkoutId));
}
