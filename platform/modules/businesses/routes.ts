/**
 * Businesses — spec/platform-core.md §7, served from their endpoints (contract/api/businesses.ts):
 * the public GET /business/list, and the business owner's GET /account/business (the user's
 * brands), POST /account/business/onboard. The owner's experiences and venues
 * (/account/business/experiences, /venues) are those modules' routes; brand pages:
 * modules/brand-pages/; the brand's coin: ./coin-routes.ts.
 */
import { Hono } from "hono";
import * as contract from "#contract/api/businesses";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { onboardBrand } from "./onboarding";
import { brandsOf, listBusinesses } from "./service";
import { toBusinessWire } from "./wire";

export function businessRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  // Without global: every business the calling credential created, listed or not (its owner's
  // view). With global=true: the public directory, i.e. every listed business. Featured first.
  serve(routes, contract.listBusinesses, async ({ query }, c) => {
    const rows = await listBusinesses(db, query.global ? { directory: true } : { directory: false, credentialId: c.var.credential.id });
    return rows.map(toBusinessWire);
  });
  refuseOtherMethods(routes, [contract.listBusinesses]);
  return routes;
}

/** The signed-in user's brands. */
export function ownBusinessRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };

  serve(routes, contract.listOwnBrands, async (_, c) => (await brandsOf(db, c.get("userId"))).map(toBusinessWire), signedIn);
  serve(
    routes,
    contract.onboardBrand,
    async ({ body }, c) => toBusinessWire(await onboardBrand(db, { userId: c.get("userId"), credentialId: c.var.credential.id }, body)),
    signedIn,
  );
  refuseOtherMethods(routes, [contract.listOwnBrands, contract.onboardBrand]);
  return routes;
}
