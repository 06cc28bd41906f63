/**
 * What the experience calls accept: the paging and `empty` query parameters, and the body of
 * POST /experiences/search (platform/README.md "Experiences" defines each filter's shape).
 */
import { z } from "zod";
import {
  DEFAULT_RADIUS_MILES,
  EXPERIENCE_PAGE,
  MAX_DATE_RANGE_DAYS,
  MAX_RADIUS_MILES,
  SEARCH_FILTERS,
  TIME_OF_DAY,
  type TimeOfDay,
} from "#contract/experience-search";
import { isCalendarDate } from "#contract/wall-clock";
import { atField, invalidRequest } from "../../errors";
import { booleanFlag, checkBody } from "../../http/validation";

const pageNumber = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000");
const perPage = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(EXPERIENCE_PAGE.maxPerPage, `must be at most ${EXPERIENCE_PAGE.maxPerPage}`);

export type Paging = { page: number; perPage: number };

/** `?page=&per_page=` of the lists. */
export const listQuery = z
  .object({ page: pageNumber.default(1), per_page: perPage.default(EXPERIENCE_PAGE.defaultPerPage) })
  .strict()
  .transform(({ page, per_page }): Paging => ({ page, perPage: per_page }));

/** `?empty=` of the category and tag lists: include those with no listed experience (default false). */
export const emptyQuery = z.object({ empty: booleanFlag.default(false) }).strict();

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string()
  .regex(DAY, "must be a date written YYYY-MM-DD")
  // isCalendarDate, not toISOString: zod runs a refinement after a failed regex too, and "}" is no Date.
  .refine(isCalendarDate, "must be a real date");

export const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const dollars = z.number({ error: "must be a number of dollars" }).min(0, "must be at least 0").max(1_000_000, "must be at most 1000000");
const age = z.number({ error: "must be a whole number of years" }).int("must be a whole number of years").min(0, "must be at least 0").max(120, "must be at most 120");
const periods = Object.keys(TIME_OF_DAY) as [TimeOfDay, ...TimeOfDay[]];
const period = z.enum(periods, { error: `must be one of ${periods.join(", ")}` });
const name = z.string({ error: "must be a name" }).min(1, "must not be empty").max(100, "must be at most 100 characters");

const searchSchema = z.object({
  keywords: z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional(),
  tags: z.array(name, { error: "must be a list of tag names" }).min(1, "must name at least one tag").max(20, "must name at most 20 tags").optional(),
  category: name.optional(),
  dateRange: z
    .object({ from: calendarDate, to: calendarDate }, { error: "must be {from, to}" })
    .strict()
    .refine(({ from, to }) => from <= to, { message: "from must not be after to", path: ["to"] })
    .refine(({ from, to }) => daysBetween(from, to) < MAX_DATE_RANGE_DAYS, { message: `must span at most ${MAX_DATE_RANGE_DAYS} days`, path: ["to"] })
    .optional(),
  timeOfDay: z
    .union([period, z.array(period).min(1, "must name at least one time of day")], { error: `must be one of ${periods.join(", ")}, or a list of them` })
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])])
    .optional(),
  budget: z
    .object({ min: dollars.optional(), max: dollars.optional() }, { error: "must be {min, max}" })
    .strict()
    .refine(({ min, max }) => min !== undefined || max !== undefined, "must give min, max or both")
    .refine(({ min, max }) => min === undefined || max === undefined || min <= max, { message: "min must not be above max", path: ["max"] })
    .optional(),
  partySize: z.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(1000, "must be at most 1000").optional(),
  ageRange: z
    .object({ min: age.optional(), max: age.optional() }, { error: "must be {min, max}" })
    .strict()
    .refine(({ min, max }) => min !== undefined || max !== undefined, "must give min, max or both")
    .refine(({ min, max }) => min === undefined || max === undefined || min <= max, { message: "min must not be above max", path: ["max"] })
    .optional(),
  petFriendly: z.boolean({ error: "must be true or false" }).optional(),
  location: z
    .object(
      {
        latitude: z.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
        longitude: z.number({ error: "must be a number" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
      },
      { error: "must be {latitude, longitude}" },
    )
    .strict()
    .optional(),
  radius: z.number({ error: "must be a number of miles" }).gt(0, "must be above 0").max(MAX_RADIUS_MILES, `must be at most ${MAX_RADIUS_MILES}`).optional(),
  page: pageNumber.default(1),
  per_page: perPage.default(EXPERIENCE_PAGE.defaultPerPage),
});

export type SearchFilters = {
  keywords?: string;
  tags?: string[];
  category?: string;
  dateRange?: { from: string; to: string };
  timeOfDay?: TimeOfDay[];
  budget?: { min?: number; max?: number };
  partySize?: number;
  ageRange?: { min?: number; max?: number };
  petFriendly?: boolean;
  location?: { latitude: number; longitude: number; radius: number };
};

const ALLOWED = new Set<string>([...SEARCH_FILTERS, "page", "per_page"]);

/** The search body: unknown fields are refused by name (a misspelt filter must not silently match everything). */
export function parseSearchBody(body: unknown): { filters: SearchFilters; paging: Paging } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidRequest("The request body must be a JSON object");
  const unknown = Object.keys(body).find((key) => !ALLOWED.has(key));
  if (unknown !== undefined) {
    throw invalidRequest(atField(unknown, `not a search filter (the filters are ${SEARCH_FILTERS.join(", ")}; paging is page, per_page)`));
  }
  // null is the same as leaving a filter out (forms send empty fields as null).
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  const { page, per_page, location, radius, ...rest } = checkBody(given, searchSchema);
  if (radius !== undefined && location === undefined) throw invalidRequest(atField("location", "required when radius is given"));
  const filters: SearchFilters = { ...rest };
  if (location) filters.location = { ...location, radius: radius ?? DEFAULT_RADIUS_MILES };
  return { filters, paging: { page, perPage: per_page } };
}
