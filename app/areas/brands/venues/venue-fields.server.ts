import { z } from "zod";
import { isCountryCode } from "#contract/countries";
import { isTimeZone } from "#contract/wall-clock";
import { checkbox, text } from "~/.server/forms/rules";
import type { VenueChanges } from "./venue-calls.server";
import { placeLabel } from "./places.server";
import { VENUE_FIELD_LABELS as LABELS, VENUE_LIMITS, VENUE_MESSAGES, VENUE_TIERS } from "./venue-text";
import type { Venue } from "~/areas/brands/venue-entity.server";

/*
 * The venue form (new and edit share it). The site checks every rule of the platform's venue body
 * (contract/api/venues.ts) itself, so every mistake is shown at once, each at its field, in
 * people's words; a refusal the platform still sends comes back at its field (save.server.ts).
 */

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** "Kayak class" -> "kayak-class": how the platform writes a tag or theme (a URL-safe name). */
export function slugOf(words: string): string {
  return words
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The boxes ticked: one value, several, or none (a hand-made request may send anything). */
const ticked = (what: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === "string" ? [value] : []),
    z.array(z.string()).refine((items) => items.every((item) => SLUG.test(item)), { message: VENUE_MESSAGES.pickFromList(what) }),
  );

/** "River view, rooftop" -> ["river-view", "rooftop"]: new ones, commas between. */
const added = (label: string, what: string) =>
  text(label, VENUE_LIMITS.list)
    .transform((value) => value.split(",").map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.every((item) => SLUG.test(slugOf(item))), { message: VENUE_MESSAGES.newItem(what) })
    .transform((items) => items.map(slugOf));

/** A map point: hidden, filled by the place picked; anything else was not sent by the form. */
const coordinate = (limit: number) =>
  text("Map point", 30).refine((value) => value === "" || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit), {
    message: VENUE_MESSAGES.placeLost,
  });

const fields = {
  name: text(LABELS.name!, VENUE_LIMITS.name).refine((value) => value !== "", { message: VENUE_MESSAGES.nameRequired }),
  place: text(LABELS.place!, VENUE_LIMITS.place),
  placeLabel: text(LABELS.place!, VENUE_LIMITS.place),
  address: text(LABELS.address!, VENUE_LIMITS.address),
  address2: text(LABELS.address2!, VENUE_LIMITS.address),
  city: text(LABELS.place!, VENUE_LIMITS.city),
  state: text(LABELS.place!, VENUE_LIMITS.state),
  postalCode: text(LABELS.postalCode!, VENUE_LIMITS.postalCode),
  country: text(LABELS.country!, 2).refine(isCountryCode, { message: VENUE_MESSAGES.country }),
  latitude: coordinate(90),
  longitude: coordinate(180),
  timezone: text(LABELS.timezone!, VENUE_LIMITS.timezone).refine(isTimeZone, { message: VENUE_MESSAGES.timezone }),
  capacity: text(LABELS.capacity!, 7).refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= VENUE_LIMITS.capacity), {
    message: VENUE_MESSAGES.capacity,
  }),
  parking: checkbox,
  licensed: checkbox,
  licenseText: text(LABELS.licenseText!, VENUE_LIMITS.licenseText),
  available: checkbox,
  themes: ticked("themes"),
  newThemes: added(LABELS.newThemes!, "theme"),
  tags: ticked("tags"),
  newTags: added(LABELS.newTags!, "tag"),
  minimumTier: z.preprocess((value) => (typeof value === "string" ? value : ""), z.enum(["", ...VENUE_TIERS.map((_, index) => String(index))]).default("")),
  membersOnly: checkbox,
};

/** The issue at `path` when the picked and the new ones together pass the platform's 20. */
function atMostTwenty(ctx: z.RefinementCtx, items: string[], path: string, what: string) {
  if (new Set(items).size > VENUE_LIMITS.listItems) ctx.addIssue({ code: "custom", path: [path], message: VENUE_MESSAGES.tooMany(what) });
}

/**
 * The form's schema; `unpicked` is the Place text when it names no place picked (places.server.ts
 * settlePlace): asked to be picked at the field, with every other mistake.
 */
export function venueFieldsSchema(unpicked: string | null = null) {
  return z.object(fields).superRefine((value, ctx) => {
    if (unpicked !== null) ctx.addIssue({ code: "custom", path: ["place"], message: VENUE_MESSAGES.pickPlace(unpicked) });
    // One of a pair of coordinates is no map point.
    else if ((value.latitude === "") !== (value.longitude === "")) ctx.addIssue({ code: "custom", path: ["place"], message: VENUE_MESSAGES.placeLost });
    atMostTwenty(ctx, [...value.themes, ...value.newThemes], "newThemes", "themes");
    atMostTwenty(ctx, [...value.tags, ...value.newTags], "newTags", "tags");
  });
}

export type VenueFieldsOutput = z.output<ReturnType<typeof venueFieldsSchema>>;

const orNull = (value: string) => value || null;
const numberOrNull = (value: string) => (value === "" ? null : Number(value));

/** The venue's tags: those ticked and the new ones, each once. */
export const tagsOf = (value: VenueFieldsOutput) => [...new Set([...value.tags, ...value.newTags])];

/** The platform's venue fields (tags go separately: POST .../tags). */
export function venueChanges(value: VenueFieldsOutput): VenueChanges {
  return {
    name: value.name,
    address: orNull(value.address),
    address2: orNull(value.address2),
    city: orNull(value.city),
    state: orNull(value.state),
    postalCode: orNull(value.postalCode),
    country: value.country,
    latitude: numberOrNull(value.latitude),
    longitude: numberOrNull(value.longitude),
    timezone: value.timezone,
    capacity: numberOrNull(value.capacity),
    parking: value.parking,
    licensed: value.licensed,
    licenseText: orNull(value.licenseText),
    available: value.available,
    themes: [...new Set([...value.themes, ...value.newThemes])],
    minimumTier: value.minimumTier === "" ? null : Number(value.minimumTier),
    membersOnly: value.membersOnly,
  };
}

/** The body's fields as the form names them: a refusal naming one is shown at it. */
export const VENUE_REFUSAL_FIELDS: Readonly<Record<string, string>> = {
  name: "name",
  address: "address",
  address2: "address2",
  city: "place",
  state: "place",
  postal_code: "postalCode",
  country: "country",
  latitude: "place",
  longitude: "place",
  timezone: "timezone",
  capacity: "capacity",
  license_text: "licenseText",
  minimum_tier: "minimumTier",
  themes: "newThemes",
  tags: "newTags",
  ...Object.fromEntries(
    Array.from({ length: VENUE_LIMITS.listItems }, (_, index) => [
      [`themes.${index}`, "newThemes"],
      [`tags.${index}`, "newTags"],
    ]).flat(),
  ),
};

/** A venue as the form shows it (the editor's starting values). */
export function venueFormValues(venue: Venue): Record<string, string | boolean | string[]> {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  const label = placeLabel(text(venue.city), text(venue.state), venue.country);
  return {
    name: venue.name,
    place: label,
    placeLabel: label,
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
    themes: venue.themes,
    tags: venue.tags,
    minimumTier: text(venue.minimumTier),
    membersOnly: venue.membersOnly,
  };
}
