/** Businesses (the Brand entity of spec/platform-core.md §3): the public directory and who owns what. */
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businesses, type Business } from "./schema";
import { notFound } from "../../errors";

export const NO_BRAND_MESSAGE = "User has not created a brand";

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
