/**
 * Checkout Sessions (https://docs.stripe.com/api/checkout/sessions): create (mode "payment" with
 * price_data, or "subscription" with a recurring price), retrieve (expand payment_intent and its
 * latest_charge, subscription, invoice), expire; and paying one, as
 * the hosted page's "Pay" does: the session completes, a PaymentIntent succeeds with a charge
 * whose receipt_url the platform shows. Strict: unknown parameters, a missing one, a currency
 * other than usd, an amount below Stripe's $0.50 minimum, an expires_at outside 30 minutes to
 * 24 hours are refused as Stripe refuses them.
 */
import type { Form, FormValue } from "./form";
import { invalid, missing, noSuch, onlyKnown } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";
import { chargeCard } from "./charges";
import { createInvoice, showInvoice } from "./invoices";
import { priceById } from "./prices";
import { createSubscription, showSubscription, subscriptionById } from "./subscriptions";

const SESSION_PARAMS = ["mode", "line_items", "client_reference_id", "metadata", "payment_intent_data", "subscription_data", "customer_email", "success_url", "cancel_url", "expires_at", "expand"];
const MIN_AMOUNT_CENTS = 50;

const text = (value: FormValue | undefined, param: string): string => {
  if (typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, param);
  return value;
};
const integer = (value: FormValue | undefined, param: string): number => {
  if (typeof value !== "string" || !/^\d+$/.test(value)) throw invalid(`Invalid integer: ${JSON.stringify(value)}`, param);
  return Number(value);
};
const object = (value: FormValue | undefined, param: string): Record<string, FormValue> => {
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid object`, param);
  return value;
};
const absoluteUrl = (value: FormValue | undefined, param: string): string => {
  const url = text(value, param);
  if (!/^https?:\/\/[^/]/.test(url)) throw invalid("Not a valid URL", param, "url_invalid");
  return url;
};
function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined) return {};
  const given = object(value, param);
  return Object.fromEntries(Object.entries(given).map(([key, v]) => [key, text(v, `${param}[${key}]`)]));
}

/** POST /v1/checkout/sessions */
export function createSession(state: StripeState, form: Form, pageBase: string, now: number): Json {
  onlyKnown(form, SESSION_PARAMS);
  const mode = text(form.mode ?? ((): never => { throw missing("mode"); })(), "mode");
  if (mode !== "payment" && mode !== "subscription") throw invalid(`This test double takes mode "payment" or "subscription"; got ${mode}.`, "mode");
  if (mode === "payment" && form.subscription_data !== undefined) throw invalid("You can not pass `subscription_data` in `payment` mode.", "subscription_data");
  if (mode === "subscription" && form.payment_intent_data !== undefined) throw invalid("You can not pass `payment_intent_data` in `subscription` mode.", "payment_intent_data");
  const successUrl = absoluteUrl(form.success_url ?? ((): never => { throw missing("success_url"); })(), "success_url");
  const cancelUrl = form.cancel_url === undefined ? null : absoluteUrl(form.cancel_url, "cancel_url");
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing("line_items");
  let amount = 0;
  const lines = items.map((raw, index) => {
    const item = object(raw, `line_items[${index}]`);
    onlyKnown(item, ["price_data", "price", "quantity"], `line_items[${index}]`);
    const quantity = integer(item.quantity ?? ((): never => { throw missing(`line_items[${index}][quantity]`); })(), `line_items[${index}][quantity]`);
    if (item.price !== undefined) {
      // A Price made beforehand (a subscription's recurring price).
      const price = priceById(state, text(item.price, `line_items[${index}][price]`), `line_items[${index}][price]`);
      if (mode === "subscription" && !price.recurring) throw invalid("You must provide at least one recurring price in `subscription` mode.", `line_items[${index}][price]`);
      if (mode === "payment" && price.recurring) throw invalid("You specified `payment` mode but passed a recurring price.", `line_items[${index}][price]`);
      const product = state.products.get(price.product as string);
      amount += (price.unit_amount as number) * quantity;
      return { name: String(product?.name ?? "Subscription"), description: (product?.description as string | null) ?? null, unitAmount: price.unit_amount as number, quantity, priceId: price.id as string };
    }
    if (mode === "subscription") throw invalid("This test double takes a `price` for each line item in `subscription` mode.", `line_items[${index}][price]`);
    const price = object(item.price_data ?? ((): never => { throw missing(`line_items[${index}][price_data]`); })(), `line_items[${index}][price_data]`);
    onlyKnown(price, ["currency", "unit_amount", "product_data"], `line_items[${index}][price_data]`);
    const currency = text(price.currency, `line_items[${index}][price_data][currency]`);
    if (currency !== "usd") throw invalid(`This test double takes usd only; got ${currency}.`, `line_items[${index}][price_data][currency]`);
    const unitAmount = integer(price.unit_amount, `line_items[${index}][price_data][unit_amount]`);
    const product = object(price.product_data, `line_items[${index}][price_data][product_data]`);
    onlyKnown(product, ["name", "description"], `line_items[${index}][price_data][product_data]`);
    const name = text(product.name ?? ((): never => { throw missing(`line_items[${index}][price_data][product_data][name]`); })(), `line_items[${index}][price_data][product_data][name]`);
    amount += unitAmount * quantity;
    return { name, description: product.description === undefined ? null : text(product.description, "description"), unitAmount, quantity, priceId: null };
  });
  if (mode === "subscription" && lines.length !== 1) throw invalid("This test double takes one line item in `subscription` mode.", "line_items");
  if (amount < MIN_AMOUNT_CENTS) throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items", "amount_too_small");
  const nowSeconds = Math.floor(now / 1000);
  const expiresAt = form.expires_at === undefined ? nowSeconds + 24 * 3600 : integer(form.expires_at, "expires_at");
  if (expiresAt < nowSeconds + 30 * 60 - 5 || expiresAt > nowSeconds + 24 * 3600) {
    throw invalid("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
  }
  const paymentIntentData = form.payment_intent_data === undefined ? {} : object(form.payment_intent_data, "payment_intent_data");
  onlyKnown(paymentIntentData, ["metadata"], "payment_intent_data");
  const subscriptionData = form.subscription_data === undefined ? {} : object(form.subscription_data, "subscription_data");
  onlyKnown(subscriptionData, ["metadata"], "subscription_data");
  const id = stripeId("cs_test");
  const session: Json = {
    id,
    object: "checkout.session",
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: cancelUrl,
    client_reference_id: form.client_reference_id === undefined ? null : text(form.client_reference_id, "client_reference_id"),
    created: nowSeconds,
    currency: "usd",
    customer_email: form.customer_email === undefined ? null : text(form.customer_email, "customer_email"),
    expires_at: expiresAt,
    invoice: null,
    livemode: false,
    metadata: metadata(form.metadata, "metadata"),
    mode,
    payment_intent: null,
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    success_url: successUrl,
    url: `${pageBase}/pay/${id}`,
    // Kept for the hosted page; Stripe has these as line_items (a separate list call).
    _lines: lines,
    _payment_intent_metadata: metadata(paymentIntentData.metadata, "payment_intent_data[metadata]"),
    _subscription_metadata: metadata(subscriptionData.metadata, "subscription_data[metadata]"),
  };
  state.sessions.set(id, session);
  return session;
}

const EXPANDABLE = ["payment_intent", "payment_intent.latest_charge", "subscription", "invoice"];

/** The session as the API shows it, `expand` applied (payment_intent, payment_intent.latest_charge, subscription, invoice). */
export function showSession(state: StripeState, session: Json, expand: FormValue | undefined): Json {
  const paths = expand === undefined ? [] : Array.isArray(expand) ? expand.map((p, i) => text(p, `expand[${i}]`)) : [text(expand, "expand")];
  for (const path of paths) if (!EXPANDABLE.includes(path)) throw invalid(`This property cannot be expanded (${path}).`, "expand");
  const { _lines: _l, _payment_intent_metadata: _m, _subscription_metadata: _s, ...shown } = session;
  if (paths.includes("subscription") && shown.subscription) shown.subscription = showSubscription(state, subscriptionById(state, shown.subscription as string));
  if (paths.includes("invoice") && shown.invoice) {
    const invoice = state.invoices.get(shown.invoice as string);
    shown.invoice = invoice ? showInvoice(invoice, []) : null;
  }
  if (shown.status !== "open") shown.url = null;
  const intentId = session.payment_intent as string | null;
  if (intentId && paths.some((p) => p.startsWith("payment_intent"))) {
    const intent = { ...state.paymentIntents.get(intentId)! };
    if (paths.includes("payment_intent.latest_charge") && intent.latest_charge) intent.latest_charge = state.charges.get(intent.latest_charge as string);
    shown.payment_intent = intent;
  }
  return shown;
}

export function sessionById(state: StripeState, id: string): Json {
  const session = state.sessions.get(id);
  if (!session) throw noSuch("checkout.session", id, "session");
  return session;
}

/** POST /v1/checkout/sessions/:id/expire */
export function expireSession(state: StripeState, id: string, form: Form): Json {
  onlyKnown(form, ["expand"]);
  const session = sessionById(state, id);
  if (session.status !== "open") throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired; this one is ${String(session.status)}.`, undefined, "checkout_session_not_open");
  session.status = "expired";
  return session;
}

/**
 * Pays an open session (the hosted page's "Pay"): in mode "payment" a succeeded PaymentIntent with
 * its charge and receipt; in mode "subscription" the subscription and its first invoice, paid
 * (`invoice` answers it, for the invoice.paid event that follows).
 */
export function paySession(state: StripeState, id: string, pageBase: string, now: number): { session: Json; invoice: Json | null } {
  const session = sessionById(state, id);
  if (session.status !== "open") throw invalid(`This Checkout Session is ${String(session.status)}: it can no longer be paid.`);
  if (session.mode === "subscription") {
    const line = (session._lines as Array<{ priceId: string; quantity: number }>)[0]!;
    const subscription = createSubscription(state, line.priceId, line.quantity, session._subscription_metadata as Record<string, string>, now);
    const invoice = createInvoice(state, subscription, "subscription_create", true, pageBase, now);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id, invoice: state.sessionNamesInvoice ? invoice.id : null });
    return { session, invoice };
  }
  const intentId = chargeCard(state, session.amount_total as number, session._payment_intent_metadata, pageBase, now);
  Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intentId });
  return { session, invoice: null };
}

