/**
 * Venues — spec/platform-core.md §7 "Venues and locations", served from their endpoints
 * (contract/api/venues.ts): GET /location/venues/id/{id}, POST /location/venues/, PUT and DELETE
 * /location/venues/id/{id}, POST /location/venues/id/{id}/tags, GET /location/venues/tags, GET
 * and POST /location/venues/themes, and the owner's GET /account/business/venues. Reading needs
 * only the API credentials; changing wants the signed-in owner of the venue's brand.
 */
import { Hono } from "hono";
import * as contract from "#contract/api/venues";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { loadVenues } from "./load";
import { createVenue, deleteVenue, existingVenue, ownedVenueIds, setTags, tagsInUse, updateVenue, venuesByThemes } from "./service";
import { toVenueWire } from "./wire";

/**
 * The venues holding a listed experience of the category: the experiences module knows, so
 * platform/app.ts hands it in (`GET /location/venues/themes?category=`).
 */
export type VenuesHoldingCategory = (category: string) => Promise<string[]>;

/** The spec writes POST /location/venues/ (trailing slash); without it works too. */
const CREATE_WITHOUT_SLASH = { ...contract.createVenue, path: "/location/venues" };

export function venueRoutes(accounts: AccountServices, venuesHolding: VenuesHoldingCategory): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  const wire = async (ids: string[]) => (await loadVenues(db, ids)).map(toVenueWire);
  const one = async (id: string) => (await wire([id]))[0]!;

  for (const create of [contract.createVenue, CREATE_WITHOUT_SLASH]) {
    serve(routes, create, async ({ body }, c) => one(await createVenue(db, c.get("userId"), body)), signedIn);
  }
  serve(routes, contract.getVenue, async ({ params }) => one((await existingVenue(db, params.id)).id));
  serve(
    routes,
    contract.updateVenue,
    async ({ params, body }, c) => {
      await updateVenue(db, params.id, c.get("userId"), body);
      return one(params.id);
    },
    signedIn,
  );
  serve(
    routes,
    contract.deleteVenue,
    async ({ params }, c) => {
      await deleteVenue(db, params.id, c.get("userId"));
      return undefined;
    },
    signedIn,
  );
  serve(
    routes,
    contract.tagVenue,
    async ({ params, body }, c) => {
      await setTags(db, params.id, c.get("userId"), body.tags);
      return one(params.id);
    },
    signedIn,
  );
  serve(routes, contract.venueTags, async () => tagsInUse(db));
  serve(routes, contract.venuesWithTheme, async ({ query }) => {
    const held = query.category === undefined ? undefined : await venuesHolding(query.category);
    return wire(await venuesByThemes(db, query.theme ? [query.theme] : [], "any", held));
  });
  serve(routes, contract.venuesWithThemes, async ({ query, body }) => wire(await venuesByThemes(db, body.themes, query.mode)));
  refuseOtherMethods(routes, [...contract.venueEndpoints.filter((e) => e !== contract.ownVenues), CREATE_WITHOUT_SLASH]);
  return routes;
}

/** GET /account/business/venues, the owner's venues by name. */
export function ownerVenueRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  serve(routes, contract.ownVenues, async (_, c) => (await loadVenues(db, await ownedVenueIds(db, c.get("userId")))).map(toVenueWire), signedIn);
  refuseOtherMethods(routes, [contract.ownVenues]);
  return routes;
}
