/**
 * Venues — spec/platform-core.md §7 "Venues and locations": GET /location/venues/id/{id},
 * POST /location/venues/, PUT and DELETE /location/venues/id/{id}, POST /location/venues/id/{id}/tags,
 * GET /location/venues/tags, GET and POST /location/venues/themes. Reading needs only the API
 * credentials; changing wants the signed-in owner of the venue's brand.
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { modeQuery, tagsBody, themesQuery, themesSearchBody, venueBody } from "./body";
import { loadVenues } from "./load";
import { createVenue, deleteVenue, existingVenue, ownedVenueIds, setTags, tagsInUse, updateVenue, venuesByThemes } from "./service";
import { toVenueWire } from "./wire";

/**
 * The venues holding a listed experience of the category: the experiences module knows, so
 * platform/app.ts hands it in (`GET /location/venues/themes?category=`).
 */
export type VenuesHoldingCategory = (category: string) => Promise<string[]>;

/** Mounted at /location. */
export function venueRoutes(accounts: AccountServices, venuesHolding: VenuesHoldingCategory): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  const wire = async (ids: string[]) => (await loadVenues(db, ids)).map(toVenueWire);

  // The spec writes POST /location/venues/ (trailing slash); without it works too.
  for (const path of ["/venues/", "/venues"]) {
    routes.post(path, signedIn, async (c) => {
      const id = await createVenue(db, c.get("userId"), await parseJsonBody(c, venueBody));
      return c.json((await wire([id]))[0], 201);
    });
    allowOnly(routes, path, ["POST"]);
  }

  routes.get("/venues/id/:id", async (c) => c.json((await wire([(await existingVenue(db, c.req.param("id"))).id]))[0]));
  routes.put("/venues/id/:id", signedIn, async (c) => {
    await updateVenue(db, c.req.param("id"), c.get("userId"), await parseJsonBody(c, venueBody));
    return c.json((await wire([c.req.param("id")]))[0]);
  });
  routes.delete("/venues/id/:id", signedIn, async (c) => {
    await deleteVenue(db, c.req.param("id"), c.get("userId"));
    return c.body(null, 204);
  });
  allowOnly(routes, "/venues/id/:id", ["GET", "PUT", "DELETE"]);

  routes.post("/venues/id/:id/tags", signedIn, async (c) => {
    const { tags } = await parseJsonBody(c, tagsBody);
    await setTags(db, c.req.param("id"), c.get("userId"), tags);
    return c.json((await wire([c.req.param("id")]))[0]);
  });
  allowOnly(routes, "/venues/id/:id/tags", ["POST"]);

  routes.get("/venues/tags", async (c) => c.json(await tagsInUse(db)));
  allowOnly(routes, "/venues/tags", ["GET"]);

  routes.get("/venues/themes", async (c) => {
    const { theme, category } = parseQuery(c, themesQuery);
    const held = category === undefined ? undefined : await venuesHolding(category);
    return c.json(await wire(await venuesByThemes(db, theme ? [theme] : [], "any", held)));
  });
  routes.post("/venues/themes", async (c) => {
    const { mode } = parseQuery(c, modeQuery);
    const { themes } = await parseJsonBody(c, themesSearchBody);
    return c.json(await wire(await venuesByThemes(db, themes, mode)));
  });
  allowOnly(routes, "/venues/themes", ["GET", "POST"]);

  return routes;
}

/** Mounted at /account/business: GET /account/business/venues, the owner's venues by name. */
export function ownerVenueRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  routes.get("/venues", signedIn, async (c) => c.json((await loadVenues(db, await ownedVenueIds(db, c.get("userId")))).map(toVenueWire)));
  allowOnly(routes, "/venues", ["GET"]);
  return routes;
}
