/**
 * Memberships paid through Stripe subscriptions (docs/payments.md "Memberships"), against the
 * Stripe double: active only on Stripe's word (webhook, return, reconciliation); renewals extend
 * the period; a failed renewal is past due with the invoice's page to pay on, then active when
 * paid; cancel at the period's end, then the subscription's end ends it; pause and unpause reach
 * Stripe; replayed and out-of-order events; one recurring Price per plan and amount. Time moves
 * only when the test moves the clock.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkoutSessions, payments, subscriptions } from "../../platform/schema";
import { send } from "../support/platform-accounts";
import { databaseTargets } from "../support/platform";
import { person, type Person } from "../support/marketplace";
import { useStripePlatform } from "../support/stripe-platform";

type Plan = { id: string; name: string; base_price: number; pay_period_months: number };

describe.each(databaseTargets)("memberships through Stripe on $name", async (target) => {
  const { platform, stripe, clock } = await useStripePlatform(target);
  beforeEach(() => {
    clock.reset();
    stripe.holdWebhooks = false;
    stripe.refusing.clear();
    stripe.setSessionNamesInvoice(true);
  });

  const plan = async (name: string) => ((await send(platform(), "GET", "/membership/plans")).body as Plan[]).find((p) => p.name === name)!;
  const checkout = (who: Person, planId: string) =>
    send(platform(), "POST", `/membership/plans/${planId}/checkout/hosted`, {
      token: who.token,
      json: { success_url: "http://site.test/completion?checkout={CHECKOUT_SESSION_ID}", cancel_url: "http://site.test/membership-levels" },
    });
  const sessionOf = async (checkoutId: string) => (await platform().db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)))[0]!.providerCheckoutId!;
  const membershipsOf = (userId: string) => platform().db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const heldBy = async (userId: string) => (await membershipsOf(userId)).find((m) => m.status !== "cancelled") ?? null;
  const returned = (who: Person, id: string) => send(platform(), "GET", `/membership/checkout/${id}`, { token: who.token });
  const periodEndOf = (subscriptionId: string) => {
    const sub = stripe.subscription(subscriptionId) as { items: { data: Array<{ current_period_end: number }> } };
    return new Date(sub.items.data[0]!.current_period_end * 1000);
  };

  /** A member whose Alliance membership Stripe has made active (the hosted page's "Pay", its webhooks). */
  async function member(name = "Alliance") {
    const buyer = await person(platform());
    const alliance = await plan(name);
    const started = await checkout(buyer, alliance.id);
    expect(started.status).toBe(201);
    const sessionId = await sessionOf(started.body.id);
    await stripe.complete(sessionId);
    const membership = (await heldBy(buyer.id))!;
    return { buyer, plan: alliance, checkoutId: started.body.id, sessionId, membership, subscriptionId: membership.providerSubscriptionId! };
  }

  it("opens a subscription Checkout Session for the plan's recurring price, and activates only when Stripe's webhook says it was paid", async () => {
    const buyer = await person(platform());
    const alliance = await plan("Alliance");
    const asked = stripe.requests.length;
    const started = await checkout(buyer, alliance.id);
    expect(started.status).toBe(201);
    const sessionId = await sessionOf(started.body.id);
    expect(started.body).toEqual({ id: started.body.id, url: `${stripe.url}/pay/${sessionId}` });
    const created = stripe.requests.slice(asked).find((r) => r.path === "/v1/checkout/sessions")!;
    const price = stripe.requests.slice(asked).find((r) => r.method === "POST" && r.path === "/v1/prices")!;
    expect(price.form).toMatchObject({ currency: "usd", unit_amount: "15000", recurring: { interval: "month", interval_count: "1" }, lookup_key: `plan_${alliance.id}_15000_1m` });
    expect(created.form).toMatchObject({
      mode: "subscription",
      client_reference_id: started.body.id,
      metadata: { checkout_id: started.body.id, purpose: "membership" },
      subscription_data: { metadata: { checkout_id: started.body.id, purpose: "membership" } },
      customer_email: buyer.email,
      success_url: `http://site.test/completion?checkout=${started.body.id}`,
      line_items: [{ quantity: "1", price: expect.stringMatching(/^price_/) }],
    });
    // Nothing yet: the browser's word is not enough.
    expect(await heldBy(buyer.id)).toBeNull();

    const { delivered } = await stripe.complete(sessionId);
    expect(delivered!.status).toBe(200);
    const membership = (await heldBy(buyer.id))!;
    const session = stripe.session(sessionId) as { subscription: string };
    expect(membership).toMatchObject({ planId: alliance.id, status: "active", provider: "stripe", providerSubscriptionId: session.subscription });
    expect(membership.currentPeriodEnd).toEqual(periodEndOf(session.subscription));
    const sub = stripe.subscription(session.subscription) as { latest_invoice: { id: string; hosted_invoice_url: string } };
    expect(await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([
      expect.objectContaining({ purpose: "membership", subjectId: membership.id, amountCents: 15000, provider: "stripe", providerRef: sub.latest_invoice.id, receiptUrl: sub.latest_invoice.hosted_invoice_url, description: "Alliance membership, 1 month" }),
    ]);
    expect((await returned(buyer, started.body.id)).body).toMatchObject({ status: "completed" });
  });

  it("a webhook that never comes: the return reads the session from Stripe, and the reconciliation activates the rest", async () => {
    stripe.holdWebhooks = true;
    const alliance = await plan("Alliance");
    const [a, b] = [await person(platform()), await person(platform())];
    const first = await checkout(a, alliance.id);
    const second = await checkout(b, alliance.id);
    await stripe.complete(await sessionOf(first.body.id));
    await stripe.complete(await sessionOf(second.body.id));
    expect(await heldBy(a.id)).toBeNull();
    expect((await returned(a, first.body.id)).body).toMatchObject({ status: "completed" });
    expect(await heldBy(a.id)).toMatchObject({ status: "active", provider: "stripe" });
    expect(await heldBy(b.id)).toBeNull();
    clock.advance(6 * 60_000);
    await platform().reconcilePayments();
    expect(await heldBy(b.id)).toMatchObject({ status: "active", provider: "stripe" });
    // The held events arrive at last: no second membership, no second payment.
    stripe.holdWebhooks = false;
    for (const event of stripe.events.slice(-4)) expect((await stripe.deliver(event)).status).toBe(200);
    expect(await membershipsOf(b.id)).toHaveLength(1);
    expect(await platform().db.select().from(payments).where(eq(payments.userId, b.id))).toHaveLength(1);
  });

  it("one recurring Price per plan and amount: a second checkout finds it by its lookup key", async () => {
    const collective = await plan("Collective");
    await checkout(await person(platform()), collective.id);
    const asked = stripe.requests.length;
    await checkout(await person(platform()), collective.id);
    const calls = stripe.requests.slice(asked);
    expect(calls.find((r) => r.method === "GET" && r.path === "/v1/prices")!.form).toMatchObject({ lookup_keys: [`plan_${collective.id}_45000_1m`] });
    expect(calls.filter((r) => r.path === "/v1/prices" && r.method === "POST")).toEqual([]);
    expect(calls.filter((r) => r.path === "/v1/products")).toEqual([]);
  });

  it("a renewal extends the period to the subscription's; a failed one is past due with the invoice's page, then paid is active again", async () => {
    const { buyer, membership, subscriptionId } = await member();
    await stripe.renew(subscriptionId);
    const renewed = (await heldBy(buyer.id))!;
    expect(renewed.currentPeriodEnd).toEqual(periodEndOf(subscriptionId));
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(membership.currentPeriodEnd.getTime());
    expect(await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(2);

    const { invoice } = await stripe.failRenewal(subscriptionId);
    const pastDue = (await heldBy(buyer.id))!;
    expect(pastDue).toMatchObject({ status: "past_due", payUrl: invoice.hosted_invoice_url });
    const me = await send(platform(), "GET", "/account/me", { token: buyer.token });
    expect(me.body.subscription_plans[0]).toMatchObject({ status: "past_due", pay_url: invoice.hosted_invoice_url });

    await stripe.payInvoice(invoice.id as string);
    const paid = (await heldBy(buyer.id))!;
    expect(paid).toMatchObject({ status: "active", payUrl: null, graceUntil: null });
    expect(paid.currentPeriodEnd).toEqual(periodEndOf(subscriptionId));
    expect(await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(3);
  });

  it("cancel asks Stripe to end at the period's end (keep asks it not to); the subscription's end then ends the membership", async () => {
    const { buyer, plan: alliance, subscriptionId } = await member();
    expect((await send(platform(), "DELETE", `/membership/plans/${alliance.id}/cancel`, { token: buyer.token })).status).toBe(200);
    expect(stripe.subscription(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    expect(await heldBy(buyer.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/change`, { token: buyer.token })).status).toBe(200);
    expect(stripe.subscription(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
    expect(await heldBy(buyer.id)).toMatchObject({ cancelAtPeriodEnd: false });
    await send(platform(), "DELETE", `/membership/plans/${alliance.id}/cancel`, { token: buyer.token });
    await stripe.idle();
    await stripe.deleteSubscription(subscriptionId);
    expect(await heldBy(buyer.id)).toBeNull();
    expect((await membershipsOf(buyer.id))[0]).toMatchObject({ status: "cancelled" });
  });

  it("pause and unpause reach Stripe's pause of collection", async () => {
    const { buyer, plan: alliance, subscriptionId } = await member();
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token: buyer.token, json: { months: 2 } })).status).toBe(200);
    expect(stripe.subscription(subscriptionId)).toMatchObject({ pause_collection: { behavior: "void", resumes_at: expect.any(Number) } });
    expect(await heldBy(buyer.id)).toMatchObject({ status: "paused" });
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/unpause`, { token: buyer.token })).status).toBe(200);
    expect(stripe.subscription(subscriptionId)).toMatchObject({ pause_collection: null });
    expect(await heldBy(buyer.id)).toMatchObject({ status: "active" });
  });

  it("a cheaper plan changes the subscription's price from the next period (nothing prorated); a pricier one through checkout cancels the old subscription at once", async () => {
    const { buyer, subscriptionId } = await member("Collective");
    const alliance = await plan("Alliance");
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/change`, { token: buyer.token })).status).toBe(200);
    const update = stripe.requests.findLast((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(update.form).toMatchObject({ proration_behavior: "none", items: [{ price: expect.stringMatching(/^price_/) }] });
    expect((stripe.subscription(subscriptionId) as { items: { data: Array<{ price: { unit_amount: number } }> } }).items.data[0]!.price.unit_amount).toBe(15000);
    expect(await heldBy(buyer.id)).toMatchObject({ pendingPlanId: alliance.id });
    await stripe.renew(subscriptionId);
    expect(await heldBy(buyer.id)).toMatchObject({ planId: alliance.id, pendingPlanId: null });

    const enterprise = await plan("Enterprise");
    const upgrade = await checkout(buyer, enterprise.id);
    await stripe.complete(await sessionOf(upgrade.body.id));
    await stripe.idle();
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(await heldBy(buyer.id)).toMatchObject({ planId: enterprise.id, status: "active" });
  });

  it("replayed and out-of-order subscription events: each handled once, the state read back from Stripe", async () => {
    const { buyer, subscriptionId } = await member();
    const { event: paid } = await stripe.renew(subscriptionId);
    const after = (await heldBy(buyer.id))!;
    // A replay: 2xx, no second payment, no second renewal.
    expect((await stripe.deliver(paid)).status).toBe(200);
    expect(await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(2);
    expect((await heldBy(buyer.id))!.currentPeriodEnd).toEqual(after.currentPeriodEnd);
    // An older failure arriving after its invoice was paid: nothing is owed.
    stripe.holdWebhooks = true;
    const { event: failed, invoice } = await stripe.failRenewal(subscriptionId);
    const { event: settled } = await stripe.payInvoice(invoice.id as string);
    stripe.holdWebhooks = false;
    expect((await stripe.deliver(settled)).status).toBe(200);
    expect((await stripe.deliver(failed)).status).toBe(200);
    expect(await heldBy(buyer.id)).toMatchObject({ status: "active", payUrl: null });
    // customer.subscription.updated from before a cancel, delivered after it: the state is Stripe's now.
    await stripe.idle();
    const plansEvents = stripe.events.length;
    await send(platform(), "DELETE", `/membership/plans/${(await heldBy(buyer.id))!.planId}/cancel`, { token: buyer.token });
    await stripe.idle();
    const updated = stripe.events.slice(plansEvents).find((e) => e.type === "customer.subscription.updated")!;
    const stale = { ...updated, id: `${updated.id}_older`, data: { object: { ...updated.data.object, cancel_at_period_end: false } } };
    expect((await stripe.deliver(stale)).status).toBe(200);
    expect(await heldBy(buyer.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("a forged membership event is refused with 400 and does nothing", async () => {
    const { buyer, subscriptionId } = await member();
    stripe.holdWebhooks = true;
    const { event } = await stripe.failRenewal(subscriptionId);
    const forged = await stripe.deliver(event, { signature: "t=1,v1=00" });
    expect(forged.status).toBe(400);
    expect(await heldBy(buyer.id)).toMatchObject({ status: "active" });
  });

  it("nobody is billed twice: a replaced subscription Stripe refused to cancel is cancelled by the reconciliation once Stripe answers", async () => {
    const { buyer, subscriptionId } = await member();
    const enterprise = await plan("Enterprise");
    stripe.refusing.add(`DELETE /v1/subscriptions/${subscriptionId}`);
    const upgrade = await checkout(buyer, enterprise.id);
    await stripe.complete(await sessionOf(upgrade.body.id));
    await stripe.idle();
    expect(await heldBy(buyer.id)).toMatchObject({ planId: enterprise.id, status: "active" });
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "active" });
    // Still refused: the reconciliation tries again and keeps it due.
    await platform().reconcilePayments();
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "active" });
    stripe.refusing.clear();
    await platform().reconcilePayments();
    await stripe.idle();
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "canceled" });
    const asked = stripe.requests.length;
    await platform().reconcilePayments();
    expect(stripe.requests.slice(asked).filter((r) => r.method === "DELETE")).toEqual([]);
    expect(await heldBy(buyer.id)).toMatchObject({ planId: enterprise.id, status: "active" });
  });

  it("the 7 days of grace are enforced: past them a past-due membership ends here and is cancelled at Stripe, retried until Stripe confirms", async () => {
    const { buyer, subscriptionId } = await member();
    await stripe.failRenewal(subscriptionId);
    expect(await heldBy(buyer.id)).toMatchObject({ status: "past_due" });
    clock.advance(6 * 24 * 3600_000);
    await platform().reconcilePayments();
    expect(await heldBy(buyer.id)).toMatchObject({ status: "past_due" });
    stripe.refusing.add(`DELETE /v1/subscriptions/${subscriptionId}`);
    clock.advance(24 * 3600_000 + 60_000);
    await platform().reconcilePayments();
    // Over here even though Stripe has not ended it yet.
    expect(await heldBy(buyer.id)).toBeNull();
    expect((await send(platform(), "GET", "/account/me", { token: buyer.token })).body.subscription_plans).toEqual([]);
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "past_due" });
    stripe.refusing.clear();
    await platform().reconcilePayments();
    await stripe.idle();
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "canceled" });
    expect((await membershipsOf(buyer.id))[0]).toMatchObject({ status: "cancelled" });
  });

  it("a lapsed membership's unpaid invoice is voided at Stripe: the member can no longer pay for a membership that has ended", async () => {
    const { buyer, subscriptionId } = await member();
    const { invoice } = await stripe.failRenewal(subscriptionId);
    clock.advance(7 * 24 * 3600_000 + 60_000);
    await platform().reconcilePayments();
    await stripe.idle();
    expect(await heldBy(buyer.id)).toBeNull();
    expect(stripe.invoice(invoice.id as string)).toMatchObject({ status: "void" });
    expect(stripe.subscription(subscriptionId)).toMatchObject({ status: "canceled" });
    const page = await fetch(`${stripe.url}/invoices/${invoice.id as string}/pay`, { method: "POST" });
    expect(page.status).toBe(409);
  });

  it("a renewal paid after the membership lapsed (it won the race with the void) is refunded in full, recorded, and the member told", async () => {
    const { buyer, plan: alliance, subscriptionId } = await member();
    const { invoice } = await stripe.failRenewal(subscriptionId);
    const invoiceId = invoice.id as string;
    stripe.refusing.add(`POST /v1/invoices/${invoiceId}/void`);
    clock.advance(7 * 24 * 3600_000 + 60_000);
    await platform().reconcilePayments();
    expect(await heldBy(buyer.id)).toBeNull();
    const { delivered } = await stripe.payInvoice(invoiceId);
    expect(delivered!.status).toBe(200);
    await stripe.idle();
    // Not a member again: the money goes back.
    expect(await heldBy(buyer.id)).toBeNull();
    const refund = stripe.requests.find((r) => r.path === "/v1/refunds")!;
    const paidWith = (stripe.invoice(invoiceId, ["payments"]) as { payments: { data: Array<{ payment: { payment_intent: string } }> } }).payments.data[0]!.payment.payment_intent;
    expect(refund.form).toEqual({ payment_intent: paidWith, amount: String(alliance.base_price * 100) });
    const records = await platform().db.select().from(payments).where(eq(payments.providerRef, invoiceId));
    expect(records.map((r) => [r.kind, r.amountCents, r.status])).toEqual([["payment", alliance.base_price * 100, "succeeded"]]);
    const refunds = (await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).filter((r) => r.kind === "refund");
    expect(refunds.map((r) => [r.amountCents, r.status, r.refundOf])).toEqual([[alliance.base_price * 100, "succeeded", records[0]!.id]]);
    const told = await send(platform(), "GET", "/account/notifications", { token: buyer.token });
    expect(JSON.stringify(told.body)).toContain(`arrived after your ${alliance.name} membership had ended, so it was refunded in full.`);
    // Redelivered: no second refund.
    const paidEvent = stripe.events.filter((e) => e.type === "invoice.paid").at(-1)!;
    expect((await stripe.deliver(paidEvent)).status).toBe(200);
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
  });

  it("a pause keeps the period Stripe's: paused, unpaused and renewed, the membership's period end is the subscription's", async () => {
    const { buyer, plan: alliance, subscriptionId } = await member();
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token: buyer.token, json: { months: 2 } })).status).toBe(200);
    await stripe.idle();
    const paused = (await heldBy(buyer.id))!;
    expect(paused).toMatchObject({ status: "paused" });
    expect(paused.currentPeriodEnd).toEqual(periodEndOf(subscriptionId));
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/unpause`, { token: buyer.token })).status).toBe(200);
    await stripe.idle();
    expect((await heldBy(buyer.id))!.currentPeriodEnd).toEqual(periodEndOf(subscriptionId));
    await stripe.renew(subscriptionId);
    expect((await heldBy(buyer.id))!.currentPeriodEnd).toEqual(periodEndOf(subscriptionId));
  });

  describe.each([
    { order: "invoice.paid before checkout.session.completed", first: "invoice.paid" },
    { order: "checkout.session.completed before invoice.paid", first: "checkout.session.completed" },
  ])("no payment missed: the first invoice is the membership's payment, once, with $order", ({ first }) => {
    it.each([true, false])("(the session names its invoice: %s)", async (namesInvoice) => {
      stripe.setSessionNamesInvoice(namesInvoice);
      const buyer = await person(platform());
      const alliance = await plan("Alliance");
      const started = await checkout(buyer, alliance.id);
      stripe.holdWebhooks = true;
      const sent = stripe.events.length;
      await stripe.complete(await sessionOf(started.body.id));
      stripe.holdWebhooks = false;
      const events = stripe.events.slice(sent);
      expect(events.map((e) => e.type).sort()).toEqual(["checkout.session.completed", "invoice.paid"]);
      for (const event of [...events].sort((a, b) => (a.type === first ? -1 : b.type === first ? 1 : 0))) expect((await stripe.deliver(event)).status).toBe(200);
      const membership = (await heldBy(buyer.id))!;
      const sub = stripe.subscription(membership.providerSubscriptionId!) as { latest_invoice: { id: string; hosted_invoice_url: string } };
      expect(await platform().db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([
        expect.objectContaining({ purpose: "membership", subjectId: membership.id, amountCents: 15000, providerRef: sub.latest_invoice.id, receiptUrl: sub.latest_invoice.hosted_invoice_url }),
      ]);
    });
  });
});
