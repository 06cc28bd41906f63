/**
 * Cancelling a booking (issue "Cancellation and refunds", docs/security.md "Cancellations and refunds"): its buyer
 * gets back what the experience's policy gives at the platform's now; the seller's owner may
 * cancel any booking with everything back.
 *
 * The order, so that no refund is made twice or lost and no transaction waits on the network:
 * 1. ONE transaction, the purchase row locked: the purchase "cancelled" (with who, when and what
 *    it gives back), its tickets cancelled, its places returned to the slot, its credits returned
 *    as a "refund" ledger row, the card refund written as a pending refund row, and the
 *    `purchaseCancelled` event (both parties' notifications and emails). A second cancel waits on
 *    the lock, then finds it cancelled: 409, nothing written.
 * 2. After commit, the card's provider is asked for the refund with the pending row's id as its
 *    idempotency key, and its answer is written on the row. If the call fails the row stays
 *    pending and `retryUnsettledRefunds` (the reconciliation) asks again with the same key.
 */
import { and, eq, sql } from "drizzle-orm";
import { partOf, refundPercentAt } from "#contract/cancellation-policy";
import type { Database } from "../../db/connect";
import { brandOwnerOf } from "../businesses";
import { credit, creditNamesOf } from "../coins";
import { experienceRow } from "../experiences";
import { paymentFor, requestRefund, unsettledRefunds, type Payment } from "../payments";
import { askProvider, type Refunders } from "./refunds";
import { conflict, notFound } from "../../errors";
import { emit } from "../../events";
import { experienceSlots, purchases, tickets, type Purchase } from "./schema";
import { PURCHASE_MESSAGES } from "./service";
import type { RefundQuote } from "./wire";

export { DEFAULT_REFUNDERS, refundersOf, type Refunders } from "./refunds";

export const CANCEL_MESSAGES = {
  cancelled: "This booking is already cancelled.",
  started: "This booking has started: it can no longer be cancelled.",
  creditCap: "The credits cannot be returned: the buyer would hold more than the cap.",
} as const;

const UUID = /^[0-9a-f-]{36}$/i;


export type Canceller = { role: "buyer" | "seller"; userId: string };

/** What cancelling gives back at `now` (null: it has started, no cancelling). The seller gives everything back. */
function quoteOf(purchase: Purchase, payment: Payment | null, tiers: Parameters<typeof refundPercentAt>[0], by: Canceller["role"], now: Date, creditName: string | null): RefundQuote | null {
  const byPolicy = refundPercentAt(tiers, purchase.startsAt, now);
  if (byPolicy === null) return null;
  const percent = by === "seller" ? 100 : byPolicy;
  const paidCents = payment?.amountCents ?? 0;
  return { percent, paidCents, refundCents: partOf(paidCents, percent), creditsUsed: purchase.creditQuantity, refundCredits: partOf(purchase.creditQuantity, percent), creditName };
}

/** The buyer's own purchase or one the caller's brand sold, as `role`; the 404 of an unknown one otherwise. */
export async function cancellablePurchase(db: Database, by: Canceller, id: string, businessId?: string): Promise<Purchase> {
  if (!UUID.test(id)) throw notFound(PURCHASE_MESSAGES.noPurchase);
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw notFound(PURCHASE_MESSAGES.noPurchase);
  if (by.role === "buyer" && row.userId === by.userId) return row;
  if (by.role === "seller" && (businessId === undefined || row.businessId === businessId) && (await brandOwnerOf(db, row.businessId)) === by.userId) return row;
  throw notFound(PURCHASE_MESSAGES.noPurchase);
}

/** What cancelling the purchase now would give back; a 409 once it is cancelled or has started. */
export async function refundQuote(db: Database, purchase: Purchase, by: Canceller["role"], now: Date): Promise<RefundQuote> {
  if (purchase.state === "cancelled") throw conflict(CANCEL_MESSAGES.cancelled);
  const [experience, payment, names] = await Promise.all([
    experienceRow(db, purchase.experienceId),
    paymentFor(db, purchase.id),
    creditNamesOf(db, purchase.creditId ? [purchase.creditId] : []),
  ]);
  const quote = quoteOf(purchase, payment, experience?.cancellationTiers ?? [], by, now, purchase.creditId ? (names.get(purchase.creditId) ?? null) : null);
  if (!quote) throw conflict(CANCEL_MESSAGES.started);
  return quote;
}

export type Cancelled = { purchase: Purchase; quote: RefundQuote; cardRefund: Payment | null };

type Log = (message: string, error: unknown) => void;

/**
 * Cancels the purchase (found by `cancellablePurchase`) as `by`, at `now`, then asks the card's
 * provider for the refund (see the order above). Answers the cancelled purchase, what it gave
 * back and the card refund's row as it stands after the provider's answer (pending if none).
 */
export async function cancelPurchase(db: Database, purchaseId: string, by: Canceller, now: Date, refunders: Refunders, log: Log): Promise<Cancelled> {
  const done = await db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
    if (!purchase) throw notFound(PURCHASE_MESSAGES.noPurchase);
    if (purchase.state === "cancelled") throw conflict(CANCEL_MESSAGES.cancelled);
    const experience = await experienceRow(tx, purchase.experienceId);
    const payment = await paymentFor(tx, purchase.id);
    const creditName = purchase.creditId ? ((await creditNamesOf(tx, [purchase.creditId])).get(purchase.creditId) ?? null) : null;
    const quote = quoteOf(purchase, payment, experience?.cancellationTiers ?? [], by.role, now, creditName);
    if (!quote) throw conflict(CANCEL_MESSAGES.started);

    const [cancelled] = await tx
      .update(purchases)
      .set({ state: "cancelled", cancelledBy: by.role, timeCancelled: now, refundPercent: quote.percent, refundCents: quote.refundCents, refundCreditQuantity: quote.refundCredits })
      .where(eq(purchases.id, purchase.id))
      .returning();
    await tx.update(tickets).set({ cancelled: true }).where(eq(tickets.purchaseId, purchase.id));
    // The places go back on sale; the slot's row exists since the booking claimed them.
    await tx
      .update(experienceSlots)
      .set({ sold: sql`greatest(${experienceSlots.sold} - ${purchase.guests}, 0)` })
      .where(and(eq(experienceSlots.experienceId, purchase.experienceId), eq(experienceSlots.date, purchase.date), eq(experienceSlots.startTime, purchase.startTime)));
    if (purchase.creditId && quote.refundCredits > 0) {
      const back = { userId: purchase.userId, creditId: purchase.creditId, amount: quote.refundCredits, kind: "refund" as const, checkoutId: purchase.checkoutId };
      if ((await credit(tx, back)) === null) throw conflict(CANCEL_MESSAGES.creditCap);
    }
    const cardRefund =
      payment && quote.refundCents > 0
        ? await requestRefund(tx, payment, { amountCents: quote.refundCents, description: `Refund: ${experience?.name ?? "a booking"}, ${purchase.date} at ${purchase.startTime}` })
        : null;
    await emit(tx, "purchaseCancelled", {
      purchaseId: purchase.id,
      buyerId: purchase.userId,
      experienceId: purchase.experienceId,
      date: purchase.date,
      time: purchase.startTime,
      guests: purchase.guests,
      by: by.role,
      cancellerId: by.userId,
      refundCents: quote.refundCents,
      refundCredits: quote.refundCredits,
      creditName,
    });
    return { purchase: cancelled!, quote, cardRefund, payment };
  });
  const cardRefund = done.cardRefund && done.payment ? await askProvider(db, refunders, done.cardRefund, done.payment, log) : null;
  return { purchase: done.purchase, quote: done.quote, cardRefund };
}

/** The reconciliation's part: asks again, with the same idempotency keys, for every refund its provider never answered. */
export async function retryUnsettledRefunds(db: Database, refunders: Refunders, log: Log): Promise<Payment[]> {
  const settled: Payment[] = [];
  for (const { refund, of } of await unsettledRefunds(db)) settled.push(await askProvider(db, refunders, refund, of, log));
  return settled;
}
