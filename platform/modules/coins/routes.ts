/**
 * Coins and credit contracts (platform/README.md "Coins and credit contracts"): the member's calls,
 * mounted at /account: POST /coins/transfer, GET /coins/history, GET /contracts. All protected. The
 * brand owner's calls of a brand's coin are the businesses module's (businesses/coin-routes.ts).
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { contractsOf, historyOf } from "./history";
import { transferCoins } from "./transfer";
import { historyQuery, toCreditWire, toHeldContractWire, toMovementWire, transferBody } from "./wire";

/** Mounted at /account, before the profile routes. */
export function coinRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));

  routes.post("/coins/transfer", signedIn, async (c) => {
    const input = await parseJsonBody(c, transferBody);
    const userId = c.get("userId");
    const done = await transferCoins(db, userId, input, { beforeEmailLookup: () => accounts.limiter.lookUpByEmail(userId) });
    return c.json({ ...toCreditWire(done.coin), balance: done.balance, amount: done.amount, target: done.targetId, contract: done.contractId });
  });
  allowOnly(routes, "/coins/transfer", ["POST"]);

  routes.get("/coins/history", signedIn, async (c) => {
    const paging = parseQuery(c, historyQuery);
    const { rows, total } = await historyOf(db, c.get("userId"), paging);
    return c.json({ movements: rows.map(toMovementWire), page: paging.page, per_page: paging.perPage, total });
  });
  allowOnly(routes, "/coins/history", ["GET"]);

  routes.get("/contracts", signedIn, async (c) => c.json((await contractsOf(db, c.get("userId"))).map(toHeldContractWire)));
  allowOnly(routes, "/contracts", ["GET"]);
  return routes;
}
