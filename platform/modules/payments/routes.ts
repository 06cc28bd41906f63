/**
 * GET /account/my/payments (contract/api/receipts.ts): a member's card payments and refunds, the
 * receipts of the member's dashboard. Only their own, newest first.
 */
import { Hono } from "hono";
import { CURRENCY } from "#contract/money";
import * as api from "#contract/api/receipts";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { paymentsOf } from "./records";
import type { Payment } from "./schema";

function toReceiptWire(row: Payment) {
  return {
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    subject_id: row.subjectId,
    description: row.description,
    amount_cents: row.amountCents,
    currency: CURRENCY,
    status: row.status,
    receipt_url: row.receiptUrl,
    time_created: row.timeCreated.toISOString(),
  };
}

export function receiptRoutes(accounts: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  serve(routes, api.listMyPayments, async (_, c) => (await paymentsOf(accounts.db, c.get("userId"))).map(toReceiptWire), signedIn);
  refuseOtherMethods(routes, [api.listMyPayments]);
  return routes;
}
