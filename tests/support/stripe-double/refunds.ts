/** Refunds (https://docs.stripe.com/api/refunds/create): of a PaymentIntent, at most what is left of its charge. */
import type { Form } from "./form";
import { invalid, missing, noSuch, onlyKnown } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";

export function createRefund(state: StripeState, form: Form, now: number): Json {
  onlyKnown(form, ["payment_intent", "charge", "amount", "reason", "metadata"]);
  if (form.charge !== undefined) throw invalid("This test double refunds by payment_intent only.", "charge");
  if (typeof form.payment_intent !== "string") throw missing("payment_intent");
  const intent = state.paymentIntents.get(form.payment_intent);
  if (!intent) throw noSuch("payment_intent", form.payment_intent, "payment_intent");
  const charge = state.charges.get(intent.latest_charge as string)!;
  const left = (charge.amount as number) - (charge.amount_refunded as number);
  const amount = form.amount === undefined ? left : typeof form.amount === "string" && /^\d+$/.test(form.amount) ? Number(form.amount) : NaN;
  if (!Number.isInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", "amount");
  if (amount > left) throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, "amount", "amount_too_large");
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const id = stripeId("re");
  const refund: Json = { id, object: "refund", amount, charge: charge.id, currency: "usd", payment_intent: intent.id, reason: form.reason ?? null, status: "succeeded", created: Math.floor(now / 1000) };
  state.refunds.set(id, refund);
  return refund;
}
