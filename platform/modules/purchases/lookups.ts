/** The experience a booking is of, and the venue it is held at: read by starting, confirming and rating. */
import type { Database } from "../../db/connect";
import { notFound } from "../../errors";
import { experienceRow, venueIdOf, type Experience } from "../experiences";
import { venueById, type Venue } from "../venues";
import type { Transaction } from "./holds";

export const NO_EXPERIENCE = "No such experience.";
const UUID = /^[0-9a-f-]{36}$/i;

export async function experienceById(db: Database | Transaction, id: string): Promise<Experience> {
  if (!UUID.test(id)) throw notFound(NO_EXPERIENCE);
  const row = await experienceRow(db, id);
  if (!row) throw notFound(NO_EXPERIENCE);
  return row;
}

/**
 * Where a booking happens, as one line for people, the one rule of every place that says it (the
 * booking email and its calendar file, the purchase's `place`: its page, "You're booked", the
 * site's calendar file): the pickup address when the buyer is picked up, else the venue's name and
 * address when it is held at one, else the experience's address or location.
 */
export function bookingPlace(
  booking: { pickup: boolean; pickupAddress: string | null },
  venue: Venue | null,
  experience: Pick<Experience, "address" | "location">,
): string | null {
  if (booking.pickup) return `Pickup from ${booking.pickupAddress?.trim() || "your address"}`;
  if (venue) {
    const region = [venue.state, venue.postalCode].filter(Boolean).join(" ");
    return [venue.name, venue.address, venue.address2, venue.city, region].filter((part) => part && part.trim()).join(", ");
  }
  return experience.address ?? experience.location ?? null;
}

/** The venue an experience is held at (the experiences module knows which), or null. */
export async function venueOfExperience(db: Database | Transaction, experienceId: string): Promise<Venue | null> {
  const venueId = await venueIdOf(db, experienceId);
  return venueId === null ? null : venueById(db, venueId);
}
