/**
 * The Stripe double is strict, as Stripe is (tests/support/stripe-double/): the official package,
 * pointed at it, gets Stripe's errors for a wrong key, an unknown or missing parameter, a currency
 * or an expiry Stripe refuses, and the same answer for a repeated Idempotency-Key.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeDouble, type StripeDouble } from "../support/stripe-double";

let double: StripeDouble;
let stripe: Stripe;
const client = (key: string) => {
  const base = new URL(double.url);
  return new Stripe(key, { host: base.hostname, port: base.port, protocol: "http", maxNetworkRetries: 0 });
};
const session = (extra: Record<string, unknown> = {}) => ({
  mode: "payment" as const,
  success_url: "http://site.test/done",
  line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 4000, product_data: { name: "Harbor kayak tour" } } }],
  expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
  ...extra,
});

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = client(double.secretKey);
});
afterAll(() => double.close());

describe("the Stripe double", () => {
  it("refuses another key", async () => {
    await expect(client("sk_test_wrong").checkout.sessions.create(session())).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
  });

  it("refuses unknown and missing parameters, and what Stripe refuses, in Stripe's error shape", async () => {
    await expect(stripe.checkout.sessions.create(session({ colour: "red" }) as never)).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "colour" });
    const { success_url: _, ...noSuccess } = session();
    await expect(stripe.checkout.sessions.create(noSuccess as never)).rejects.toMatchObject({ param: "success_url", code: "parameter_missing" });
    await expect(
      stripe.checkout.sessions.create(session({ line_items: [{ quantity: 1, price_data: { currency: "eur", unit_amount: 4000, product_data: { name: "x" } } }] })),
    ).rejects.toMatchObject({ param: "line_items[0][price_data][currency]" });
    await expect(stripe.checkout.sessions.create(session({ expires_at: Math.floor(Date.now() / 1000) + 60 }))).rejects.toMatchObject({ param: "expires_at" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_none")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("answers a repeated Idempotency-Key with the first answer, and pays, expands and refunds as Stripe does", async () => {
    // One set of parameters for both: its expires_at is read from the clock once (a second tick between two reads would change it).
    const params = session();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "same" });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: "same" });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ object: "checkout.session", status: "open", payment_status: "unpaid", amount_total: 4000, url: `${double.url}/pay/${first.id}` });
    double.holdWebhooks = true;
    await double.complete(first.id);
    const paid = await stripe.checkout.sessions.retrieve(first.id, { expand: ["payment_intent.latest_charge"] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect([paid.status, paid.payment_status, (intent.latest_charge as Stripe.Charge).receipt_url]).toEqual(["complete", "paid", expect.stringContaining("/receipts/")]);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 4000 }, { idempotencyKey: "refund-1" });
    expect(refund).toMatchObject({ object: "refund", amount: 4000, status: "succeeded" });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 1 })).rejects.toMatchObject({ code: "amount_too_large" });
    await expect(stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({ type: "StripeInvalidRequestError" });
  });

  it("prices, products, subscription sessions, subscriptions and invoices in Stripe's shapes, strictly", async () => {
    double.holdWebhooks = true;
    const product = await stripe.products.create({ name: "Alliance membership" });
    const recurring = { currency: "usd", unit_amount: 15000, recurring: { interval: "month" as const, interval_count: 1 }, product: product.id };
    const price = await stripe.prices.create({ ...recurring, lookup_key: "plan_a_15000_1m" });
    // A lookup key belongs to one price; listing by it finds that one.
    await expect(stripe.prices.create({ ...recurring, lookup_key: "plan_a_15000_1m" })).rejects.toMatchObject({ param: "lookup_key", code: "lookup_key_already_used" });
    expect((await stripe.prices.list({ lookup_keys: ["plan_a_15000_1m"], active: true, limit: 1 })).data.map((p) => p.id)).toEqual([price.id]);
    await expect(stripe.prices.create({ ...recurring, product: "prod_none" })).rejects.toMatchObject({ statusCode: 404, param: "product" });
    // Mode "subscription" takes a recurring price; mode "payment" refuses one.
    const base = { success_url: "http://site.test/done", expires_at: Math.floor(Date.now() / 1000) + 31 * 60 };
    await expect(stripe.checkout.sessions.create({ ...base, mode: "payment", line_items: [{ price: price.id, quantity: 1 }] })).rejects.toMatchObject({ param: "line_items[0][price]" });
    await expect(stripe.checkout.sessions.create({ ...base, mode: "subscription", line_items: [{ price: price.id, quantity: 1 }], payment_intent_data: { metadata: { a: "b" } } } as never)).rejects.toMatchObject({ param: "payment_intent_data" });
    const opened = await stripe.checkout.sessions.create({ ...base, mode: "subscription", line_items: [{ price: price.id, quantity: 1 }], subscription_data: { metadata: { purpose: "membership" } } });
    await double.complete(opened.id);
    const paid = await stripe.checkout.sessions.retrieve(opened.id, { expand: ["subscription", "invoice"] });
    const subscription = paid.subscription as Stripe.Subscription;
    const invoice = paid.invoice as Stripe.Invoice;
    expect(subscription).toMatchObject({ object: "subscription", status: "active", cancel_at_period_end: false, pause_collection: null, metadata: { purpose: "membership" } });
    expect(subscription.items.data[0]!.current_period_end).toBeGreaterThan(subscription.items.data[0]!.current_period_start);
    expect(invoice).toMatchObject({ object: "invoice", status: "paid", amount_paid: 15000, billing_reason: "subscription_create", parent: { subscription_details: { subscription: subscription.id } } });
    expect(double.events.slice(-2).map((e) => e.type)).toEqual(["checkout.session.completed", "invoice.paid"]);
    // Updates: only what Stripe takes, in its shapes.
    await expect(stripe.subscriptions.update(subscription.id, { colour: "red" } as never)).rejects.toMatchObject({ param: "colour" });
    await expect(stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: "sleep" as never } })).rejects.toMatchObject({ param: "pause_collection[behavior]" });
    const paused = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true, pause_collection: { behavior: "void", resumes_at: 2_000_000_000 } });
    expect(paused).toMatchObject({ cancel_at_period_end: true, pause_collection: { behavior: "void", resumes_at: 2_000_000_000 } });
    expect((await stripe.subscriptions.update(subscription.id, { pause_collection: "" })).pause_collection).toBeNull();
    // A failed renewal leaves its invoice open, payable on its hosted page; then the subscription ends.
    const { invoice: open } = await double.failRenewal(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");
    const page = await fetch(open.hosted_invoice_url as string);
    expect(await page.text()).toContain("Pay $150.00");
    await double.payInvoice(open.id as string);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe("canceled");
    await expect(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })).rejects.toMatchObject({ code: "subscription_canceled" });
    await double.idle();
  });
});
