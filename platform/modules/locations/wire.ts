/** The wire shapes of the locations calls (contract/api/locations.ts). */
import type { z } from "zod";
import type { distanceResult, place } from "#contract/api/locations";
import type { Place } from "./gazetteer";
import { distanceWire } from "../../infra/geo";
import { zoneAt } from "../../infra/time-zones";

export type PlaceWire = z.input<typeof place>;

export function toPlaceWire(place: Place): PlaceWire {
  const { id, name, region, country, latitude, longitude, population } = place;
  return { id, name, region, country, latitude, longitude, population, timezone: zoneAt(place) };
}

/** One end of a distance: the point, and the place when it was given as one. */
export type EndWire = z.input<typeof distanceResult>["origin"];

export type DistanceAnswer = z.input<typeof distanceResult>;

export const withDistance = (place: Place, km: number | null) => ({ ...toPlaceWire(place), distance: km === null ? null : distanceWire(km) });
