/**
 * What a brand owner lists (spec §6 "Business owner"): the experiences and venues of every brand
 * the signed-in user owns. Owning no brand is the 404 of GET /account/business.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businesses } from "./schema";
import { experiences } from "../experiences/schema";
import { venues } from "../venues/schema";
import { notFound } from "../../errors";
import { NO_BRAND_MESSAGE } from "./service";

export async function ownedBrandIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, userId));
  if (rows.length === 0) throw notFound(NO_BRAND_MESSAGE);
  return rows.map((row) => row.id);
}

/** The ids of the owner's experiences by name; archived ones only when `all`. */
export async function ownedExperienceIds(db: Database, userId: string, all: boolean): Promise<string[]> {
  const brands = await ownedBrandIds(db, userId);
  const rows = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(inArray(experiences.businessId, brands), all ? undefined : eq(experiences.archived, false)))
    .orderBy(asc(experiences.name), asc(experiences.id));
  return rows.map((row) => row.id);
}

/** The ids of the owner's venues by name. */
export async function ownedVenueIds(db: Database, userId: string): Promise<string[]> {
  const brands = await ownedBrandIds(db, userId);
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(inArray(venues.businessId, brands))
    .orderBy(asc(venues.name), asc(venues.id));
  return rows.map((row) => row.id);
}
