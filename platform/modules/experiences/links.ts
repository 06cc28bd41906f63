/**
 * What other modules may know of an experience, and the little they may change: its row and weekly
 * windows (purchases' checkout), its name and seller (notifications), its venue (purchases,
 * venues' themes by category), and the rating it shows, which purchases recount from their ratings.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { experienceAvailabilities, experienceCategories, experiences, experienceVenues, type Experience, type ExperienceAvailability } from "./schema";

type Reader = Pick<Database, "select">;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function experienceRow(db: Reader, id: string): Promise<Experience | null> {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
  return row ?? null;
}

export async function availabilitiesOf(db: Reader, experienceId: string): Promise<ExperienceAvailability[]> {
  return db.select().from(experienceAvailabilities).where(eq(experienceAvailabilities.experienceId, experienceId));
}

/** The experience's name, the brand selling it and its time zone, or null. */
export async function experienceSale(db: Reader, id: string): Promise<{ name: string; businessId: string; timezone: string } | null> {
  const [row] = await db
    .select({ name: experiences.name, businessId: experiences.businessId, timezone: experiences.timezone })
    .from(experiences)
    .where(eq(experiences.id, id));
  return row ?? null;
}

/** The venue the experience is held at, or null. */
export async function venueIdOf(db: Reader, experienceId: string): Promise<string | null> {
  const [row] = await db.select({ venueId: experienceVenues.venueId }).from(experienceVenues).where(eq(experienceVenues.experienceId, experienceId));
  return row?.venueId ?? null;
}

/** The venues holding a listed (unarchived) experience of the category. */
export async function venueIdsHoldingCategory(db: Reader, category: string): Promise<string[]> {
  const rows = await db
    .select({ id: experienceVenues.venueId })
    .from(experienceVenues)
    .innerJoin(experiences, eq(experiences.id, experienceVenues.experienceId))
    .innerJoin(experienceCategories, eq(experienceCategories.id, experiences.categoryId))
    .where(and(eq(experienceCategories.name, category), eq(experiences.listed, true), eq(experiences.archived, false)));
  return rows.map((row) => row.id);
}

/** Locks the experience's row until the transaction ends: its raters queue, so each mean follows the last commit. */
export async function lockExperience(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM experiences WHERE id = ${id}::uuid FOR UPDATE`);
}

/** The rating the experience shows: the mean of its ratings (null: none) and how many. */
export async function setExperienceRating(tx: Transaction, id: string, rating: { mean: number | null; count: number }): Promise<void> {
  await tx.update(experiences).set({ rating: rating.mean, ratingCount: rating.count }).where(eq(experiences.id, id));
}
