/**
 * Memberships — spec/platform-core.md §7 "Memberships", served from their endpoints
 * (contract/api/memberships.ts): GET /membership/plans; for a signed-in user PUT
 * /membership/plans/{id}/change, DELETE …/cancel, PUT …/pause (months), PUT …/unpause (each
 * answering the own profile), POST …/checkout/hosted (success and cancel URLs → a URL to
 * redirect to), and GET /membership/checkout/{id} (what became of a checkout).
 */
import { Hono } from "hono";
import * as memberships from "#contract/api/memberships";
import type { Database } from "../../db/connect";
import type { PaymentProvider } from "../payments";
import { ERROR_CODES } from "#contract/error-codes";
import { PlatformError } from "../../errors";
import { emailOf } from "../accounts";
import { settleProviderCheckout, startProviderCheckout } from "./billing";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, type AccountServices, type OwnProfileAnswer } from "../accounts";
import {
  cancelMembership,
  changePlan,
  ensureCheckoutAvailable,
  ownCheckout,
  pauseMembership,
  MEMBERSHIP_MESSAGES,
  planById,
  plans,
  startCheckout,
  unpauseMembership,
} from "./service";
import { returnUrlsOf, toCheckoutWire, toMembershipPlanWire } from "./wire";
import { logPlatformError } from "../../infra/log";

/** GET /membership/plans: public (API credentials only). */
export function planRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  serve(routes, memberships.listMembershipPlans, async () => (await plans(db)).map(toMembershipPlanWire));
  refuseOtherMethods(routes, [memberships.listMembershipPlans]);
  return routes;
}

const MEMBER_ENDPOINTS = [
  memberships.changeMembership,
  memberships.cancelMembership,
  memberships.pauseMembership,
  memberships.unpauseMembership,
  memberships.startMembershipCheckout,
  memberships.getMembershipCheckout,
];

/** What a signed-in user does with a membership. */
export function membershipRoutes(deps: { payments: PaymentProvider | null; accounts: AccountServices; ownProfile: OwnProfileAnswer; logError?: (message: string, error: unknown) => void }): Hono<UserEnv> {
  const { payments, accounts, ownProfile: profile } = deps;
  const billing = { db: accounts.db, provider: payments, clock: accounts.clock, logError: deps.logError };
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };

  // change, cancel and unpause: the plan of the path, the action, the own profile as the answer.
  const onPlan = (endpoint: typeof memberships.changeMembership | typeof memberships.cancelMembership | typeof memberships.unpauseMembership, action: typeof changePlan) => {
    serve(
      routes,
      endpoint,
      async ({ params }, c) => {
        await action(db, c.get("userId"), await planById(db, params.id), payments);
        return profile(c.get("userId"));
      },
      signedIn,
    );
  };
  onPlan(memberships.changeMembership, changePlan);
  onPlan(memberships.cancelMembership, cancelMembership);

  serve(
    routes,
    memberships.pauseMembership,
    async ({ params, body }, c) => {
      await pauseMembership(db, c.get("userId"), await planById(db, params.id), body.months, payments);
      return profile(c.get("userId"));
    },
    signedIn,
  );

  onPlan(memberships.unpauseMembership, unpauseMembership);

  serve(
    routes,
    memberships.startMembershipCheckout,
    async ({ params, body }, c) => {
      const plan = await planById(db, params.id);
      ensureCheckoutAvailable(payments);
      const urls = returnUrlsOf(body, accounts.returnOrigins);
      if (payments.name === "demo") {
        const id = await startCheckout(db, { userId: c.get("userId"), plan, ...urls });
        return { id, url: `${publicUrl}/checkout/${id}` };
      }
      const userId = c.get("userId");
      try {
        return await startProviderCheckout({ ...billing, provider: payments }, { userId, email: await emailOf(db, userId), plan, ...urls });
      } catch (error) {
        logPlatformError("the payment provider refused or did not answer a membership checkout", error);
        throw new PlatformError(502, ERROR_CODES.paymentUnavailable, MEMBERSHIP_MESSAGES.providerDown);
      }
    },
    signedIn,
  );

  // The return from paying: an open provider checkout is read back first (its webhook may not have come yet).
  serve(
    routes,
    memberships.getMembershipCheckout,
    async ({ params }, c) => {
      const first = await ownCheckout(db, c.get("userId"), params.id);
      if (first.checkout.status !== "open" || first.checkout.provider === "demo") return toCheckoutWire(first);
      await settleProviderCheckout(billing, first.checkout).catch((error: unknown) => logPlatformError(`reading membership checkout ${first.checkout.id} from its provider failed`, error));
      return toCheckoutWire(await ownCheckout(db, c.get("userId"), params.id));
    },
    signedIn,
  );

  refuseOtherMethods(routes, MEMBER_ENDPOINTS);
  return routes;
}
