import { z } from "zod";
import { OUTBOX_QUERY } from "#contract/demo-outbox";
import type { PlatformCore } from "../core";
import { sessionTokensSchema, type SessionTokens } from "../tokens";

/*
 * Auth (spec platform-core §7 "Auth"): sign-up and its code, sign-in and out, password reset;
 * and the demo platform's outbox.
 */

export interface NewAccount {
  email: string;
  password: string;
  /** Digits with an optional leading plus. */
  phone: string;
  zip: string;
  /** YYYY-MM-DD */
  dob: string;
  firstName: string;
  lastName: string;
}

/** A message the demo platform kept instead of sending it (GET /dev/outbox). */
export interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created: string;
}

const outboxSchema = z.array(
  z
    .object({
      id: z.string(),
      recipient: z.string(),
      subject: z.string(),
      body: z.string(),
      code: z.string().nullable(),
      time_created: z.string(),
    })
    .transform((w) => ({ id: w.id, recipient: w.recipient, subject: w.subject, body: w.body, code: w.code, created: w.time_created })),
);

/**
 * POST /account/verify answers with the session's tokens on this platform; the spec leaves the
 * response "not shown", so a hosted platform may answer without them: the person is verified
 * all the same and signs in next.
 */
const verifiedSchema = z
  .object({ access_token: z.string().min(1), id_token: z.string().min(1), refresh_token: z.string().min(1) })
  .partial()
  .passthrough()
  .nullish()
  .transform((w): SessionTokens | null =>
    w?.access_token && w.id_token && w.refresh_token ? { accessToken: w.access_token, idToken: w.id_token, refreshToken: w.refresh_token } : null,
  );

const empty = z.unknown();

export function accountCalls(core: PlatformCore) {
  return {
    /**
     * POST /account/create: the platform mails a 6-digit code. `signup` (this platform; a hosted
     * one may send none) names this sign-up, so that only its code verifies it.
     */
    create(account: NewAccount): Promise<{ id: string; signup?: string }> {
      return core.call({
        prefix: "Unable to create account",
        method: "POST",
        path: "/account/create",
        json: {
          email: account.email,
          password: account.password,
          phone: account.phone,
          zip: account.zip,
          dob: account.dob,
          first_name: account.firstName,
          last_name: account.lastName,
        },
        schema: z.object({ id: z.string(), signup: z.string().max(100).optional() }),
      });
    },

    /**
     * POST /account/verify: the client then holds the session's tokens when the platform returned
     * them; null when it verified the email without signing in.
     */
    async verify(email: string, verification: string, signup?: string): Promise<SessionTokens | null> {
      const tokens = await core.call({
        prefix: "Verification failed",
        method: "POST",
        path: "/account/verify",
        json: { email, verification, signup },
        schema: verifiedSchema,
      });
      if (tokens) core.setTokens(tokens);
      return tokens;
    },

    /** POST /account/verify/resend: a new code, if the email is waiting for verification. */
    async resendVerification(email: string, signup?: string): Promise<void> {
      await core.call({ prefix: "Unable to send a new code", method: "POST", path: "/account/verify/resend", json: { email, signup }, schema: empty });
    },

    /** POST /login (form-encoded username and password); the client then holds the three tokens. */
    async login(email: string, password: string): Promise<SessionTokens> {
      const tokens = await core.call({
        prefix: "Login failed",
        method: "POST",
        path: "/login",
        body: new URLSearchParams({ username: email, password }),
        schema: sessionTokensSchema,
      });
      core.setTokens(tokens);
      return tokens;
    },

    /** POST /logout; the tokens are dropped even when the platform cannot be reached. */
    async logout(): Promise<void> {
      try {
        if (core.tokens()) await core.call({ prefix: "Unable to log out", method: "POST", path: "/logout", auth: "required", schema: empty });
      } finally {
        core.setTokens(null);
      }
    },

    /** POST /forgot-password with an email: a reset code is mailed if an account uses it. */
    async forgotPassword(email: string): Promise<void> {
      await core.call({ prefix: "Unable to send a reset code", method: "POST", path: "/forgot-password", json: { email }, schema: empty });
    },

    /** POST /forgot-password with the code and the new password. */
    async resetPassword(email: string, verification: string, password: string): Promise<void> {
      await core.call({
        prefix: "Unable to reset the password",
        method: "POST",
        path: "/forgot-password",
        json: { email, verification, password },
        schema: empty,
      });
    },

    /**
     * GET /dev/outbox (demo platforms only): mail kept instead of sent, newest first. A visitor's
     * own: the codes of the sign-up `signUp` names (its email and the platform's token for it)
     * and, with `session`, of the signed-in user's email change (the session's token binds it).
     * "all": every kept message, which a platform started with DEMO_OUTBOX=all gives this site.
     */
    outbox(reader: "all" | { signUp?: { email: string; signup: string }; session: boolean }): Promise<OutboxMessage[]> {
      const own = reader === "all" ? null : reader;
      return core.call({
        prefix: "Unable to read the outbox",
        method: "GET",
        path: "/dev/outbox",
        query: own?.signUp ? { [OUTBOX_QUERY.email]: own.signUp.email, [OUTBOX_QUERY.signup]: own.signUp.signup } : undefined,
        auth: own?.session ? "optional" : "none",
        schema: outboxSchema,
      });
    },
  };
}
