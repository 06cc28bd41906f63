/**
 * The experiences marketplace (platform-core §7 "Experiences"; platform/README.md "Experiences"):
 * the lists (all, by category, by tag), one experience, the categories and tags with how many
 * listed experiences each has, POST /experiences/search with the spec's eleven filters, likes and
 * share. The public calls take a member's token when the caller holds one ("send the token only
 * if held"): a member sees their own `liked`, and budget search matches on member prices.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { DEFAULT_RADIUS_MILES, EXPERIENCE_PAGE, MAX_DATE_RANGE_DAYS, MAX_RADIUS_MILES, SEARCH_FILTERS, TIME_OF_DAY, type TimeOfDay } from "../experience-search";
import { MAX_ACCOUNT_BODY_BYTES } from "../limits";
import { isCalendarDate } from "../wall-clock";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badFlag, badPaging, signedOut, tooLarge } from "./errors";

// ── What is answered ────────────────────────────────────────────────────────

const instant = z.iso.datetime({ offset: true });
const clock = z.object({ hour: z.number().int().min(0).max(24), minute: z.number().int().min(0).max(59) });

/** A weekly window, wall-clock in the experience's own time zone. */
export const availability = z
  .object({
    start: clock,
    end: clock,
    monday: z.boolean(),
    tuesday: z.boolean(),
    wednesday: z.boolean(),
    thursday: z.boolean(),
    friday: z.boolean(),
    saturday: z.boolean(),
    sunday: z.boolean(),
  })
  .meta({ id: "Availability" });

export const category = z.object({ name: z.string(), title: z.string() }).meta({ id: "ExperienceCategory" });
export const tag = z.object({ name: z.string(), title: z.string(), category: z.string().nullable() }).meta({ id: "ExperienceTag" });

/** The brand selling an experience, as an experience (or a purchase, a ticket) shows it: enough to name and link it. */
export const provider = z.object({ id: z.string().min(1), name: z.string(), username: z.string(), logo: z.string().nullable() }).meta({ id: "Provider" });

const dollars = z.number().min(0).meta({ description: "Dollars." });
const strings = z.array(z.string());

/** An experience on the wire: prices in dollars, duration in minutes, availabilities wall-clock in its own zone. */
export const experience = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    archived: z.boolean(),
    listed: z.boolean().meta({ description: "False: not yet published by its owner (in no list or search, not bookable)." }),
    provider,
    category,
    tags: z.array(tag),
    venue: z.string().nullable().meta({ description: "The id of the venue it is held at (GET /location/venues/id/{id}), or null." }),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    description: z.string(),
    images: strings.meta({ description: "The main image first, then the extras." }),
    retail_price: dollars,
    member_price: dollars.nullable(),
    per_guest_pricing: z.boolean(),
    min_price: dollars.nullable(),
    min_guests: z.number().int().min(1),
    max_guests: z.number().int().min(1),
    rating: z.number().nullable(),
    rating_count: z.number().int().min(0),
    likes: z.number().int().min(0),
    liked: z.boolean().meta({ description: "Whether the signed-in caller likes it; false for a caller without a session." }),
    shares: z.number().int().min(0),
    min_age: z.number().int().min(0),
    ideal_age: z.object({ youngest: z.number().int().nullable(), oldest: z.number().int().nullable() }),
    pet_friendly: z.boolean(),
    duration: z.number().int().min(0).meta({ description: "Minutes; `duration_split` is the same as hours and minutes." }),
    duration_split: z.object({ hours: z.number().int().min(0), minutes: z.number().int().min(0) }),
    address: z.string().nullable(),
    timezone: z.string(),
    start_time: instant.nullable(),
    end_time: instant.nullable(),
    cancellation_policy: z.string().nullable(),
    cancellation_tiers: z
      .array(z.object({ hours: z.number().int().min(0), percent: z.number().int().min(0).max(100) }))
      .meta({ description: "What cancelling gives back: at least `hours` before the start, `percent` of what was paid; longest notice first; later, nothing." }),
    types: strings,
    themes: strings,
    amenities: strings,
    additional_items: strings,
    disclaimer: z.string().nullable(),
    minimum_tier: z.number().int().min(0).nullable().meta({ description: "0 Creator … 3 Enterprise, null for anyone; `minimum_tier_name` names it." }),
    minimum_tier_name: z.string().nullable(),
    members_only: z.boolean(),
    advance_notice: z.object({ required: z.boolean(), time: z.number().int().min(0), unit: z.enum(["minutes", "hours", "days"]) }),
    transportation: z.object({ included: z.boolean(), radius: z.number().nullable(), lead_time: z.number().nullable() }),
    availabilities: z.array(availability),
    time_created: instant,
    time_updated: instant,
  })
  .meta({ id: "Experience" });

/** A great-circle distance (the location calls', and a search's from its location). */
export const distance = z.object({ km: z.number(), miles: z.number() }).meta({ id: "Distance" });

/** A page of a list or a search: `total` counts matches up to a cap (1,000), `total_exact` false when there are more. */
export const experiencePage = z
  .object({
    experiences: z.array(experience),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    total_exact: z.boolean(),
  })
  .meta({ id: "ExperiencePage" });

/** A search's page: with a location, each experience's distance from it comes with it (one call for the page's cards). */
export const searchPage = experiencePage
  .extend({
    experiences: z.array(
      experience
        .extend({ distance: distance.nullable().meta({ description: "The great-circle distance from the search's location; null without one (or without coordinates)." }) })
        .meta({ id: "FoundExperience" }),
    ),
  })
  .meta({ id: "SearchPage" });

const counted = { count: z.number().int().min(0).meta({ description: "How many listed (not archived) experiences it has." }) };
const categoryCount = category.extend(counted).meta({ id: "ExperienceCategoryCount" });
const tagCount = tag.extend(counted).meta({ id: "ExperienceTagCount" });

// ── What is asked ───────────────────────────────────────────────────────────

const pageNumber = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000, "must be at most 100000");
const perPage = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(EXPERIENCE_PAGE.maxPerPage, `must be at most ${EXPERIENCE_PAGE.maxPerPage}`);

/** `?page=&per_page=` of the lists. */
export const listQuery = z
  .object({
    page: pageNumber.default(1).meta({ description: "From 1." }),
    per_page: perPage.default(EXPERIENCE_PAGE.defaultPerPage).meta({ description: `At most ${EXPERIENCE_PAGE.maxPerPage}.` }),
  })
  .strict();

/** `?empty=`: include the categories or tags with no listed experience. */
const emptyQuery = z
  .object({
    empty: z
      .enum(["true", "false"], { error: 'must be "true" or "false"' })
      .transform((value) => value === "true")
      .default(false),
  })
  .strict();

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string()
  .regex(DAY, "must be a date written YYYY-MM-DD")
  // isCalendarDate, not toISOString: zod runs a refinement after a failed regex too, and "}" is no Date.
  .refine(isCalendarDate, "must be a real date");

/** Days from one calendar date to another. */
export const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const money = z.number({ error: "must be a number of dollars" }).min(0, "must be at least 0").max(1_000_000, "must be at most 1000000");
const age = z.number({ error: "must be a whole number of years" }).int("must be a whole number of years").min(0, "must be at least 0").max(120, "must be at most 120");
const periods = Object.keys(TIME_OF_DAY) as [TimeOfDay, ...TimeOfDay[]];
const period = z.enum(periods, { error: `must be one of ${periods.join(", ")}` });
const name = z.string({ error: "must be a name" }).min(1, "must not be empty").max(100, "must be at most 100 characters");
const point = z
  .object(
    {
      latitude: z.number({ error: "must be a number" }).min(-90, "must be between -90 and 90").max(90, "must be between -90 and 90"),
      longitude: z.number({ error: "must be a number" }).min(-180, "must be between -180 and 180").max(180, "must be between -180 and 180"),
    },
    { error: "must be {latitude, longitude}" },
  )
  .strict();
const range = <T extends z.ZodType<number>>(bound: T) =>
  z
    .object({ min: bound.optional(), max: bound.optional() }, { error: "must be {min, max}" })
    .strict()
    .refine(({ min, max }) => min !== undefined || max !== undefined, "must give min, max or both")
    .refine(({ min, max }) => min === undefined || max === undefined || min <= max, { message: "min must not be above max", path: ["max"] });

/**
 * The search body: the spec's eleven filters, every one optional, and the paging. A field that is
 * none of these is refused by name (a misspelt filter must not silently match everything); a
 * filter sent as null is the same as leaving it out (forms send empty fields as null).
 */
export const NOT_A_SEARCH_FILTER = `not a search filter (the filters are ${SEARCH_FILTERS.join(", ")}; paging is page, per_page)`;

export const searchBody = z
  .object({
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
    budget: range(money).optional().meta({ description: "Dollars, of the caller's price (a member's where there is one), for the whole party when priced per guest." }),
    partySize: z.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(1000, "must be at most 1000").optional(),
    ageRange: range(age).optional(),
    petFriendly: z.boolean({ error: "must be true or false" }).optional(),
    location: point.optional(),
    radius: z
      .number({ error: "must be a number of miles" })
      .gt(0, "must be above 0")
      .max(MAX_RADIUS_MILES, `must be at most ${MAX_RADIUS_MILES}`)
      .optional()
      .meta({ description: `Miles around location (default ${DEFAULT_RADIUS_MILES}).` }),
    page: pageNumber.default(1),
    per_page: perPage.default(EXPERIENCE_PAGE.defaultPerPage),
  })
  .strict()
  .refine(({ location, radius }) => radius === undefined || location !== undefined, { message: "required when radius is given", path: ["location"] });

// ── Refusals ────────────────────────────────────────────────────────────────

const badToken: Refusal = { status: 401, code: ERROR_CODES.unauthorized, when: "An access token was sent and it is not a live session's (send none to be anonymous)." };
const badEmpty = badFlag("empty");
export const noExperience: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No experience of this id (archived ones are found)." };
const noCategory: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No category of this name." };

const SPEC = "platform-core §7 Experiences";
const byId = z.object({ id: z.string().meta({ description: "The experience's id (a UUID; anything else is not found)." }) });

export const listExperiences = endpoint({
  id: "listExperiences",
  method: "GET",
  path: "/experiences/list",
  summary: "List the listed experiences, a page at a time",
  spec: SPEC,
  caller: "member-or-guest",
  query: listQuery,
  answer: { status: 200, json: experiencePage },
  refusals: [badPaging, badToken],
});

export const listCategories = endpoint({
  id: "listExperienceCategories",
  method: "GET",
  path: "/experiences/categories",
  summary: "The categories, with how many listed experiences each has",
  spec: SPEC,
  caller: "member-or-guest",
  query: emptyQuery,
  answer: { status: 200, json: z.array(categoryCount) },
  refusals: [badEmpty, badToken],
});

export const listTags = endpoint({
  id: "listExperienceTags",
  method: "GET",
  path: "/experiences/categories/tags",
  summary: "The tags, with how many listed experiences each has",
  spec: SPEC,
  caller: "member-or-guest",
  query: emptyQuery,
  answer: { status: 200, json: z.array(tagCount) },
  refusals: [badEmpty, badToken],
});

const inCategory = z.object({ category: z.string().meta({ description: "The category's name." }) });

export const listCategoryTags = endpoint({
  id: "listCategoryTags",
  method: "GET",
  path: "/experiences/categories/{category}/tags",
  summary: "One category's tags, with how many listed experiences each has",
  spec: SPEC,
  caller: "member-or-guest",
  params: inCategory,
  query: emptyQuery,
  answer: { status: 200, json: z.array(tagCount) },
  refusals: [noCategory, badEmpty, badToken],
});

export const listCategoryExperiences = endpoint({
  id: "listCategoryExperiences",
  method: "GET",
  path: "/experiences/categories/{category}/list",
  summary: "List one category's experiences",
  spec: SPEC,
  caller: "member-or-guest",
  params: inCategory,
  query: listQuery,
  answer: { status: 200, json: experiencePage },
  refusals: [noCategory, badPaging, badToken],
});

export const listTagExperiences = endpoint({
  id: "listTagExperiences",
  method: "GET",
  path: "/experiences/tags/{tag}/list",
  summary: "List the experiences with one tag",
  spec: SPEC,
  caller: "member-or-guest",
  params: z.object({ tag: z.string().meta({ description: "The tag's name." }) }),
  query: listQuery,
  answer: { status: 200, json: experiencePage },
  refusals: [{ status: 404, code: ERROR_CODES.notFound, when: "No tag of this name." }, badPaging, badToken],
});

export const searchExperiences = endpoint({
  id: "searchExperiences",
  method: "POST",
  path: "/experiences/search",
  summary: "Search the listed experiences",
  spec: SPEC,
  caller: "member-or-guest",
  body: { json: searchBody },
  answer: { status: 200, json: searchPage },
  refusals: [
    { ...badBody, when: "The body is not a JSON object, or a filter is unknown or not of its shape; `field` names it." },
    tooLarge(MAX_ACCOUNT_BODY_BYTES),
    badToken,
  ],
});

export const getExperience = endpoint({
  id: "getExperience",
  method: "GET",
  path: "/experiences/id/{id}",
  summary: "One experience, archived or not",
  spec: SPEC,
  caller: "member-or-guest",
  params: byId,
  answer: { status: 200, json: experience },
  refusals: [noExperience, badToken],
});

export const likeExperience = endpoint({
  id: "likeExperience",
  method: "POST",
  path: "/experiences/id/{id}/likes",
  summary: "Like an experience (again changes nothing)",
  spec: SPEC,
  caller: "member",
  params: byId,
  answer: { status: 200, json: experience },
  refusals: [signedOut, noExperience],
});

export const unlikeExperience = endpoint({
  id: "unlikeExperience",
  method: "DELETE",
  path: "/experiences/id/{id}/likes",
  summary: "Take one's like back",
  spec: SPEC,
  caller: "member",
  params: byId,
  answer: { status: 200, json: experience },
  refusals: [signedOut, noExperience],
});

export const shareExperience = endpoint({
  id: "shareExperience",
  method: "POST",
  path: "/experiences/id/{id}/share",
  summary: "Count a share and get the link to share",
  spec: SPEC,
  caller: "member-or-guest",
  params: byId,
  answer: {
    status: 200,
    json: z
      .object({ url: z.string().meta({ description: "The site's page of the experience, as a path: it works on any host." }), shares: z.number().int().min(0) })
      .meta({ id: "ExperienceShare" }),
  },
  refusals: [noExperience, badToken],
});

export const listBrandExperiences = endpoint({
  id: "listBrandExperiences",
  method: "GET",
  path: "/business/name/{username}/experiences",
  summary: "One brand's listed experiences, by name, a page at a time (a brand page's experiences block)",
  spec: "platform-core §7 Businesses and brand pages",
  caller: "credential",
  params: z.object({ username: z.string().meta({ description: "The brand's username." }) }),
  query: listQuery,
  answer: { status: 200, json: experiencePage },
  refusals: [badPaging, { status: 404, code: ERROR_CODES.notFound, when: "No brand of this username." }],
});

export const experiencesEndpoints = [
  listBrandExperiences,
  listExperiences,
  listCategoryExperiences,
  listTagExperiences,
  getExperience,
  listCategories,
  listTags,
  listCategoryTags,
  searchExperiences,
  likeExperience,
  unlikeExperience,
  shareExperience,
] as const;
