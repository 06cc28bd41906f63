/**
 * The payments module's public face (platform/README.md "Modules and their order"): the payment
 * providers behind the hosted checkouts and the record of card money. Its tables stay inside.
 */
export { PROVIDER_NAMES, type CheckoutLine, type CheckoutStart, type CheckoutState, type PaymentProvider, type ProviderCheckout, type ProviderName, type RefundAnswer } from "./provider";
export { claimEvent, paymentFor, paymentsOf, recordPayment, recordRefund, type PaymentRecord } from "./records";
export type { Payment, PaymentPurpose, PaymentStatus } from "./schema";
export { demoRefund } from "./demo-refund";
export { isUnsettled, requestRefund, settleRefund, unsettledRefunds } from "./refund-requests";
