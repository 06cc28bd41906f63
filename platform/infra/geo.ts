/**
 * Distances on the globe (platform/README.md "Locations"): great-circle (haversine on a sphere of
 * the mean Earth radius) and the documented driving estimate. Experience search does the same
 * sum in SQL (experiences/search.ts), where it filters rows; this one answers single pairs, and the
 * distance of each experience a search with a location answers (shared by both modules, so here).
 */
export type Point = { latitude: number; longitude: number };

/** The IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;
/** Roads are longer than the great circle: a common rule of thumb for road networks. */
export const ROAD_FACTOR = 1.3;
/** An average over town and highway driving, stops included. */
export const DRIVING_SPEED_KMH = 70;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export type DistanceWire = { km: number; miles: number };
export type DrivingWire = DistanceWire & { minutes: number };

export function distanceWire(km: number): DistanceWire {
  return { km: round1(km), miles: round1(km / KM_PER_MILE) };
}

/** The estimate: the great circle times ROAD_FACTOR, at DRIVING_SPEED_KMH, in whole minutes. */
export function drivingEstimate(km: number): DrivingWire {
  const road = km * ROAD_FACTOR;
  return { ...distanceWire(road), minutes: Math.round((road / DRIVING_SPEED_KMH) * 60) };
}
