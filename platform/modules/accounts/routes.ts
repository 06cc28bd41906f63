/**
 * Accounts and sessions — spec/platform-core.md §7 "Auth", served from their endpoints
 * (contract/api/accounts.ts): POST /account/create, /account/verify (+ /account/verify/resend),
 * /login, /logout, /refresh, /forgot-password (request and reset).
 */
import { Hono } from "hono";
import * as accounts from "#contract/api/accounts";
import { clientAddress } from "../../http/client";
import { requireUser, type UserEnv } from "../../http/current-user";
import { answerStatus, refuseOtherMethods, serve } from "../../http/serve";
import { ACCOUNT_MESSAGES } from "./messages";
import { createAccount, login, requestPasswordReset, resendAccountCode, resetPassword, verifyAccount } from "./registration";
import { authenticate, endSession, refreshSession, type AccountServices } from "./service";

const AUTH_ENDPOINTS = [accounts.createAccount, accounts.verifyAccount, accounts.resendAccountCode, accounts.login, accounts.logout, accounts.refreshSession, accounts.forgotPassword];

export function authRoutes(services: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();

  serve(routes, accounts.createAccount, async ({ body }, c) => {
    const account = { email: body.email, password: body.password, phone: body.phone ?? null, zip: body.zip, dateOfBirth: body.dob ?? null, firstName: body.first_name, lastName: body.last_name };
    return createAccount(services, account, { address: clientAddress(c) });
  });

  // Answers the session's tokens, so the site signs the person in without ever holding the password.
  serve(routes, accounts.verifyAccount, async ({ body }, c) => {
    const { id, tokens } = await verifyAccount(services, body, { address: clientAddress(c) });
    return { id, verified: true as const, ...tokens };
  });

  // Same answer whether or not the email is waiting for verification: nothing to learn from it.
  serve(routes, accounts.resendAccountCode, async ({ body }, c) => {
    await resendAccountCode(services, body, { address: clientAddress(c) });
    return { message: ACCOUNT_MESSAGES.codeSent };
  });

  // Form-encoded, as the spec says: username (the email) and password.
  serve(routes, accounts.login, async ({ body }, c) => login(services, { email: body.username, password: body.password }, { address: clientAddress(c) }));

  serve(
    routes,
    accounts.logout,
    async (_, c) => {
      await endSession(services.db, c.get("sessionId"));
      return undefined;
    },
    { use: [requireUser((token) => authenticate(services, token))] },
  );

  serve(routes, accounts.refreshSession, async ({ body }) => refreshSession(services, body.refresh_token));

  // {email} sends a reset code (202); {email, verification, password} sets the new password (200).
  serve(routes, accounts.forgotPassword, async ({ body }, c) => {
    if (body.verification === undefined) {
      await requestPasswordReset(services, body.email, { address: clientAddress(c) });
      return { message: ACCOUNT_MESSAGES.codeSent };
    }
    await resetPassword(services, body, { address: clientAddress(c) });
    answerStatus(c, 200);
    return { message: ACCOUNT_MESSAGES.resetDone };
  });

  refuseOtherMethods(routes, AUTH_ENDPOINTS);
  return routes;
}
