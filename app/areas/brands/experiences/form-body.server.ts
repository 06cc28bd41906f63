import { clockOf, localDate, localTime, WEEKDAYS, zonedInstant } from "#contract/wall-clock";
import type { ExperienceEdit } from "./experience-editing-calls.server";
import type { ExperienceFormFields, ExperienceFormValue } from "./form-schema.server";
import type { Availability, Experience } from "~/areas/marketplace/experience-entity.server";

/*
 * Between the editor's form (strings as typed) and the platform's body: the call's body from the
 * form's values, and the form's starting values from an experience. The form holds every field,
 * so an edit sends every one (an empty optional field clears it).
 */

const DEFAULT_ZONE = "America/New_York";

/** Words separated by commas or lines. */
export const wordsOf = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

const numberOr = <T,>(typed: string, empty: T) => (typed === "" ? empty : Number(typed));

function clock(typed: string) {
  const [hour, minute] = typed.split(":").map(Number) as [number, number];
  return { hour, minute };
}

/** A `datetime-local` value read in the experience's zone, as ISO 8601 (null when empty or not a time there). */
function instantOf(typed: string, zone: string): string | null {
  if (typed === "") return null;
  const [date, time] = typed.split("T") as [string, string];
  try {
    return zonedInstant(date, time, zone)?.toISOString() ?? null;
  } catch {
    return null; // a zone the platform will refuse by name
  }
}

export function availabilitiesOf(windows: ExperienceFormValue["windows"]): Availability[] {
  return windows.map((window) => ({
    start: clock(window.start || "00:00"),
    end: clock(window.end || "00:00"),
    ...(Object.fromEntries(WEEKDAYS.map((day) => [day, window.days.includes(day)])) as Record<(typeof WEEKDAYS)[number], boolean>),
  }));
}

/** The body of create (in `brandId`) or update. */
export function editOf(value: ExperienceFormValue, brandId: string): ExperienceEdit {
  const zone = value.timezone || DEFAULT_ZONE;
  return {
    category: value.category,
    experience: {
      provider: brandId,
      name: value.name,
      description: value.description,
      venue: value.venue || null,
      location: value.location || null,
      address: value.address || null,
      retailPrice: Number(value.retailPrice),
      memberPrice: numberOr(value.memberPrice, null),
      minPrice: numberOr(value.minPrice, null),
      perGuestPricing: value.perGuestPricing,
      minGuests: numberOr(value.minGuests, 1),
      maxGuests: Number(value.maxGuests),
      minAge: numberOr(value.minAge, 0),
      idealAge: { youngest: numberOr(value.idealAgeYoungest, null), oldest: numberOr(value.idealAgeOldest, null) },
      petFriendly: value.petFriendly,
      duration: { hours: numberOr(value.durationHours, 0), minutes: numberOr(value.durationMinutes, 0) },
      timezone: zone,
      startTime: instantOf(value.startTime, zone),
      endTime: instantOf(value.endTime, zone),
      cancellationPolicy: value.cancellationPolicy || null,
      // An empty row is no tier.
      cancellationTiers: value.tiers.filter((tier) => tier.hours !== "").map((tier) => ({ hours: Number(tier.hours), percent: Number(tier.percent) })),
      types: wordsOf(value.types),
      themes: wordsOf(value.themes),
      amenities: wordsOf(value.amenities),
      additionalItems: wordsOf(value.additionalItems),
      disclaimer: value.disclaimer || null,
      minimumTier: numberOr(value.minimumTier, null),
      membersOnly: value.membersOnly,
      advanceNotice: { required: value.advanceNoticeRequired, time: numberOr(value.advanceNoticeTime, 0), unit: value.advanceNoticeUnit },
      transportation: {
        included: value.transportationIncluded,
        radius: numberOr(value.transportationRadius, null),
        leadTime: numberOr(value.transportationLeadTime, null),
      },
      tags: wordsOf(value.tags),
    },
    availabilities: availabilitiesOf(value.windows),
  };
}

/** A window as the form holds it. */
export type WindowFields = { start: string; end: string; days: string[] };

export function windowFieldsOf(window: Availability): WindowFields {
  return {
    start: clockOf(window.start.hour, window.start.minute),
    end: clockOf(window.end.hour, window.end.minute),
    days: WEEKDAYS.filter((day) => window[day]),
  };
}

const typedNumber = (value: number | null) => (value === null ? "" : String(value));
const typedInstant = (iso: string | null, zone: string) => (iso ? `${localDate(new Date(iso), zone)}T${localTime(new Date(iso), zone)}` : "");

/** The form's values for an experience as it is. */
export function formValuesOf(experience: Experience): ExperienceFormFields & { windows: WindowFields[]; tiers: Array<{ hours: string; percent: string }> } {
  const zone = experience.timezone;
  return {
    name: experience.name,
    category: experience.category.name,
    tags: experience.tags.map((tag) => tag.name).join(", "),
    description: experience.description,
    venue: experience.venue ?? "",
    location: experience.location ?? "",
    address: experience.address ?? "",
    retailPrice: String(experience.retailPrice),
    memberPrice: typedNumber(experience.memberPrice),
    minPrice: typedNumber(experience.minPrice),
    perGuestPricing: experience.perGuestPricing,
    minGuests: String(experience.minGuests),
    maxGuests: String(experience.maxGuests),
    minAge: String(experience.minAge),
    idealAgeYoungest: typedNumber(experience.idealAge.youngest),
    idealAgeOldest: typedNumber(experience.idealAge.oldest),
    petFriendly: experience.petFriendly,
    durationHours: String(experience.durationSplit.hours),
    durationMinutes: String(experience.durationSplit.minutes),
    timezone: zone,
    startTime: typedInstant(experience.startTime, zone),
    endTime: typedInstant(experience.endTime, zone),
    cancellationPolicy: experience.cancellationPolicy ?? "",
    tiers: experience.cancellationTiers.map((tier) => ({ hours: String(tier.hours), percent: String(tier.percent) })),
    types: experience.types.join(", "),
    themes: experience.themes.join(", "),
    amenities: experience.amenities.join(", "),
    additionalItems: experience.additionalItems.join(", "),
    disclaimer: experience.disclaimer ?? "",
    advanceNoticeRequired: experience.advanceNotice.required,
    advanceNoticeTime: String(experience.advanceNotice.time),
    advanceNoticeUnit: experience.advanceNotice.unit,
    transportationIncluded: experience.transportation.included,
    transportationRadius: typedNumber(experience.transportation.radius),
    transportationLeadTime: typedNumber(experience.transportation.leadTime),
    minimumTier: typedNumber(experience.minimumTier),
    membersOnly: experience.membersOnly,
    windows: experience.availabilities.map(windowFieldsOf),
  };
}
