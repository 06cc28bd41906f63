/** Loads venues with their brand, tags and blackout times in a fixed number of queries. */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businessesByIds } from "../businesses";
import { venueBlackouts, venues, venueTags } from "./schema";
import type { VenueWithRelations } from "./wire";

/** The venues of `ids`, in the order of `ids` (ids not found are left out). */
export async function loadVenues(db: Database, ids: readonly string[]): Promise<VenueWithRelations[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [venueRows, tagRows, blackoutRows] = await Promise.all([
    db.select().from(venues).where(inArray(venues.id, unique)),
    db.select().from(venueTags).where(inArray(venueTags.venueId, unique)).orderBy(asc(venueTags.tag)),
    db.select().from(venueBlackouts).where(inArray(venueBlackouts.venueId, unique)).orderBy(asc(venueBlackouts.startsAt), asc(venueBlackouts.id)),
  ]);
  // A venue's brand exists while it does (its key cascades), as the inner join of old assumed.
  const brands = await businessesByIds(db, venueRows.map((venue) => venue.businessId));
  const rows = venueRows.flatMap((venue) => {
    const brand = brands.get(venue.businessId);
    return brand ? [{ venue, provider: { id: brand.id, name: brand.name, domain: brand.domain } }] : [];
  });
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
