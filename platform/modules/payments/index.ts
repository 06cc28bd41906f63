/**
 * The payments module's public face (platform/README.md "Modules and their order"): the payment
 * providers behind the hosted checkouts and the record of card money. Its tables stay inside.
 */
import type { PaymentSettings } from "#contract/payments";
import { demoProvider } from "./demo";
import type { PaymentProvider } from "./provider";

export {
  PROVIDER_NAMES,
  WebhookRefused,
  type CheckoutLine,
  type CheckoutStart,
  type CheckoutState,
  type InvoiceState,
  type SubscriptionState,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderName,
  type RefundAnswer,
} from "./provider";
export { DEMO_PAGES, demoProvider } from "./demo";
export { claimEvent, paymentFor, paymentsOf, recordPayment, recordRefund, type PaymentRecord } from "./records";
export type { Payment, PaymentPurpose, PaymentStatus } from "./schema";
export { demoRefund } from "./demo-refund";
export { askForRefund, DEFAULT_REFUNDERS, isUnsettled, refundersOf, requestRefund, retryUnsettledRefunds, settleRefund, unsettledRefunds, type Refunders } from "./refund-requests";

/**
 * The provider the settings choose, built once at start and handed to the routes; null when
 * there is none (production without Stripe: hosted checkouts refuse). `publicUrl`: where the
 * demo pages are. The Stripe package (~10 MB in memory) is loaded only when Stripe is chosen.
 */
export async function paymentProvider(settings: PaymentSettings, publicUrl: string): Promise<PaymentProvider | null> {
  if (settings.provider === "demo") return demoProvider(publicUrl);
  if (settings.provider === "stripe") return (await import("./stripe")).stripeProvider(settings.stripe);
  return null;
}
