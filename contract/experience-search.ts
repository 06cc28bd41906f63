/**
 * The rules of experience lists and POST /experiences/search that the site and the platform
 * share (platform/README.md "Experiences"): the spec's eleven filter names, the hours each time
 * of day covers (wall-clock, in the experience's own zone) and the paging limits.
 */

/** spec/platform-core.md §7, named exactly as the spec names them. */
export const SEARCH_FILTERS = [
  "keywords",
  "tags",
  "dateRange",
  "timeOfDay",
  "budget",
  "partySize",
  "ageRange",
  "petFriendly",
  "location",
  "radius",
  "category",
] as const;

export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** [start, end) in minutes after local midnight: a window matches a period it overlaps. */
export const TIME_OF_DAY = {
  morning: { from: 5 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 24 * 60 },
} as const;

export type TimeOfDay = keyof typeof TIME_OF_DAY;

export const EXPERIENCE_PAGE = { defaultPerPage: 20, maxPerPage: 50 } as const;

/** Miles around `location` when `radius` is not given, and the most `radius` may be. */
export const DEFAULT_RADIUS_MILES = 25;
export const MAX_RADIUS_MILES = 500;

/** The longest `dateRange` (days, both ends included). */
export const MAX_DATE_RANGE_DAYS = 366;
