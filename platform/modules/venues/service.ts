/**
 * Venues (spec §3 "Experience location / venue"): a brand owner's places, with tags, themes and
 * blackout times. Only the owner of a venue's brand changes it (403 otherwise); reading is public.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { venueBlackouts, venues, venueTags, type NewVenue, type Venue } from "./schema";
import { atField, forbidden, invalidRequest, notFound } from "../../errors";
import { brandIdsOwnedBy, brandOwnerOf, businessById, NO_BRAND_MESSAGE, ownedBrandIds } from "../businesses";
import type { VenueInput } from "#contract/api/venues";
import { zoneAt } from "../../infra/time-zones";

export const VENUE_MESSAGES = {
  noVenue: "No such venue.",
  notOwner: "Only the owner of the venue's brand may change it.",
  noBrand: "No such brand.",
  notBrandOwner: "Only the brand's owner may add venues to it.",
  severalBrands: atField("provider", "required: you own several brands"),
  nameRequired: atField("name", "required"),
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function existingVenue(db: Database, id: string): Promise<Venue & { ownerUserId: string | null }> {
  if (!UUID.test(id)) throw notFound(VENUE_MESSAGES.noVenue);
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) throw notFound(VENUE_MESSAGES.noVenue);
  return { ...venue, ownerUserId: await brandOwnerOf(db, venue.businessId) };
}

/** The venue, for the owner of its brand: 404 unknown, 403 anyone else's. */
export async function ownedVenue(db: Database, id: string, userId: string): Promise<Venue> {
  const venue = await existingVenue(db, id);
  if (venue.ownerUserId !== userId) throw forbidden(VENUE_MESSAGES.notOwner);
  return venue;
}

async function brandFor(db: Database, userId: string, provider: string | undefined): Promise<string> {
  if (provider === undefined) {
    const owned = await brandIdsOwnedBy(db, userId);
    if (owned.length === 0) throw notFound(NO_BRAND_MESSAGE);
    if (owned.length > 1) throw invalidRequest(VENUE_MESSAGES.severalBrands);
    return owned[0]!;
  }
  if (!UUID.test(provider)) throw notFound(VENUE_MESSAGES.noBrand);
  const brand = await businessById(db, provider);
  if (!brand) throw notFound(VENUE_MESSAGES.noBrand);
  if (brand.ownerUserId !== userId) throw forbidden(VENUE_MESSAGES.notBrandOwner);
  return provider;
}

function columnsOf(input: VenueInput): Partial<NewVenue> {
  const { provider: _provider, blackout_times: _blackouts, address2, postal_code, minimum_tier, members_only, license_text, ...same } = input;
  const columns: Partial<NewVenue> = { ...same, address2, postalCode: postal_code, minimumTier: minimum_tier, membersOnly: members_only, licenseText: license_text };
  for (const key of Object.keys(columns) as Array<keyof NewVenue>) if (columns[key] === undefined) delete columns[key];
  return columns;
}

/**
 * The zone of coordinates given without a zone: looked up from them (spec §3 venue `timezone`), so
 * a venue placed in Madison, WI is not left in the default America/New_York. A zone sent stands.
 */
function withZoneOfCoordinates(input: VenueInput, columns: Partial<NewVenue>): Partial<NewVenue> {
  const { latitude, longitude } = input;
  if (input.timezone !== undefined || typeof latitude !== "number" || typeof longitude !== "number") return columns;
  return { ...columns, timezone: zoneAt({ latitude, longitude }) };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function replaceBlackouts(tx: Tx, venueId: string, blackouts: VenueInput["blackout_times"]): Promise<void> {
  if (blackouts === undefined) return;
  await tx.delete(venueBlackouts).where(eq(venueBlackouts.venueId, venueId));
  if (blackouts.length > 0) await tx.insert(venueBlackouts).values(blackouts.map(({ start, end }) => ({ venueId, startsAt: start, endsAt: end })));
}

export async function createVenue(db: Database, userId: string, input: VenueInput): Promise<string> {
  if (input.name === undefined) throw invalidRequest(VENUE_MESSAGES.nameRequired);
  const businessId = await brandFor(db, userId, input.provider);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(venues).values({ ...withZoneOfCoordinates(input, columnsOf(input)), name: input.name!, businessId }).returning({ id: venues.id });
    await replaceBlackouts(tx, row!.id, input.blackout_times);
    return row!.id;
  });
}

export async function updateVenue(db: Database, id: string, userId: string, input: VenueInput): Promise<void> {
  await ownedVenue(db, id, userId);
  const columns = withZoneOfCoordinates(input, columnsOf(input));
  if (input.provider !== undefined) columns.businessId = await brandFor(db, userId, input.provider);
  await db.transaction(async (tx) => {
    await tx.update(venues).set({ ...columns, timeUpdated: sql`now()` }).where(eq(venues.id, id));
    await replaceBlackouts(tx, id, input.blackout_times);
  });
}

/** Deletes the venue; experiences held there stay, without a venue. */
export async function deleteVenue(db: Database, id: string, userId: string): Promise<void> {
  await ownedVenue(db, id, userId);
  await db.delete(venues).where(eq(venues.id, id));
}

export async function setTags(db: Database, id: string, userId: string, tags: string[]): Promise<void> {
  await ownedVenue(db, id, userId);
  await db.transaction(async (tx) => {
    await tx.delete(venueTags).where(eq(venueTags.venueId, id));
    const unique = [...new Set(tags)];
    if (unique.length > 0) await tx.insert(venueTags).values(unique.map((tag) => ({ venueId: id, tag })));
  });
}

/** Every tag in use, with how many venues carry it. */
export async function tagsInUse(db: Database): Promise<Array<{ tag: string; count: number }>> {
  return db.select({ tag: venueTags.tag, count: count() }).from(venueTags).groupBy(venueTags.tag).orderBy(asc(venueTags.tag));
}

/**
 * Available venues with the themes asked for (`all`: every one, else any), and, with `held`, among
 * those venues (the ones holding a listed experience of a category: the experiences module's
 * answer, handed in by the route). By name.
 */
export async function venuesByThemes(db: Database, themes: string[], mode: "any" | "all", held?: readonly string[]): Promise<string[]> {
  const json = JSON.stringify(themes);
  const themed = themes.length === 0 ? undefined : mode === "all"
        ? sql`${venues.themes} @> ${json}::jsonb`
        // Themes are slugs (no commas): one text parameter split back into the array.
        : sql`${venues.themes} ?| string_to_array(${themes.join(",")}, ',')`;
  const among = held === undefined ? undefined : inArray(venues.id, [...held]);
  const rows = await db.select({ id: venues.id }).from(venues).where(and(eq(venues.available, true), themed, among)).orderBy(asc(venues.name), asc(venues.id));
  return rows.map((row) => row.id);
}

/** The ids of the owner's venues by name (GET /account/business/venues); owning no brand is a 404. */
export async function ownedVenueIds(db: Database, userId: string): Promise<string[]> {
  const brands = await ownedBrandIds(db, userId);
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(inArray(venues.businessId, brands))
    .orderBy(asc(venues.name), asc(venues.id));
  return rows.map((row) => row.id);
}
