/** A place offered for the venue's address: what picking it fills in. */
export interface PlaceChoice {
  id: string;
  /** "Norfolk, VA, US" */
  label: string;
  fill: {
    city: string;
    state: string;
    country: string;
    latitude: string;
    longitude: string;
  };
  /** The radio's value (no JavaScript): `fill` as JSON. */
  value: string;
}

/** The places a "Find address" answer carries (none in any other answer). */
export function placesOf(actionData: unknown): PlaceChoice[] {
  return actionData && typeof actionData === "object" && "places" in actionData && Array.isArray(actionData.places) ? (actionData.places as PlaceChoice[]) : [];
}
