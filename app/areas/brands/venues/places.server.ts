import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { PlatformCore } from "~/.server/platform";
import type { PlaceChoice } from "./place-choice";
import { VENUE_MESSAGES } from "./venue-text";
import { locationCalls } from "~/areas/marketplace/location-calls.server";

/*
 * The address's place search without JavaScript: "Find address" posts the form with
 * intent=find; the page comes back with every value kept and the matching places as radios
 * (`place`). The place picked fills the city, state, country and map point on the next submit.
 * The combobox's resource route answers the same choices as JSON.
 */

const SUGGESTIONS = 8;

export async function placeChoices(platform: PlatformCore, query: string): Promise<PlaceChoice[]> {
  if (query.trim() === "") return [];
  const places = await locationCalls(platform).autocomplete(query.trim(), {
    count: SUGGESTIONS,
  });
  return places.map((place) => {
    // Outside a few countries the region is a number: no state to write.
    const state = /^\d+$/.test(place.region) ? "" : place.region;
    const fill = {
      city: place.name,
      state,
      country: place.country,
      latitude: String(place.latitude),
      longitude: String(place.longitude),
    };
    return {
      id: place.id,
      label: [place.name, state, place.country].filter(Boolean).join(", "),
      fill,
      value: JSON.stringify(fill),
    };
  });
}

/** The find's answer: the form as typed (no errors), the places, or a message at the city. */
export async function findReply(platform: PlatformCore, formData: FormData, reply: Record<string, string> = {}) {
  const submission = parseWithZod(formData, { schema: z.looseObject({}) });
  const query = String(formData.get("city") ?? "");
  const places = await placeChoices(platform, query);
  const message = query.trim() === "" ? VENUE_MESSAGES.findWhat : places.length === 0 ? VENUE_MESSAGES.noPlaces(query.trim()) : null;
  const result = message ? submission.reply({ fieldErrors: { city: [message] } }) : { initialValue: submission.payload };
  return data({ ...reply, result, places });
}

const fillSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
});

/** A place picked from the list: its fields replace the typed ones before the form is read. */
export function applyPickedPlace(formData: FormData): void {
  const picked = formData.get("place");
  formData.delete("place");
  if (typeof picked !== "string" || picked === "") return;
  let fill: z.output<typeof fillSchema>;
  try {
    fill = fillSchema.parse(JSON.parse(picked));
  } catch {
    return; // not one of ours: the typed values stand
  }
  for (const [name, value] of Object.entries(fill)) formData.set(name, value);
}
