/**
 * Giving card money back after a transaction wrote the refund as a pending row (docs/security.md
 * "Cancellations and refunds"): the provider that took the payment is asked with the row's id as
 * its idempotency key, and its answer is written on the row; unanswered, the row stays pending for
 * the reconciliation. Used by cancelling and by a booking refused at its payment's confirmation.
 */
import type { Database } from "../../db/connect";
import { demoRefund, settleRefund, type Payment, type PaymentProvider, type ProviderName } from "../payments";

/** Who gives card money back, by the provider that took it; the demo provider is always there. */
export type Refunders = Partial<Record<ProviderName, PaymentProvider["refund"]>>;
export const DEFAULT_REFUNDERS: Refunders = { demo: demoRefund };

/** Who refunds what each provider took: the demo's own, and the running provider's when it is Stripe. */
export function refundersOf(provider: PaymentProvider | null): Refunders {
  return provider?.name === "stripe" ? { ...DEFAULT_REFUNDERS, stripe: (input) => provider.refund(input) } : DEFAULT_REFUNDERS;
}

type Log = (message: string, error: unknown) => void;

/** Asks the provider for a requested refund and writes its answer; on failure the row stays requested (and pending). */
export async function askProvider(db: Database, refunders: Refunders, refund: Payment, of: Payment, log: Log): Promise<Payment> {
  const refunder = refunders[of.provider];
  if (!refunder) {
    log(`No ${of.provider} provider to refund ${refund.id}: it stays pending`, null);
    return refund;
  }
  try {
    const answer = await refunder({ paymentId: of.providerRef, amountCents: refund.amountCents, idempotencyKey: refund.id });
    return (await settleRefund(db, refund.id, answer)) ?? refund;
  } catch (error) {
    log(`Refund ${refund.id} was not answered by ${of.provider}: it stays pending for the reconciliation`, error);
    return refund;
  }
}

