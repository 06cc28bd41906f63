/**
 * Paying a booking on the demo page: one transaction claims the places (the capacity guard),
 * debits the credits, creates the purchase and one ticket per guest and completes the checkout.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import type { Database } from "../../db/connect";
import { experienceCheckouts, purchases, tickets } from "./schema";
import { conflict, notFound, PlatformError } from "../../errors";
import { debit } from "../coins";
import { emit } from "../../events";
import { CHECKOUT_MESSAGES, experienceById, soldOut, UUID, venueOfExperience, type Transaction } from "./checkout";
import { capacityOf } from "./slots";

export type SlotClaim = { experienceId: string; date: string; startTime: string; guests: number; capacity: number };

/**
 * Adds `guests` to the places sold in a slot, in ONE statement that refuses to pass the capacity:
 * the row (created on first sale) is locked by the upsert, and the WHERE is evaluated on its
 * latest version, so concurrent payments queue on it and none can push `sold` past capacity.
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

export type PaidCheckout = { purchaseId: string; successUrl: string };

/**
 * Pays an open, unexpired checkout: in one transaction the places are claimed, the credits
 * debited, the purchase and one ticket per guest created and the checkout completed; any
 * refusal rolls all of it back (the checkout stays open). Paying a completed checkout again
 * answers its purchase (a double submit makes one purchase). `claim` is replaceable only so a
 * test can show what an unguarded claim does.
 */
export async function payExperienceCheckout(db: Database, checkoutId: string, claim = claimPlaces): Promise<PaidCheckout> {
  if (!UUID.test(checkoutId)) throw notFound(CHECKOUT_MESSAGES.closed);
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(experienceCheckouts)
      .set({ status: "completed", timeCompleted: sql`now()` })
      .where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.status, "open"), sql`${experienceCheckouts.expiresAt} > now()`))
      .returning();
    if (!checkout) {
      const [done] = await tx
        .select({ purchaseId: purchases.id, successUrl: experienceCheckouts.successUrl })
        .from(purchases)
        .innerJoin(experienceCheckouts, eq(experienceCheckouts.id, purchases.checkoutId))
        .where(eq(purchases.checkoutId, checkoutId));
      if (done) return done;
      throw new PlatformError(410, ERROR_CODES.conflict, CHECKOUT_MESSAGES.closed);
    }
    const experience = await experienceById(tx, checkout.experienceId);
    const claimed = await claim(tx, {
      experienceId: experience.id,
      date: checkout.date,
      startTime: checkout.startTime,
      guests: checkout.guests,
      capacity: capacityOf(experience, await venueOfExperience(tx, experience.id)),
    });
    if (!claimed) throw soldOut(CHECKOUT_MESSAGES.soldOut);

    if (checkout.creditId && checkout.creditQuantity > 0) {
      // The ledger's guarded debit, with its movement row in this transaction.
      const spend = { userId: checkout.userId, creditId: checkout.creditId, amount: checkout.creditQuantity };
      if ((await debit(tx, { ...spend, kind: "checkout", checkoutId: checkout.id })) === null) {
        throw conflict("You no longer hold the credits this booking uses.");
      }
    }

    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: checkout.userId,
        experienceId: experience.id,
        businessId: experience.businessId,
        checkoutId: checkout.id,
        date: checkout.date,
        startTime: checkout.startTime,
        startsAt: checkout.startsAt,
        timezone: experience.timezone,
        guests: checkout.guests,
        pickup: checkout.pickup,
        pickupAddress: checkout.pickupAddress,
        creditId: checkout.creditId,
        creditQuantity: checkout.creditQuantity,
        subtotalCents: checkout.subtotalCents,
        priceCents: checkout.priceCents,
      })
      .returning({ id: purchases.id });
    const purchaseId = purchase!.id;
    await tx.insert(tickets).values(
      Array.from({ length: checkout.guests }, (_, index) => {
        const id = randomUUID();
        // What a scanner needs to admit the holder without another lookup, and to look it up.
        const data = {
          code: `exp-ticket:${id}`,
          purchase_id: purchaseId,
          experience_id: experience.id,
          experience_name: experience.name,
          starts_at: checkout.startsAt.toISOString(),
          date: checkout.date,
          time: checkout.startTime,
          timezone: experience.timezone,
          number: index + 1,
          of: checkout.guests,
        };
        return { id, purchaseId, number: index + 1, data };
      }),
    );
    const slot = { date: checkout.date, time: checkout.startTime, guests: checkout.guests };
    await emit(tx, "purchasePaid", { purchaseId, buyerId: checkout.userId, experienceId: experience.id, ...slot });
    return { purchaseId, successUrl: checkout.successUrl };
  });
}

/** Cancels an open checkout; answers where the browser goes (the success URL once completed). */
export async function cancelExperienceCheckout(db: Database, checkoutId: string): Promise<string | null> {
  if (!UUID.test(checkoutId)) return null;
  await db
    .update(experienceCheckouts)
    .set({ status: "cancelled" })
    .where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.status, "open")));
  const [row] = await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId));
  if (!row) return null;
  return row.status === "completed" ? row.successUrl : row.cancelUrl;
}
