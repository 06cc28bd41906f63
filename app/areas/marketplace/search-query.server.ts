/**
 * The /experiences search form is a GET: its query string is the search (links, bookmarks and the
 * back button work without JavaScript). This reads it into the platform's search filters, the
 * values to show back in the form, and a message per field that could not be read.
 */
import { DEFAULT_RADIUS_MILES, MAX_DATE_RANGE_DAYS, MAX_RADIUS_MILES } from "#contract/experience-search";
import { isCalendarDate } from "#contract/wall-clock";
import type { ExperienceSearch, TimeOfDay } from "./experience-calls.server";

export const TIMES_OF_DAY: readonly { value: TimeOfDay; label: string }[] = [
  { value: "morning", label: "Morning (before noon)" },
  { value: "afternoon", label: "Afternoon (noon to 5 PM)" },
  { value: "evening", label: "Evening (from 5 PM)" },
];

export const RADII = [5, 10, 25, 50, 100] as const;
export const MAX_KEYWORDS = 100;
export const MAX_PARTY = 50;

/** What the form shows back: every field as the visitor sent it. */
export type SearchFormValues = {
  q: string;
  category: string;
  tag: string[];
  from: string;
  to: string;
  time: string[];
  min: string;
  max: string;
  guests: string;
  ageMin: string;
  ageMax: string;
  pets: boolean;
  near: string;
  radius: string;
};

export type SearchQuery = {
  values: SearchFormValues;
  search: ExperienceSearch;
  /** Field name → message, for values that could not be used (they are left out of the search). */
  errors: Partial<Record<keyof SearchFormValues, string>>;
  page: number;
  /** Whether any filter is set (an unfiltered visit shows the browse view). */
  filtered: boolean;
  /** A place to search around, as typed, still to be found (near.server.ts applyNear). */
  near: { text: string; radius: number } | null;
};

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function amount(value: string): number | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

/**
 * An old link's place id ("portland-or", from the fixed list of towns the filter once offered)
 * as people write the place ("Portland, OR"); anything else as typed.
 */
export function nearText(value: string): string {
  const legacy = /^([a-z]+(?:-[a-z]+)*)-([a-z]{2})$/.exec(value);
  if (!legacy) return value;
  const town = legacy[1]!.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return `${town}, ${legacy[2]!.toUpperCase()}`;
}

export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const text = (name: string, max = 100) => (params.get(name) ?? "").trim().slice(0, max);
  const values: SearchFormValues = {
    q: text("q", MAX_KEYWORDS),
    category: text("category"),
    tag: params.getAll("tag").map((tag) => tag.trim().slice(0, 100)).filter(Boolean).slice(0, 20),
    from: text("from", 10),
    to: text("to", 10),
    time: params.getAll("time").filter((time) => TIMES_OF_DAY.some((option) => option.value === time)),
    min: text("min", 10),
    max: text("max", 10),
    guests: text("guests", 4),
    ageMin: text("age_min", 3),
    ageMax: text("age_max", 3),
    pets: params.get("pets") === "1",
    near: text("near"),
    radius: text("radius", 4),
  };
  const errors: SearchQuery["errors"] = {};
  const search: ExperienceSearch = {};

  if (values.q) search.keywords = values.q;
  if (values.category) search.category = values.category;
  if (values.tag.length) search.tags = values.tag;
  if (values.time.length) search.timeOfDay = values.time as TimeOfDay[];
  if (values.pets) search.petFriendly = true;

  const from = values.from && isCalendarDate(values.from) ? values.from : null;
  const to = values.to && isCalendarDate(values.to) ? values.to : null;
  if (values.from && !from) errors.from = "Enter a real date.";
  if (values.to && !to) errors.to = "Enter a real date.";
  if (from && to && to < from) errors.to = "The last date must be on or after the first.";
  else if (from && to && (Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DATE_RANGE_DAYS - 1) errors.to = "Search a year or less at a time.";
  else if (from || to) search.dateRange = { from: from ?? to!, to: to ?? from! };

  const min = values.min ? amount(values.min) : null;
  const max = values.max ? amount(values.max) : null;
  if (values.min && min === null) errors.min = "Enter an amount in dollars, like 25 or 25.50.";
  if (values.max && max === null) errors.max = "Enter an amount in dollars, like 25 or 25.50.";
  if (min !== null && max !== null && max < min) errors.max = "The most must be at least the least.";
  else if (min !== null || max !== null) search.budget = { min: min ?? undefined, max: max ?? undefined };

  if (values.guests) {
    const guests = wholeNumber(values.guests, 1, MAX_PARTY);
    if (guests === null) errors.guests = `Enter a number of guests from 1 to ${MAX_PARTY}.`;
    else search.partySize = guests;
  }

  const ageMin = values.ageMin ? wholeNumber(values.ageMin, 0, 120) : null;
  const ageMax = values.ageMax ? wholeNumber(values.ageMax, 0, 120) : null;
  if (values.ageMin && ageMin === null) errors.ageMin = "Enter an age from 0 to 120.";
  if (values.ageMax && ageMax === null) errors.ageMax = "Enter an age from 0 to 120.";
  if (ageMin !== null && ageMax !== null && ageMax < ageMin) errors.ageMax = "The oldest age must be at least the youngest.";
  else if (ageMin !== null || ageMax !== null) search.ageRange = { min: ageMin ?? undefined, max: ageMax ?? undefined };

  let near: SearchQuery["near"] = null;
  if (values.near) {
    // Shown back as people write it (an old link's "portland-or" as "Portland, OR").
    values.near = nearText(values.near);
    const radius = values.radius ? wholeNumber(values.radius, 1, MAX_RADIUS_MILES) : DEFAULT_RADIUS_MILES;
    if (radius === null) errors.radius = "Choose a distance from the list.";
    else near = { text: values.near, radius };
  }

  const page = wholeNumber(params.get("page") ?? "1", 1, 10_000) ?? 1;
  const filtered = Object.keys(search).length > 0 || Object.keys(errors).length > 0 || near !== null;
  return { values, search, errors, page, filtered, near };
}
