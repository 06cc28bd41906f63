/**
 * Ratings (spec/platform-core.md §5): the holder of a purchase rates the experience (1-5) and
 * its provider (0-5), once the booked slot has started and unless they own the selling brand
 * (#contract/ratings, by the platform's clock). The rating is attached to the purchase's FIRST ticket; rating again
 * replaces it. The experience's `rating` is the mean of its purchases' experience ratings,
 * `rating_count` how many there are, both kept in the same transaction.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { ratingRefusal } from "#contract/ratings";
import type { Database } from "../../db/connect";
import { brandIdsOwnedBy } from "../businesses";
import { lockExperience, setExperienceRating } from "../experiences";
import { purchases, ratings, tickets, type Purchase } from "./schema";
import { invalidRequest, notFound, PlatformError } from "../../errors";
import type { Clock } from "../../infra/rate-limit";
import { emit } from "../../events";
import { experienceById } from "./checkout";
import { PURCHASE_MESSAGES } from "./service";

/** The spec's words, verbatim, then a space and the value given: `Rating must be in range 1-5, got 7`. */
export const RATING_MESSAGES = {
  experienceRange: (value: number) => "Rating must be in range 1-5, got " + value,
  providerRange: (value: number) => "Rating must be in range 0-5, got " + value,
  noTicket: "Purchase must have at least one ticket to rate",
  notStarted: "You can rate this experience once it has started.",
  ownExperience: "You cannot rate an experience your own brand sells.",
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

/** Whether the user owns the brand that sold the purchase or that sells the experience now. */
async function ownsSeller(db: Database, userId: string, businessIds: string[]): Promise<boolean> {
  const owned = await brandIdsOwnedBy(db, userId);
  return owned.some((id) => businessIds.includes(id));
}

/** A 409 before the slot has started, a 403 for the seller's owner (#contract/ratings). */
async function checkMayRate(db: Database, clock: Clock, userId: string, purchase: Purchase, experienceBusinessId: string): Promise<void> {
  const buyerOwnsSeller = await ownsSeller(db, userId, [purchase.businessId, experienceBusinessId]);
  const refusal = ratingRefusal({ startsAt: purchase.startsAt, buyerOwnsSeller }, new Date(clock.now()));
  if (refusal === "own_experience") throw new PlatformError(403, ERROR_CODES.ownExperience, RATING_MESSAGES.ownExperience);
  if (refusal === "not_started") throw new PlatformError(409, ERROR_CODES.ratingNotOpen, RATING_MESSAGES.notStarted);
}

/** Rates; answers the purchase's id. */
export async function rate(
  db: Database,
  clock: Clock,
  input: { userId: string; experienceId: string; kind: RatingKind; rating: number; ticketId?: string | undefined; purchaseId?: string | undefined },
): Promise<string> {
  checkRange(input.kind, input.rating);
  const experience = await experienceById(db, input.experienceId);
  const purchase = await purchaseToRate(db, input.userId, input.experienceId, input);
  await checkMayRate(db, clock, input.userId, purchase, experience.businessId);
  await db.transaction(async (tx) => {
    // Raters of one experience queue here, so each mean is computed after the previous commit.
    await lockExperience(tx, input.experienceId);
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
      const [rated] = await tx
        .select({ mean: sql<number | null>`avg(${ratings.experienceRating})::real`, count: sql<number>`count(*)::int` })
        .from(ratings)
        .where(and(eq(ratings.experienceId, input.experienceId), isNotNull(ratings.experienceRating)));
      await setExperienceRating(tx, input.experienceId, { mean: rated?.mean ?? null, count: rated?.count ?? 0 });
    }
    await emit(tx, "ratingReceived", { raterId: input.userId, experienceId: input.experienceId, kind: input.kind, rating: input.rating });
  });
  return purchase.id;
}
