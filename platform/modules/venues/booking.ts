/**
 * What an experience's venue does to its bookings: an unavailable venue takes none, a blackout
 * removes every slot it overlaps, the venue's tier gates it like the experience's, and its
 * capacity is the places of each slot (else the experience's max_guests).
 */
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { venueBlackouts, venues, type Venue } from "./schema";
import { conflict, invalidRequest } from "../../errors";

type Reader = Pick<Database, "select">;

export const VENUE_BOOKING_MESSAGES = {
  unavailable: (name: string) => `This experience's venue, ${name}, is not taking bookings.`,
  blackout: (name: string, start: Date, end: Date) =>
    `This slot falls in a blackout at ${name} (${start.toISOString()} to ${end.toISOString()}): choose another time.`,
} as const;

/** The venue of this id (an experience's: the experiences module knows which), or null. */
export async function venueById(db: Reader, venueId: string): Promise<Venue | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  return venue ?? null;
}

/** The venues of these ids, by id (a list of purchases names each one's place). */
export async function venuesByIds(db: Reader, ids: string[]): Promise<Map<string, Venue>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(venues).where(inArray(venues.id, [...new Set(ids)]));
  return new Map(rows.map((venue) => [venue.id, venue]));
}

/** Refuses a slot at an unavailable venue (409) or in one of its blackouts (400). */
export async function checkVenueSlot(db: Reader, venue: Venue, startsAt: Date, endsAt: Date): Promise<void> {
  if (!venue.available) throw conflict(VENUE_BOOKING_MESSAGES.unavailable(venue.name));
  const [blackout] = await db
    .select()
    .from(venueBlackouts)
    .where(and(eq(venueBlackouts.venueId, venue.id), lt(venueBlackouts.startsAt, endsAt), gt(venueBlackouts.endsAt, startsAt)))
    .limit(1);
  if (blackout) throw invalidRequest(VENUE_BOOKING_MESSAGES.blackout(venue.name, blackout.startsAt, blackout.endsAt));
}
