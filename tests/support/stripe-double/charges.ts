/** PaymentIntents and their Charges (https://docs.stripe.com/api/payment_intents): what a paid session or invoice leaves, and what a refund names. */
import { stripeId, type StripeState } from "./state";

/** A card payment that succeeded: a PaymentIntent with its charge and receipt. Its id. */
export function chargeCard(state: StripeState, amount: number, metadata: unknown, pageBase: string, now: number): string {
  const nowSeconds = Math.floor(now / 1000);
  const intentId = stripeId("pi");
  const chargeId = stripeId("ch");
  state.charges.set(chargeId, {
    id: chargeId,
    object: "charge",
    amount,
    amount_refunded: 0,
    currency: "usd",
    paid: true,
    payment_intent: intentId,
    receipt_url: `${pageBase}/receipts/${chargeId}`,
    refunded: false,
    status: "succeeded",
    created: nowSeconds,
  });
  state.paymentIntents.set(intentId, {
    id: intentId,
    object: "payment_intent",
    amount,
    amount_received: amount,
    currency: "usd",
    latest_charge: chargeId,
    metadata: metadata ?? {},
    status: "succeeded",
    created: nowSeconds,
  });
  return intentId;
}
