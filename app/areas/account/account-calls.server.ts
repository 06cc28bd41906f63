import { z } from "zod";
import * as accounts from "#contract/api/accounts";
import { OUTBOX_QUERY } from "#contract/demo-outbox";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import type { SessionTokens } from "~/.server/platform/tokens";

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
  /** Files sent with it (a booking's calendar file). */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
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
      // A hosted platform of before attachments sends none.
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() })).default([]),
    })
    .transform((w) => ({
      id: w.id,
      recipient: w.recipient,
      subject: w.subject,
      body: w.body,
      code: w.code,
      created: w.time_created,
      attachments: w.attachments.map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
    })),
);

/** The session's tokens from the contract's answer of POST /login. */
export function toSessionTokens(w: { access_token: string; id_token: string; refresh_token: string }): SessionTokens {
  return { accessToken: w.access_token, idToken: w.id_token, refreshToken: w.refresh_token };
}

export function accountCalls(core: PlatformCore) {
  return {
    /**
     * POST /account/create: the platform mails a 6-digit code. `signup` (this platform; a hosted
     * one may send none) names this sign-up, so that only its code verifies it.
     */
    create(account: NewAccount): Promise<{ id: string; signup?: string }> {
      const body = {
        email: account.email,
        password: account.password,
        phone: account.phone,
        zip: account.zip,
        dob: account.dob,
        first_name: account.firstName,
        last_name: account.lastName,
      };
      return core.call(endpointCall(accounts.createAccount, { body }, { prefix: "Unable to create account" }));
    },

    /**
     * POST /account/verify: the client then holds the session's tokens when the platform returned
     * them; null when it verified the email without signing in (the spec leaves the answer "not
     * shown", so a hosted platform may answer without them).
     */
    async verify(email: string, verification: string, signup?: string): Promise<SessionTokens | null> {
      const verified = await core.call(endpointCall(accounts.verifyAccount, { body: { email, verification, signup } }, { prefix: "Verification failed" }));
      const { access_token, id_token, refresh_token } = verified;
      const tokens = access_token && id_token && refresh_token ? toSessionTokens({ access_token, id_token, refresh_token }) : null;
      if (tokens) core.setTokens(tokens);
      return tokens;
    },

    /** POST /account/verify/resend: a new code, if the email is waiting for verification. */
    async resendVerification(email: string, signup?: string): Promise<void> {
      await core.call(endpointCall(accounts.resendAccountCode, { body: { email, signup } }, { prefix: "Unable to send a new code" }));
    },

    /** POST /login (form-encoded username and password); the client then holds the three tokens. */
    async login(email: string, password: string): Promise<SessionTokens> {
      const tokens = toSessionTokens(await core.call(endpointCall(accounts.login, { body: { username: email, password } }, { prefix: "Login failed" })));
      core.setTokens(tokens);
      return tokens;
    },

    /** POST /logout; the tokens are dropped even when the platform cannot be reached. */
    async logout(): Promise<void> {
      try {
        if (core.tokens()) await core.call(endpointCall(accounts.logout, {}, { prefix: "Unable to log out" }));
      } finally {
        core.setTokens(null);
      }
    },

    /** POST /forgot-password with an email: a reset code is mailed if an account uses it. */
    async forgotPassword(email: string): Promise<void> {
      await core.call(endpointCall(accounts.forgotPassword, { body: { email } }, { prefix: "Unable to send a reset code" }));
    },

    /** POST /forgot-password with the code and the new password. */
    async resetPassword(email: string, verification: string, password: string): Promise<void> {
      await core.call(endpointCall(accounts.forgotPassword, { body: { email, verification, password } }, { prefix: "Unable to reset the password" }));
    },

    /**
     * GET /dev/outbox (demo platforms only): mail kept instead of sent, newest first. A visitor's
     * own: the codes of the sign-up `signUp` names (its email and the platform's token for it)
     * and, with `session`, of the signed-in user's email change and the notices mailed to them
     * (the session's token binds both).
     * "all": every kept message, which a platform started with DEMO_OUTBOX=all gives this site.
     */
    outbox(reader: "all" | { signUp?: { email: string; signup: string }; session: boolean }): Promise<OutboxMessage[]> {
      const own = reader === "all" ? null : reader;
      return core.call({
        prefix: "Unable to read the outbox",
        operation: "GET /dev/outbox",
        method: "GET",
        path: "/dev/outbox",
        query: own?.signUp ? { [OUTBOX_QUERY.email]: own.signUp.email, [OUTBOX_QUERY.signup]: own.signUp.signup } : undefined,
        auth: own?.session ? "optional" : "none",
        schema: outboxSchema,
      });
    },
  };
}
