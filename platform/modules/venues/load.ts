/** Loads venues with their brand, tags and blackout times in a fixed number of queries. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businesses } from "../businesses/schema";
import { venueBlackouts, venues, venueTags } from "./schema";
import type { VenueWithRelations } from "./wire";

/** The venues of `ids`, in the order of `ids` (ids not found are left out). */
export async function loadVenues(db: Database, ids: readonly string[]): Promise<VenueWithRelations[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, tagRows, blackoutRows] = await Promise.all([
    db
      .select({ venue: venues, provider: { id: businesses.id, name: businesses.name, domain: businesses.domain } })
      .from(venues)
      .innerJoin(businesses, eq(businesses.id, venues.businessId))
      .where(inArray(venues.id, unique)),
    db.select().from(venueTags).where(inArray(venueTags.venueId, unique)).orderBy(asc(venueTags.tag)),
    db.select().from(venueBlackouts).where(inArray(venueBlackouts.venueId, unique)).orderBy(asc(venueBlackouts.startsAt), asc(venueBlackouts.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.venue.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        tags: tagRows.filter((tag) => tag.venueId === id).map((tag) => tag.tag),
        blackouts: blackoutRows.filter((blackout) => blackout.venueId === id),
      },
    ];
  });
}
