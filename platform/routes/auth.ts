/**
 * Accounts and sessions — spec/platform-core.md §7 "Auth": POST /account/create, /account/verify
 * (+ /account/verify/resend), /login, /logout, /refresh, /forgot-password (request and reset).
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/connect";
import { authSessions, users, type User } from "../db/schema";
import { PlatformError, allowOnly, type PlatformDeps } from "../http";
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from "../accounts/passwords";
import { openStandardBalances } from "../accounts/profile";
import {
  checked,
  clientAddress,
  isEmail,
  normalEmail,
  parseJsonBody,
  requireUser,
  type AccountServices,
  type UserEnv,
} from "../accounts/services";
import { newRefreshId } from "../accounts/tokens";
import { CODE_TTL_MINUTES } from "../accounts/codes";

export const AUTH_MESSAGES = {
  invalidEmail: "Invalid email address.",
  emailTaken: "An account with this email already exists.",
  badLogin: "Incorrect email or password.",
  notVerified: "Your email address is not verified yet. Enter the code we emailed you on the verification page.",
  alreadyVerified: "This email is already verified. Sign in instead.",
  badRefresh: "Invalid or expired refresh token",
  resetDone: "Your password has been reset. You can sign in with it now.",
  codeSent: "If an account uses this email, a code is on its way.",
} as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,10}$/, 'must be digits with an optional leading "+", up to 10 digits');

export const dateOfBirthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
  }, "must be a real date in the past");

const createBody = z.object({
  email: z.string(),
  password: z.string(),
  phone: phoneSchema.nullish(),
  zip: optionalText(10),
  dob: dateOfBirthSchema.nullish(),
  first_name: optionalText(100),
  last_name: optionalText(100),
});

const verifyBody = z.object({ email: z.string(), verification: z.string().trim() });
const emailBody = z.object({ email: z.string() });
const refreshBody = z.object({ refresh_token: z.string().min(1) });
const resetBody = z.object({ email: z.string(), verification: z.string().trim(), password: z.string() });

function checkedEmail(value: string): string {
  const email = normalEmail(value);
  if (!isEmail(email)) throw new PlatformError(400, "invalid_request", AUTH_MESSAGES.invalidEmail);
  return email;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new PlatformError(400, "invalid_request", problem);
  return password;
}

function displayName(user: Pick<User, "firstName" | "lastName">): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
}

/** Opens a session and returns its three tokens. */
export async function signIn(db: Database, services: AccountServices, user: User) {
  const refreshId = newRefreshId();
  const [session] = await db.insert(authSessions).values({ userId: user.id, refreshId }).returning({ id: authSessions.id });
  return services.tokens.issue({
    userId: user.id,
    sessionId: session!.id,
    refreshId,
    email: user.email,
    name: displayName(user),
  });
}

export async function sendCode(
  services: AccountServices,
  to: string,
  code: string,
  kind: "account" | "password_reset" | "email_change",
): Promise<void> {
  const what = {
    account: { subject: "Verify your email", lead: "Welcome! To finish creating your account, enter this code:" },
    password_reset: { subject: "Reset your password", lead: "Someone (hopefully you) asked to reset your password. Enter this code to choose a new one:" },
    email_change: { subject: "Confirm your new email address", lead: "To use this address for your account, enter this code:" },
  }[kind];
  await services.mailer.send({
    to,
    subject: what.subject,
    code,
    text: `${what.lead}\n\n    ${code}\n\nThe code expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  });
}

export function authRoutes({ db }: PlatformDeps, services: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();
  const { limiter, codes, tokens } = services;

  routes.post("/account/create", async (c) => {
    const body = await parseJsonBody(c, createBody);
    const email = checkedEmail(body.email);
    await limiter.hit("create", { email, address: clientAddress(c) });
    checkedPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    const details = {
      passwordHash,
      phone: body.phone ?? null,
      zip: body.zip,
      dateOfBirth: body.dob ?? null,
      firstName: body.first_name,
      lastName: body.last_name,
      timeUpdated: sql`now()`,
    };
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    let id: string;
    if (existing?.verifiedAt) {
      throw new PlatformError(409, "conflict", AUTH_MESSAGES.emailTaken);
    } else if (existing) {
      // Signing up again before verifying replaces the unfinished sign-up and sends a new code.
      await db.update(users).set(details).where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await db
        .insert(users)
        .values({ email, ...details })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) throw new PlatformError(409, "conflict", AUTH_MESSAGES.emailTaken);
      id = row.id;
    }
    await sendCode(services, email, await codes.issue("account", email, id), "account");
    return c.json({ id }, 201);
  });
  allowOnly(routes, "/account/create", ["POST"]);

  // Returns the session's tokens, so the site signs the person in without ever holding the password.
  routes.post("/account/verify", async (c) => {
    const body = await parseJsonBody(c, verifyBody);
    const email = checkedEmail(body.email);
    await limiter.hit("verify", { email, address: clientAddress(c) });
    if (!/^\d{6}$/.test(body.verification)) {
      throw new PlatformError(400, "invalid_request", "The verification code must be 6 digits.");
    }
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user?.verifiedAt) throw new PlatformError(409, "conflict", AUTH_MESSAGES.alreadyVerified);
    const result = await codes.check("account", email, body.verification);
    if (!result.ok || !user || result.userId !== user.id) {
      throw new PlatformError(400, "invalid_request", result.ok ? "That verification code is not correct." : result.message);
    }
    const [verified] = await db.update(users).set({ verifiedAt: sql`now()` }).where(eq(users.id, user.id)).returning();
    await openStandardBalances(db, user.id);
    return c.json({ id: user.id, verified: true, ...(await signIn(db, services, verified!)) });
  });
  allowOnly(routes, "/account/verify", ["POST"]);

  // Same answer whether or not the email is waiting for verification: nothing to learn from it.
  routes.post("/account/verify/resend", async (c) => {
    const email = checkedEmail((await parseJsonBody(c, emailBody)).email);
    await limiter.hit("send_code", { email, address: clientAddress(c) });
    const [user] = await db.select().from(users).where(and(eq(users.email, email), isNull(users.verifiedAt)));
    if (user) await sendCode(services, email, await codes.issue("account", email, user.id), "account");
    return c.json({ message: AUTH_MESSAGES.codeSent }, 202);
  });
  allowOnly(routes, "/account/verify/resend", ["POST"]);

  // Form-encoded, as the spec says: username (the email) and password.
  routes.post("/login", async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new PlatformError(400, "invalid_request", "The request body must be form-encoded");
    }
    const body = checked(form, z.object({ username: z.string(), password: z.string() }));
    const email = normalEmail(body.username);
    // No account has an address that is not one: refused before it becomes a rate-limit key (a
    // 1 MB "email" made that key too big for its index, a 500).
    if (!isEmail(email)) throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badLogin);
    await limiter.hit("login", { email, address: clientAddress(c) });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) {
      await burnPasswordCheck(body.password);
      throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badLogin);
    }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badLogin);
    }
    if (!user.verifiedAt) throw new PlatformError(403, "forbidden", AUTH_MESSAGES.notVerified);
    return c.json(await signIn(db, services, user));
  });
  allowOnly(routes, "/login", ["POST"]);

  routes.post("/logout", requireUser(db, tokens), async (c) => {
    await db.update(authSessions).set({ revokedAt: sql`now()` }).where(eq(authSessions.id, c.get("sessionId")));
    return c.body(null, 204);
  });
  allowOnly(routes, "/logout", ["POST"]);

  routes.post("/refresh", async (c) => {
    const { refresh_token } = await parseJsonBody(c, refreshBody);
    const claims = await tokens.verify(refresh_token, "refresh");
    if (!claims?.jti) throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badRefresh);
    const refreshId = newRefreshId();
    // Rotation: only the latest refresh token of a live session works, once.
    const [session] = await db
      .update(authSessions)
      .set({ refreshId, timeRefreshed: sql`now()` })
      .where(
        and(
          eq(authSessions.id, claims.sid),
          eq(authSessions.userId, claims.sub),
          eq(authSessions.refreshId, claims.jti),
          isNull(authSessions.revokedAt),
        ),
      )
      .returning({ id: authSessions.id });
    if (!session) throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badRefresh);
    const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
    if (!user) throw new PlatformError(401, "unauthorized", AUTH_MESSAGES.badRefresh);
    return c.json(
      await tokens.issue({ userId: user.id, sessionId: session.id, refreshId, email: user.email, name: displayName(user) }),
    );
  });
  allowOnly(routes, "/refresh", ["POST"]);

  // {email} sends a reset code; {email, verification, password} sets the new password (spec §7:
  // "the reset uses the same path with a caller-supplied body").
  routes.post("/forgot-password", async (c) => {
    const raw: unknown = await c.req.json().catch(() => {
      throw new PlatformError(400, "invalid_request", "The request body must be JSON");
    });
    const isReset = typeof raw === "object" && raw !== null && "verification" in raw;
    if (!isReset) {
      const email = checkedEmail(checked(raw, emailBody).email);
      await limiter.hit("reset", { email, address: clientAddress(c) });
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (user) await sendCode(services, email, await codes.issue("password_reset", email, user.id), "password_reset");
      return c.json({ message: AUTH_MESSAGES.codeSent }, 202);
    }
    const body = checked(raw, resetBody);
    const email = checkedEmail(body.email);
    await limiter.hit("verify", { email, address: clientAddress(c) });
    checkedPassword(body.password);
    const result = await codes.check("password_reset", email, body.verification);
    if (!result.ok) throw new PlatformError(400, "invalid_request", result.message);
    const passwordHash = await hashPassword(body.password);
    // A reset code proves the mailbox, so it also verifies an unverified account.
    await db
      .update(users)
      .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, now())`, timeUpdated: sql`now()` })
      .where(eq(users.id, result.userId));
    await db
      .update(authSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authSessions.userId, result.userId), isNull(authSessions.revokedAt)));
    await openStandardBalances(db, result.userId);
    await services.mailer.send({
      to: email,
      subject: "Your password was changed",
      text: "The password of your account was just reset. If this was not you, reset it again at once and contact support.",
    });
    return c.json({ message: AUTH_MESSAGES.resetDone });
  });
  allowOnly(routes, "/forgot-password", ["POST"]);

  return routes;
}

/** Ends every other session of a user (after a password change). */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)));
}

