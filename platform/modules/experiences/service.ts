/**
 * The experiences marketplace's reads and reactions: categories and tags with how many listed
 * (not archived) experiences they have, one experience by id (archived ones too), likes (one row
 * per person, `likes` kept in step in the same transaction) and shares.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { experienceCategories, experienceLikes, experiences, experienceTagLinks, experienceTags } from "./schema";
import { notFound } from "../../errors";
import { createSharedCache } from "../../infra/shared-cache";
import { givesAccess, heldMemberships } from "../memberships";
import type { Viewer } from "./search";
import type { CategoryWire, TagWire } from "./wire";

export const EXPERIENCE_MESSAGES = {
  noExperience: "No such experience.",
  noCategory: "No such category.",
  noTag: "No such tag.",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CategoryWithCount = CategoryWire & { count: number };
export type TagWithCount = TagWire & { count: number };

/** Who is looking: a member (an active membership) sees member prices in budget search. */
export async function viewerOf(db: Database, userId: string | null): Promise<Viewer> {
  if (!userId) return { userId: null, member: false };
  const held = await heldMemberships(db, userId);
  return { userId, member: held.some((membership) => givesAccess(membership.subscription)) };
}

/**
 * The categories and tags with their counts, alike for every caller: kept per process
 * (infra/shared-cache.ts), forgotten by every write of an experience, its category or its tags
 * (editing.ts calls `taxonomyChanged`).
 */
const taxonomy = createSharedCache();
/**
 * The lists' and searches' pages as a caller without a session sees them (no `liked`, public
 * prices), alike for every such caller: kept per process like the taxonomy and forgotten with it.
 * What changes without an experience's write (places left, likes, a brand's name) shows within
 * SHARED_CACHE_MS (docs/performance.md "Shared data").
 */
const anonymousPages = createSharedCache();
/** After an experience, its category or its tags were written: every kept answer read from them is forgotten. */
export const taxonomyChanged = () => {
  taxonomy.changed();
  anonymousPages.changed();
};

/**
 * The page `key` names as a caller without a session sees it, kept per process; `read()` when not
 * kept. `owner` is the routes' own object, not the database: the sandbox's tenants share one
 * connection (each its own schema on the search_path) and each has routes of its own.
 */
export function anonymousPage<T>(owner: object, key: string, read: () => Promise<T>): Promise<T> {
  return anonymousPages.get(owner, key, read);
}

/** Every category by name, with its listed experiences counted; `empty` keeps those with none. */
export function categoriesWithCounts(db: Database, empty: boolean): Promise<CategoryWithCount[]> {
  return taxonomy.get(db, `categories:${empty}`, () => readCategoriesWithCounts(db, empty));
}

async function readCategoriesWithCounts(db: Database, empty: boolean): Promise<CategoryWithCount[]> {
  const listed = count(experiences.id);
  const rows = await db
    .select({ name: experienceCategories.name, title: experienceCategories.title, count: listed })
    .from(experienceCategories)
    .leftJoin(experiences, and(eq(experiences.categoryId, experienceCategories.id), eq(experiences.listed, true), eq(experiences.archived, false)))
    .groupBy(experienceCategories.id)
    .having(empty ? undefined : sql`${listed} > 0`)
    .orderBy(asc(experienceCategories.name));
  return rows;
}

export async function categoryByName(db: Database, name: string): Promise<CategoryWire & { id: string }> {
  const rows = await taxonomy.get(db, "category rows", () => db.select().from(experienceCategories));
  const row = rows.find((category) => category.name === name);
  if (!row) throw notFound(EXPERIENCE_MESSAGES.noCategory);
  return row;
}

export async function tagByName(db: Database, name: string): Promise<{ id: string; name: string }> {
  const [row] = await db.select({ id: experienceTags.id, name: experienceTags.name }).from(experienceTags).where(eq(experienceTags.name, name));
  if (!row) throw notFound(EXPERIENCE_MESSAGES.noTag);
  return row;
}

/** Tags by name (of one category when `categoryId` is given), with their listed experiences counted. */
export function tagsWithCounts(db: Database, empty: boolean, categoryId?: string): Promise<TagWithCount[]> {
  return taxonomy.get(db, `tags:${empty}:${categoryId ?? ""}`, () => readTagsWithCounts(db, empty, categoryId));
}

async function readTagsWithCounts(db: Database, empty: boolean, categoryId?: string): Promise<TagWithCount[]> {
  const listed = sql<number>`count(${experiences.id})`.mapWith(Number);
  return db
    .select({ name: experienceTags.name, title: experienceTags.title, category: experienceCategories.name, count: listed })
    .from(experienceTags)
    .leftJoin(experienceCategories, eq(experienceCategories.id, experienceTags.categoryId))
    .leftJoin(experienceTagLinks, eq(experienceTagLinks.tagId, experienceTags.id))
    .leftJoin(experiences, and(eq(experiences.id, experienceTagLinks.experienceId), eq(experiences.listed, true), eq(experiences.archived, false)))
    .where(categoryId === undefined ? undefined : eq(experienceTags.categoryId, categoryId))
    .groupBy(experienceTags.id, experienceCategories.name)
    .having(empty ? undefined : sql`${listed} > 0`)
    .orderBy(asc(experienceTags.name));
}

/** The id of an experience that exists, archived or not; malformed ids are simply not found. */
export async function existingExperienceId(db: Database, id: string): Promise<string> {
  if (!UUID.test(id)) throw notFound(EXPERIENCE_MESSAGES.noExperience);
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, id));
  if (!row) throw notFound(EXPERIENCE_MESSAGES.noExperience);
  return row.id;
}

/**
 * Adds (`like` true) or removes the caller's like; doing it twice changes nothing. `likes` moves
 * only when a row was really added or removed, in the same transaction, so it always counts the
 * distinct people in experience_likes.
 */
export async function setLike(db: Database, experienceId: string, userId: string, like: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(experienceLikes).values({ experienceId, userId }).onConflictDoNothing().returning({ id: experienceLikes.userId })
      : await tx
          .delete(experienceLikes)
          .where(and(eq(experienceLikes.experienceId, experienceId), eq(experienceLikes.userId, userId)))
          .returning({ id: experienceLikes.userId });
    if (changed.length === 0) return;
    await tx
      .update(experiences)
      .set({ likes: sql`${experiences.likes} + ${like ? 1 : -1}` })
      .where(eq(experiences.id, experienceId));
  });
  // The lists show the likes: this process's anonymous pages show the new count at once.
  anonymousPages.changed();
}

/** Which of `experienceIds` the user likes (their own: never kept). */
export async function likedAmong(db: Database, userId: string, experienceIds: string[]): Promise<Set<string>> {
  if (experienceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: experienceLikes.experienceId })
    .from(experienceLikes)
    .where(and(eq(experienceLikes.userId, userId), inArray(experienceLikes.experienceId, experienceIds)));
  return new Set(rows.map((row) => row.id));
}

/** Counts one share; answers the new count. */
export async function addShare(db: Database, experienceId: string): Promise<number> {
  const [row] = await db
    .update(experiences)
    .set({ shares: sql`${experiences.shares} + 1` })
    .where(eq(experiences.id, experienceId))
    .returning({ shares: experiences.shares });
  if (!row) throw notFound(EXPERIENCE_MESSAGES.noExperience);
  return row.shares;
}
