/**
 * Businesses — spec/platform-core.md §7: the public GET /business/list, and the business owner's
 * GET /account/business (the user's brands), POST /account/business/onboard. The owner's
 * experiences and venues (/account/business/experiences, /venues) are those modules' routes; brand
 * pages: modules/brand-pages/; the brand's coin: ./coin-routes.ts.
 */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { onboardBody, onboardBrand } from "./onboarding";
import { brandsOf, listBusinesses } from "./service";
import { listQuery, toBusinessWire } from "./wire";

export function businessRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  // Without global: every business the calling credential created, listed or not (its owner's
  // view). With global=true: the public directory, i.e. every listed business. Featured first.
  routes.get("/list", async (c) => {
    const query = parseQuery(c, listQuery);
    const rows = await listBusinesses(
      db,
      query.global ? { directory: true } : { directory: false, credentialId: c.var.credential.id },
    );
    return c.json(rows.map(toBusinessWire));
  });
  allowOnly(routes, "/list", ["GET"]);

  return routes;
}

/** Mounted at /account/business: the signed-in user's brands. */
export function ownBusinessRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(accounts, token)));

  routes.get("/", async (c) => c.json((await brandsOf(db, c.get("userId"))).map(toBusinessWire)));
  allowOnly(routes, "/", ["GET"]);

  routes.post("/onboard", async (c) => {
    const input = await parseJsonBody(c, onboardBody);
    const brand = await onboardBrand(db, { userId: c.get("userId"), credentialId: c.var.credential.id }, input);
    return c.json(toBusinessWire(brand), 201);
  });
  allowOnly(routes, "/onboard", ["POST"]);
  return routes;
}
