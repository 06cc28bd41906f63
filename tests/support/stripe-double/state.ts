/** What the double holds: Stripe's objects, by id, as its API returns them. */
import { randomBytes } from "node:crypto";

export type Json = Record<string, unknown>;

export type StripeState = {
  sessions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  charges: Map<string, Json>;
  refunds: Map<string, Json>;
  products: Map<string, Json>;
  prices: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Answers already given, by Idempotency-Key: the same request again gets the same answer. */
  idempotent: Map<string, { body: string; status: number; answer: unknown }>;
  /**
   * false: a paid subscription session does not name its invoice (`invoice: null`, which Stripe's
   * types allow: "ID of the invoice created by the Checkout Session, if it exists"); the first
   * invoice is then the subscription's latest_invoice only.
   */
  sessionNamesInvoice: boolean;
};

export const newState = (): StripeState => ({ sessions: new Map(), paymentIntents: new Map(), charges: new Map(), refunds: new Map(), products: new Map(), prices: new Map(), subscriptions: new Map(), invoices: new Map(), idempotent: new Map(), sessionNamesInvoice: true });

/** An id in Stripe's style: `cs_test_…`, `pi_…`, `ch_…`, `re_…`, `prod_…`, `price_…`, `sub_…`, `in_…`, `evt_…`. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
