/**
 * The search's "Near" filter (platform-core §7 Experiences: location and radius): the place a
 * visitor typed, found with the platform's place search (POST /location/address), its point then
 * searched around. Suggestions while typing come from the same search (places.ts, JSON).
 */
import type { PlatformCore } from "~/.server/platform/core";
import { log } from "~/.server/http/log";
import { PlatformError } from "~/.server/platform/errors";
import { locationCalls, type Place } from "./location-calls.server";
import { nearText, type SearchQuery } from "./search-query.server";
import { distanceFromPlace, type GivenPlace } from "./distance-words";

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

/** Finds the typed place and puts its point in the search (answering the place); or says, at the field, that there is none. */
export async function applyNear(query: SearchQuery, platform: PlatformCore): Promise<Place | null> {
  if (!query.near) return null;
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
    return null;
  }
  query.search.location = { latitude: place.latitude, longitude: place.longitude };
  query.search.radius = radius;
  return place;
}

/** A result's page, carrying the place searched near (?near=) so that page says how far it is. */
export function experienceHref(id: string, near: string | null): string {
  const path = `/experiences/${encodeURIComponent(id)}`;
  return near ? `${path}?${new URLSearchParams({ near })}` : path;
}

/** The place as its words say it (distance-words.ts): its label, and its country for the unit. */
export const givenPlace = (place: Place): GivenPlace => ({ label: placeLabel(place), country: place.country });

/**
 * An experience page's "12 miles from Portland, OR" when the visitor came from a search near a
 * place (?near=): one call (POST /location/distance/to/experience, the place written as typed).
 * Nothing when the place is unknown, the experience has no coordinates or the call fails: the page
 * is whole without it.
 */
export async function distanceFromNear(platform: PlatformCore, near: string | null, experience: { id: string; latitude: number | null; longitude: number | null }): Promise<string | null> {
  const typed = nearText(near?.trim().slice(0, 100) ?? "");
  if (!typed || experience.latitude === null || experience.longitude === null) return null;
  try {
    const measured = await locationCalls(platform).distanceToExperience(typed, experience.id);
    return measured.origin.place ? distanceFromPlace(measured.distance, givenPlace(measured.origin.place)) : null;
  } catch (error) {
    // 404: no such place (or no coordinates after all); 400: text the place search cannot read.
    if (!(error instanceof PlatformError && (error.status === 404 || error.status === 400))) log.error({ err: error }, "The distance to an experience failed");
    return null;
  }
}
