/**
 * The search's "Near" filter (platform-core §7 Experiences: location and radius): the place a
 * visitor typed, found with the platform's place search (POST /location/address), its point then
 * searched around. Suggestions while typing come from the same search (places.ts, JSON).
 */
import type { PlatformCore } from "~/.server/platform/core";
import { log } from "~/.server/http/log";
import { PlatformError } from "~/.server/platform/errors";
import { locationCalls, type Place } from "./location-calls.server";
import type { SearchQuery } from "./search-query.server";

export const NEAR_MESSAGES = {
  unavailable: "The place search is unavailable right now, so this search is not limited to a place. Please try again in a moment.",
  noPlace: (typed: string) => `We could not find a place called "${typed}". Try a town or city and its state, like Portland, OR.`,
} as const;

const SUGGESTIONS = 8;

/** "Portland, OR" (a US state), "Lyon, France": how a place is written back, and typed again. */
export function placeLabel(place: Pick<Place, "name" | "region" | "country">): string {
  const region = /^\d+$/.test(place.region) ? "" : place.region;
  return [place.name, region, place.country === "US" ? "" : place.country].filter(Boolean).join(", ");
}

/** The places starting as typed, for the field's suggestions. */
export async function nearSuggestions(platform: PlatformCore, typed: string): Promise<string[]> {
  const query = typed.trim().slice(0, 100);
  if (query.length < 2) return [];
  const places = await locationCalls(platform)
    .autocomplete(query, { count: SUGGESTIONS })
    .catch((error: unknown) => {
      // Text the place search refuses to read (400) starts no place.
      if (error instanceof PlatformError && error.status === 400) return [];
      throw error;
    });
  return [...new Set(places.map(placeLabel))];
}

/** GET /experiences/places' answer (JSON: string[]), the same for everyone so browsers may keep it a while. */
export async function nearSuggestionsAnswer(platform: PlatformCore, typed: string): Promise<Response> {
  try {
    return Response.json(await nearSuggestions(platform, typed), { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    log.error({ err: error }, "Place suggestions failed");
    // Suggestions are a convenience: none now (and none kept), and the form still finds a typed place when it is sent.
    return Response.json([], { headers: { "Cache-Control": "no-store" } });
  }
}

/** Finds the typed place and puts its point in the search; or says, at the field, that there is none. */
export async function applyNear(query: SearchQuery, platform: PlatformCore): Promise<void> {
  if (!query.near) return;
  const { text, radius } = query.near;
  const place = await locationCalls(platform)
    .address(text)
    .catch((error: unknown) => {
      // Text the place search refuses to read (400) names no place either.
      if (error instanceof PlatformError && error.status === 400) return null;
      throw error;
    });
  if (!place) {
    query.errors.near = NEAR_MESSAGES.noPlace(text);
    return;
  }
  query.search.location = { latitude: place.latitude, longitude: place.longitude };
  query.search.radius = radius;
}
