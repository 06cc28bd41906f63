/**
 * The experience a create or update would leave, and the rules between its fields: what POST
 * requires, guests and prices in order, a period that ends after it starts, and windows long
 * enough for one slot. A 400 naming the field otherwise.
 */
import type { Experience, NewExperience } from "./schema";
import { atField, invalidRequest } from "../../errors";
import type { AvailabilityInput, ExperienceFields } from "#contract/api/experience-editing";

/** The columns a body sets (absent fields stay as they are). */
export function columnsOf(fields: ExperienceFields): Partial<NewExperience> {
  const columns: Partial<NewExperience> = {};
  const set = <K extends keyof NewExperience>(key: K, value: NewExperience[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set("name", fields.name);
  set("archived", fields.archived);
  set("listed", fields.listed);
  set("location", fields.location);
  set("latitude", fields.latitude);
  set("longitude", fields.longitude);
  set("description", fields.description);
  set("images", fields.images);
  set("retailPriceCents", fields.retail_price);
  set("memberPriceCents", fields.member_price);
  set("perGuestPricing", fields.per_guest_pricing);
  set("minPriceCents", fields.min_price);
  set("minGuests", fields.min_guests);
  set("maxGuests", fields.max_guests);
  set("minAge", fields.min_age);
  set("idealAgeYoungest", fields.ideal_age?.youngest);
  set("idealAgeOldest", fields.ideal_age?.oldest);
  set("petFriendly", fields.pet_friendly);
  set("durationMinutes", fields.duration && fields.duration.hours * 60 + fields.duration.minutes);
  set("address", fields.address);
  set("timezone", fields.timezone);
  set("startTime", fields.start_time);
  set("endTime", fields.end_time);
  set("cancellationPolicy", fields.cancellation_policy);
  set("cancellationTiers", fields.cancellation_tiers);
  set("types", fields.types);
  set("themes", fields.themes);
  set("amenities", fields.amenities);
  set("additionalItems", fields.additional_items);
  set("disclaimer", fields.disclaimer);
  set("minimumTier", fields.minimum_tier);
  set("membersOnly", fields.members_only);
  set("advanceNoticeRequired", fields.advance_notice?.required);
  set("advanceNoticeTime", fields.advance_notice?.time);
  set("advanceNoticeUnit", fields.advance_notice?.unit);
  set("transportationIncluded", fields.transportation?.included);
  set("transportationRadius", fields.transportation?.radius);
  set("transportationLeadTime", fields.transportation?.lead_time);
  return columns;
}

const field = (name: string, message: string) => invalidRequest(atField(`experience.${name}`, message));
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** What POST /experiences/create cannot do without. */
export function requireNewFields(fields: ExperienceFields): void {
  for (const name of ["name", "retail_price", "max_guests", "duration"] as const) {
    if (fields[name] === undefined) throw field(name, "required");
  }
}

type Merged = Pick<
  Experience,
  | "durationMinutes" | "minGuests" | "maxGuests" | "retailPriceCents" | "memberPriceCents" | "minPriceCents"
  | "idealAgeYoungest" | "idealAgeOldest" | "startTime" | "endTime" | "latitude" | "longitude"
>;

/** Rules between fields, on the experience as it would be after the change. */
export function checkMerged(row: Merged, windows: Array<Pick<AvailabilityInput, "start" | "end">>): void {
  if (row.durationMinutes < 1) throw field("duration", "must be at least 1 minute");
  if (row.durationMinutes > 24 * 60) throw field("duration", "must be at most 24 hours");
  if (row.minGuests > row.maxGuests) throw field("max_guests", `must be at least min_guests (${row.minGuests})`);
  if (row.memberPriceCents !== null && row.memberPriceCents > row.retailPriceCents) throw field("member_price", "must not be above retail_price");
  if (row.minPriceCents !== null && row.minPriceCents > row.retailPriceCents) throw field("min_price", "must not be above retail_price");
  if (row.idealAgeYoungest !== null && row.idealAgeOldest !== null && row.idealAgeYoungest > row.idealAgeOldest) {
    throw field("ideal_age", "youngest must not be above oldest");
  }
  if (row.startTime && row.endTime && row.endTime <= row.startTime) throw field("end_time", "must be after start_time");
  if ((row.latitude === null) !== (row.longitude === null)) throw field("longitude", "latitude and longitude go together: give both or neither");
  windows.forEach((window, index) => {
    const start = window.start.hour * 60 + window.start.minute;
    const end = window.end.hour * 60 + window.end.minute;
    if (end - start < row.durationMinutes) {
      throw invalidRequest(
        atField(`availabilities.${index}`, `${clock(start)}–${clock(end)} is shorter than the duration (${row.durationMinutes} minutes): it offers no slot`),
      );
    }
  });
}
