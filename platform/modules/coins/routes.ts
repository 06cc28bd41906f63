/**
 * Coins and credit contracts (issue 13). The brand owner's calls, mounted at /account/business:
 * GET and POST /{id}/coin, POST /{id}/coin/mint, GET and POST /{id}/coin/contracts, GET
 * /{id}/coin/holders. The member's calls, mounted at /account: POST /coins/transfer, GET
 * /coins/history, GET /contracts. All protected.
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts/service";
import { contractsOf, historyOf } from "./history";
import { contractsOfCoin, holdersOf } from "./holders";
import { createContract, issueCoin, mintCoin, ownedCoin } from "./issuing";
import { transferCoins } from "./transfer";
import { coinBody, contractBody, historyQuery, mintBody, toContractWire, toCreditWire, toHeldContractWire, toHolderWire, toMovementWire, transferBody } from "./wire";

/** Mounted at /account/business, before the brand routes (each route signs in on its own). */
export function brandCoinRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));

  routes.get("/:id/coin", signedIn, async (c) => c.json(toCreditWire(await ownedCoin(db, c.get("userId"), c.req.param("id")))));
  routes.post("/:id/coin", signedIn, async (c) => {
    const input = await parseJsonBody(c, coinBody);
    return c.json(toCreditWire(await issueCoin(db, c.get("userId"), c.req.param("id"), input)), 201);
  });
  allowOnly(routes, "/:id/coin", ["GET", "POST"]);

  routes.post("/:id/coin/mint", signedIn, async (c) => {
    const { amount } = await parseJsonBody(c, mintBody);
    const { coin, balance } = await mintCoin(db, c.get("userId"), c.req.param("id"), amount);
    return c.json({ ...toCreditWire(coin), balance });
  });
  allowOnly(routes, "/:id/coin/mint", ["POST"]);

  routes.post("/:id/coin/contracts", signedIn, async (c) => {
    const input = await parseJsonBody(c, contractBody);
    const { contract, coin } = await createContract(db, c.get("userId"), c.req.param("id"), input);
    return c.json(toContractWire(contract, coin, 0), 201);
  });
  routes.get("/:id/coin/contracts", signedIn, async (c) => {
    const coin = await ownedCoin(db, c.get("userId"), c.req.param("id"));
    return c.json((await contractsOfCoin(db, coin.id)).map(({ contract, quantity }) => toContractWire(contract, coin, quantity)));
  });
  allowOnly(routes, "/:id/coin/contracts", ["GET", "POST"]);

  routes.get("/:id/coin/holders", signedIn, async (c) => {
    const coin = await ownedCoin(db, c.get("userId"), c.req.param("id"));
    const paging = parseQuery(c, historyQuery);
    const { rows, total } = await holdersOf(db, coin.id, paging);
    return c.json({ holders: rows.map(toHolderWire), page: paging.page, per_page: paging.perPage, total });
  });
  allowOnly(routes, "/:id/coin/holders", ["GET"]);
  return routes;
}

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
