/**
 * A brand's coin (platform/README.md "Coins and credit contracts"), the brand owner's calls served
 * from their endpoints (contract/api/coins.ts): GET and POST /account/business/{id}/coin, POST
 * /{id}/coin/mint, GET and POST /{id}/coin/contracts, GET /{id}/coin/holders. All protected.
 */
import { Hono } from "hono";
import * as contract from "#contract/api/coins";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { contractsOfCoin, holdersOf, toContractWire, toCreditWire, toHolderWire } from "../coins";
import { createContract, issueCoin, mintCoin, ownedCoin } from "./coin";

const OWNER_ENDPOINTS = [contract.brandCoin, contract.issueCoin, contract.mintCoin, contract.createCoinContract, contract.coinContracts, contract.coinHolders];

export function brandCoinRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };

  serve(routes, contract.brandCoin, async ({ params }, c) => toCreditWire(await ownedCoin(db, c.get("userId"), params.id)), signedIn);
  serve(routes, contract.issueCoin, async ({ params, body }, c) => toCreditWire(await issueCoin(db, c.get("userId"), params.id, body)), signedIn);
  serve(
    routes,
    contract.mintCoin,
    async ({ params, body }, c) => {
      const { coin, balance } = await mintCoin(db, c.get("userId"), params.id, body.amount);
      return { ...toCreditWire(coin), balance };
    },
    signedIn,
  );
  serve(
    routes,
    contract.createCoinContract,
    async ({ params, body }, c) => {
      const created = await createContract(db, c.get("userId"), params.id, body);
      return toContractWire(created.contract, created.coin, 0);
    },
    signedIn,
  );
  serve(
    routes,
    contract.coinContracts,
    async ({ params }, c) => {
      const coin = await ownedCoin(db, c.get("userId"), params.id);
      return (await contractsOfCoin(db, coin.id)).map(({ contract: held, quantity }) => toContractWire(held, coin, quantity));
    },
    signedIn,
  );
  serve(
    routes,
    contract.coinHolders,
    async ({ params, query }, c) => {
      const coin = await ownedCoin(db, c.get("userId"), params.id);
      const { rows, total } = await holdersOf(db, coin.id, { page: query.page, perPage: query.per_page });
      return { holders: rows.map(toHolderWire), page: query.page, per_page: query.per_page, total };
    },
    signedIn,
  );
  refuseOtherMethods(routes, OWNER_ENDPOINTS);
  return routes;
}
