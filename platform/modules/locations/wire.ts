/** The wire shapes of the locations calls (platform/README.md "Locations"). */
import type { Place } from "./gazetteer";
import { distanceWire, type DistanceWire, type DrivingWire, type Point } from "./geo";

export type PlaceWire = { id: string; name: string; region: string; country: string; latitude: number; longitude: number; population: number };

export function toPlaceWire(place: Place): PlaceWire {
  const { id, name, region, country, latitude, longitude, population } = place;
  return { id, name, region, country, latitude, longitude, population };
}

/** One end of a distance: the point, and the place when it was given as one. */
export type EndWire = Point & { place: PlaceWire | null };

export type DistanceAnswer = { origin: EndWire; destination: EndWire; distance: DistanceWire; driving: DrivingWire | null };

export const withDistance = (place: Place, km: number | null) => ({ ...toPlaceWire(place), distance: km === null ? null : distanceWire(km) });
