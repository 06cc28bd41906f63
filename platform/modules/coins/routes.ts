/**
 * Coins and credit contracts (platform/README.md "Coins and credit contracts"), the member's calls
 * served from their endpoints (contract/api/coins.ts): POST /account/coins/transfer, GET
 * /account/coins/history, GET /account/contracts. All protected. The brand owner's calls of a
 * brand's coin are the businesses module's (businesses/coin-routes.ts).
 */
import { Hono } from "hono";
import * as contract from "#contract/api/coins";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { contractsOf, historyOf } from "./history";
import { transferCoins } from "./transfer";
import { toCreditWire, toHeldContractWire, toMovementWire } from "./wire";

/** Mounted before the profile routes. */
export function coinRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };

  serve(
    routes,
    contract.transferCoins,
    async ({ body }, c) => {
      const userId = c.get("userId");
      const done = await transferCoins(db, userId, body, { beforeEmailLookup: () => accounts.limiter.lookUpByEmail(userId) });
      return { ...toCreditWire(done.coin), balance: done.balance, amount: done.amount, target: done.targetId, contract: done.contractId };
    },
    signedIn,
  );
  serve(
    routes,
    contract.coinHistory,
    async ({ query }, c) => {
      const { rows, total } = await historyOf(db, c.get("userId"), { page: query.page, perPage: query.per_page });
      return { movements: rows.map(toMovementWire), page: query.page, per_page: query.per_page, total };
    },
    signedIn,
  );
  serve(routes, contract.heldContracts, async (_, c) => (await contractsOf(db, c.get("userId"))).map(toHeldContractWire), signedIn);
  refuseOtherMethods(routes, [contract.transferCoins, contract.coinHistory, contract.heldContracts]);
  return routes;
}
