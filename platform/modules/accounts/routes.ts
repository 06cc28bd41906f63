/**
 * Accounts and sessions — spec/platform-core.md §7 "Auth": POST /account/create, /account/verify
 * (+ /account/verify/resend), /login, /logout, /refresh, /forgot-password (request and reset).
 */
import { Hono } from "hono";
import { clientAddress } from "../../http/client";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { checkBody, parseFormBody, parseJsonBody, readJson } from "../../http/validation";
import { ACCOUNT_MESSAGES } from "./messages";
import {
  createAccount,
  login,
  requestPasswordReset,
  resendAccountCode,
  resetPassword,
  verifyAccount,
} from "./registration";
import { authenticate, endSession, refreshSession, type AccountServices } from "./service";
import { codeBody, createBody, emailBody, loginBody, refreshBody, resendBody, resetBody } from "./wire";

export function authRoutes(services: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();

  routes.post("/account/create", async (c) => {
    const input = await parseJsonBody(c, createBody);
    return c.json(await createAccount(services, input, { address: clientAddress(c) }), 201);
  });
  allowOnly(routes, "/account/create", ["POST"]);

  // Returns the session's tokens, so the site signs the person in without ever holding the password.
  routes.post("/account/verify", async (c) => {
    const input = await parseJsonBody(c, codeBody);
    const { id, tokens } = await verifyAccount(services, input, { address: clientAddress(c) });
    return c.json({ id, verified: true, ...tokens });
  });
  allowOnly(routes, "/account/verify", ["POST"]);

  // Same answer whether or not the email is waiting for verification: nothing to learn from it.
  routes.post("/account/verify/resend", async (c) => {
    const input = await parseJsonBody(c, resendBody);
    await resendAccountCode(services, input, { address: clientAddress(c) });
    return c.json({ message: ACCOUNT_MESSAGES.codeSent }, 202);
  });
  allowOnly(routes, "/account/verify/resend", ["POST"]);

  // Form-encoded, as the spec says: username (the email) and password.
  routes.post("/login", async (c) => {
    const { username, password } = await parseFormBody(c, loginBody);
    return c.json(await login(services, { email: username, password }, { address: clientAddress(c) }));
  });
  allowOnly(routes, "/login", ["POST"]);

  routes.post("/logout", requireUser((token) => authenticate(services, token)), async (c) => {
    await endSession(services.db, c.get("sessionId"));
    return c.body(null, 204);
  });
  allowOnly(routes, "/logout", ["POST"]);

  routes.post("/refresh", async (c) => {
    const { refresh_token } = await parseJsonBody(c, refreshBody);
    return c.json(await refreshSession(services, refresh_token));
  });
  allowOnly(routes, "/refresh", ["POST"]);

  // {email} sends a reset code; {email, verification, password} sets the new password (spec §7:
  // "the reset uses the same path with a caller-supplied body").
  routes.post("/forgot-password", async (c) => {
    const raw = await readJson(c);
    const isReset = typeof raw === "object" && raw !== null && "verification" in raw;
    if (!isReset) {
      await requestPasswordReset(services, checkBody(raw, emailBody).email, { address: clientAddress(c) });
      return c.json({ message: ACCOUNT_MESSAGES.codeSent }, 202);
    }
    await resetPassword(services, checkBody(raw, resetBody), { address: clientAddress(c) });
    return c.json({ message: ACCOUNT_MESSAGES.resetDone });
  });
  allowOnly(routes, "/forgot-password", ["POST"]);

  return routes;
}
