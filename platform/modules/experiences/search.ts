/**
 * Finding listed experiences: the lists (all, by category, by tag) and POST /experiences/search
 * are one query each, built from the filters as SQL conditions, answering a page of ids in a
 * stable order plus the total (counted up to COUNT_CAP); the rows themselves come from loadExperiences.
 *
 * Order: with `keywords`, best text match first; then by name, then id (so pages never overlap).
 * Time: an availability is wall-clock in the experience's own zone, so dateRange and timeOfDay
 * are compared with its stored hours and weekday flags as they are (never shifted to the
 * caller's zone); the offered period (start_time/end_time, instants) is compared with the
 * range's local midnights in the experience's zone.
 */
import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { experienceCategories, experiences as e, experienceTagLinks, experienceTags } from "./schema";
import { searchMask } from "./availability-mask";
import { daysBetween } from "#contract/api/experiences";
import type { Paging, SearchFilters } from "./requests";

/** What the caller's prices are: members pay the member price where there is one. */
export type Viewer = { userId: string | null; member: boolean };

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

/** The weekdays (0 Sunday … 6 Saturday) a range of calendar dates covers: every day once it spans a week. */
export function weekdaysOf(from: string, to: string): number[] {
  const days = daysBetween(from, to) + 1;
  const first = new Date(`${from}T00:00:00Z`).getUTCDay();
  return Array.from({ length: Math.min(days, 7) }, (_, i) => (first + i) % 7);
}

function keywordMatch(keywords: string): { where: SQL; rank: SQL } {
  // websearch syntax ("quoted phrases", or, -not); plain words also match as prefixes, so "kaya"
  // finds kayaking (not when operators are used: the prefix form would undo a -not).
  const words = keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const plain = !/"|(^|\s)-|\bor\b/i.test(keywords);
  const web = sql`websearch_to_tsquery('english', ${keywords})`;
  const prefixes = words.map((word) => `${word}:*`).join(" & ");
  const query = plain && words.length > 0 ? sql`(${web} || to_tsquery('english', ${prefixes}))` : web;
  return { where: sql`${e.search} @@ ${query}`, rank: sql`ts_rank(${e.search}, ${query})` };
}

/** dateRange and timeOfDay against the weekly windows: a bit test on the row (availability-mask.ts). */
function availabilityMatch({ dateRange, timeOfDay }: SearchFilters): SQL | undefined {
  const mask = searchMask(dateRange ? weekdaysOf(dateRange.from, dateRange.to) : null, timeOfDay ?? null);
  return mask === null ? undefined : sql`(${e.availabilityMask} & ${mask}) <> 0`;
}

/** The price the viewer would pay, in cents, for the party (per-guest prices times partySize when given). */
function priceFor(viewer: Viewer, partySize: number | undefined): SQL {
  const unit = viewer.member ? sql`coalesce(${e.memberPriceCents}, ${e.retailPriceCents})` : sql`${e.retailPriceCents}`;
  return partySize === undefined ? unit : sql`(${unit} * CASE WHEN ${e.perGuestPricing} THEN ${partySize} ELSE 1 END)`;
}

function budgetMatch(budget: NonNullable<SearchFilters["budget"]>, viewer: Viewer, partySize: number | undefined): SQL[] {
  const price = priceFor(viewer, partySize);
  const min = budget.min === undefined ? undefined : Math.round(budget.min * 100);
  const max = budget.max === undefined ? undefined : Math.round(budget.max * 100);
  const where: SQL[] = [];
  if (min !== undefined) where.push(sql`${price} >= ${min}`);
  if (max !== undefined) where.push(sql`${price} <= ${max}`);
  if (!viewer.member) {
    // The same, weakened to a range of the retail price (the listed-facets index's first column):
    // the party pays the retail price times 1 or partySize.
    if (min !== undefined) where.push(gte(e.retailPriceCents, Math.ceil(min / (partySize ?? 1))));
    if (max !== undefined) where.push(lte(e.retailPriceCents, max));
  }
  return where;
}

function distanceMatch({ latitude, longitude, radius }: NonNullable<SearchFilters["location"]>): SQL[] {
  // A box first (the latitude/longitude index narrows to it), then the great-circle distance.
  const dLat = radius / MILES_PER_DEGREE_LATITUDE;
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const dLng = Math.min(radius / (MILES_PER_DEGREE_LATITUDE * cosLat), 180);
  const haversine = sql`${2 * EARTH_RADIUS_MILES} * asin(sqrt(
    power(sin(radians(${e.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${e.latitude})) * power(sin(radians(${e.longitude} - ${longitude}) / 2), 2)))`;
  const box = [gte(e.latitude, latitude - dLat), lte(e.latitude, latitude + dLat)];
  if (dLng < 180) box.push(gte(e.longitude, longitude - dLng), lte(e.longitude, longitude + dLng));
  return [...box, sql`${haversine} <= ${radius}`];
}

function conditionsOf(filters: SearchFilters, viewer: Viewer): { where: SQL[]; rank: SQL | null } {
  // Unlisted ones (not yet published by their owner) are in no list or search.
  const where: SQL[] = [eq(e.listed, true), eq(e.archived, false)];
  let rank: SQL | null = null;
  if (filters.keywords !== undefined) {
    const match = keywordMatch(filters.keywords);
    where.push(match.where);
    rank = match.rank;
  }
  if (filters.category !== undefined) {
    where.push(inArray(e.categoryId, sql`(SELECT ${experienceCategories.id} FROM ${experienceCategories} WHERE ${experienceCategories.name} = ${filters.category})`));
  }
  if (filters.tags) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${experienceTagLinks} JOIN ${experienceTags} ON ${experienceTags.id} = ${experienceTagLinks.tagId}
          WHERE ${experienceTagLinks.experienceId} = ${e.id} AND ${inArray(experienceTags.name, filters.tags)})`,
    );
  }
  const availability = availabilityMatch(filters);
  if (availability) where.push(availability);
  if (filters.dateRange) {
    // Offered during the range: its period (null ends open) meets the range's local days.
    const { from, to } = filters.dateRange;
    where.push(sql`(${e.startTime} IS NULL OR ${e.startTime} < ((${to}::date + 1)::timestamp AT TIME ZONE ${e.timezone}))`);
    where.push(sql`(${e.endTime} IS NULL OR ${e.endTime} > (${from}::date::timestamp AT TIME ZONE ${e.timezone}))`);
  }
  if (filters.budget) where.push(...budgetMatch(filters.budget, viewer, filters.partySize));
  if (filters.partySize !== undefined) where.push(lte(e.minGuests, filters.partySize), gte(e.maxGuests, filters.partySize));
  if (filters.ageRange) where.push(lte(e.minAge, filters.ageRange.min ?? filters.ageRange.max ?? 0));
  if (filters.petFriendly === true) where.push(eq(e.petFriendly, true));
  if (filters.location) where.push(...distanceMatch(filters.location));
  return { where, rank };
}

/** Beyond this many matches the total is not counted: the answer says `total: 1000, total_exact: false`. */
export const COUNT_CAP = 1000;

export type FoundPage = { ids: string[]; total: number; totalExact: boolean };

/**
 * The statements of a search (exported for the bench's EXPLAIN). With keywords, best match first:
 * every match is ranked, so `first` materializes them all, counts them and cuts the page. Without,
 * `first` takes up to cap + 1 matches in whatever order the scan meets them (a broad search stops
 * early), counts them and cuts the page in the stable order: the whole answer when they are all
 * the matches; when there are more, `walk` fetches the page by walking experiences_listed_name_idx
 * in that order, stopping after offset + limit matches instead of sorting every one.
 */
export function searchQueries(filters: SearchFilters, viewer: Viewer, paging: Paging, cap = COUNT_CAP): { first: SQL; walk: SQL | null } {
  const { where, rank } = conditionsOf(filters, viewer);
  const offset = (paging.page - 1) * paging.perPage;
  const matches = sql`SELECT ${e.id} AS id, ${e.name} AS name, ${rank ?? sql`0`} AS rank FROM ${e} WHERE ${and(...where)}`;
  const first = sql`WITH matches AS MATERIALIZED (${matches}${rank === null ? sql` LIMIT ${cap + 1}` : sql``})
    SELECT (SELECT count(*) FROM matches)::int AS total,
      ARRAY(SELECT id::text FROM matches ORDER BY rank DESC, name COLLATE "C", id LIMIT ${paging.perPage} OFFSET ${offset}) AS ids`;
  if (rank !== null) return { first, walk: null };
  const walk = sql`SELECT ${e.id}::text AS id FROM ${e} WHERE ${and(...where)} ORDER BY ${e.name} COLLATE "C", ${e.id} LIMIT ${paging.perPage} OFFSET ${offset}`;
  return { first, walk };
}

/**
 * One page of the listed experiences matching `filters`, and how many match, counted up to `cap`.
 * Order: best keyword match first (when there are keywords), then name in byte order (COLLATE
 * "C": the same on every database, whatever its default collation), then id.
 */
export async function findExperiences(db: Database, filters: SearchFilters, viewer: Viewer, paging: Paging, cap = COUNT_CAP): Promise<FoundPage> {
  return db.transaction(async (tx) => {
    // The catalogue is read from memory, where a random page costs about what a sequential one
    // does; at PostgreSQL's default (4, for spinning disks) a broad search seq-scans the table
    // instead of the narrow indexes. For this search only.
    await tx.execute(sql`SET LOCAL random_page_cost = 1.1`);
    const queries = searchQueries(filters, viewer, paging, cap);
    const { rows } = await tx.execute<{ total: number; ids: string[] }>(queries.first);
    const total = Number(rows[0]!.total);
    if (total <= cap) return { ids: rows[0]!.ids, total, totalExact: true };
    if (!queries.walk) return { ids: rows[0]!.ids, total: cap, totalExact: false };
    const page = await tx.execute<{ id: string }>(queries.walk);
    return { ids: page.rows.map((row) => row.id), total: cap, totalExact: false };
  });
}
