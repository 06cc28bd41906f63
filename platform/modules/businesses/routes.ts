/**
 * Businesses — spec/platform-core.md §7: the public GET /business/list, and the business owner's
 * GET /account/business (the user's brands). Brand pages and onboarding will join this module.
 */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts/service";
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
  const routes = new Hono<UserEnv>();
  routes.get("/", requireUser((token) => authenticate(accounts, token)), async (c) =>
    c.json((await brandsOf(accounts.db, c.get("userId"))).map(toBusinessWire)),
  );
  return routes;
}
