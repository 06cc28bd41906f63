import { z } from "zod";
import { checkbox, text } from "~/.server/forms/rules";
import type { VenueChanges } from "./venue-calls.server";
import { VENUE_DEFAULTS, VENUE_LIMITS, VENUE_MESSAGES, VENUE_TIERS } from "./venue-text";
import type { Venue } from "~/areas/brands/venue-entity.server";

/*
 * The venue form (new and edit share it). The site checks what it must to build the call (a name,
 * numbers, lists of slugs, since tags go in a second call); the rest (country, time zone, lengths
 * the platform keeps) are the platform's rules, whose words come back at their fields.
 */

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** "kayak, Dock" -> ["kayak", "dock"]: commas or spaces between, each a slug as the platform wants. */
const slugList = (label: string) =>
  text(label, VENUE_LIMITS.list)
    .transform((value) =>
      value
        .split(/[\s,]+/)
        .map((item) => item.toLowerCase())
        .filter(Boolean),
    )
    .refine((items) => items.every((item) => SLUG.test(item)), {
      message: `Each of the ${label.toLowerCase()} ${VENUE_MESSAGES.slug}.`,
    });

const number = (label: string) => text(label, 20).refine((value) => value === "" || Number.isFinite(Number(value)), { message: `${label} must be a number.` });

export const venueFieldsSchema = z.object({
  name: text("Name", VENUE_LIMITS.name).refine((value) => value !== "", {
    message: VENUE_MESSAGES.nameRequired,
  }),
  address: text("Address", VENUE_LIMITS.address),
  address2: text("Address line 2", VENUE_LIMITS.address),
  city: text("City", VENUE_LIMITS.city),
  state: text("State", VENUE_LIMITS.state),
  postalCode: text("ZIP code", VENUE_LIMITS.postalCode),
  country: text("Country", 2),
  latitude: number("Latitude"),
  longitude: number("Longitude"),
  timezone: text("Time zone", VENUE_LIMITS.timezone),
  capacity: text("Capacity", 6).refine((value) => value === "" || /^\d+$/.test(value), { message: VENUE_MESSAGES.capacity }),
  parking: checkbox,
  licensed: checkbox,
  licenseText: text("Licence", VENUE_LIMITS.licenseText),
  available: checkbox,
  themes: slugList("Themes"),
  tags: slugList("Tags"),
  minimumTier: z.preprocess((value) => (typeof value === "string" ? value : ""), z.enum(["", ...VENUE_TIERS.map((_, index) => String(index))]).default("")),
  membersOnly: checkbox,
});

export type VenueFields = z.input<typeof venueFieldsSchema>;
export type VenueFieldsOutput = z.output<typeof venueFieldsSchema>;
type Parsed = VenueFieldsOutput;

const orNull = (value: string) => value || null;
const numberOrNull = (value: string) => (value === "" ? null : Number(value));

/** The platform's venue fields (tags go separately: POST .../tags). */
export function venueChanges(value: Parsed): VenueChanges {
  return {
    name: value.name,
    address: orNull(value.address),
    address2: orNull(value.address2),
    city: orNull(value.city),
    state: orNull(value.state),
    postalCode: orNull(value.postalCode),
    country: value.country || VENUE_DEFAULTS.country,
    latitude: numberOrNull(value.latitude),
    longitude: numberOrNull(value.longitude),
    timezone: value.timezone || VENUE_DEFAULTS.timezone,
    capacity: numberOrNull(value.capacity),
    parking: value.parking,
    licensed: value.licensed,
    licenseText: orNull(value.licenseText),
    available: value.available,
    themes: value.themes,
    minimumTier: value.minimumTier === "" ? null : Number(value.minimumTier),
    membersOnly: value.membersOnly,
  };
}

/** The body's fields as the form names them: a refusal naming one is shown at it. */
export const VENUE_REFUSAL_FIELDS: Readonly<Record<string, string>> = {
  name: "name",
  address: "address",
  address2: "address2",
  city: "city",
  state: "state",
  postal_code: "postalCode",
  country: "country",
  latitude: "city",
  longitude: "city",
  timezone: "timezone",
  capacity: "capacity",
  license_text: "licenseText",
  minimum_tier: "minimumTier",
  themes: "themes",
  tags: "tags",
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [
      [`themes.${index}`, "themes"],
      [`tags.${index}`, "tags"],
    ]).flat(),
  ),
};

/** A venue as the form shows it (the editor's starting values). */
export function venueFormValues(venue: Venue): Record<string, string | boolean> {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    name: venue.name,
    address: text(venue.address),
    address2: text(venue.address2),
    city: text(venue.city),
    state: text(venue.state),
    postalCode: text(venue.postalCode),
    country: venue.country,
    latitude: text(venue.latitude),
    longitude: text(venue.longitude),
    timezone: venue.timezone,
    capacity: text(venue.capacity),
    parking: venue.parking,
    licensed: venue.licensed,
    licenseText: text(venue.licenseText),
    available: venue.available,
    themes: venue.themes.join(", "),
    tags: venue.tags.join(", "),
    minimumTier: text(venue.minimumTier),
    membersOnly: venue.membersOnly,
  };
}
