/**
 * A brand owner's experience calls (platform-core §7 Experiences): create, update, archive and the
 * cover image. The body of create and update is `category`, the `experience` object (its fields
 * named as the Experience shape, contract/api/experiences.ts) and the `availabilities` list. Each
 * field is checked alone here; rules between fields (guests, prices, period, windows against the
 * duration) are checked by the platform on the merged experience (modules/experiences/editing-rules.ts).
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_COVER_BYTES } from "../limits";
import { CANCELLATION_LIMITS, sortTiers } from "../cancellation-policy";
import { isTimeZone } from "../wall-clock";
import { noBrand } from "./businesses";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badFlag, sessionEnded, tooLarge } from "./errors";
import { experience } from "./experiences";
import { booleanFlag, requiredLink } from "./fields";

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
/** Optional text where null or "" clears it. */
const clearable = (max: number) => text(max).nullable().transform((value) => value || null);
const whole = (min: number, max: number) =>
  z.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const flag = z.boolean({ error: "must be true or false" });
const words = z.array(text(100).min(1, "must not be empty"), { error: "must be a list of words" }).max(30, "must have at most 30 entries");

export const refundTier = z.object({ hours: whole(0, CANCELLATION_LIMITS.maxHours), percent: whole(0, CANCELLATION_LIMITS.maxPercent) }, { error: "must be {hours, percent}" }).strict();

/** The tiers, at most 5, each H once; answered longest notice first. */
export const refundTiers = z
  .array(refundTier, { error: "must be a list of {hours, percent}" })
  .max(CANCELLATION_LIMITS.maxTiers, `must have at most ${CANCELLATION_LIMITS.maxTiers} tiers`)
  .refine((tiers) => new Set(tiers.map((tier) => tier.hours)).size === tiers.length, "must not name the same number of hours twice")
  .transform(sortTiers);

/** Dollars with at most two decimals, stored as cents. */
const money = z
  .number({ error: "must be a number of dollars" })
  .min(0, "must be at least 0")
  .max(1_000_000, "must be at most 1000000")
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, "must be dollars with at most 2 decimals")
  .transform((dollars) => Math.round(dollars * 100));

const instant = z.iso
  .datetime({ offset: true, error: "must be a date and time written ISO 8601 with its offset (2026-05-01T09:00:00Z)" })
  .transform((value) => new Date(value));


const clock = (maxHour: number) =>
  z.object({ hour: whole(0, maxHour), minute: whole(0, 59).default(0) }, { error: "must be {hour, minute}" }).strict();

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export const availabilityBody = z
  .object({
    start: clock(23),
    end: clock(24),
    ...Object.fromEntries(WEEKDAYS.map((day) => [day, flag.default(false)])),
  } as { start: ReturnType<typeof clock>; end: ReturnType<typeof clock> } & Record<(typeof WEEKDAYS)[number], z.ZodDefault<typeof flag>>)
  .strict()
  .refine(({ end }) => end.hour < 24 || end.minute === 0, { message: "must be at most 24:00", path: ["end"] })
  .refine(({ start, end }) => end.hour * 60 + end.minute > start.hour * 60 + start.minute, { message: "must be after start (a window ends the day it starts)", path: ["end"] })
  .refine((window) => WEEKDAYS.some((day) => window[day]), "must name at least one weekday (monday … sunday true)");

export type AvailabilityInput = z.output<typeof availabilityBody>;

/** Every field optional: PUT changes only what it names; POST's required fields are checked by the rules. */
export const experienceFields = z
  .object({
    /** The brand's id: needed on create only when the caller owns several brands. */
    provider: z.string({ error: "must be a brand id" }),
    name: text(120).min(1, "must not be empty"),
    archived: flag,
    /** False keeps it out of lists, search and booking until it is published; omitted on create: true. */
    listed: flag,
    location: clearable(200),
    latitude: z.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90").nullable(),
    longitude: z.number({ error: "must be a number" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180").nullable(),
    description: text(5000),
    images: z.array(requiredLink(500), { error: "must be a list of image URLs" }).max(10, "must have at most 10 images"),
    retail_price: money,
    member_price: money.nullable(),
    per_guest_pricing: flag,
    min_price: money.nullable(),
    min_guests: whole(1, 1000),
    max_guests: whole(1, 1000),
    min_age: whole(0, 120),
    ideal_age: z.object({ youngest: whole(0, 120).nullable().default(null), oldest: whole(0, 120).nullable().default(null) }, { error: "must be {youngest, oldest}" }).strict(),
    pet_friendly: flag,
    duration: z.object({ hours: whole(0, 23).default(0), minutes: whole(0, 59).default(0) }, { error: "must be {hours, minutes}" }).strict(),
    address: clearable(300),
    timezone: text(64).transform((zone) => zone.replaceAll(" ", "_")).refine(isTimeZone, "must be an IANA time zone such as America/New_York"),
    start_time: instant.nullable(),
    end_time: instant.nullable(),
    cancellation_policy: clearable(2000),
    cancellation_tiers: refundTiers,
    types: words,
    themes: words,
    amenities: words,
    additional_items: words,
    disclaimer: clearable(2000),
    minimum_tier: whole(0, 3).nullable(),
    members_only: flag,
    advance_notice: z
      .object({ required: flag.default(false), time: whole(0, 10_000).default(0), unit: z.enum(["minutes", "hours", "days"], { error: "must be minutes, hours or days" }).default("hours") }, { error: "must be {required, time, unit}" })
      .strict(),
    transportation: z
      .object({ included: flag.default(false), radius: whole(0, 500).nullable().default(null), lead_time: whole(0, 1440).nullable().default(null) }, { error: "must be {included, radius, lead_time}" })
      .strict(),
    /** The id of a venue of the same brand it is held at, or null for none. */
    venue: z.string({ error: "must be a venue id" }).nullable(),
    /** Tag names (GET /experiences/categories/tags); replaces the experience's tags. */
    tags: z.array(text(100), { error: "must be a list of tag names" }).max(20, "must have at most 20 tags"),
  })
  .partial()
  .strict();

export type ExperienceFields = z.output<typeof experienceFields>;

export const editBody = z
  .object({
    category: text(100).min(1, "must not be empty").optional(),
    experience: experienceFields.default({}),
    /** Replaces every window when given. */
    availabilities: z.array(availabilityBody, { error: "must be a list of availabilities" }).max(20, "must have at most 20 windows").optional(),
  })
  .strict();

export type EditBody = z.output<typeof editBody>;

const experienceId = z.object({ id: z.string().meta({ description: "The experience's id." }) });

const refusals: Refusal[] = [
  { ...badBody, when: "A field is missing or invalid, alone or with the others (guests, prices, the period, windows shorter than the duration); `field` names it." },
  sessionEnded,
  { status: 403, code: ERROR_CODES.forbidden, when: "The experience or the brand named is not the member's." },
  { status: 404, code: ERROR_CODES.notFound, when: "No such experience, brand, category, tag or venue." },
];

export const createExperience = endpoint({
  id: "createExperience",
  method: "POST",
  path: "/experiences/create",
  summary: "Create an experience in the owner's brand",
  spec: "platform-core §7 Experiences",
  caller: "member",
  body: { json: editBody },
  answer: { status: 201, json: experience },
  refusals,
});

export const updateExperience = endpoint({
  id: "updateExperience",
  method: "PUT",
  path: "/experiences/id/{id}",
  summary: "Change the fields named (archived: false restores)",
  spec: "platform-core §7 Experiences",
  caller: "member",
  params: experienceId,
  body: { json: editBody },
  answer: { status: 200, json: experience },
  refusals,
});

export const archiveExperience = endpoint({
  id: "archiveExperience",
  method: "DELETE",
  path: "/experiences/id/{id}",
  summary: "Archive an experience (never deleted; still readable by id)",
  spec: "platform-core §7 Experiences",
  caller: "member",
  params: experienceId,
  answer: { status: 200, json: experience },
  refusals: refusals.filter((refusal) => refusal.status !== 400),
});

export const setExperienceCover = endpoint({
  id: "setExperienceCover",
  method: "PUT",
  path: "/experiences/id/{id}/images/cover",
  summary: "Upload the cover image: the experience, its new cover first",
  spec: "platform-core §7 Experiences",
  caller: "member",
  params: experienceId,
  body: { multipart: z.looseObject({}), file: { field: "image", kinds: "PNG, JPEG, WebP or GIF", maxBytes: MAX_COVER_BYTES } },
  answer: { status: 200, json: experience },
  refusals: [
    { ...badBody, field: "image", when: "No image in the multipart field image, not an image of these kinds, or one that cannot be read." },
    tooLarge(MAX_COVER_BYTES, "The image"),
    ...refusals.slice(1),
  ],
});

export const listOwnExperiences = endpoint({
  id: "listOwnExperiences",
  method: "GET",
  path: "/account/business/experiences",
  summary: "The experiences of every brand the member owns, by name",
  spec: "platform-core §6 Business owner, §7 Profile and account",
  caller: "member",
  query: z.object({ all: booleanFlag.default(false).meta({ description: "Archived ones too." }) }).strict(),
  answer: { status: 200, json: z.array(experience) },
  refusals: [
    badFlag("all"),
    sessionEnded,
    noBrand,
  ],
});

export const experienceEditingEndpoints = [listOwnExperiences, createExperience, updateExperience, archiveExperience, setExperienceCover] as const;
