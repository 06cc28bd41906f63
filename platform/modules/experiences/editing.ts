/**
 * An owner's writes to experiences (spec §7 POST /experiences/create, PUT /experiences/id/{id}):
 * only the owner of the experience's brand may change it, and an experience is archived, never
 * deleted (purchases and links keep pointing at it). The experience row, its windows and its tags
 * change in one transaction.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { experienceAvailabilities, experienceVenues, experienceCategories, experiences, experienceTagLinks, experienceTags, type Experience } from "./schema";
import { atField, forbidden, invalidRequest, notFound } from "../../errors";
import { brandIdsOwnedBy, brandOwnerOf, businessById, NO_BRAND_MESSAGE } from "../businesses";
import { venueById } from "../venues";
import type { AvailabilityInput, EditBody } from "#contract/api/experience-editing";
import { checkMerged, columnsOf, requireNewFields } from "./editing-rules";
import { EXPERIENCE_MESSAGES, existingExperienceId, taxonomyChanged } from "./service";

export const EDITING_MESSAGES = {
  notOwner: "Only the owner of the brand that sells this experience may change it.",
  noBrand: "No such brand.",
  notBrandOwner: "Only the brand's owner may add experiences to it.",
  severalBrands: atField("experience.provider", "required: you own several brands"),
  noCategory: (name: string) => atField("category", `no such category: ${name}`),
  noTag: (name: string) => atField("experience.tags", `no such tag: ${name}`),
  noVenue: atField("experience.venue", "no such venue of this brand"),
} as const;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand an experience goes to: the one named (the caller's), or the caller's only brand. */
async function brandFor(db: Database, userId: string, provider: string | undefined): Promise<string> {
  if (provider === undefined) {
    const owned = await brandIdsOwnedBy(db, userId);
    if (owned.length === 0) throw notFound(NO_BRAND_MESSAGE);
    if (owned.length > 1) throw invalidRequest(EDITING_MESSAGES.severalBrands);
    return owned[0]!;
  }
  if (!UUID.test(provider)) throw notFound(EDITING_MESSAGES.noBrand);
  const brand = await businessById(db, provider);
  if (!brand) throw notFound(EDITING_MESSAGES.noBrand);
  if (brand.ownerUserId !== userId) throw forbidden(EDITING_MESSAGES.notBrandOwner);
  return brand.id;
}

/** The experience, for the owner of its brand: 404 unknown, 403 anyone else's. */
export async function ownedExperience(db: Database, id: string, userId: string): Promise<Experience> {
  const known = await existingExperienceId(db, id);
  const [experience] = await db.select().from(experiences).where(eq(experiences.id, known));
  if (!experience) throw notFound(EXPERIENCE_MESSAGES.noExperience);
  if ((await brandOwnerOf(db, experience.businessId)) !== userId) throw forbidden(EDITING_MESSAGES.notOwner);
  return experience;
}

async function categoryId(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: experienceCategories.id }).from(experienceCategories).where(eq(experienceCategories.name, name));
  if (!row) throw invalidRequest(EDITING_MESSAGES.noCategory(name));
  return row.id;
}

async function tagIds(db: Database, names: string[]): Promise<string[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: experienceTags.id, name: experienceTags.name }).from(experienceTags).where(inArray(experienceTags.name, unique));
  const missing = unique.find((name) => !rows.some((row) => row.name === name));
  if (missing !== undefined) throw invalidRequest(EDITING_MESSAGES.noTag(missing));
  return rows.map((row) => row.id);
}

async function replaceWindows(tx: Transaction, experienceId: string, windows: AvailabilityInput[]): Promise<void> {
  await tx.delete(experienceAvailabilities).where(eq(experienceAvailabilities.experienceId, experienceId));
  if (windows.length === 0) return;
  await tx.insert(experienceAvailabilities).values(
    windows.map(({ start, end, ...days }) => ({
      experienceId,
      startHour: start.hour,
      startMinute: start.minute,
      endHour: end.hour,
      endMinute: end.minute,
      ...days,
    })),
  );
}

/** The venue (of the experience's brand) to hold it at; undefined leaves it, null removes it. */
async function checkedVenue(db: Database, venue: string | null | undefined, businessId: string): Promise<string | null | undefined> {
  if (venue === undefined || venue === null) return venue;
  if (!UUID.test(venue)) throw invalidRequest(EDITING_MESSAGES.noVenue);
  const row = await venueById(db, venue);
  if (!row || row.businessId !== businessId) throw invalidRequest(EDITING_MESSAGES.noVenue);
  return venue;
}

async function placeAt(tx: Transaction, experienceId: string, venueId: string | null | undefined): Promise<void> {
  if (venueId === undefined) return;
  await tx.delete(experienceVenues).where(eq(experienceVenues.experienceId, experienceId));
  if (venueId !== null) await tx.insert(experienceVenues).values({ experienceId, venueId });
}

async function replaceTags(tx: Transaction, experienceId: string, ids: string[] | undefined): Promise<void> {
  if (ids === undefined) return;
  await tx.delete(experienceTagLinks).where(eq(experienceTagLinks.experienceId, experienceId));
  if (ids.length > 0) await tx.insert(experienceTagLinks).values(ids.map((tagId) => ({ experienceId, tagId })));
}

/** Creates the experience in the caller's brand; returns its id. */
export async function createExperience(db: Database, userId: string, body: EditBody): Promise<string> {
  const fields = body.experience;
  if (body.category === undefined) throw invalidRequest(atField("category", "required"));
  requireNewFields(fields);
  const businessId = await brandFor(db, userId, fields.provider);
  const columns = { ...columnsOf(fields), businessId, categoryId: await categoryId(db, body.category) };
  const windows = body.availabilities ?? [];
  // The defaults of the schema (and spec §3) for what the body leaves out.
  checkMerged(
    {
      durationMinutes: columns.durationMinutes!,
      minGuests: columns.minGuests ?? 1,
      maxGuests: columns.maxGuests!,
      retailPriceCents: columns.retailPriceCents!,
      memberPriceCents: columns.memberPriceCents ?? null,
      minPriceCents: columns.minPriceCents ?? null,
      idealAgeYoungest: columns.idealAgeYoungest ?? null,
      idealAgeOldest: columns.idealAgeOldest ?? null,
      startTime: columns.startTime ?? null,
      endTime: columns.endTime ?? null,
      latitude: columns.latitude ?? null,
      longitude: columns.longitude ?? null,
    },
    windows,
  );
  const tags = fields.tags && (await tagIds(db, fields.tags));
  const venueId = await checkedVenue(db, fields.venue, businessId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(experiences)
      .values({ ...columns, name: columns.name!, retailPriceCents: columns.retailPriceCents!, maxGuests: columns.maxGuests!, durationMinutes: columns.durationMinutes! })
      .returning({ id: experiences.id });
    await replaceWindows(tx, row!.id, windows);
    await replaceTags(tx, row!.id, tags);
    await placeAt(tx, row!.id, venueId);
    return row!.id;
  });
  // After the commit: the categories' and tags' counts read from now on include it.
  taxonomyChanged();
  return id;
}

/** Changes what the body names; `availabilities` and `tags`, when given, replace the old ones. */
export async function updateExperience(db: Database, id: string, userId: string, body: EditBody): Promise<void> {
  const current = await ownedExperience(db, id, userId);
  const fields = body.experience;
  const columns = columnsOf(fields);
  if (fields.provider !== undefined) columns.businessId = await brandFor(db, userId, fields.provider);
  if (body.category !== undefined) columns.categoryId = await categoryId(db, body.category);
  const kept = await db.select().from(experienceAvailabilities).where(eq(experienceAvailabilities.experienceId, id));
  const windows = body.availabilities ?? kept.map((row) => ({ start: { hour: row.startHour, minute: row.startMinute }, end: { hour: row.endHour, minute: row.endMinute } }));
  checkMerged({ ...current, ...columns } as Experience, windows);
  const tags = fields.tags && (await tagIds(db, fields.tags));
  const venueId = await checkedVenue(db, fields.venue, columns.businessId ?? current.businessId);
  await db.transaction(async (tx) => {
    await tx.update(experiences).set({ ...columns, timeUpdated: sql`now()` }).where(eq(experiences.id, id));
    if (body.availabilities) await replaceWindows(tx, id, body.availabilities);
    await replaceTags(tx, id, tags);
    await placeAt(tx, id, venueId);
  });
  taxonomyChanged();
}

/** Archives (never deletes): it leaves every list and search but stays readable by id. */
export async function archiveExperience(db: Database, id: string, userId: string): Promise<void> {
  await ownedExperience(db, id, userId);
  await db.update(experiences).set({ archived: true, timeUpdated: sql`now()` }).where(eq(experiences.id, id));
  taxonomyChanged();
}
