/**
 * GET /dev/outbox[?email=&signup=][&recipient=…] — the demo environment's kept mail, newest first.
 * Not mounted in production (platform/app.ts).
 *
 * Who reads what (docs/security.md "Demo outbox"): the site's credential is public in demo,
 * so with it a caller reads only the codes it started: those of the sign-up its `signup` token
 * names (with that sign-up's email) and of the email change of the user whose access token it
 * sends, with the notices mailed to that user (no code in them). Never a password reset's (anyone may ask for one with anyone's email), never other mail.
 * Everything only when the platform runs with DEMO_OUTBOX=all (a developer's own machine), for an
 * operator credential, or for a sandbox one (its own environment's outbox). `recipient`
 * (repeatable) narrows any of these further.
 */
import { Hono } from "hono";
import * as api from "#contract/api/dev";
import { normalEmail } from "#contract/email";
import { ERROR_CODES } from "#contract/error-codes";
import type { DemoOutboxMode } from "#contract/demo-outbox";
import type { PlatformEnvironment } from "../../environment";
import { notFound, PlatformError } from "../../errors";
import { optionalUser, type MaybeUserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
import { authenticate, emailChangeBinding, noticeBinding, signUpBinding, type AccountServices } from "../accounts";
import { demoOutbox } from "./service";
import { toOutboxMessageWire } from "./wire";

/** Mounted at the root (the contract's path is whole), in the demo environment only. */
export function devRoutes({
  environment,
  accounts,
  mode,
}: {
  environment: PlatformEnvironment;
  accounts: AccountServices;
  mode: DemoOutboxMode;
}): Hono<MaybeUserEnv> {
  const routes = new Hono<MaybeUserEnv>();
  serve(
    routes,
    api.readDemoOutbox,
    async ({ query }, c) => {
      // `recipient` is repeatable: every value is read, not only the one the query schema sees.
      const recipients = c.req.queries("recipient")?.map((r) => r.trim()).filter(Boolean);
      if (recipients && recipients.length > api.MAX_OUTBOX_RECIPIENTS) {
        throw new PlatformError(400, ERROR_CODES.invalidRequest, `At most ${api.MAX_OUTBOX_RECIPIENTS} recipients`);
      }
      const bindings: string[] = [];
      const email = query.email?.trim();
      const signup = query.signup;
      if (email && signup) bindings.push(signUpBinding(accounts.codes.signupAttempt(normalEmail(email), signup)));
      const userId = c.get("userId");
      // A member reads their own email change's codes and the notices mailed to them (never a code).
      if (userId) bindings.push(emailChangeBinding(userId), noticeBinding(userId));
      const { scope } = c.var.credential;
      const everything = mode === "all" || scope === "operator" || scope === "sandbox";
      // Without a binding, a caller that may not read everything reads nothing (never a 4xx: an
      // empty outbox is what a browser that started nothing has).
      const startedBy = bindings.length > 0 || !everything ? bindings : undefined;
      const messages = await demoOutbox(accounts.db, environment, { recipients: recipients?.length ? recipients : undefined, startedBy });
      // Never null here (not mounted in production); kept so a mistake there still shows no mail.
      if (!messages) throw notFound(`No such path: GET ${c.req.path}`);
      return messages.map(toOutboxMessageWire);
    },
    { use: [optionalUser((token) => authenticate(accounts, token))] },
  );
  refuseOtherMethods(routes, api.devEndpoints);
  return routes;
}
