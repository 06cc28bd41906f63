/**
 * The demo provider (docs/payments.md): checkouts are pages of this platform, no card is asked for
 * and no money moves. Its "Pay" button confirms through the same function a Stripe webhook does;
 * what the demo checkout holds is the platform's own record, so reading one back says only that
 * it is open (the reconciliation then goes by the record's own expiry).
 */
import type { CheckoutStart, PaymentProvider, ProviderCheckout } from "./provider";
import { WebhookRefused } from "./provider";

/** The demo pages, under the platform's public URL: a membership's and an experience booking's. */
export const DEMO_PAGES = { membership: "/checkout", booking: "/experience-checkout" } as const;

export function demoProvider(publicUrl: string): PaymentProvider {
  return {
    name: "demo",
    async startCheckout(start: CheckoutStart): Promise<ProviderCheckout> {
      return { id: start.reference, url: `${publicUrl}${DEMO_PAGES[start.purpose]}/${start.reference}` };
    },
    async readCheckout(id) {
      return { id, reference: id, status: "open", paid: false, amountCents: 0, paymentId: null, subscriptionId: null, receiptUrl: null, subscription: null, invoice: null };
    },
    async expireCheckout() {},
    // Nothing was charged, so nothing goes back: the refund is the platform's record alone.
    async refund({ idempotencyKey }) {
      return { id: `demo_refund_${idempotencyKey}`, status: "succeeded" };
    },
    async verifyEvent() {
      throw new WebhookRefused("The demo provider sends no webhooks.");
    },
    // Demo memberships are the platform's own records (lifecycle.ts sweepMemberships): no subscription to tell.
    invoiceOfEvent: () => null,
    subscriptionIdOfEvent: () => null,
    async readSubscription(id) {
      throw new Error(`The demo provider keeps no subscription (${id}).`);
    },
    async setCancelAtPeriodEnd() {},
    async cancelSubscription() {},
    async voidOpenInvoice() {},
    async pauseCollection() {},
    async resumeCollection() {},
    async changeSubscriptionPrice() {},
  };
}
