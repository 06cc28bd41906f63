/**
 * The record of card money (./schema.ts): what the modules above write when a provider confirms a
 * payment or a refund, and what a member's receipts read. Written in the caller's transaction, so
 * the record commits with its effect (a booking confirmed, a ticket cancelled).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { paymentEvents, payments, type Payment, type PaymentPurpose, type PaymentStatus } from "./schema";
import type { ProviderName } from "./provider";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

export type PaymentRecord = {
  userId: string;
  purpose: PaymentPurpose;
  subjectId: string;
  description: string;
  amountCents: number;
  status: PaymentStatus;
  provider: ProviderName;
  providerRef: string;
  receiptUrl?: string | null;
};

/**
 * Records a payment once: the same provider movement recorded again (a webhook and the return
 * both saw it) updates its status and receipt and answers the same row.
 */
export async function recordPayment(tx: Executor, record: PaymentRecord): Promise<Payment> {
  const [row] = await tx
    .insert(payments)
    .values({ ...record, kind: "payment", receiptUrl: record.receiptUrl ?? null })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { status: record.status, receiptUrl: sql`coalesce(excluded.receipt_url, ${payments.receiptUrl})` },
    })
    .returning();
  return row!;
}

/** Records a refund of `of` (once per provider refund id, as recordPayment). */
export async function recordRefund(
  tx: Executor,
  of: Payment,
  refund: { amountCents: number; status: PaymentStatus; providerRef: string; description: string; receiptUrl?: string | null },
): Promise<Payment> {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: of.userId,
      kind: "refund",
      purpose: of.purpose,
      subjectId: of.subjectId,
      description: refund.description,
      amountCents: refund.amountCents,
      status: refund.status,
      provider: of.provider,
      providerRef: refund.providerRef,
      refundOf: of.id,
      receiptUrl: refund.receiptUrl ?? of.receiptUrl,
    })
    .onConflictDoUpdate({ target: [payments.provider, payments.providerRef], set: { status: refund.status } })
    .returning();
  return row!;
}

/** The succeeded payment for a subject (a purchase, a membership period), newest first, or null. */
export async function paymentFor(db: Executor, subjectId: string): Promise<Payment | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subjectId, subjectId), eq(payments.kind, "payment"), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.timeCreated))
    .limit(1);
  return row ?? null;
}

/** A member's payments and refunds, newest first (their receipts). */
export async function paymentsOf(db: Executor, userId: string, limit = 100): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.timeCreated), desc(payments.id)).limit(limit);
}

/**
 * Claims a provider event for handling in `tx`: true the first time, false when it was handled
 * already (a redelivery answers 2xx with no second effect). Rolled back with the effect, so an
 * event whose handling failed is handled again when the provider retries.
 */
export async function claimEvent(tx: Transaction, event: { id: string; type: string }): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}
