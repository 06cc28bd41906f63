import { z } from "zod";
import type { PlatformCore } from "./core";
import { PlatformError } from "./errors";
import { brandSchema, sessionTokensSchema, userSchema, type Brand, type SessionTokens, type User } from "./entities";

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

const verifiedSchema = z
  .object({ id: z.string(), access_token: z.string().min(1), id_token: z.string().min(1), refresh_token: z.string().min(1) })
  .transform((w) => ({ id: w.id, tokens: { accessToken: w.access_token, idToken: w.id_token, refreshToken: w.refresh_token } }));

const messageSchema = z.object({ message: z.string() }).partial().passthrough().optional();
const empty = z.unknown();

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

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  dateOfBirth?: string | null;
  public?: boolean;
  mayCall?: boolean;
  mayText?: boolean;
}

/** Auth and own-account calls (spec §7 "Auth", "Profile and account"). */
export function accountCalls(core: PlatformCore) {
  return {
    /** POST /account/create: the platform mails a 6-digit code. */
    createAccount(account: NewAccount): Promise<{ id: string }> {
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
        schema: z.object({ id: z.string() }),
      });
    },

    /** POST /account/verify: on success the platform returns the session's tokens, which the client now holds. */
    async verifyAccount(email: string, verification: string): Promise<SessionTokens> {
      const { tokens } = await core.call({
        prefix: "Verification failed",
        method: "POST",
        path: "/account/verify",
        json: { email, verification },
        schema: verifiedSchema,
      });
      core.setTokens(tokens);
      return tokens;
    },

    /** POST /account/verify/resend: a new code, if the email is waiting for verification. */
    async resendVerification(email: string): Promise<void> {
      await core.call({ prefix: "Unable to send a new code", method: "POST", path: "/account/verify/resend", json: { email }, schema: empty });
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

    /** GET /account/me: the own profile. */
    me(): Promise<User> {
      return core.call({ prefix: "Unable to get your profile", method: "GET", path: "/account/me", auth: "required", schema: userSchema });
    },

    /** PUT /account/my/profile: only the fields given change. */
    updateProfile(changes: ProfileChanges): Promise<User> {
      const wire: Record<string, unknown> = {
        first_name: changes.firstName,
        last_name: changes.lastName,
        phone: changes.phone,
        address: changes.address,
        address_line_2: changes.address2,
        city: changes.city,
        state: changes.state,
        zip: changes.postalCode,
        date_of_birth: changes.dateOfBirth,
        public: changes.public,
        may_call: changes.mayCall,
        may_text: changes.mayText,
      };
      for (const key of Object.keys(wire)) if (wire[key] === undefined) delete wire[key];
      return core.call({
        prefix: "Unable to update your profile",
        method: "PUT",
        path: "/account/my/profile",
        json: wire,
        auth: "required",
        schema: userSchema,
      });
    },

    /** PUT /account/my/password */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await core.call({
        prefix: "Unable to change your password",
        method: "PUT",
        path: "/account/my/password",
        json: { oldPassword, newPassword },
        auth: "required",
        schema: messageSchema,
      });
    },

    /** PUT /account/my/email: a code goes to the new address. */
    async changeEmail(email: string): Promise<void> {
      await core.call({ prefix: "Unable to change your email", method: "PUT", path: "/account/my/email", json: { email }, auth: "required", schema: empty });
    },

    /** POST /account/my/email/confirm */
    confirmEmail(email: string, verification: string): Promise<User> {
      return core.call({
        prefix: "Unable to confirm your email",
        method: "POST",
        path: "/account/my/email/confirm",
        json: { email, verification },
        auth: "required",
        schema: userSchema,
      });
    },

    /** PUT /account/my/avatar (multipart field "image"). Returns the new avatar URL. */
    async uploadAvatar(image: Blob, filename: string): Promise<string> {
      const body = new FormData();
      body.set("image", image, filename);
      const { avatar_url } = await core.call({
        prefix: "Unable to upload your avatar",
        method: "PUT",
        path: "/account/my/avatar",
        body,
        auth: "required",
        schema: z.object({ avatar_url: z.string() }),
      });
      return avatar_url;
    },

    /** GET /account/business: the user's brands; none when the platform says the user has not created one (spec §6). */
    async myBrands(): Promise<Brand[]> {
      try {
        return await core.call({
          prefix: "Unable to get your brands",
          method: "GET",
          path: "/account/business",
          auth: "required",
          schema: z.union([z.array(brandSchema), brandSchema.transform((b) => [b])]),
        });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return [];
        throw error;
      }
    },

    /** GET /dev/outbox (demo platforms only): mail kept instead of sent, newest first. */
    outbox(): Promise<OutboxMessage[]> {
      return core.call({ prefix: "Unable to read the outbox", method: "GET", path: "/dev/outbox", schema: outboxSchema });
    },
  };
}


