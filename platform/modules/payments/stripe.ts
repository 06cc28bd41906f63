/**
 * The Stripe provider (docs/payments.md): Stripe Checkout through the official package. The same
 * calls go to Stripe in production and to a Stripe-compatible API in tests (STRIPE_API_BASE: its
 * host, port and protocol); nothing here knows which.
 */
import Stripe from "stripe";
import type { StripeSettings } from "#contract/payments";
import { CURRENCY } from "#contract/money";
import { WebhookRefused, type CheckoutLine, type CheckoutState, type InvoiceState, type PaymentProvider, type ProviderEvent, type RefundAnswer, type SubscriptionState } from "./provider";

/** Stripe's own tolerance for a webhook's timestamp (5 minutes): older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === "string" ? value : value.id);

const INVOICE_REASON: Record<string, InvoiceState["reason"]> = { subscription_create: "create", subscription_cycle: "cycle" };

/** An Invoice (the subscription is its parent's, in Stripe's current API). */
export function invoiceStateOf(invoice: Stripe.Invoice): InvoiceState {
  return {
    id: invoice.id!,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    reason: INVOICE_REASON[invoice.billing_reason ?? ""] ?? "other",
    paid: invoice.status === "paid",
    amountPaidCents: invoice.amount_paid,
    amountDueCents: invoice.amount_due,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

const SUBSCRIPTION_STATUS: Record<string, SubscriptionState["status"]> = { active: "active", trialing: "active", past_due: "past_due", unpaid: "past_due", canceled: "ended", incomplete_expired: "ended" };

/** A Subscription: its period is its item's (current_period_end moved to the items in Stripe's current API). */
export function subscriptionStateOf(subscription: Stripe.Subscription): SubscriptionState {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    status: SUBSCRIPTION_STATUS[subscription.status] ?? "other",
    currentPeriodEnd: new Date(Math.max(...ends) * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paused: subscription.pause_collection !== null,
    latestInvoice: subscription.latest_invoice && typeof subscription.latest_invoice === "object" ? invoiceStateOf(subscription.latest_invoice) : null,
  };
}

/** What a session says, with its PaymentIntent's latest charge (the receipt), its subscription and first invoice expanded. */
export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const subscription = session.subscription && typeof session.subscription === "object" ? subscriptionStateOf(session.subscription) : null;
  const invoice = session.invoice && typeof session.invoice === "object" ? invoiceStateOf(session.invoice) : null;
  return {
    id: session.id,
    reference: session.client_reference_id ?? "",
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paid: session.payment_status === "paid",
    amountCents: session.amount_total ?? 0,
    paymentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    receiptUrl: charge?.receipt_url ?? invoice?.hostedUrl ?? null,
    subscription,
    invoice,
  };
}

const REFUND_STATUS: Record<string, RefundAnswer["status"]> = { succeeded: "succeeded", pending: "pending", requires_action: "pending", failed: "failed", canceled: "failed" };

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  /**
   * The recurring price of a plan, found by its stable lookup key (the plan, its amount and its
   * months: a new amount is a new key), else created once with its Product (idempotency keys:
   * two starts racing make one).
   */
  /** The PaymentIntent that paid a subscription's invoice (Stripe lists an invoice's payments; a paid one has one). */
  async function paymentIntentOfInvoice(invoiceId: string): Promise<string> {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
    const paid = invoice.payments?.data.find((payment) => payment.status === "paid" && payment.payment.type === "payment_intent");
    const intent = idOf(paid?.payment.payment_intent);
    if (!intent) throw new Error(`Stripe invoice ${invoiceId} has no paid PaymentIntent to refund`);
    return intent;
  }

  async function recurringPrice(line: Extract<CheckoutLine, { mode: "subscription" }>): Promise<string> {
    const found = await stripe.prices.list({ lookup_keys: [line.lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const product = await stripe.products.create({ name: line.name, description: line.description }, { idempotencyKey: `product-${line.lookupKey}` });
    const price = await stripe.prices.create(
      {
        currency: CURRENCY,
        unit_amount: line.amountCents,
        recurring: { interval: "month", interval_count: line.intervalMonths },
        lookup_key: line.lookupKey,
        product: product.id,
      },
      { idempotencyKey: `price-${line.lookupKey}` },
    );
    return price.id;
  }

  const dataObject = (event: ProviderEvent) => event.object as { object?: unknown; id?: unknown };

  return {
    name: "stripe",
    async startCheckout(start) {
      const { line } = start;
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem =
        line.mode === "payment"
          ? { quantity: 1, price_data: { currency: CURRENCY, unit_amount: line.amountCents, product_data: { name: line.name, description: line.description } } }
          : { quantity: 1, price: await recurringPrice(line) };
      const metadata = { checkout_id: start.reference, purpose: start.purpose };
      const session = await stripe.checkout.sessions.create(
        {
          mode: line.mode,
          line_items: [lineItem],
          client_reference_id: start.reference,
          metadata,
          ...(line.mode === "payment" ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
          ...(start.customerEmail ? { customer_email: start.customerEmail } : {}),
          success_url: start.successUrl,
          cancel_url: start.cancelUrl,
          expires_at: Math.floor(start.expiresAt.getTime() / 1000),
        },
        // The same checkout started twice (a retry after a lost answer) is one session.
        { idempotencyKey: `checkout-${start.reference}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async readCheckout(id) {
      return checkoutStateOf(await stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent.latest_charge", "subscription", "invoice"] }));
    },

    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Already complete or expired: the caller reads the session and acts on what it says.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const intent = paymentId.startsWith("in_") ? await paymentIntentOfInvoice(paymentId) : paymentId;
      const refund = await stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey });
      return { id: refund.id, status: REFUND_STATUS[refund.status ?? "pending"] ?? "pending" };
    },

    async verifyEvent(rawBody, signature): Promise<ProviderEvent> {
      if (!signature) throw new WebhookRefused("No Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookRefused(error instanceof Error ? error.message : "The signature does not match.");
      }
      return { id: event.id, type: event.type, object: event.data.object as unknown as Record<string, unknown> };
    },

    invoiceOfEvent(event) {
      const object = dataObject(event);
      return object.object === "invoice" ? invoiceStateOf(object as unknown as Stripe.Invoice) : null;
    },
    subscriptionIdOfEvent(event) {
      const object = dataObject(event);
      return object.object === "subscription" && typeof object.id === "string" ? object.id : null;
    },
    async readSubscription(subscriptionId) {
      return subscriptionStateOf(await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice"] }));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async voidOpenInvoice(invoiceId) {
      try {
        await stripe.invoices.voidInvoice(invoiceId);
      } catch (error) {
        // Paid or voided meanwhile: nothing is left to pay on it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already canceled: what was asked is so.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async pauseCollection(subscriptionId, resumesAt) {
      // "void": the invoices of the paused months are voided, nothing is owed for them.
      await stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: "void", resumes_at: Math.floor(resumesAt.getTime() / 1000) } });
    },
    async resumeCollection(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { pause_collection: "" });
    },
    async changeSubscriptionPrice(subscriptionId, line) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const price = await recurringPrice(line);
      if (item.price.id === price) return;
      // The current period was paid at the old price; the next invoice bills the new one.
      await stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price }], proration_behavior: "none" });
    },
  };
}
