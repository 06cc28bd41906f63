/**
 * Brand pages (platform/README.md "Brand pages"): reading them publicly by the brand's username,
 * and the owner's changes. Which brand an owner acts on: the `business` given, else the one brand
 * they own (several: 400, as experiences' and venues' `provider`). Anyone else's brand is a 404,
 * never a 403: a stranger learns nothing about another brand's pages.
 */
import { and, asc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { brandPageBlocks, brandPages, type BrandPage, type BrandPageBlock } from "./schema";
import { atField, conflict, invalidRequest, notFound } from "../../errors";
import { brandIdsOwnedBy, NO_BRAND_MESSAGE, UNKNOWN_BRAND_MESSAGE } from "../businesses";

export const PAGE_MESSAGES = {
  noBrand: UNKNOWN_BRAND_MESSAGE,
  noPage: "No such page.",
  noBlock: "No such block.",
  severalBrands: 'Query parameter "business": required: you own several brands',
  nameTaken: (name: string) => `The brand already has a page named "${name}": choose another name.`,
  order: atField("blocks", "must list every block of the page exactly once"),
} as const;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Runner = Database | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand an owner acts on. */
export async function ownedBrand(db: Database, userId: string, business: string | undefined): Promise<string> {
  const owned = await brandIdsOwnedBy(db, userId);
  if (owned.length === 0) throw notFound(NO_BRAND_MESSAGE);
  if (business === undefined) {
    if (owned.length > 1) throw invalidRequest(PAGE_MESSAGES.severalBrands);
    return owned[0]!;
  }
  if (!owned.some((id) => id === business)) throw notFound(PAGE_MESSAGES.noBrand);
  return business;
}

/** The brand's pages by name; archived ones only when `archived`. */
export function pagesOf(db: Database, businessId: string, { archived }: { archived: boolean }): Promise<BrandPage[]> {
  return db
    .select()
    .from(brandPages)
    .where(and(eq(brandPages.businessId, businessId), archived ? undefined : eq(brandPages.archived, false)))
    .orderBy(asc(brandPages.name));
}

export async function pageOf(db: Database, businessId: string, name: string, { archived }: { archived: boolean }): Promise<BrandPage> {
  const [page] = await db
    .select()
    .from(brandPages)
    .where(and(eq(brandPages.businessId, businessId), eq(brandPages.name, name.toLowerCase())));
  if (!page || (page.archived && !archived)) throw notFound(PAGE_MESSAGES.noPage);
  return page;
}

/** The page's blocks that are not archived, in order. */
export function blocksOf(db: Runner, pageId: string): Promise<BrandPageBlock[]> {
  return db
    .select()
    .from(brandPageBlocks)
    .where(and(eq(brandPageBlocks.pageId, pageId), eq(brandPageBlocks.archived, false)))
    .orderBy(asc(brandPageBlocks.sortIndex), asc(brandPageBlocks.timeCreated), asc(brandPageBlocks.id));
}

export async function createPage(db: Database, businessId: string, values: { name: string; title: string; styles: Record<string, unknown> | null; meta: Record<string, unknown> | null }): Promise<BrandPage> {
  // The unique index decides: two racing creations of one name cannot both win.
  const [page] = await db.insert(brandPages).values({ businessId, ...values }).onConflictDoNothing().returning();
  if (!page) throw conflict(PAGE_MESSAGES.nameTaken(values.name));
  return page;
}

export async function changePage(db: Database, page: BrandPage, changes: Partial<Pick<BrandPage, "title" | "styles" | "meta" | "archived">>): Promise<BrandPage> {
  const [row] = await db.update(brandPages).set({ ...changes, timeUpdated: new Date() }).where(eq(brandPages.id, page.id)).returning();
  return row!;
}

function touch(db: Runner, pageId: string) {
  return db.update(brandPages).set({ timeUpdated: new Date() }).where(eq(brandPages.id, pageId));
}

/** A new block goes last. */
export async function addBlock(db: Database, pageId: string, values: Omit<typeof brandPageBlocks.$inferInsert, "pageId" | "sortIndex">): Promise<BrandPageBlock> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ index: max(brandPageBlocks.sortIndex) }).from(brandPageBlocks).where(eq(brandPageBlocks.pageId, pageId));
    const [block] = await tx.insert(brandPageBlocks).values({ ...values, pageId, sortIndex: (last?.index ?? -1) + 1 }).returning();
    await touch(tx, pageId);
    return block!;
  });
}

export async function blockOf(db: Database, pageId: string, id: string): Promise<BrandPageBlock> {
  if (!UUID.test(id)) throw notFound(PAGE_MESSAGES.noBlock);
  const [block] = await db.select().from(brandPageBlocks).where(and(eq(brandPageBlocks.id, id), eq(brandPageBlocks.pageId, pageId), eq(brandPageBlocks.archived, false)));
  if (!block) throw notFound(PAGE_MESSAGES.noBlock);
  return block;
}

export async function changeBlock(db: Database, block: BrandPageBlock, changes: Partial<typeof brandPageBlocks.$inferInsert>): Promise<BrandPageBlock> {
  const [row] = await db.update(brandPageBlocks).set({ ...changes, timeUpdated: new Date() }).where(eq(brandPageBlocks.id, block.id)).returning();
  await touch(db, block.pageId);
  return row!;
}

/** Sets the order of every block of the page: `ids` must be exactly its (unarchived) blocks. */
export async function reorderBlocks(db: Database, pageId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await blocksOf(tx, pageId);
    const known = new Set(current.map((block) => block.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw invalidRequest(PAGE_MESSAGES.order);
    }
    for (const [index, id] of ids.entries()) {
      await tx.update(brandPageBlocks).set({ sortIndex: index }).where(eq(brandPageBlocks.id, id));
    }
    await touch(tx, pageId);
  });
}
