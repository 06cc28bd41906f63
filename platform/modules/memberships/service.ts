/**
 * Memberships (spec/platform-core.md §7 "Memberships"): the plans, the membership a user holds
 * (at most one that is not cancelled: "active" or "paused"), and the demo hosted checkout.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ERROR_CODES } from "#contract/error-codes";
import type { Database } from "../../db/connect";
import { checkoutSessions, membershipPlans, subscriptions, type CheckoutSession, type MembershipPlan, type Subscription } from "./schema";
import type { PaymentProvider } from "../payments";
import { conflict, notFound, PlatformError } from "../../errors";
import { emit } from "../../events";

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
} as const;

/** `pendingPlan`: a cheaper plan it becomes at `subscription.pendingFrom` (the end of the paid period). */
export type HeldMembership = { subscription: Subscription; plan: MembershipPlan; pendingPlan: MembershipPlan | null };
export type CheckoutWithPlan = { checkout: CheckoutSession; plan: MembershipPlan };

const UUID = /^[0-9a-f-]{36}$/i;
const HELD = ["active", "paused"] as const;

/*
 * The actions on a membership take the plan the path names, already found with planById: a plan
 * that does not exist is a 404 before anything else about the request is looked at.
 */

/** Every plan, by tier. */
export async function plans(db: Database): Promise<MembershipPlan[]> {
  return db.select().from(membershipPlans).orderBy(asc(membershipPlans.tier));
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
  const rows = await db.select({ tier: membershipPlans.tier, name: membershipPlans.name }).from(membershipPlans);
  return new Map(rows.map((row) => [row.tier, row.name]));
}

/**
 * The user's active or paused memberships with their plans, oldest first. What time has settled
 * is applied first: a pause whose months are over ends, a scheduled change whose day came is made.
 */
export async function heldMemberships(db: Database, userId: string): Promise<HeldMembership[]> {
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
  return db
    .select({ subscription: subscriptions, plan: membershipPlans, pendingPlan: pendingPlans })
    .from(subscriptions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, subscriptions.planId))
    .leftJoin(pendingPlans, eq(pendingPlans.id, subscriptions.pendingPlanId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, HELD)))
    .orderBy(asc(subscriptions.timeCreated));
}

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

/** The end of the pay period running at `now`, for a membership paid every `months` since `start`. */
export function paidUntil(start: Date, months: number, now: Date = new Date()): Date {
  for (let periods = 1; ; periods++) {
    const end = new Date(start);
    end.setUTCMonth(start.getUTCMonth() + periods * months);
    if (end > now) return end;
  }
}

/**
 * A pricier plan is bought through hosted checkout (a 409 `checkout_required` here: no free
 * upgrade). A cheaper (or equally priced) one is scheduled for the end of the paid period; the
 * membership keeps what was paid for until then. Asking for the current plan again drops a
 * scheduled change.
 */
export async function changePlan(db: Database, userId: string, plan: MembershipPlan): Promise<void> {
  await db.transaction((tx) => changePlanIn(tx, userId, plan));
}

async function changePlanIn(db: Database, userId: string, plan: MembershipPlan): Promise<void> {
  const current = await currentMembership(db, userId);
  if (!current) throw notFound(MEMBERSHIP_MESSAGES.noMembership);
  if (current.planId === plan.id) {
    if (!current.pendingPlanId) throw conflict(MEMBERSHIP_MESSAGES.samePlan);
    await setMembership(db, current.id, { pendingPlanId: null, pendingFrom: null });
    await emit(db, "membershipChanged", { userId, what: "kept", plan: plan.name });
    return;
  }
  const [held] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, current.planId));
  if (!held || monthlyCents(plan) > monthlyCents(held)) {
    throw new PlatformError(409, ERROR_CODES.checkoutRequired, MEMBERSHIP_MESSAGES.checkoutRequired);
  }
  const pendingFrom = paidUntil(current.timeCreated, held.payPeriodMonths);
  await setMembership(db, current.id, { pendingPlanId: plan.id, pendingFrom });
  await emit(db, "membershipChanged", { userId, what: "changed", plan: plan.name, until: pendingFrom });
}

export async function cancelMembership(db: Database, userId: string, plan: MembershipPlan): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    await setMembership(tx, current.id, { status: "cancelled", pausedUntil: null });
    await emit(tx, "membershipChanged", { userId, what: "cancelled", plan: plan.name });
  });
}

export async function pauseMembership(db: Database, userId: string, plan: MembershipPlan, months: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    if (current.status !== "active") throw conflict(MEMBERSHIP_MESSAGES.notActive);
    const [paused] = await tx
      .update(subscriptions)
      .set({ status: "paused", pausedUntil: sql`now() + make_interval(months => ${months})`, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, current.id))
      .returning({ until: subscriptions.pausedUntil });
    await emit(tx, "membershipChanged", { userId, what: "paused", plan: plan.name, until: paused?.until ?? undefined });
  });
}

export async function unpauseMembership(db: Database, userId: string, plan: MembershipPlan): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await membershipOf(tx, userId, plan);
    if (current.status !== "paused") throw conflict(MEMBERSHIP_MESSAGES.notPaused);
    await setMembership(tx, current.id, { status: "active", pausedUntil: null });
    await emit(tx, "membershipChanged", { userId, what: "resumed", plan: plan.name });
  });
}

/**
 * A membership's hosted checkout is the demo provider's page (a page of this platform, clearly
 * labelled, no money): it exists only when the demo provider is the one configured (never in
 * production). Elsewhere a 409 `checkout_unsupported`.
 */
export function ensureCheckoutAvailable(payments: PaymentProvider | null): void {
  if (payments?.name !== "demo") {
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

/** Completes an open, unexpired checkout: the user's membership becomes the plan bought (replacing any other). */
export async function completeCheckout(db: Database, checkoutId: string): Promise<{ ok: boolean; url: string | null }> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(checkoutSessions)
      .set({ status: "completed", timeCompleted: sql`now()` })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, "open"), sql`${checkoutSessions.expiresAt} > now()`))
      .returning();
    if (!checkout) return { ok: false, url: null };
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", timeUpdated: sql`now()` })
      .where(and(eq(subscriptions.userId, checkout.userId), inArray(subscriptions.status, HELD)));
    await tx.insert(subscriptions).values({ userId: checkout.userId, planId: checkout.planId, status: "active" });
    return { ok: true, url: checkout.successUrl };
  });
}

export async function cancelCheckout(db: Database, checkoutId: string): Promise<void> {
  await db.update(checkoutSessions).set({ status: "cancelled" }).where(eq(checkoutSessions.id, checkoutId));
}
