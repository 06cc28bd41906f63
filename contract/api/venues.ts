/**
 * Venues (platform-core §7 "Venues and locations", §3 "Experience location / venue";
 * platform/README.md "Venues"): reading needs only the API credentials; adding, changing, tagging
 * and deleting want the signed-in owner of the venue's brand. Blackouts travel in the venue's body
 * (`blackout_times`, replaced whole when given).
 */
import { z } from "zod";
import { isCountryCode } from "../countries";
import { ERROR_CODES } from "../error-codes";
import { isTimeZone } from "../wall-clock";
import { noBrand } from "./businesses";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badQuery, signedOut } from "./errors";

const SPEC = "platform-core §7 Venues and locations";

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const clearable = (max: number) => text(max).nullable().transform((value) => value || null);
const flag = z.boolean({ error: "must be true or false" });
const whole = (min: number, max: number) =>
  z.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const instant = z.iso
  .datetime({ offset: true, error: "must be a date and time written ISO 8601 with its offset (2026-05-01T09:00:00Z)" })
  .transform((value) => new Date(value));
/** URL-safe names: tags and themes. */
const slug = z
  .string({ error: "must be text" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, "must be 1 to 40 letters, digits or hyphens");

const blackoutBody = z
  .object({ start: instant, end: instant }, { error: "must be {start, end}" })
  .strict()
  .refine(({ start, end }) => end > start, { message: "must be after start", path: ["end"] });

const venueBody = z
  .object({
    provider: z.string({ error: "must be a brand id" }),
    name: text(120).min(1, "must not be empty"),
    address: clearable(200),
    address2: clearable(200),
    city: clearable(100),
    state: clearable(50),
    postal_code: clearable(20),
    // An ISO 3166-1 alpha-2 code (contract/countries.ts), not any two letters.
    country: z.string({ error: "must be a country code" }).trim().toUpperCase().refine(isCountryCode, "must be a country's two-letter code, like US or CA"),
    latitude: z.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90").nullable(),
    longitude: z.number({ error: "must be a number" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180").nullable(),
    available: flag,
    themes: z.array(slug, { error: "must be a list of themes" }).max(20, "must have at most 20 themes"),
    minimum_tier: whole(0, 3).nullable(),
    members_only: flag,
    capacity: whole(1, 100_000).nullable(),
    parking: flag,
    licensed: flag,
    license_text: clearable(2000),
    timezone: text(64).transform((zone) => zone.replaceAll(" ", "_")).refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
    /** Replaces every blackout when given. */
    blackout_times: z.array(blackoutBody, { error: "must be a list of {start, end}" }).max(100, "must have at most 100 blackouts"),
  })
  .partial()
  .strict();

export type VenueInput = z.output<typeof venueBody>;

const tagsBody = z.object({ tags: z.array(slug, { error: "must be a list of tags" }).max(20, "must have at most 20 tags") }).strict();

const themesQuery = z
  .object({
    theme: slug.optional(),
    category: slug.optional().meta({ description: "Only venues holding a listed experience of this category." }),
  })
  .strict();
const themesSearchBody = z.object({ themes: z.array(slug, { error: "must be a list of themes" }).min(1, "must name at least one theme").max(20, "must have at most 20 themes") }).strict();
const modeQuery = z.object({ mode: z.enum(["any", "all"], { error: 'must be "any" or "all"' }).default("any") }).strict();

// ── What is answered ────────────────────────────────────────────────────────

const time = z.iso.datetime({ offset: true });

export const venue = z
  .object({
    id: z.uuid(),
    name: z.string(),
    provider: z.object({ id: z.uuid(), name: z.string(), username: z.string() }).meta({ description: "The venue's brand." }),
    address: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    available: z.boolean().meta({ description: "Whether it takes bookings." }),
    themes: z.array(z.string()),
    tags: z.array(z.string()),
    minimum_tier: z.number().int().min(0).nullable(),
    members_only: z.boolean(),
    capacity: z.number().int().min(1).nullable().meta({ description: "Places per slot of every experience held there; null: each experience's own." }),
    parking: z.boolean(),
    licensed: z.boolean(),
    license_text: z.string().nullable(),
    timezone: z.string(),
    blackout_times: z.array(z.object({ id: z.uuid(), start: time, end: time })),
    time_created: time,
    time_updated: time,
  })
  .meta({ id: "Venue" });

// ── Refusals ────────────────────────────────────────────────────────────────

const noVenue: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No venue of this id." };
const notOwner: Refusal = { status: 403, code: ERROR_CODES.forbidden, when: "The caller does not own the venue's brand." };
const venueId = z.object({ id: z.string() });

export const getVenue = endpoint({
  id: "getVenue",
  method: "GET",
  path: "/location/venues/id/{id}",
  summary: "A venue",
  spec: SPEC,
  caller: "credential",
  params: venueId,
  answer: { status: 200, json: venue },
  refusals: [noVenue],
});

export const createVenue = endpoint({
  id: "createVenue",
  method: "POST",
  path: "/location/venues/",
  summary: "Add a venue to the owner's brand",
  spec: SPEC,
  caller: "member",
  body: { json: venueBody },
  answer: { status: 201, json: venue },
  refusals: [
    badBody,
    { ...badBody, field: "provider", when: "provider is missing while the caller owns several brands." },
    signedOut,
    { status: 403, code: ERROR_CODES.forbidden, when: "The brand is not the caller's." },
    { status: 404, code: ERROR_CODES.notFound, when: "No brand of this id, or the caller owns none." },
  ],
});

export const updateVenue = endpoint({
  id: "updateVenue",
  method: "PUT",
  path: "/location/venues/id/{id}",
  summary: "Change a venue's fields (those given; null clears)",
  spec: SPEC,
  caller: "member",
  params: venueId,
  body: { json: venueBody },
  answer: { status: 200, json: venue },
  refusals: [badBody, signedOut, notOwner, noVenue],
});

export const deleteVenue = endpoint({
  id: "deleteVenue",
  method: "DELETE",
  path: "/location/venues/id/{id}",
  summary: "Delete a venue; its experiences stay, without a venue",
  spec: SPEC,
  caller: "member",
  params: venueId,
  answer: { status: 204 },
  refusals: [signedOut, notOwner, noVenue],
});

export const tagVenue = endpoint({
  id: "tagVenue",
  method: "POST",
  path: "/location/venues/id/{id}/tags",
  summary: "Set a venue's tags (lower-cased, duplicates dropped)",
  spec: SPEC,
  caller: "member",
  params: venueId,
  body: { json: tagsBody },
  answer: { status: 200, json: venue },
  refusals: [badBody, signedOut, notOwner, noVenue],
});

export const venueTags = endpoint({
  id: "venueTags",
  method: "GET",
  path: "/location/venues/tags",
  summary: "Every venue tag in use, with how many venues carry it",
  spec: SPEC,
  caller: "credential",
  answer: { status: 200, json: z.array(z.object({ tag: z.string(), count: z.number().int().min(0) }).meta({ id: "VenueTagCount" })) },
  refusals: [],
});

export const venuesWithTheme = endpoint({
  id: "venuesWithTheme",
  method: "GET",
  path: "/location/venues/themes",
  summary: "Available venues with a theme",
  spec: SPEC,
  caller: "credential",
  query: themesQuery,
  answer: { status: 200, json: z.array(venue) },
  refusals: [{ ...badQuery, when: "theme or category is not a slug; `field` names it." }],
});

export const venuesWithThemes = endpoint({
  id: "venuesWithThemes",
  method: "POST",
  path: "/location/venues/themes",
  summary: "Available venues with any (or all) of the themes",
  spec: SPEC,
  caller: "credential",
  query: modeQuery,
  body: { json: themesSearchBody },
  answer: { status: 200, json: z.array(venue) },
  refusals: [badBody],
});

export const ownVenues = endpoint({
  id: "ownVenues",
  method: "GET",
  path: "/account/business/venues",
  summary: "The venues of every brand the user owns, by name",
  spec: "platform-core §6 Business owner",
  caller: "member",
  answer: { status: 200, json: z.array(venue) },
  refusals: [signedOut, noBrand],
});

export const venueEndpoints = [getVenue, createVenue, updateVenue, deleteVenue, tagVenue, venueTags, venuesWithTheme, venuesWithThemes, ownVenues] as const;
