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
import type { RefundAnswer } from "./provider";
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
