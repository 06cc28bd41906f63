/**
 * Locations — spec/platform-core.md §7 "Venues and locations": POST /location/search/autocomplete,
 * /location/address, /location/distance, /location/distance/to/place and /distance/to/experience,
 * answered from the offline gazetteer (gazetteer.ts). API credentials only; no session needed.
 */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { parseJsonBody } from "../../http/validation";
import { loadExperiences, toExperienceWire } from "../experiences";
import { addressBody, autocompleteBody, distanceBody, toExperienceBody, toPlaceBody } from "./body";
import { autocomplete, resolvePlace } from "./places";
import { distance, experiencePoint, placeOf, spotPoint } from "./service";
import { toPlaceWire, withDistance } from "./wire";

/** Mounted at /location. */
export function locationRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  routes.post("/search/autocomplete", async (c) => {
    const { query, count, near } = await parseJsonBody(c, autocompleteBody);
    const found = autocomplete(query, count, near === null ? null : spotPoint(near));
    return c.json(found.map(({ place, km }) => withDistance(place, km)));
  });
  allowOnly(routes, "/search/autocomplete", ["POST"]);

  routes.post("/address", async (c) => c.json(toPlaceWire(resolvePlace((await parseJsonBody(c, addressBody)).location))));
  allowOnly(routes, "/address", ["POST"]);

  routes.post("/distance", async (c) => {
    const { origin, destination, driving } = await parseJsonBody(c, distanceBody);
    return c.json(distance(origin, destination, driving));
  });
  allowOnly(routes, "/distance", ["POST"]);

  routes.post("/distance/to/place", async (c) => {
    const { origin, place, driving } = await parseJsonBody(c, toPlaceBody);
    return c.json(distance(origin, placeOf(place), driving));
  });
  allowOnly(routes, "/distance/to/place", ["POST"]);

  routes.post("/distance/to/experience", async (c) => {
    const body = await parseJsonBody(c, toExperienceBody);
    const { id, point } = await experiencePoint(db, body.experience);
    const [loaded] = await loadExperiences(db, [id], null);
    return c.json({ ...distance(body.origin, point, body.driving), experience: toExperienceWire(loaded!) });
  });
  allowOnly(routes, "/distance/to/experience", ["POST"]);

  return routes;
}
