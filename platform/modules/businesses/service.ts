/** Businesses (the Brand entity of spec/platform-core.md §3): the public directory and who owns what. */
import { asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { parsedJson } from "../../db/json";
import { businesses, type Business } from "./schema";
import { notFound } from "../../errors";

export const NO_BRAND_MESSAGE = "User has not created a brand";
/** An unknown brand, or one a stranger may not learn of (the 404 of brand pages and a brand's coin). */
export const UNKNOWN_BRAND_MESSAGE = "No such brand.";

type Reader = Pick<Database, "select">;

/**
 * The directory (every listed business), or every business an API credential created, listed or
 * not (its owner's view). Featured first, then by name.
 */
export async function listBusinesses(
  db: Database,
  which: { directory: true } | { directory: false; credentialId: string },
): Promise<Business[]> {
  return db
    .select()
    .from(businesses)
    .where(which.directory ? eq(businesses.listed, true) : eq(businesses.ownerCredentialId, which.credentialId))
    .orderBy(desc(businesses.featured), asc(businesses.name), asc(businesses.id));
}

/** The brands a user owns; a 404 saying so when there is none (the client then yields none, spec §6). */
export async function brandsOf(db: Database, userId: string): Promise<Business[]> {
  const rows = await db.select().from(businesses).where(eq(businesses.ownerUserId, userId)).orderBy(businesses.name);
  if (rows.length === 0) throw notFound(NO_BRAND_MESSAGE);
  return rows;
}

/** The ids of the brands the user owns (none: an empty list). */
export async function brandIdsOwnedBy(db: Reader, userId: string): Promise<string[]> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, userId));
  return rows.map((row) => row.id);
}

/** The brands the user owns; a 404 saying so when there is none. */
export async function ownedBrandIds(db: Reader, userId: string): Promise<string[]> {
  const ids = await brandIdsOwnedBy(db, userId);
  if (ids.length === 0) throw notFound(NO_BRAND_MESSAGE);
  return ids;
}

/** The brand of this username (its `domain`, any case); a 404 when there is none. */
export async function brandIdByUsername(db: Reader, username: string): Promise<string> {
  const [brand] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.domain, username.toLowerCase()));
  if (!brand) throw notFound(UNKNOWN_BRAND_MESSAGE);
  return brand.id;
}

/** The user owning the brand, or null (none, or no such brand). */
export async function brandOwnerOf(db: Reader, businessId: string): Promise<string | null> {
  const [row] = await db.select({ owner: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, businessId));
  return row?.owner ?? null;
}

export async function businessById(db: Reader, businessId: string): Promise<Business | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}

/** The businesses of `ids` that exist, by id. */
export async function businessesByIds(db: Reader, ids: readonly string[]): Promise<Map<string, Business>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(businesses).where(inArray(businesses.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a card shows of the brand selling an experience. */
export type BrandCard = Pick<Business, "id" | "name" | "domain" | "logo">;

/**
 * The brand of `businessId` as a JSON card, null when there is none: a subquery another module's
 * statement embeds, so a list reads its sellers in the same statement (one statement costs the
 * embedded database about as much as its work) while this table's SQL stays here.
 */
export function brandCardOf(businessId: AnyColumn | SQL): SQL<BrandCard | null> {
  return sql<BrandCard | null>`(select json_build_object('id', b.id, 'name', b.name, 'domain', b.domain, 'logo', b.logo) from ${businesses} b where b.id = ${businessId})`.mapWith(
    parsedJson,
  );
}

export type OwnedBrand = { id: string; name: string; username: string; logo: string | null };

/** The brands a person owns, oldest first: part of their public profile. */
export async function brandsOwnedBy(db: Reader, userId: string): Promise<OwnedBrand[]> {
  return db
    .select({ id: businesses.id, name: businesses.name, username: businesses.domain, logo: businesses.logo })
    .from(businesses)
    .where(eq(businesses.ownerUserId, userId))
    .orderBy(asc(businesses.timeCreated), asc(businesses.id));
}
