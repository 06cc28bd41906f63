/**
 * Invoices (https://docs.stripe.com/api/invoices/object): a subscription's bill for one period,
 * sent in invoice.* events (the platform never lists them). Each has a hosted_invoice_url on this
 * server (the page a member pays a failed renewal on: "Pay" pays it and sends invoice.paid).
 */
import { chargeCard } from "./charges";
import { invalid, noSuch } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";

export type BillingReason = "subscription_create" | "subscription_cycle";

/** A subscription's invoice for its current period: paid, or left open (a failed payment). */
export function createInvoice(state: StripeState, subscription: Json, reason: BillingReason, paid: boolean, pageBase: string, now: number): Json {
  const item = (subscription.items as { data: Json[] }).data[0]!;
  const price = item.price as Json;
  const amount = (price.unit_amount as number) * (item.quantity as number);
  const id = stripeId("in");
  const invoice: Json = {
    id,
    object: "invoice",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created: Math.floor(now / 1000),
    currency: "usd",
    customer: subscription.customer,
    hosted_invoice_url: `${pageBase}/invoices/${id}`,
    invoice_pdf: `${pageBase}/invoices/${id}/pdf`,
    lines: { object: "list", data: [{ id: stripeId("il"), object: "line_item", amount, currency: "usd", period: { start: item.current_period_start, end: item.current_period_end }, pricing: { type: "price_details", price_details: { price: price.id, product: price.product } } }], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    status: paid ? "paid" : "open",
    status_transitions: { paid_at: paid ? Math.floor(now / 1000) : null, finalized_at: Math.floor(now / 1000), voided_at: null, marked_uncollectible_at: null },
  };
  state.invoices.set(id, invoice);
  if (paid) recordInvoicePayment(state, invoice, pageBase, now);
  subscription.latest_invoice = id;
  return invoice;
}

export function invoiceById(state: StripeState, id: string): Json {
  const invoice = state.invoices.get(id);
  if (!invoice) throw noSuch("invoice", id);
  return invoice;
}

/**
 * The card payment of a paid invoice, kept as Stripe's InvoicePayment (its `payments`, shown only
 * when expanded, as Stripe includes them): what a refund of the invoice's payment names.
 */
function recordInvoicePayment(state: StripeState, invoice: Json, pageBase: string, now: number): void {
  const intent = chargeCard(state, invoice.amount_due as number, {}, pageBase, now);
  invoice._payments = [
    { id: stripeId("inpay"), object: "invoice_payment", amount_paid: invoice.amount_due, amount_requested: invoice.amount_due, currency: "usd", invoice: invoice.id, is_default: true, livemode: false, payment: { type: "payment_intent", payment_intent: intent }, status: "paid", created: Math.floor(now / 1000) },
  ];
}

/** An invoice as the API answers it: `payments` only when asked for (expand[]=payments). */
export function showInvoice(invoice: Json, expand: string[]): Json {
  const { _payments, ...shown } = invoice;
  if (expand.includes("payments")) shown.payments = { object: "list", data: _payments ?? [], has_more: false, url: `/v1/invoice_payments?invoice=${String(invoice.id)}` };
  return structuredClone(shown);
}

/** Voids an open invoice (https://docs.stripe.com/api/invoices/void): it can no longer be paid. */
export function voidInvoice(state: StripeState, id: string, now: number): Json {
  const invoice = invoiceById(state, id);
  if (invoice.status !== "open") throw invalid(`You can only pass in open invoices. This invoice is ${String(invoice.status)}.`, undefined, "invoice_not_open");
  Object.assign(invoice, { status: "void", amount_remaining: 0 });
  (invoice.status_transitions as Json).voided_at = Math.floor(now / 1000);
  return invoice;
}

/** Pays an open invoice (the member on its hosted page): its subscription is active again. */
export function payInvoice(state: StripeState, id: string, pageBase: string, now: number): Json {
  const invoice = invoiceById(state, id);
  if (invoice.status !== "open") throw invalid(`Invoice is already ${String(invoice.status)}.`, undefined, "invoice_not_open");
  Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
  recordInvoicePayment(state, invoice, pageBase, now);
  (invoice.status_transitions as Json).paid_at = Math.floor(now / 1000);
  const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
  const subscription = state.subscriptions.get(subscriptionId);
  if (subscription && subscription.status === "past_due") subscription.status = "active";
  return invoice;
}

const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The hosted invoice page: the amount, and "Pay" while it is open (plain HTML, no JavaScript). */
export function invoicePage(invoice: Json): string {
  const total = `$${((invoice.amount_due as number) / 100).toFixed(2)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escape(invoice.id)} (Stripe test double)</title></head>
<body><main>
<h1>Invoice ${escape(invoice.id)}</h1>
<p>Amount due: <strong>${total}</strong></p>
${invoice.status === "open" ? `<form method="post" action="/invoices/${escape(invoice.id)}/pay"><button type="submit">Pay ${total}</button></form>` : `<p>This invoice is ${escape(invoice.status)}.</p>`}
</main></body></html>`;
}
