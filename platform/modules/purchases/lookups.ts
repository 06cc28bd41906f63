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

/** The venue an experience is held at (the experiences module knows which), or null. */
export async function venueOfExperience(db: Database | Transaction, experienceId: string): Promise<Venue | null> {
  const venueId = await venueIdOf(db, experienceId);
  return venueId === null ? null : venueById(db, venueId);
}
