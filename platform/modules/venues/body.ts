/** What POST /location/venues/ and PUT /location/venues/id/{id} accept (platform/README.md "Venues"). */
import { z } from "zod";
import { isTimeZone } from "#contract/wall-clock";

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const clearable = (max: number) => text(max).nullable().transform((value) => value || null);
const flag = z.boolean({ error: "must be true or false" });
const whole = (min: number, max: number) =>
  z.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const instant = z.iso
  .datetime({ offset: true, error: "must be a date and time written ISO 8601 with its offset (2026-05-01T09:00:00Z)" })
  .transform((value) => new Date(value));
/** URL-safe names: tags and themes. */
export const slug = z
  .string({ error: "must be text" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, "must be 1 to 40 letters, digits or hyphens");

export const blackoutBody = z
  .object({ start: instant, end: instant }, { error: "must be {start, end}" })
  .strict()
  .refine(({ start, end }) => end > start, { message: "must be after start", path: ["end"] });

export const venueBody = z
  .object({
    provider: z.string({ error: "must be a brand id" }),
    name: text(120).min(1, "must not be empty"),
    address: clearable(200),
    address2: clearable(200),
    city: clearable(100),
    state: clearable(50),
    postal_code: clearable(20),
    country: z.string({ error: "must be a country code" }).trim().toUpperCase().regex(/^[A-Z]{2}$/, "must be a two-letter country code (US)"),
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

export const tagsBody = z.object({ tags: z.array(slug, { error: "must be a list of tags" }).max(20, "must have at most 20 tags") }).strict();

export const themesQuery = z.object({ theme: slug.optional(), category: slug.optional() }).strict();
export const themesSearchBody = z.object({ themes: z.array(slug, { error: "must be a list of themes" }).min(1, "must name at least one theme").max(20, "must have at most 20 themes") }).strict();
export const modeQuery = z.object({ mode: z.enum(["any", "all"], { error: 'must be "any" or "all"' }).default("any") }).strict();
