/**
 * The places the search form offers for "near": the cities the platform's brands work in, with
 * their coordinates. The search's location filter takes a point; until the location autocomplete
 * exists (the business tools), a visitor picks one of these (with JavaScript, also their own
 * position).
 */
export type Place = { id: string; name: string; latitude: number; longitude: number };

export const PLACES: readonly Place[] = [
  { id: "asheville-nc", name: "Asheville, NC", latitude: 35.5951, longitude: -82.5515 },
  { id: "austin-tx", name: "Austin, TX", latitude: 30.2672, longitude: -97.7431 },
  { id: "boulder-co", name: "Boulder, CO", latitude: 40.015, longitude: -105.2705 },
  { id: "burlington-vt", name: "Burlington, VT", latitude: 44.4759, longitude: -73.2121 },
  { id: "charleston-sc", name: "Charleston, SC", latitude: 32.7765, longitude: -79.9311 },
  { id: "chicago-il", name: "Chicago, IL", latitude: 41.8781, longitude: -87.6298 },
  { id: "columbus-oh", name: "Columbus, OH", latitude: 39.9612, longitude: -82.9988 },
  { id: "madison-wi", name: "Madison, WI", latitude: 43.0731, longitude: -89.4012 },
  { id: "minneapolis-mn", name: "Minneapolis, MN", latitude: 44.9778, longitude: -93.265 },
  { id: "portland-or", name: "Portland, OR", latitude: 45.5152, longitude: -122.6784 },
  { id: "providence-ri", name: "Providence, RI", latitude: 41.824, longitude: -71.4128 },
  { id: "richmond-va", name: "Richmond, VA", latitude: 37.5407, longitude: -77.436 },
  { id: "savannah-ga", name: "Savannah, GA", latitude: 32.0809, longitude: -81.0912 },
];

export function placeById(id: string): Place | null {
  return PLACES.find((place) => place.id === id) ?? null;
}
