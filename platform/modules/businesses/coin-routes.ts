/**
 * A brand's coin (platform/README.md "Coins and credit contracts"), the brand owner's calls,
 * mounted at /account/business: GET and POST /{id}/coin, POST /{id}/coin/mint, GET and POST
 * /{id}/coin/contracts, GET /{id}/coin/holders. All protected.
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { coinBody, contractBody, contractsOfCoin, historyQuery, holdersOf, mintBody, toContractWire, toCreditWire, toHolderWire } from "../coins";
import { createContract, issueCoin, mintCoin, ownedCoin } from "./coin";

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
