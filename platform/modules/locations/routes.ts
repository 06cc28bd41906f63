/**
 * Locations — spec/platform-core.md §7 "Venues and locations", served from their endpoints
 * (contract/api/locations.ts): POST /location/search/autocomplete, /location/address,
 * /location/distance, /location/distance/to/place and /distance/to/experience, answered from the
 * offline gazetteer (gazetteer.ts). API credentials only; no session needed.
 */
import { Hono } from "hono";
import * as api from "#contract/api/locations";
import type { Database } from "../../db/connect";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { loadExperiences, toExperienceWire } from "../experiences";
import { autocomplete, resolvePlace } from "./places";
import { distance, experiencePoint, placeOf, spotPoint } from "./service";
import { toPlaceWire, withDistance } from "./wire";

/** Mounted at the root: the contract's paths are whole. */
export function locationRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  serve(routes, api.autocompletePlaces, async ({ body: { query, count, near } }) => {
    const found = autocomplete(query, count, near === null ? null : spotPoint(near));
    return found.map(({ place, km }) => withDistance(place, km));
  });
  serve(routes, api.resolveAddress, async ({ body }) => toPlaceWire(resolvePlace(body.location)));
  serve(routes, api.measureDistance, async ({ body: { origin, destination, driving } }) => distance(origin, destination, driving));
  serve(routes, api.measureDistanceToPlace, async ({ body: { origin, place, driving } }) => distance(origin, placeOf(place), driving));
  serve(routes, api.measureDistanceToExperience, async ({ body }) => {
    const { id, point } = await experiencePoint(db, body.experience);
    const [loaded] = await loadExperiences(db, [id], null);
    return { ...distance(body.origin, point, body.driving), experience: toExperienceWire(loaded!) };
  });
  refuseOtherMethods(routes, api.locationsEndpoints);

  return routes;
}
