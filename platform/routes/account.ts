/**
 * The signed-in user's own account — spec/platform-core.md §7 "Profile and account":
 * GET /account/me; PUT /account/my/profile, /account/my/password, /account/my/email
 * (+ POST /account/my/email/confirm), /account/my/avatar; GET /account/business.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { avatars, businesses, users } from "../db/schema";
import { PlatformError, allowOnly, type PlatformDeps } from "../http";
import { hashPassword, passwordProblem, verifyPassword } from "../accounts/passwords";
import { avatarUrl, findUser, ownProfile } from "../accounts/profile";
import { isEmail, normalEmail, parseJsonBody, requireUser, type AccountServices, type UserEnv } from "../accounts/services";
import { dateOfBirthSchema, phoneSchema, revokeOtherSessions, sendCode } from "./auth";
import { toBusinessWire } from "./business";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const ACCOUNT_MESSAGES = {
  callsNeedPhone: "You can allow calls only with a phone number on file.",
  wrongPassword: "Your current password is not correct.",
  passwordChanged: "Your password has been changed.",
  sameEmail: "That is already your email address.",
  emailTaken: "An account with this email already exists.",
  noPendingEmail: "There is no email change waiting for this address. Ask for a new code.",
  avatarType: "The image must be a PNG, JPEG, WebP or GIF file.",
  avatarSize: "The image is too large. The maximum is 2 MB.",
  avatarMissing: 'Send the image as the multipart field "image".',
  noBrand: "User has not created a brand",
} as const;

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const profileBody = z
  .object({
    first_name: nullableText(100),
    last_name: nullableText(100),
    phone: phoneSchema.nullable().or(z.literal("").transform(() => null)),
    address: nullableText(200),
    address_line_2: nullableText(200),
    city: nullableText(100),
    state: nullableText(100),
    zip: nullableText(10),
    date_of_birth: dateOfBirthSchema.nullable().or(z.literal("").transform(() => null)),
    public: z.boolean(),
    may_call: z.boolean(),
    may_text: z.boolean(),
  })
  .partial()
  .strict();

const passwordBody = z.object({ oldPassword: z.string(), newPassword: z.string() });
const emailBody = z.object({ email: z.string() });
const confirmBody = z.object({ email: z.string(), verification: z.string().trim() });

/** Image type by magic bytes (never by the name or the declared type). */
export function imageTypeOf(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return "image/webp";
  }
  return null;
}

export function accountRoutes({ db }: PlatformDeps, services: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();
  const { codes, tokens, publicUrl } = services;
  routes.use("*", requireUser(db, tokens));

  routes.get("/me", async (c) => c.json(await ownProfile(db, c.get("userId"), publicUrl)));
  allowOnly(routes, "/me", ["GET"]);

  routes.put("/my/profile", async (c) => {
    const userId = c.get("userId");
    const body = await parseJsonBody(c, profileBody);
    const user = await findUser(db, userId);
    const phone = body.phone === undefined ? user.phone : body.phone;
    const mayCall = body.may_call ?? user.mayCall;
    if (mayCall && !phone) throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.callsNeedPhone);
    await db
      .update(users)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        address: body.address,
        addressLine2: body.address_line_2,
        city: body.city,
        state: body.state,
        zip: body.zip,
        dateOfBirth: body.date_of_birth,
        public: body.public,
        mayCall: phone ? mayCall : false,
        mayText: body.may_text,
        timeUpdated: sql`now()`,
      })
      .where(eq(users.id, userId));
    return c.json(await ownProfile(db, userId, publicUrl));
  });
  allowOnly(routes, "/my/profile", ["PUT"]);

  routes.put("/my/password", async (c) => {
    const userId = c.get("userId");
    const body = await parseJsonBody(c, passwordBody);
    const user = await findUser(db, userId);
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
      throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.wrongPassword);
    }
    const problem = passwordProblem(body.newPassword);
    if (problem) throw new PlatformError(400, "invalid_request", problem);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), timeUpdated: sql`now()` })
      .where(eq(users.id, userId));
    // Whoever else was signed in with the old password is signed out; this session stays.
    await revokeOtherSessions(db, userId, c.get("sessionId"));
    await services.mailer.send({
      to: user.email,
      subject: "Your password was changed",
      text: "The password of your account was just changed. If this was not you, reset it at once and contact support.",
    });
    return c.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  });
  allowOnly(routes, "/my/password", ["PUT"]);

  // Sends a code to the new address; the email changes only when that code is confirmed.
  routes.put("/my/email", async (c) => {
    const userId = c.get("userId");
    const email = normalEmail((await parseJsonBody(c, emailBody)).email);
    if (!isEmail(email)) throw new PlatformError(400, "invalid_request", "Invalid email address.");
    const user = await findUser(db, userId);
    if (email === user.email) throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.sameEmail);
    await services.limiter.hit("send_code", { email, address: null });
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId)));
    if (taken) throw new PlatformError(409, "conflict", ACCOUNT_MESSAGES.emailTaken);
    await db.update(users).set({ pendingEmail: email }).where(eq(users.id, userId));
    await sendCode(services, email, await codes.issue("email_change", email, userId), "email_change");
    return c.json({ pending_email: email }, 202);
  });
  allowOnly(routes, "/my/email", ["PUT"]);

  routes.post("/my/email/confirm", async (c) => {
    const userId = c.get("userId");
    const body = await parseJsonBody(c, confirmBody);
    const email = normalEmail(body.email);
    const user = await findUser(db, userId);
    if (user.pendingEmail !== email) throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.noPendingEmail);
    await services.limiter.hit("verify", { email, address: null });
    const result = await codes.check("email_change", email, body.verification);
    if (!result.ok || result.userId !== userId) {
      throw new PlatformError(400, "invalid_request", result.ok ? "That verification code is not correct." : result.message);
    }
    const updated = await db
      .update(users)
      .set({ email, pendingEmail: null, timeUpdated: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id })
      .catch(() => []);
    if (updated.length === 0) throw new PlatformError(409, "conflict", ACCOUNT_MESSAGES.emailTaken);
    await services.mailer.send({
      to: user.email,
      subject: "Your email address was changed",
      text: `Your account now uses ${email}. If this was not you, contact support at once.`,
    });
    return c.json(await ownProfile(db, userId, publicUrl));
  });
  allowOnly(routes, "/my/email/confirm", ["POST"]);

  routes.put(
    "/my/avatar",
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024, // the image plus the multipart framing
      onError: () => {
        throw new PlatformError(413, "payload_too_large", ACCOUNT_MESSAGES.avatarSize);
      },
    }),
    async (c) => {
      const userId = c.get("userId");
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.avatarMissing);
      }
      const file = form.image;
      if (!(file instanceof File) || file.size === 0) throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.avatarMissing);
      if (file.size > AVATAR_MAX_BYTES) throw new PlatformError(413, "payload_too_large", ACCOUNT_MESSAGES.avatarSize);
      const data = Buffer.from(await file.arrayBuffer());
      const contentType = imageTypeOf(data);
      if (!contentType) throw new PlatformError(400, "invalid_request", ACCOUNT_MESSAGES.avatarType);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(avatars).values({ userId, contentType, data }).returning({ id: avatars.id });
        await tx.update(users).set({ avatarId: row!.id, timeUpdated: sql`now()` }).where(eq(users.id, userId));
        await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, row!.id)));
        return row!.id;
      });
      return c.json({ avatar_url: avatarUrl(publicUrl, id) });
    },
  );
  allowOnly(routes, "/my/avatar", ["PUT"]);

  // The brands the user owns; 404 saying so when there is none (the client then yields none, spec §6).
  routes.get("/business", async (c) => {
    const rows = await db.select().from(businesses).where(eq(businesses.ownerUserId, c.get("userId"))).orderBy(businesses.name);
    if (rows.length === 0) throw new PlatformError(404, "not_found", ACCOUNT_MESSAGES.noBrand);
    return c.json(rows.map(toBusinessWire));
  });

  return routes;
}

/** Public: GET /files/avatars/{id}, the stored image (ids change on every upload, so it caches forever). */
export function avatarFileRoutes({ db }: PlatformDeps): Hono {
  const routes = new Hono();
  routes.get("/avatars/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new PlatformError(404, "not_found", "No such image");
    const [row] = await db.select({ contentType: avatars.contentType, data: avatars.data }).from(avatars).where(eq(avatars.id, id));
    if (!row) throw new PlatformError(404, "not_found", "No such image");
    return c.body(new Uint8Array(row.data), 200, {
      "Content-Type": row.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
  return routes;
}
