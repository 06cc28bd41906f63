/**
 * The demo provider's refund (docs/security.md "Cancellations and refunds"): no real money moved, so it succeeds at once. Its
 * id is made of the idempotency key, so the same refund asked twice is the same refund.
 */
import type { PaymentProvider } from "./provider";

export const demoRefund: PaymentProvider["refund"] = async ({ idempotencyKey }) => ({ id: `demo_re_${idempotencyKey}`, status: "succeeded" });
