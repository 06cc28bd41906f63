/**
 * Memberships billed by a card provider as subscriptions (docs/payments.md "Memberships"): the
 * hosted checkout opens the provider's subscription checkout; the membership becomes active only
 * on the provider's word (its webhook, or the checkout read back on the member's return and by
 * the reconciliation); then the provider's events drive it through lifecycle.ts: a paid renewal
 * renews, a failed one makes it past due with the provider's page to pay on, the subscription's
 * updates are mirrored, its end ends it. Each event is claimed in the transaction of its effect;
 * the state acted on is read back from the provider, so events out of order do no harm.
 */
import { and, asc, eq, lt, lte, ne, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import type { Clock } from "../../infra/rate-limit";
import { askForRefund, claimEvent, refundersOf, type CheckoutState, type InvoiceState, type PaymentProvider, type ProviderEvent } from "../payments";
import { activate, endAtPeriodEnd, lapse, periodDescription, recordFirstPayment, refundLateRenewal, renew, renewalFailed } from "./lifecycle";
import { checkoutSessions, subscriptions, type CheckoutSession, type MembershipPlan, type Subscription } from "./schema";
import { logPlatformError } from "../../infra/log";

export type BillingDeps = { db: Database; provider: PaymentProvider | null; clock: Clock; logError?: (message: string, error: unknown) => void };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long a membership checkout stays payable (Stripe takes 30 minutes to 24 hours). */
export const PROVIDER_CHECKOUT_MINUTES = 60;

/** Open membership checkouts the reconciliation reads back: older than this, or past their expiry. */
export const RECONCILE_AFTER_MINUTES = 5;

/** The plan's recurring price, found again by this key: the plan, its amount and its months (a new price is a new key). */
export function lookupKeyOf(plan: MembershipPlan): string {
  return `plan_${plan.id}_${plan.basePriceCents}_${plan.payPeriodMonths}m`;
}

/** What the provider's checkout sells: the plan's price each period of `pay_period_months` months. */
export function subscriptionLine(plan: MembershipPlan) {
  return {
    mode: "subscription" as const,
    name: `${plan.name} membership`,
    description: periodDescription(plan),
    amountCents: plan.basePriceCents,
    intervalMonths: plan.payPeriodMonths,
    lookupKey: lookupKeyOf(plan),
  };
}

/** The membership a provider's subscription pays for (any status), or null. */
export async function membershipBySubscription(db: Database | Transaction, provider: "demo" | "stripe", subscriptionId: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  return row ?? null;
}

/**
 * Opens the provider's subscription checkout of `plan` for the user: the platform's checkout
 * row first (its id is the provider's client reference), then the provider's session.
 */
export async function startProviderCheckout(
  deps: BillingDeps & { provider: PaymentProvider },
  input: { userId: string; email: string | null; plan: MembershipPlan; successUrl: string; cancelUrl: string },
): Promise<{ id: string; url: string }> {
  const { db, provider, clock } = deps;
  const expiresAt = new Date(clock.now() + PROVIDER_CHECKOUT_MINUTES * 60_000);
  const [row] = await db
    .insert(checkoutSessions)
    .values({ userId: input.userId, planId: input.plan.id, successUrl: input.successUrl, cancelUrl: input.cancelUrl, expiresAt, provider: provider.name })
    .returning({ id: checkoutSessions.id });
  const id = row!.id;
  const withId = (url: string) => url.replaceAll("{CHECKOUT_SESSION_ID}", id);
  await db.update(checkoutSessions).set({ successUrl: withId(input.successUrl), cancelUrl: withId(input.cancelUrl) }).where(eq(checkoutSessions.id, id));
  try {
    const opened = await provider.startCheckout({
      reference: id,
      purpose: "membership",
      line: subscriptionLine(input.plan),
      customerEmail: input.email,
      successUrl: withId(input.successUrl),
      cancelUrl: withId(input.cancelUrl),
      expiresAt,
    });
    await db.update(checkoutSessions).set({ providerCheckoutId: opened.id }).where(eq(checkoutSessions.id, id));
    return { id, url: opened.url };
  } catch (error) {
    await db.update(checkoutSessions).set({ status: "cancelled" }).where(eq(checkoutSessions.id, id));
    throw error;
  }
}

/**
 * The provider says the checkout was paid (`state`): in one transaction (after `before`, a
 * webhook's claim) the checkout is completed and the user's membership is the plan, paid until
 * the subscription's period end, its first invoice recorded. A checkout completed before changes
 * nothing. The user's other subscriptions at the provider (a cheaper plan replaced by a pricier
 * one) are marked due to be cancelled (in the transaction) and cancelled there at once, after the
 * commit, or by the reconciliation if the provider fails: what was left of their period is not refunded.
 */
export async function completeProviderCheckout(
  deps: BillingDeps,
  checkoutId: string,
  state: CheckoutState,
  before?: (tx: Transaction) => Promise<boolean>,
): Promise<Subscription | null> {
  const { db, provider } = deps;
  if (!provider || !state.paid || !state.subscription) return null;
  const subscription = state.subscription;
  // The first period's payment is its paid invoice: the session's, else the subscription's latest
  // read back (a session need not name it). None yet: invoice.paid records it when it comes.
  const invoice = state.invoice?.paid ? state.invoice : await paidLatestInvoice(provider, subscription.id);
  const replaced: string[] = [];
  const activated = await db.transaction(async (tx) => {
    if (before && !(await before(tx))) return null;
    const [checkout] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).for("update");
    if (!checkout || checkout.status === "completed") return null;
    await tx.update(checkoutSessions).set({ status: "completed", timeCompleted: new Date(deps.clock.now()) }).where(eq(checkoutSessions.id, checkout.id));
    const others = await tx
      .select({ ref: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, checkout.userId), ne(subscriptions.status, "cancelled"), eq(subscriptions.provider, provider.name)));
    for (const { ref } of others) if (ref && ref !== subscription.id) replaced.push(ref);
    return activate(tx, {
      userId: checkout.userId,
      planId: checkout.planId,
      provider: provider.name,
      providerSubscriptionId: subscription.id,
      at: new Date(deps.clock.now()),
      periodEnd: subscription.currentPeriodEnd,
      payment: invoice ? { providerRef: invoice.id, amountCents: invoice.amountPaidCents, receiptUrl: invoice.hostedUrl } : null,
    });
  });
  for (const ref of replaced) await cancelDueAtProvider(deps, provider, ref);
  return activated;
}

async function paidLatestInvoice(provider: PaymentProvider, subscriptionId: string): Promise<InvoiceState | null> {
  const latest = (await provider.readSubscription(subscriptionId)).latestInvoice;
  return latest?.paid && latest.subscriptionId === subscriptionId ? latest : null;
}

/**
 * Cancels at the provider a subscription marked `provider_cancel_due` (replaced, or lapsed past
 * its grace), its open invoice voided, and clears the mark once the provider confirms; a failure is logged and left due for
 * the reconciliation to ask again. true: cancelled.
 */
async function cancelDueAtProvider(deps: BillingDeps, provider: PaymentProvider, subscriptionId: string): Promise<boolean> {
  try {
    // Its unpaid invoice first: once cancelled, Stripe stops collecting it but leaves it payable
    // on its page, and nothing would be owed for a membership that has ended.
    const latest = (await provider.readSubscription(subscriptionId)).latestInvoice;
    if (latest && !latest.paid && latest.amountDueCents > 0) await provider.voidOpenInvoice(latest.id);
    await provider.cancelSubscription(subscriptionId);
  } catch (error) {
    (deps.logError ?? logPlatformError)(`cancelling subscription ${subscriptionId} at ${provider.name} failed; the reconciliation asks again`, error);
    return false;
  }
  await deps.db
    .update(subscriptions)
    .set({ providerCancelDue: false })
    .where(and(eq(subscriptions.provider, provider.name), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  return true;
}

/**
 * A provider's past-due membership whose grace (lifecycle.ts GRACE_DAYS) is over lapses here, as
 * the demo's do, whether or not the provider has ended the subscription yet; its subscription is
 * then due to be cancelled there. How many lapsed.
 */
export async function lapseOverdueMemberships(deps: BillingDeps): Promise<number> {
  const { db, provider } = deps;
  if (!provider) return 0;
  const now = new Date(deps.clock.now());
  const overdue = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider.name), eq(subscriptions.status, "past_due"), lte(subscriptions.graceUntil, now)))
    .limit(200);
  let lapsed = 0;
  for (const { id } of overdue) {
    const done = await db.transaction(async (tx) => {
      // Read again under its lock: one paid meanwhile is left alone.
      const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
      if (!locked || locked.status !== "past_due" || !locked.graceUntil || locked.graceUntil > now) return false;
      await lapse(tx, id);
      if (locked.providerSubscriptionId) await tx.update(subscriptions).set({ providerCancelDue: true }).where(eq(subscriptions.id, id));
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

/** The subscriptions still due to be cancelled at the provider, asked again. How many were cancelled. */
export async function cancelDueSubscriptions(deps: BillingDeps): Promise<number> {
  const { db, provider } = deps;
  if (!provider) return 0;
  const due = await db
    .select({ ref: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.providerCancelDue, true), eq(subscriptions.provider, provider.name)))
    .limit(200);
  let cancelled = 0;
  for (const { ref } of due) if (ref && (await cancelDueAtProvider(deps, provider, ref))) cancelled += 1;
  return cancelled;
}

/**
 * The reconciliation's part for memberships: open checkouts read back, past-due memberships past
 * their grace lapsed, and subscriptions still due cancelled at the provider.
 */
export async function reconcileMemberships(deps: BillingDeps): Promise<number> {
  return (await reconcileMembershipCheckouts(deps)) + (await lapseOverdueMemberships(deps)) + (await cancelDueSubscriptions(deps));
}

/** Reads an open provider checkout back and applies it: paid → active; expired (or past its time, closed at the provider) → cancelled. */
export async function settleProviderCheckout(deps: BillingDeps, checkout: CheckoutSession): Promise<void> {
  const { db, provider, clock } = deps;
  if (checkout.status !== "open" || checkout.provider === "demo") return;
  const past = checkout.expiresAt.getTime() <= clock.now();
  const close = () => db.update(checkoutSessions).set({ status: "cancelled" }).where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open")));
  if (!provider || provider.name !== checkout.provider || !checkout.providerCheckoutId) {
    if (past) await close();
    return;
  }
  let state = await provider.readCheckout(checkout.providerCheckoutId);
  if (state.status === "open" && past) {
    await provider.expireCheckout(checkout.providerCheckoutId);
    state = await provider.readCheckout(checkout.providerCheckoutId);
  }
  if (state.paid) await completeProviderCheckout(deps, checkout.id, state);
  else if (state.status === "expired") await close();
}

/** The reconciliation's part: open provider checkouts older than RECONCILE_AFTER_MINUTES or past their time. How many it settled. */
export async function reconcileMembershipCheckouts(deps: BillingDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, "open"),
        ne(checkoutSessions.provider, "demo"),
        or(lt(checkoutSessions.timeCreated, new Date(now - RECONCILE_AFTER_MINUTES * 60_000)), lt(checkoutSessions.expiresAt, new Date(now + 1))),
      ),
    )
    .orderBy(asc(checkoutSessions.timeCreated))
    .limit(200);
  let settled = 0;
  for (const checkout of due) {
    try {
      await settleProviderCheckout(deps, checkout);
      settled += 1;
    } catch (error) {
      (deps.logError ?? logPlatformError)(`reconciling membership checkout ${checkout.id} failed`, error);
    }
  }
  return settled;
}

const CHECKOUT_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.expired", "checkout.session.async_payment_failed"]);
const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.updated", "customer.subscription.deleted"]);

/**
 * A membership's provider events (docs/payments.md "Webhooks"); false for anything else. Handled
 * once each: the event's id is claimed in the transaction of its effect.
 */
export async function handleMembershipEvent(deps: BillingDeps, event: ProviderEvent): Promise<boolean> {
  const { db, provider } = deps;
  if (!provider) return false;
  const claim = (tx: Transaction) => claimEvent(tx, { id: event.id, type: event.type });
  const claimOnly = () => db.transaction(async (tx) => void (await claim(tx)));

  if (CHECKOUT_EVENTS.has(event.type)) {
    const session = event.object as { id?: unknown; client_reference_id?: unknown; metadata?: Record<string, unknown> | null };
    if (session.metadata?.purpose !== "membership" || typeof session.id !== "string") return false;
    const checkoutId = typeof session.client_reference_id === "string" ? session.client_reference_id : "";
    // Read back: the event's copy names the subscription but not its period or its invoice.
    const state = await provider.readCheckout(session.id);
    if (state.paid && (await completeProviderCheckout(deps, checkoutId, state, claim))) return true;
    await db.transaction(async (tx) => {
      if ((await claim(tx)) && state.status === "expired" && /^[0-9a-f-]{36}$/i.test(checkoutId)) {
        await tx.update(checkoutSessions).set({ status: "cancelled" }).where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, "open")));
      }
    });
    return true;
  }

  const invoice = provider.invoiceOfEvent(event);
  if (invoice && (event.type === "invoice.paid" || event.type === "invoice.payment_failed")) {
    if (!invoice.subscriptionId) return false;
    const membership = await membershipBySubscription(db, provider.name, invoice.subscriptionId);
    // Not a membership's, or its checkout not applied yet: the activation records the first
    // invoice, read back from the subscription (docs/payments.md "Memberships").
    if (!membership) {
      await claimOnly();
      return true;
    }
    if (invoice.reason === "create") {
      // The first period's payment: recorded once, whether the activation saw it or not.
      await db.transaction(async (tx) => {
        if (!(await claim(tx)) || event.type !== "invoice.paid" || !invoice.paid) return;
        await recordFirstPayment(tx, membership.id, { providerRef: invoice.id, amountCents: invoice.amountPaidCents, receiptUrl: invoice.hostedUrl });
      });
      return true;
    }
    const at = new Date(deps.clock.now());
    if (event.type === "invoice.paid") {
      const subscription = await provider.readSubscription(invoice.subscriptionId);
      const payment = { providerRef: invoice.id, amountCents: invoice.amountPaidCents, receiptUrl: invoice.hostedUrl };
      const late = await db.transaction(async (tx) => {
        if (!(await claim(tx))) return null;
        // Over (its grace ran out) before this payment came: refunded, not renewed.
        const refunded = await refundLateRenewal(tx, membership.id, payment);
        if (!refunded) await renew(tx, membership.id, { at, periodEnd: subscription.currentPeriodEnd, payment });
        return refunded;
      });
      if (late) await askForRefund(db, refundersOf(provider), late.refund, late.of, deps.logError ?? logPlatformError);
    } else {
      // Paid meanwhile (an older failure arriving late): Stripe's subscription is no longer past due, nothing is owed.
      const subscription = await provider.readSubscription(invoice.subscriptionId);
      await db.transaction(async (tx) => {
        if (!(await claim(tx))) return;
        if (subscription.status !== "past_due") return;
        await renewalFailed(tx, membership.id, at, invoice.hostedUrl);
      });
    }
    return true;
  }

  const subscriptionId = SUBSCRIPTION_EVENTS.has(event.type) ? provider.subscriptionIdOfEvent(event) : null;
  if (subscriptionId) {
    const membership = await membershipBySubscription(db, provider.name, subscriptionId);
    if (!membership || membership.status === "cancelled") {
      await claimOnly();
      return true;
    }
    // What Stripe holds now, whatever order its events came in.
    const subscription = await provider.readSubscription(subscriptionId);
    await db.transaction(async (tx) => {
      if (!(await claim(tx))) return;
      if (subscription.status === "ended") {
        if (membership.cancelAtPeriodEnd || subscription.cancelAtPeriodEnd) await endAtPeriodEnd(tx, membership.id);
        else await lapse(tx, membership.id);
        return;
      }
      await mirror(tx, membership, subscription);
    });
    return true;
  }
  return false;
}

/**
 * customer.subscription.updated: the membership takes the subscription's cancel_at_period_end and
 * its period end (read back: a pause does not move it, docs/memberships.md); a pause lifted at the
 * provider ends the pause here.
 */
async function mirror(tx: Transaction, membership: Subscription, subscription: Awaited<ReturnType<PaymentProvider["readSubscription"]>>): Promise<void> {
  const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, membership.id)).for("update");
  if (!locked || locked.status === "cancelled") return;
  const values: Partial<Subscription> = { cancelAtPeriodEnd: subscription.cancelAtPeriodEnd, timeUpdated: new Date() };
  if (locked.status === "paused" && !subscription.paused) Object.assign(values, { status: "active", pausedUntil: null });
  values.currentPeriodEnd = subscription.currentPeriodEnd;
  if (subscription.cancelAtPeriodEnd) Object.assign(values, { pendingPlanId: null, pendingFrom: null });
  await tx.update(subscriptions).set(values).where(eq(subscriptions.id, locked.id));
}
