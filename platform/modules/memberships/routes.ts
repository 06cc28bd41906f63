/**
 * Memberships — spec/platform-core.md §7 "Memberships": GET /membership/plans; for a signed-in
 * user PUT /membership/plans/{id}/change, DELETE …/cancel, PUT …/pause (months), PUT …/unpause
 * (each answering the own profile), POST …/checkout/hosted (success and cancel URLs → a URL to
 * redirect to), and GET /membership/checkout/{id} (what became of a checkout).
 */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import type { PlatformEnvironment } from "../../environment";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices, type OwnProfileAnswer } from "../accounts";
import {
  cancelMembership,
  changePlan,
  ensureCheckoutAvailable,
  ownCheckout,
  pauseMembership,
  planById,
  plans,
  startCheckout,
  unpauseMembership,
} from "./service";
import { checkoutBody, pauseBody, plansQuery, returnUrlsOf, toCheckoutWire, toMembershipPlanWire } from "./wire";

/** GET /membership/plans: public (API credentials only). */
export function planRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/plans", async (c) => {
    parseQuery(c, plansQuery);
    return c.json((await plans(db)).map(toMembershipPlanWire));
  });
  allowOnly(routes, "/plans", ["GET"]);
  return routes;
}

/** What a signed-in user does with a membership. */
export function membershipRoutes(deps: { environment: PlatformEnvironment; accounts: AccountServices; ownProfile: OwnProfileAnswer }): Hono<UserEnv> {
  const { environment, accounts, ownProfile: profile } = deps;
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));

  // change, cancel and unpause: the plan of the path, the action, the own profile as the answer.
  const onPlan = (method: "PUT" | "DELETE", path: string, action: typeof changePlan) => {
    routes.on(method, path, signedIn, async (c) => {
      await action(db, c.get("userId"), await planById(db, c.req.param("id") ?? ""));
      return c.json(await profile(c.get("userId")));
    });
    allowOnly(routes, path, [method]);
  };
  onPlan("PUT", "/plans/:id/change", changePlan);
  onPlan("DELETE", "/plans/:id/cancel", cancelMembership);

  routes.put("/plans/:id/pause", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const { months } = await parseJsonBody(c, pauseBody);
    await pauseMembership(db, c.get("userId"), plan, months);
    return c.json(await profile(c.get("userId")));
  });
  allowOnly(routes, "/plans/:id/pause", ["PUT"]);

  onPlan("PUT", "/plans/:id/unpause", unpauseMembership);

  routes.post("/plans/:id/checkout/hosted", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const body = await parseJsonBody(c, checkoutBody);
    ensureCheckoutAvailable(environment);
    const id = await startCheckout(db, { userId: c.get("userId"), plan, ...returnUrlsOf(body, accounts.returnOrigins) });
    return c.json({ id, url: `${publicUrl}/checkout/${id}` }, 201);
  });
  allowOnly(routes, "/plans/:id/checkout/hosted", ["POST"]);

  routes.get("/checkout/:id", signedIn, async (c) => {
    return c.json(toCheckoutWire(await ownCheckout(db, c.get("userId"), c.req.param("id"))));
  });

  return routes;
}
