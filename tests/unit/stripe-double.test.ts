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
    const first = await stripe.checkout.sessions.create(session(), { idempotencyKey: "same" });
    const again = await stripe.checkout.sessions.create(session(), { idempotencyKey: "same" });
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
});
