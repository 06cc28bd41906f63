/**
 * What the experience calls' requests become inside the module: the paging of the lists and the
 * filters of POST /experiences/search, as the queries of search.ts read them. The schemas are the
 * contract's (contract/api/experiences.ts).
 */
import type { z } from "zod";
import { DEFAULT_RADIUS_MILES, type TimeOfDay } from "#contract/experience-search";
import { listQuery as listQueryOnTheWire, NOT_A_SEARCH_FILTER, searchBody } from "#contract/api/experiences";
import { atField, invalidRequest } from "../../errors";
import { checkBody } from "../../http/validation";


export type Paging = { page: number; perPage: number };

export const pagingOf = ({ page, per_page }: { page: number; per_page: number }): Paging => ({ page, perPage: per_page });

/** `?page=&per_page=` of the lists, read as Paging (GET /business/name/{username}/experiences too). */
export const listQuery = listQueryOnTheWire.transform(pagingOf);

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

/** The checked search body as filters and paging: `radius` joins `location` (DEFAULT_RADIUS_MILES when not given). */
export function searchOf(body: z.output<typeof searchBody>): { filters: SearchFilters; paging: Paging } {
  const { page, per_page, location, radius, ...rest } = body;
  const filters: SearchFilters = { ...rest };
  if (location) filters.location = { ...location, radius: radius ?? DEFAULT_RADIUS_MILES };
  return { filters, paging: pagingOf({ page, per_page }) };
}

/**
 * The search body as given, before the contract's schema reads it: not a JSON object, or a field
 * that is no filter, is refused in the search's own words (a misspelt filter must not silently
 * match everything); a filter sent as null is left out (forms send empty fields as null).
 */
export function searchBodyAsGiven(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidRequest("The request body must be a JSON object");
  const unknown = Object.keys(body).find((key) => !(key in searchBody.shape));
  if (unknown !== undefined) throw invalidRequest(atField(unknown, NOT_A_SEARCH_FILTER));
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

/** A search body read whole, as POST /experiences/search reads it (the search benchmark's bodies). */
export function parseSearchBody(body: unknown): { filters: SearchFilters; paging: Paging } {
  return searchOf(checkBody(searchBodyAsGiven(body), searchBody));
}
