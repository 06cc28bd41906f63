/**
 * The slots an experience can still be booked at between two days (GET /experiences/id/{id}/slots):
 * what the booking panel offers, so a visitor chooses among real slots instead of guessing a date.
 * A slot is listed when checkSlot would take it now (its weekday and window, its period, not
 * started, past the advance notice) and its venue is open then; full slots are listed with 0
 * places left, so a page can say "Full".
 */
import { and, eq, gte, lte } from "drizzle-orm";
import { addDays, slotsOn, zonedInstant } from "#contract/wall-clock";
import type { Database } from "../../db/connect";
import { PlatformError } from "../../errors";
import { availabilitiesOf } from "../experiences";
import { checkVenueSlot } from "../venues";
import { experienceById, venueOfExperience } from "./lookups";
import { experienceSlots } from "./schema";
import { capacityOf, checkSlot } from "./slots";

export type OpenSlot = { date: string; time: string; startsAt: Date; capacity: number; placesLeft: number };

/** The slots of `from` … `to` (days in the experience's zone, both included; the contract bounds the range). */
export async function openSlots(db: Database, experienceId: string, range: { from: string; to: string }, now: Date): Promise<{ timezone: string; slots: OpenSlot[] }> {
  const experience = await experienceById(db, experienceId);
  const timezone = experience.timezone;
  if (experience.archived || !experience.listed) return { timezone, slots: [] };
  const availabilities = await availabilitiesOf(db, experience.id);
  const venue = await venueOfExperience(db, experience.id);
  if (venue && !venue.available) return { timezone, slots: [] };
  const capacity = capacityOf(experience, venue);
  const windows = availabilities.map((window) => ({ ...window, start: { hour: window.startHour, minute: window.startMinute }, end: { hour: window.endHour, minute: window.endMinute } }));

  const candidates: { date: string; time: string; startsAt: Date }[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    for (const time of slotsOn(date, windows, experience.durationMinutes)) {
      if (!zonedInstant(date, time, timezone)) continue;
      try {
        candidates.push(checkSlot(experience, availabilities, { date, time }, now));
      } catch (error) {
        // A rule of checkSlot refuses it (started, within the notice, outside the period): not offered.
        if (!(error instanceof PlatformError)) throw error;
      }
    }
  }
  if (candidates.length === 0) return { timezone, slots: [] };

  const soldRows = await db
    .select({ date: experienceSlots.date, time: experienceSlots.startTime, sold: experienceSlots.sold })
    .from(experienceSlots)
    .where(and(eq(experienceSlots.experienceId, experience.id), gte(experienceSlots.date, range.from), lte(experienceSlots.date, range.to)));
  const sold = new Map(soldRows.map((row) => [`${row.date} ${row.time}`, row.sold]));

  const slots: OpenSlot[] = [];
  for (const slot of candidates) {
    if (venue) {
      const endsAt = new Date(slot.startsAt.getTime() + experience.durationMinutes * 60_000);
      try {
        await checkVenueSlot(db, venue, slot.startsAt, endsAt);
      } catch (error) {
        // A blackout of the venue covers it: not offered.
        if (!(error instanceof PlatformError)) throw error;
        continue;
      }
    }
    slots.push({ ...slot, capacity, placesLeft: Math.max(0, capacity - (sold.get(`${slot.date} ${slot.time}`) ?? 0)) });
  }
  return { timezone, slots };
}
