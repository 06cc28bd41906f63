/** The distance calls (platform/README.md "Locations"): ends given as points, places or an experience. */
import type { Database } from "../../db/connect";
import { notFound } from "../../errors";
import { existingExperienceId, experienceRow } from "../experiences";
import type { Spot } from "#contract/api/locations";
import type { Place } from "./gazetteer";
import { distanceWire, drivingEstimate, greatCircleKm, type Point } from "../../infra/geo";
import { placeById, resolvePlace } from "./places";
import { toPlaceWire, type DistanceAnswer, type EndWire } from "./wire";

export const NO_COORDINATES = "This experience has no coordinates.";

function end(spot: Spot | Place): EndWire {
  if (typeof spot === "string") return end(resolvePlace(spot));
  if ("id" in spot) return { latitude: spot.latitude, longitude: spot.longitude, place: toPlaceWire(spot) };
  return { latitude: spot.latitude, longitude: spot.longitude, place: null };
}

export const spotPoint = (spot: Spot): Point => end(spot);

export function distance(origin: Spot, destination: Spot | Place, driving: boolean): DistanceAnswer {
  const from = end(origin);
  const to = end(destination);
  const km = greatCircleKm(from, to);
  return { origin: from, destination: to, distance: distanceWire(km), driving: driving ? drivingEstimate(km) : null };
}

/** `place` is an id when it is one, else a name. */
export const placeOf = (place: string): Place => placeById(place) ?? resolvePlace(place);

/** The experience's coordinates (archived ones too, as GET /experiences/id/{id} shows them). */
export async function experiencePoint(db: Database, id: string): Promise<{ id: string; point: Point }> {
  const found = await existingExperienceId(db, id);
  const row = await experienceRow(db, found);
  if (row?.latitude == null || row.longitude == null) throw notFound(NO_COORDINATES);
  return { id: found, point: { latitude: row.latitude, longitude: row.longitude } };
}
