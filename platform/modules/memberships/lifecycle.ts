/**
 * A membership's paid period, as its payment provider drives it (docs/memberships.md):
 * activate (the checkout was paid), renew (the next period was paid), renewalFailed (grace, with a
 * way to pay), lapse (the grace is over, or the provider ended it) and end (cancelled at the end
 * of the period). Each runs in one transaction — a savepoint when the caller holds one, so a
 * provider's event can be claimed with its effect — and tells the member (membershipChanged).
 *
 * The demo provider has no events: its sweep (sweepMemberships, run by the platform on an
 * interval) renews, ends and lapses its memberships when their time comes. Stripe's events call
 * the same functions (./billing.ts).
 */
import { and, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { emit } from "../../events";
import { recordPayment, requestRefund, type Payment, type ProviderName } from "../payments";
import { checkoutSessions, membershipPlans, subscriptions, type MembershipPlan, type Subscription } from "./schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

/**
 * "a failed renewal puts the membership in a grace state the dashboard shows with a way to pay"
 * (payments issue, "Memberships as subscriptions"): the member keeps the membership for 7 days
 * after the failure, then it lapses.
 */
export const GRACE_DAYS = 7;

export function graceEnd(failedAt: Date): Date {
  return new Date(failedAt.getTime() + GRACE_DAYS * 24 * 3600_000);
}

/**
 * `start` plus whole calendar months (UTC), as the plan's pay period counts them: the same day of
 * the month, or the month's last day when it has no such day (Jan 31 + 1 month = Feb 28), as
 * PostgreSQL and Stripe's billing count them.
 */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** The payment record's words: "Alliance membership, 1 month". */
export function periodDescription(plan: MembershipPlan): string {
  return `${plan.name} membership, ${plan.payPeriodMonths} ${plan.payPeriodMonths === 1 ? "month" : "months"}`;
}

/** The provider's payment of one period: its id with the provider, and its receipt when there is one. */
export type PeriodPayment = { providerRef: string; amountCents?: number; receiptUrl?: string | null };

async function planOf(tx: Executor, id: string): Promise<MembershipPlan> {
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!plan) throw new Error(`membership plan ${id} is missing`);
  return plan;
}

/** The membership, locked for this transaction; null when there is none. */
async function lockedMembership(tx: Transaction, id: string): Promise<Subscription | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row ?? null;
}

async function recordPeriod(tx: Transaction, membership: Subscription, plan: MembershipPlan, payment: PeriodPayment): Promise<void> {
  const amountCents = payment.amountCents ?? plan.basePriceCents;
  // A free plan moves no card money: nothing to record.
  if (amountCents <= 0) return;
  await recordPayment(tx, {
    userId: membership.userId,
    purpose: "membership",
    subjectId: membership.id,
    description: periodDescription(plan),
    amountCents,
    status: "succeeded",
    provider: membership.provider,
    providerRef: payment.providerRef,
    receiptUrl: payment.receiptUrl ?? null,
  });
}

/** No open renewal checkout stays payable once the membership is paid or over. */
async function closeRenewalCheckouts(tx: Transaction, membershipId: string): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status: "cancelled" })
    .where(and(eq(checkoutSessions.subscriptionId, membershipId), eq(checkoutSessions.status, "open")));
}

/**
 * The checkout of `planId` was paid: the user's membership is that plan from `at`, paid until
 * `periodEnd` (default: the plan's months later), replacing any membership they held (a pricier
 * plan is bought this way: what was left of the old period is not carried over).
 */
export async function activate(
  db: Executor,
  input: {
    userId: string;
    planId: string;
    provider: ProviderName;
    providerSubscriptionId?: string | null;
    at: Date;
    periodEnd?: Date;
    /** null: the provider has not shown the payment yet (its event records it: recordFirstPayment). */
    payment: PeriodPayment | null;
  },
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const plan = await planOf(tx, input.planId);
    // A replaced provider subscription is still billed there until cancelled: it is marked due
    // here, in the same transaction, so the reconciliation asks again if the provider fails.
    const replaced = await tx
      .update(subscriptions)
      .set({ status: "cancelled", providerCancelDue: sql`${subscriptions.provider} <> 'demo' AND ${subscriptions.providerSubscriptionId} IS NOT NULL`, timeUpdated: sql`now()` })
      .where(and(eq(subscriptions.userId, input.userId), ne(subscriptions.status, "cancelled")))
      .returning({ id: subscriptions.id });
    for (const { id } of replaced) await closeRenewalCheckouts(tx, id);
    const periodEnd = input.periodEnd ?? addMonths(input.at, plan.payPeriodMonths);
    const [membership] = await tx
      .insert(subscriptions)
      .values({
        userId: input.userId,
        planId: plan.id,
        status: "active",
        provider: input.provider,
        providerSubscriptionId: input.providerSubscriptionId ?? null,
        currentPeriodEnd: periodEnd,
      })
      .returning();
    if (input.payment) await recordPeriod(tx, membership!, plan, input.payment);
    await emit(tx, "membershipChanged", { userId: input.userId, what: "activated", plan: plan.name, until: periodEnd });
    return membership!;
  });
}

/**
 * The payment of a membership's first period, shown by the provider after the membership was
 * activated without it: recorded once (the same `providerRef` again changes nothing).
 */
export async function recordFirstPayment(db: Executor, membershipId: string, payment: PeriodPayment): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, membershipId);
    if (!membership) return;
    await recordPeriod(tx, membership, await planOf(tx, membership.planId), payment);
  });
}

/**
 * The next period was paid: the period is extended by the plan's months (or to the provider's
 * `periodEnd`), from the end of the one paid before, and a past-due membership is active again.
 * A cheaper plan scheduled for this day (changePlan) is the plan of the new period. A renewal
 * already recorded (the same `providerRef`) or of a membership that is over changes nothing.
 */
export async function renew(db: Executor, membershipId: string, input: { at: Date; periodEnd?: Date; payment: PeriodPayment }): Promise<Subscription | null> {
  return db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, membershipId);
    if (!membership || membership.status === "cancelled") return null;
    const switching = membership.pendingPlanId !== null && membership.pendingFrom !== null && membership.pendingFrom <= membership.currentPeriodEnd;
    const plan = await planOf(tx, switching ? membership.pendingPlanId! : membership.planId);
    const periodEnd = input.periodEnd ?? addMonths(membership.currentPeriodEnd, plan.payPeriodMonths);
    const [renewed] = await tx
      .update(subscriptions)
      .set({
        planId: plan.id,
        status: membership.status === "past_due" ? "active" : membership.status,
        currentPeriodEnd: periodEnd,
        graceUntil: null,
        payUrl: null,
        ...(switching ? { pendingPlanId: null, pendingFrom: null } : {}),
        timeUpdated: sql`now()`,
      })
      .where(eq(subscriptions.id, membership.id))
      .returning();
    await recordPeriod(tx, renewed!, plan, input.payment);
    await closeRenewalCheckouts(tx, membership.id);
    await emit(tx, "membershipChanged", { userId: membership.userId, what: "renewed", plan: plan.name, until: periodEnd });
    return renewed!;
  });
}

/**
 * A renewal paid after its membership ended (its grace ran out, and voiding the provider's invoice
 * lost the race with the member paying it): there is no period to sell, so the payment is
 * recorded and its full refund requested in this transaction, and the member told; the caller asks
 * the provider after commit (payments/refund-requests.ts). null: the membership is not over (renew it).
 */
export async function refundLateRenewal(db: Executor, membershipId: string, payment: PeriodPayment & { amountCents: number }): Promise<{ refund: Payment; of: Payment } | null> {
  return db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, membershipId);
    if (!membership || membership.status !== "cancelled" || payment.amountCents <= 0) return null;
    const plan = await planOf(tx, membership.planId);
    const of = await recordPayment(tx, {
      userId: membership.userId,
      purpose: "membership",
      subjectId: membership.id,
      description: periodDescription(plan),
      amountCents: payment.amountCents,
      status: "succeeded",
      provider: membership.provider,
      providerRef: payment.providerRef,
      receiptUrl: payment.receiptUrl ?? null,
    });
    const refund = await requestRefund(tx, of, { amountCents: payment.amountCents, description: `${plan.name} membership, paid after it ended` });
    await emit(tx, "membershipChanged", { userId: membership.userId, what: "latePaymentRefunded", plan: plan.name });
    return { refund, of };
  });
}

/**
 * The renewal's payment failed at `at`: the membership is past due, kept until the grace ends
 * (GRACE_DAYS), then lapses unless paid. A demo membership gets a renewal checkout to pay on (its
 * pay URL), open until then; a provider that bills it gives its own `payUrl` (Stripe's hosted
 * invoice page). A second failure keeps the first grace (and takes the newer pay URL).
 */
export async function renewalFailed(db: Executor, membershipId: string, at: Date, payUrl: string | null = null): Promise<Subscription | null> {
  return db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, membershipId);
    if (membership?.status === "past_due" && payUrl) {
      const [again] = await tx.update(subscriptions).set({ payUrl, timeUpdated: sql`now()` }).where(eq(subscriptions.id, membership.id)).returning();
      return again!;
    }
    if (!membership || membership.status !== "active") return membership;
    const plan = await planOf(tx, membership.planId);
    const graceUntil = graceEnd(at);
    const [pastDue] = await tx
      .update(subscriptions)
      .set({ status: "past_due", graceUntil, payUrl, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, membership.id))
      .returning();
    if (membership.provider === "demo") {
      // Back to where the member pays from: the site's memberships page (a path on the site).
      await tx.insert(checkoutSessions).values({
        userId: membership.userId,
        planId: plan.id,
        subscriptionId: membership.id,
        successUrl: "/dashboard/memberships",
        cancelUrl: "/dashboard/memberships",
        expiresAt: graceUntil,
      });
    }
    await emit(tx, "membershipChanged", { userId: membership.userId, what: "pastDue", plan: plan.name, until: graceUntil });
    return pastDue!;
  });
}

/** The membership is over: `what` says why (its grace ran out, or it was cancelled at its period's end). */
async function finish(db: Executor, membershipId: string, what: "lapsed" | "ended"): Promise<Subscription | null> {
  return db.transaction(async (tx) => {
    const membership = await lockedMembership(tx, membershipId);
    if (!membership || membership.status === "cancelled") return null;
    const [over] = await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelAtPeriodEnd: false, graceUntil: null, payUrl: null, pausedUntil: null, pendingPlanId: null, pendingFrom: null, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, membership.id))
      .returning();
    await closeRenewalCheckouts(tx, membership.id);
    const plan = await planOf(tx, membership.planId);
    await emit(tx, "membershipChanged", { userId: membership.userId, what, plan: plan.name });
    return over!;
  });
}

/** The renewal was not paid in time (or the provider gave up on it): the membership is cancelled. */
export const lapse = (db: Executor, membershipId: string) => finish(db, membershipId, "lapsed");

/** A membership cancelled at its period's end, now that the period is over. */
export const endAtPeriodEnd = (db: Executor, membershipId: string) => finish(db, membershipId, "ended");

export type SweepResult = { renewed: number; ended: number; lapsed: number };

/** Each membership is renewed at most this many periods in one sweep (a platform that was off for long catches up over several). */
const MAX_PERIODS_PER_SWEEP = 24;

/**
 * The demo provider's time, at `now`: its memberships whose period is over are renewed (a demo
 * payment, "demo_renewal_<membership>_<period end>", so a sweep run twice, or by two processes,
 * renews once), or ended when cancelled at the period's end; past-due ones whose grace is over
 * lapse. Stripe's memberships are left to Stripe's events.
 */
export async function sweepMemberships(db: Database, now: Date): Promise<SweepResult> {
  const result: SweepResult = { renewed: 0, ended: 0, lapsed: 0 };
  const demo = eq(subscriptions.provider, "demo");

  const ending = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(demo, inArray(subscriptions.status, ["active", "past_due"]), eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.currentPeriodEnd, now)));
  // Each is read again under its lock: one kept, paid or renewed since the list was read is left alone.
  const settle = (id: string, stillDue: (m: Subscription) => boolean, step: (tx: Transaction) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const locked = await lockedMembership(tx, id);
      if (!locked || !stillDue(locked)) return false;
      await step(tx);
      return true;
    });
  const over = (at: Date | null) => at !== null && at.getTime() <= now.getTime();

  for (const { id } of ending) {
    const due = (m: Subscription) => m.cancelAtPeriodEnd && (m.status === "active" || m.status === "past_due") && over(m.currentPeriodEnd);
    if (await settle(id, due, (tx) => endAtPeriodEnd(tx, id))) result.ended += 1;
  }

  const overdue = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(demo, eq(subscriptions.status, "past_due"), lte(subscriptions.graceUntil, now)));
  for (const { id } of overdue) {
    if (await settle(id, (m) => m.status === "past_due" && over(m.graceUntil), (tx) => lapse(tx, id))) result.lapsed += 1;
  }

  for (let round = 0; round < MAX_PERIODS_PER_SWEEP; round++) {
    const due = await db
      .select({ id: subscriptions.id, periodEnd: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(and(demo, eq(subscriptions.status, "active"), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, now)));
    if (due.length === 0) break;
    for (const { id, periodEnd } of due) {
      // Another sweep may have renewed it since it was read: only the period read is renewed.
      const stillDue = (m: Subscription) => m.status === "active" && !m.cancelAtPeriodEnd && m.currentPeriodEnd.getTime() === periodEnd.getTime();
      const payment = { providerRef: `demo_renewal_${id}_${periodEnd.toISOString()}` };
      if (await settle(id, stillDue, (tx) => renew(tx, id, { at: now, payment }))) result.renewed += 1;
    }
  }
  return result;
}
