/** A place offered for the venue: what picking it fills in. */
export interface PlaceChoice {
  id: string;
  /** "Madison, WI, United States": the Place field's text once picked, and the line under it. */
  label: string;
  fill: PlaceFill;
  /** The radio's value (no JavaScript): `fill` as JSON. */
  value: string;
}

/** The form's fields a pick sets: the place's own (hidden but for the country) and its zone. */
export interface PlaceFill {
  place: string;
  placeLabel: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  /** Looked up from the coordinates by the platform. */
  timezone: string;
}

/** The places a "Search places" answer, or a save with a place not picked, carries (none in any other answer). */
export function placesOf(actionData: unknown): PlaceChoice[] {
  return actionData && typeof actionData === "object" && "places" in actionData && Array.isArray(actionData.places) ? (actionData.places as PlaceChoice[]) : [];
}

/** One of a list the venue form offers (a country, a theme, a tag). */
export type Choice = { value: string; label: string };

/** What the venue form offers to choose from (venue-choices.server.ts). */
export interface VenueChoices {
  countries: Choice[];
  zones: string[];
  themes: Choice[];
  tags: Choice[];
}

/** "kayak-class" -> "kayak class": a tag or theme as people read it. */
export const wordsOf = (slug: string) => slug.replaceAll("-", " ");
