import { clockOf, localDate, localTime, WEEKDAYS, zonedInstant } from "#contract/wall-clock";
import type { ExperienceEdit } from "./experience-editing-calls.server";
import type { BasicsValue, DetailsValue, PlaceValue, PriceValue } from "./form-schema.server";
import type { Availability, Experience } from "~/areas/marketplace/experience-entity.server";
import type { Venue } from "~/areas/brands/venue-entity.server";

/*
 * Between the steps' forms (strings as typed) and the platform's body: each step's body names
 * only its own fields (PUT changes only those), and each step's starting values from the
 * experience as it is.
 */

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

export function availabilitiesOf(windows: PlaceValue["windows"]): Availability[] {
  return windows.map((window) => ({
    start: clock(window.start || "00:00"),
    end: clock(window.end || "00:00"),
    ...(Object.fromEntries(WEEKDAYS.map((day) => [day, window.days.includes(day)])) as Record<(typeof WEEKDAYS)[number], boolean>),
  }));
}

/**
 * Step 1 on create: the experience, unlisted until Publish, with what the platform requires until
 * the later steps say it (free, one guest, an hour) and priced per guest, the form's preselected
 * choice, always sent (the API's default for an omitted per_guest_pricing stays the spec's false).
 */
export function newExperienceOf(value: BasicsValue, brandId: string): ExperienceEdit {
  return {
    category: value.category,
    experience: {
      provider: brandId,
      name: value.name,
      description: value.description,
      listed: false,
      retailPrice: 0,
      perGuestPricing: true,
      maxGuests: 1,
      duration: { hours: 1, minutes: 0 },
    },
  };
}

export const basicsEditOf = (value: BasicsValue): ExperienceEdit => ({
  category: value.category,
  experience: { name: value.name, description: value.description },
});

/** "Madison, WI": the venue's city and state. */
const townOf = (venue: Venue) => [venue.city, venue.state].filter(Boolean).join(", ") || null;

/** "1 Main St, Suite 2, Madison, WI 53703": the venue's address as one line. */
export function addressOf(venue: Venue): string | null {
  const region = [venue.state, venue.postalCode].filter(Boolean).join(" ");
  const parts = [venue.address, venue.address2, venue.city, region].filter(Boolean);
  return venue.address ? parts.join(", ") : null;
}

/**
 * Step 2: held at `venue`, the experience takes its address, location, coordinates and time zone
 * (its times are wall-clock times there); without a venue, the zone chosen.
 */
export function placeEditOf(value: PlaceValue, venue: Venue | null, defaultZone: string): ExperienceEdit {
  const zone = venue?.timezone ?? (value.timezone || defaultZone);
  const place = venue
    ? { venue: venue.id, address: addressOf(venue), location: townOf(venue), latitude: venue.latitude, longitude: venue.longitude }
    : { venue: null };
  return {
    experience: {
      ...place,
      timezone: zone,
      duration: { hours: numberOr(value.durationHours, 0), minutes: numberOr(value.durationMinutes, 0) },
      startTime: instantOf(value.startTime, zone),
      endTime: instantOf(value.endTime, zone),
      advanceNotice: { required: value.advanceNoticeRequired, time: numberOr(value.advanceNoticeTime, 0), unit: value.advanceNoticeUnit },
    },
    availabilities: availabilitiesOf(value.windows),
  };
}

export const priceEditOf = (value: PriceValue): ExperienceEdit => ({
  experience: {
    retailPrice: Number(value.retailPrice),
    memberPrice: numberOr(value.memberPrice, null),
    perGuestPricing: value.pricing === "guest",
    minGuests: numberOr(value.minGuests, 1),
    maxGuests: Number(value.maxGuests),
    minimumTier: numberOr(value.minimumTier, null),
    membersOnly: value.membersOnly,
    cancellationPolicy: value.cancellationPolicy || null,
    // An empty row is no tier.
    cancellationTiers: value.tiers.filter((tier) => tier.hours !== "").map((tier) => ({ hours: Number(tier.hours), percent: Number(tier.percent) })),
  },
});

export const detailsEditOf = (value: DetailsValue): ExperienceEdit => ({
  experience: {
    tags: value.tags,
    themes: [...new Set([...value.themes, ...wordsOf(value.otherThemes)])],
    amenities: wordsOf(value.amenities),
    minAge: numberOr(value.minAge, 0),
    petFriendly: value.petFriendly,
  },
});

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

export const basicsValuesOf = (experience: Experience) => ({ name: experience.name, category: experience.category.name, description: experience.description });

export const placeValuesOf = (experience: Experience) => ({
  venue: experience.venue ?? "",
  timezone: experience.timezone,
  durationHours: String(experience.durationSplit.hours),
  durationMinutes: String(experience.durationSplit.minutes),
  startTime: typedInstant(experience.startTime, experience.timezone),
  endTime: typedInstant(experience.endTime, experience.timezone),
  advanceNoticeRequired: experience.advanceNotice.required,
  advanceNoticeTime: String(experience.advanceNotice.time),
  advanceNoticeUnit: experience.advanceNotice.unit,
  windows: experience.availabilities.map(windowFieldsOf),
});

export const priceValuesOf = (experience: Experience) => ({
  // A new experience is free until this step is saved: its price field starts empty.
  retailPrice: experience.retailPrice === 0 && !experience.listed ? "" : String(experience.retailPrice),
  memberPrice: typedNumber(experience.memberPrice),
  pricing: experience.perGuestPricing ? "guest" : "booking",
  minGuests: String(experience.minGuests),
  maxGuests: String(experience.maxGuests),
  minimumTier: typedNumber(experience.minimumTier),
  membersOnly: experience.membersOnly,
  cancellationPolicy: experience.cancellationPolicy ?? "",
  tiers: experience.cancellationTiers.map((tier) => ({ hours: String(tier.hours), percent: String(tier.percent) })),
});

export const detailsValuesOf = (experience: Experience) => ({
  tags: experience.tags.map((tag) => tag.name),
  themes: experience.themes,
  otherThemes: "",
  amenities: experience.amenities.join(", "),
  minAge: String(experience.minAge),
  petFriendly: experience.petFriendly,
});
