import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { regionName } from "#contract/regions";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import type { PlaceChoice, PlaceFill } from "./place-choice";
import { VENUE_MESSAGES } from "./venue-text";
import { locationCalls, type PlaceSuggestion } from "~/areas/marketplace/location-calls.server";

/*
 * The venue's place (issue "venue by place"): one Place field searches the platform's places
 * (POST /location/search/autocomplete); picking one fills the city, state, country and map point
 * (hidden fields, shown as one line) and the time zone the platform looked up from its coordinates.
 * Without JavaScript "Search places" posts the form with intent=find; the page comes back with
 * every value kept and the places as radios (`pickedPlace`), the one picked applied on the next
 * submit. The combobox's resource route answers the same choices as JSON.
 */

const SUGGESTIONS = 8;

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "Madison, Wisconsin, United States": how the venue's place reads (the state's code where no name is known). */
export function placeLabel(city: string, state: string, country: string): string {
  if (city === "") return "";
  let name = country;
  try {
    name = countryNames.of(country) ?? country;
  } catch {
    // not a region code: the code itself
  }
  return [city, regionName(country, state) ?? state, name].filter(Boolean).join(", ");
}

export async function placeChoices(platform: PlatformCore, query: string): Promise<PlaceChoice[]> {
  if (query.trim() === "") return [];
  let places: PlaceSuggestion[];
  try {
    // "Madison, Wisconsin, United States" typed back (a place picked, then searched again) finds Madison, WI.
    places = await locationCalls(platform).autocomplete(query.trim().slice(0, 100), { count: SUGGESTIONS });
  } catch (error) {
    // Text the search refuses (a control character): no place starts so. An outage stays one.
    if (error instanceof PlatformError && error.status !== undefined && error.status < 500) return [];
    throw error;
  }
  return places.map((place) => {
    // Outside a few countries the region is a number: no state to write.
    const state = /^\d+$/.test(place.region) ? "" : place.region;
    const label = placeLabel(place.name, state, place.country);
    const fill: PlaceFill = {
      place: label,
      placeLabel: label,
      city: place.name,
      state,
      country: place.country,
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      timezone: place.timezone,
    };
    return { id: place.id, label, fill, value: JSON.stringify(fill) };
  });
}

/** The search's answer: the form as typed (no errors), the places, or a message at the Place field. */
export async function findReply(platform: PlatformCore, formData: FormData) {
  const submission = parseWithZod(formData, { schema: z.looseObject({}) });
  const query = String(formData.get("place") ?? "").trim();
  const places = await placeChoices(platform, query);
  const message = query === "" ? VENUE_MESSAGES.findWhat : places.length === 0 ? VENUE_MESSAGES.noPlaces(query) : null;
  const result = message ? submission.reply({ fieldErrors: { place: [message] } }) : { initialValue: submission.payload };
  return data({ result, places }, { status: message ? 400 : 200 });
}

const fillSchema = z.object({
  place: z.string(),
  placeLabel: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  timezone: z.string(),
});

const PLACE_FIELDS = ["placeLabel", "city", "state", "latitude", "longitude"] as const;

/**
 * Settles the place before the form is read: a place picked from the radios fills its fields (and
 * the zone looked up for it); a Place field emptied clears them. Answers the text of a place typed
 * but not picked (the save then asks to pick it, listing what matches), else null.
 */
export function settlePlace(formData: FormData): string | null {
  const picked = formData.get("pickedPlace");
  formData.delete("pickedPlace");
  // A place picked in the combobox since the radios were listed (its text is its label) stands.
  const pickedBefore = String(formData.get("place") ?? "").trim() === String(formData.get("placeLabel") ?? "").trim();
  if (typeof picked === "string" && picked !== "" && !pickedBefore) {
    try {
      for (const [name, value] of Object.entries(fillSchema.parse(JSON.parse(picked)))) formData.set(name, value);
    } catch {
      // not one of ours: what was typed stands
    }
  }
  const place = String(formData.get("place") ?? "").trim();
  if (place === "") {
    for (const name of PLACE_FIELDS) formData.set(name, "");
    return null;
  }
  return place === String(formData.get("placeLabel") ?? "").trim() ? null : place;
}
