/**
 * Ratings (spec/platform-core.md §5): the holder of a purchase rates the experience (1-5) and
 * its provider (0-5). The rating is attached to the purchase's FIRST ticket; rating again
 * replaces it. The experience's `rating` is the mean of its purchases' experience ratings,
 * `rating_count` how many there are, both kept in the same transaction.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { experiences, purchases, ratings, tickets, type Purchase } from "../../db/schema";
import { invalidRequest, notFound } from "../../errors";
import { ratingReceived } from "../notifications/events";
import { experienceById } from "./checkout";
import { PURCHASE_MESSAGES } from "./service";

/** The spec's words, verbatim, then a space and the value given: `Rating must be in range 1-5, got 7`. */
export const RATING_MESSAGES = {
  experienceRange: (value: number) => "Rating must be in range 1-5, got " + value,
  providerRange: (value: number) => "Rating must be in range 0-5, got " + value,
  noTicket: "Purchase must have at least one ticket to rate",
} as const;

export type RatingKind = "experience" | "provider";

/** Whole numbers only: a 4.5 is out of range as much as a 6 is. */
function checkRange(kind: RatingKind, value: number): void {
  const [min, message] = kind === "experience" ? [1, RATING_MESSAGES.experienceRange] : [0, RATING_MESSAGES.providerRange];
  if (!Number.isInteger(value) || value < min || value > 5) throw invalidRequest(message(value));
}

/** The caller's purchase of this experience that `ticket_id` (or `purchase_id`) names; else a 404. */
async function purchaseToRate(
  db: Database,
  userId: string,
  experienceId: string,
  by: { ticketId?: string | undefined; purchaseId?: string | undefined },
): Promise<Purchase> {
  const uuid = /^[0-9a-f-]{36}$/i;
  const id = by.ticketId ?? by.purchaseId ?? "";
  if (!uuid.test(id)) throw notFound(by.ticketId ? PURCHASE_MESSAGES.noTicket : PURCHASE_MESSAGES.noPurchase);
  const [row] = by.ticketId
    ? await db.select({ purchase: purchases }).from(tickets).innerJoin(purchases, eq(purchases.id, tickets.purchaseId)).where(eq(tickets.id, id))
    : await db.select({ purchase: purchases }).from(purchases).where(eq(purchases.id, id));
  if (!row || row.purchase.userId !== userId || row.purchase.experienceId !== experienceId) {
    throw notFound(by.ticketId ? PURCHASE_MESSAGES.noTicket : PURCHASE_MESSAGES.noPurchase);
  }
  return row.purchase;
}

/** Rates; answers the purchase's id. */
export async function rate(
  db: Database,
  input: { userId: string; experienceId: string; kind: RatingKind; rating: number; ticketId?: string | undefined; purchaseId?: string | undefined },
): Promise<string> {
  checkRange(input.kind, input.rating);
  await experienceById(db, input.experienceId);
  const purchase = await purchaseToRate(db, input.userId, input.experienceId, input);
  await db.transaction(async (tx) => {
    // Raters of one experience queue here, so each mean is computed after the previous commit.
    await tx.execute(sql`SELECT id FROM experiences WHERE id = ${input.experienceId}::uuid FOR UPDATE`);
    const [first] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.purchaseId, purchase.id))
      .orderBy(asc(tickets.number))
      .limit(1);
    if (!first) throw invalidRequest(RATING_MESSAGES.noTicket);
    const value = input.kind === "experience" ? { experienceRating: input.rating } : { providerRating: input.rating };
    await tx
      .insert(ratings)
      .values({ purchaseId: purchase.id, ticketId: first.id, userId: input.userId, experienceId: input.experienceId, ...value })
      .onConflictDoUpdate({ target: ratings.purchaseId, set: { ...value, ticketId: first.id, timeUpdated: sql`now()` } });
    if (input.kind === "experience") {
      const rated = sql`FROM ratings WHERE experience_id = ${input.experienceId}::uuid AND experience_rating IS NOT NULL`;
      await tx
        .update(experiences)
        .set({
          rating: sql`(SELECT avg(experience_rating)::real ${rated})`,
          ratingCount: sql`(SELECT count(*)::int ${rated})`,
        })
        .where(eq(experiences.id, input.experienceId));
    }
    await ratingReceived(tx, { raterId: input.userId, experienceId: input.experienceId, kind: input.kind, rating: input.rating });
  });
  return purchase.id;
}
