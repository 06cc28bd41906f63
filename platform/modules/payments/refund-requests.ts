/**
 * A card refund in two steps, so no transaction is held open across the provider's network call
 * and no refund is made twice or lost (docs/security.md "Cancellations and refunds"):
 * 1. `requestRefund`, in the transaction of its cause (a booking cancelled): a "pending" refund
 *    row whose provider_ref is `requested:<its id>` until the provider answers;
 * 2. after commit, the provider's refund is asked with the row's id as the idempotency key, and
 *    `settleRefund` writes the provider's refund id and status. A call that failed leaves the row
 *    requested; `unsettledRefunds` finds it for the retry, which uses the same key, so the
 *    provider makes the refund once however often it is asked.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { demoRefund } from "./demo-refund";
import type { PaymentProvider, ProviderName, RefundAnswer } from "./provider";
import type { Transaction } from "./records";
import { payments, type Payment } from "./schema";

const REQUESTED = "requested:";

/** A refund of `of` asked for but not yet answered by its provider: the pending row, its id the idempotency key. */
export async function requestRefund(tx: Transaction, of: Payment, refund: { amountCents: number; description: string }): Promise<Payment> {
  const id = randomUUID();
  const [row] = await tx
    .insert(payments)
    .values({
      id,
      userId: of.userId,
      kind: "refund",
      purpose: of.purpose,
      subjectId: of.subjectId,
      description: refund.description,
      amountCents: refund.amountCents,
      status: "pending",
      provider: of.provider,
      providerRef: `${REQUESTED}${id}`,
      refundOf: of.id,
      receiptUrl: of.receiptUrl,
    })
    .returning();
  return row!;
}

/** Writes the provider's answer to a requested refund (again with the same answer changes nothing). */
export async function settleRefund(db: Database, refundId: string, answer: RefundAnswer): Promise<Payment | null> {
  const [row] = await db
    .update(payments)
    .set({ providerRef: answer.id, status: answer.status })
    .where(and(eq(payments.id, refundId), eq(payments.kind, "refund")))
    .returning();
  return row ?? null;
}

/** Refunds asked for whose provider never answered, oldest first, each with the payment it returns. */
export async function unsettledRefunds(db: Database, limit = 100): Promise<Array<{ refund: Payment; of: Payment }>> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, "refund"), like(payments.providerRef, `${REQUESTED}%`)))
    .orderBy(asc(payments.timeCreated))
    .limit(limit);
  const result: Array<{ refund: Payment; of: Payment }> = [];
  for (const refund of rows) {
    const [of] = await db.select().from(payments).where(eq(payments.id, refund.refundOf!));
    if (of) result.push({ refund, of });
  }
  return result;
}

/** Whether the refund still waits for its provider's answer. */
export const isUnsettled = (refund: Payment) => refund.providerRef.startsWith(REQUESTED);

/** Who gives card money back, by the provider that took it; the demo provider is always there. */
export type Refunders = Partial<Record<ProviderName, PaymentProvider["refund"]>>;
export const DEFAULT_REFUNDERS: Refunders = { demo: demoRefund };

/** Who refunds what each provider took: the demo's own, and the running provider's when it is Stripe. */
export function refundersOf(provider: PaymentProvider | null): Refunders {
  return provider?.name === "stripe" ? { ...DEFAULT_REFUNDERS, stripe: (input) => provider.refund(input) } : DEFAULT_REFUNDERS;
}

type Log = (message: string, error: unknown) => void;

/** Step 2: asks the provider for a requested refund and writes its answer; on failure the row stays requested (and pending). */
export async function askForRefund(db: Database, refunders: Refunders, refund: Payment, of: Payment, log: Log): Promise<Payment> {
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

/** The reconciliation's part: asks again, with the same idempotency keys, for every refund its provider never answered. */
export async function retryUnsettledRefunds(db: Database, refunders: Refunders, log: Log): Promise<Payment[]> {
  const settled: Payment[] = [];
  for (const { refund, of } of await unsettledRefunds(db)) settled.push(await askForRefund(db, refunders, refund, of, log));
  return settled;
}
