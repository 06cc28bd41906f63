/**
 * A booking's hold (docs/payments.md "Bookings"): its places in the slot and the credits it uses,
 * taken together when the checkout starts and given back together when it is released unpaid.
 */
import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { credit } from "../coins";
import { experienceCheckouts, type ExperienceCheckout } from "./schema";
import { logPlatformError } from "../../infra/log";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type SlotClaim = { experienceId: string; date: string; startTime: string; guests: number; capacity: number };

/**
 * Adds `guests` to the places sold in a slot, in ONE statement that refuses to pass the capacity:
 * the row (created on first sale) is locked by the upsert, and the WHERE is evaluated on its
 * latest version, so concurrent claims queue on it and none can push `sold` past capacity.
 * False: not enough places left.
 */
export async function claimPlaces(tx: Transaction, claim: SlotClaim): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO experience_slots (experience_id, date, start_time, sold)
    SELECT ${claim.experienceId}::uuid, ${claim.date}::date, ${claim.startTime}::text, ${claim.guests}::int
    WHERE ${claim.guests}::int <= ${claim.capacity}::int
    ON CONFLICT (experience_id, date, start_time)
    DO UPDATE SET sold = experience_slots.sold + excluded.sold
    WHERE experience_slots.sold + excluded.sold <= ${claim.capacity}::int
    RETURNING sold`);
  return rows.length > 0;
}

/** Gives a checkout's places back to its slot. */
export async function releasePlaces(tx: Transaction, checkout: Pick<ExperienceCheckout, "experienceId" | "date" | "startTime" | "guests">): Promise<void> {
  await tx.execute(sql`
    UPDATE experience_slots SET sold = sold - ${checkout.guests}::int
    WHERE experience_id = ${checkout.experienceId}::uuid AND date = ${checkout.date}::date AND start_time = ${checkout.startTime}::text`);
}

/** Gives the credits a checkout's hold debited back, as a ledger row (kind "checkout_release"). */
export async function returnCredits(tx: Transaction, checkout: ExperienceCheckout): Promise<void> {
  if (!checkout.creditId || checkout.creditQuantity <= 0) return;
  const posting = { userId: checkout.userId, creditId: checkout.creditId, amount: checkout.creditQuantity, kind: "checkout_release" as const, checkoutId: checkout.id };
  // Past the cap only if the member was given the coin to the brim meanwhile; a hold's release must not fail on it.
  if ((await credit(tx, posting)) === null) logPlatformError(`checkout ${checkout.id}: its credits could not be returned (balance at its cap)`);
}

/**
 * Releases an open checkout's hold in `tx`: its status becomes `status`, its places and credits go
 * back. The row is taken only while open (a concurrent payment or release waits, then finds it
 * taken), so a hold is released once. The released checkout, or null when it was not open.
 */
export async function releaseHoldIn(tx: Transaction, checkoutId: string, status: "cancelled" | "expired"): Promise<ExperienceCheckout | null> {
  const [checkout] = await tx
    .update(experienceCheckouts)
    .set({ status, timeReleased: sql`now()` })
    .where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.status, "open")))
    .returning();
  if (!checkout) return null;
  await releasePlaces(tx, checkout);
  await returnCredits(tx, checkout);
  return checkout;
}

export async function releaseHold(db: Database, checkoutId: string, status: "cancelled" | "expired"): Promise<ExperienceCheckout | null> {
  return db.transaction((tx) => releaseHoldIn(tx, checkoutId, status));
}

/**
 * Releases, in `tx`, the open holds past their end of one slot and of one member: done before a
 * new hold is taken there, so a lapsed hold never blocks a place or a member's count, even where
 * no reconciliation runs (a sandbox tenant). A payment that still arrives for one is handled as
 * any late payment (payment.ts).
 */
export async function releaseLapsed(tx: Transaction, now: Date, slot: { experienceId: string; date: string; startTime: string }, userId: string): Promise<void> {
  const lapsed = await tx
    .select({ id: experienceCheckouts.id })
    .from(experienceCheckouts)
    .where(
      and(
        eq(experienceCheckouts.status, "open"),
        lte(experienceCheckouts.expiresAt, now),
        or(
          eq(experienceCheckouts.userId, userId),
          and(eq(experienceCheckouts.experienceId, slot.experienceId), eq(experienceCheckouts.date, slot.date), eq(experienceCheckouts.startTime, slot.startTime)),
        ),
      ),
    );
  for (const { id } of lapsed) await releaseHoldIn(tx, id, "expired");
}
