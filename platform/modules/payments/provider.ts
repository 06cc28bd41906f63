/**
 * A payment provider: who takes a member's card money through a hosted checkout and gives it back
 * (spec/platform-core.md §7: `POST /membership/plans/{id}/checkout/hosted` and
 * `POST /experiences/id/{id}/checkout/hosted` answer the url the browser goes to). Two providers:
 * "demo" (a page of this platform, no real money; the sandbox always uses it) and "stripe" (Stripe
 * Checkout through the official package). docs/payments.md says which applies when.
 *
 * The platform never takes the browser's word that something was paid: it learns it from the
 * provider (a signed webhook, or the checkout read back on return and by reconciliation).
 */
export const PROVIDER_NAMES = ["demo", "stripe"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What a checkout sells: one payment (a booking) or a subscription (a membership, billed every `intervalMonths`). */
export type CheckoutLine =
  | { mode: "payment"; name: string; description: string; amountCents: number }
  | {
      mode: "subscription";
      name: string;
      description: string;
      /** The price of each period, in cents. */
      amountCents: number;
      intervalMonths: number;
      /** A stable key the recurring price is found by (created once per plan and amount). */
      lookupKey: string;
    };

export type CheckoutStart = {
  /** The platform's own checkout id: the provider's client reference, and the demo page's id. */
  reference: string;
  purpose: "booking" | "membership";
  line: CheckoutLine;
  /** Prefilled on the provider's page; null when unknown. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type ProviderCheckout = { id: string; url: string };

/** A subscription's invoice: the bill of one period (Stripe: an Invoice). */
export type InvoiceState = {
  id: string;
  subscriptionId: string | null;
  /** Why it was made: the first period ("create"), a renewal ("cycle"), anything else ("other"). */
  reason: "create" | "cycle" | "other";
  paid: boolean;
  amountPaidCents: number;
  amountDueCents: number;
  /** The provider's page of the invoice: its receipt once paid, where to pay it while open. */
  hostedUrl: string | null;
};

/** A subscription as the provider knows it now. */
export type SubscriptionState = {
  id: string;
  status: "active" | "past_due" | "ended" | "other";
  /** The end of the period paid for (or being billed). */
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Its collection is paused (Stripe: pause_collection). */
  paused: boolean;
  /** Its latest invoice when the provider gave it (readSubscription does), else null. */
  latestInvoice: InvoiceState | null;
};

/** A checkout as the provider knows it now. */
export type CheckoutState = {
  id: string;
  reference: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountCents: number;
  /** The payment to refund once paid (Stripe: the PaymentIntent), else null. */
  paymentId: string | null;
  subscriptionId: string | null;
  receiptUrl: string | null;
  /** A subscription checkout's, once paid: the subscription and its first invoice. */
  subscription: SubscriptionState | null;
  invoice: InvoiceState | null;
};

export type RefundAnswer = { id: string; status: "succeeded" | "pending" | "failed" };

/**
 * A provider's event, its signature checked: `id` is what claimEvent stores; `object` is the
 * event's object as the provider sent it (a Checkout Session, an Invoice, …).
 */
export type ProviderEvent = { id: string; type: string; object: Record<string, unknown> };

/** A webhook whose signature is missing, forged or too old (answered 400, no effect). */
export class WebhookRefused extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName;
  startCheckout(start: CheckoutStart): Promise<ProviderCheckout>;
  readCheckout(id: string): Promise<CheckoutState>;
  /** Closes an open checkout so it can no longer be paid (a member who came back through the cancel URL). */
  expireCheckout(id: string): Promise<void>;
  /**
   * `paymentId`: the payment as recorded (Stripe: a PaymentIntent, or a subscription's Invoice whose
   * payment is refunded). `idempotencyKey`: the same refund asked twice is made once.
   */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundAnswer>;
  /**
   * The event a webhook delivers, once its signature is checked against the raw body (Stripe:
   * 5 minutes' tolerance); throws WebhookRefused otherwise. The demo provider sends none.
   */
  verifyEvent(rawBody: string, signature: string | null): Promise<ProviderEvent>;
  /**
   * What a provider event says of a subscription's invoice (invoice.paid, invoice.payment_failed)
   * or of a subscription (customer.subscription.*), from the event's own object; null when it is
   * not one. The state a handler acts on is read back with readSubscription.
   */
  invoiceOfEvent(event: ProviderEvent): InvoiceState | null;
  subscriptionIdOfEvent(event: ProviderEvent): string | null;
  readSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** true: the subscription ends at its period's end instead of renewing; false: it renews again. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * An open invoice can no longer be paid (Stripe: voided): a subscription that ended leaves its
   * unpaid invoice payable on the provider's page otherwise. One already paid or voided is left as
   * it is (a payment that won the race arrives as invoice.paid and is refunded).
   */
  voidOpenInvoice(invoiceId: string): Promise<void>;
  /** Ends it now, nothing refunded (a membership replaced by a pricier plan, or a past-due one cancelled). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** No payment is collected until `resumesAt` (Stripe: pause_collection, invoices voided). */
  pauseCollection(subscriptionId: string, resumesAt: Date): Promise<void>;
  resumeCollection(subscriptionId: string): Promise<void>;
  /** From its next period on, the subscription bills `line` (nothing prorated now). */
  changeSubscriptionPrice(subscriptionId: string, line: Extract<CheckoutLine, { mode: "subscription" }>): Promise<void>;
}
