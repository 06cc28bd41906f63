/**
 * Becoming and being a member: sign-up with an emailed code, sign-in, and a forgotten password
 * (spec/platform-core.md §7 "Auth"). Each step counts against its rate limit (infra/rate-limit.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { isEmail, normalEmail } from "#contract/email";
import { submittedCode } from "#contract/verification-code";
import { users, type SignupDetails } from "./schema";
import { conflict, invalidRequest, PlatformError } from "../../errors";
import { sendCode, sendPasswordChanged } from "./mail";
import { ACCOUNT_MESSAGES } from "./messages";
import { signUpBinding } from "./outbox-bindings";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { emit } from "../../events";
import { checkedEmail, checkPassword, endSessionsOf, signIn, type AccountServices, type Caller } from "./service";
import type { IssuedTokens } from "./tokens";

export type NewAccount = {
  email: string;
  password: string;
  phone: string | null;
  zip: string | null;
  dateOfBirth: string | null;
  firstName: string | null;
  lastName: string | null;
};

const emailTaken = () => new PlatformError(409, ERROR_CODES.emailTaken, ACCOUNT_MESSAGES.emailTaken);

/**
 * Creates an unverified account and mails its code; a verified email is a 409 `email_taken`.
 * Signing up again before verifying is a new attempt with its own code: the account is not
 * touched until a code verifies it, and then takes the details of the attempt that code was mailed
 * for. The answer's `signup` token names this attempt, for verify and resend (DESIGN.md "Trust": a stranger
 * signing up with someone's address cannot change what that person's own code verifies).
 */
export async function createAccount(
  services: AccountServices,
  input: NewAccount,
  caller: Caller,
): Promise<{ id: string; signup: string }> {
  const { db, limiter, codes, mailer } = services;
  const email = checkedEmail(input.email);
  await limiter.hit("create", { email, address: caller.address });
  checkPassword(input.password);
  const details: SignupDetails = {
    passwordHash: await hashPassword(input.password),
    phone: input.phone,
    zip: input.zip,
    dateOfBirth: input.dateOfBirth,
    firstName: input.firstName,
    lastName: input.lastName,
  };
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing?.verifiedAt) throw emailTaken();
  let id = existing?.id;
  if (!id) {
    const [row] = await db.insert(users).values({ email, ...details }).onConflictDoNothing().returning({ id: users.id });
    if (!row) throw emailTaken();
    id = row.id;
  }
  const { code, token, attempt } = await codes.issueSignup(email, id, details);
  await sendCode(mailer, email, code, "account", signUpBinding(attempt));
  return { id, signup: token };
}

/**
 * Verifies the email with its code and signs the person in (the site never holds the password).
 * With `signup`, only that attempt's code counts; the account takes that attempt's details.
 */
export async function verifyAccount(
  services: AccountServices,
  input: { email: string; verification: string; signup?: string },
  caller: Caller,
): Promise<{ id: string; tokens: IssuedTokens }> {
  const { db, limiter, codes } = services;
  const email = checkedEmail(input.email);
  await limiter.hit("verify", { email, address: caller.address });
  const code = submittedCode(input.verification);
  if (!code) throw invalidRequest(ACCOUNT_MESSAGES.codeFormat);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (user?.verifiedAt) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
  const result = await codes.check("account", email, code, input.signup);
  if (!result.ok || !user || result.userId !== user.id) {
    throw invalidRequest(result.ok ? ACCOUNT_MESSAGES.wrongCode : result.message);
  }
  const [verified] = await db
    .update(users)
    .set({ ...result.signupDetails, verifiedAt: sql`now()`, timeUpdated: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  await emit(db, "accountVerified", { userId: user.id });
  return { id: user.id, tokens: await signIn(services, verified!) };
}

/** A new code for an unverified account's sign-up (the one `signup` names, else the newest); says nothing about whether there is one. */
export async function resendAccountCode(services: AccountServices, input: { email: string; signup?: string }, caller: Caller): Promise<void> {
  const { db, limiter, codes, mailer } = services;
  const email = checkedEmail(input.email);
  await limiter.hit("send_code", { email, address: caller.address });
  const [user] = await db.select().from(users).where(and(eq(users.email, email), isNull(users.verifiedAt)));
  if (!user) return;
  const renewed = await codes.renewSignup(email, user.id, input.signup);
  // Bound to the attempt renewed, not to whoever asked: a resend without a token renews the newest.
  if (renewed) await sendCode(mailer, email, renewed.code, "account", renewed.attempt ? signUpBinding(renewed.attempt) : undefined);
}

/** Sign-in: 401 `invalid_credentials` for any wrong pair (no hint which half), 403 `not_verified` before verification. */
export async function login(
  services: AccountServices,
  input: { email: string; password: string },
  caller: Caller,
): Promise<IssuedTokens> {
  const { db, limiter } = services;
  const badLogin = () => new PlatformError(401, ERROR_CODES.invalidCredentials, ACCOUNT_MESSAGES.badLogin);
  const email = normalEmail(input.email);
  // No account has an address that is not one: refused before it becomes a rate-limit key (a
  // 1 MB "email" made that key too big for its index, a 500).
  if (!isEmail(email)) throw badLogin();
  // Growing delays per account and per address, never a lock a stranger can hold (infra/sign-in-delays.ts).
  const attempt = await limiter.beginSignIn(email, caller.address);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await burnPasswordCheck(input.password);
    throw badLogin();
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw badLogin();
  await attempt.succeeded();
  if (!user.verifiedAt) throw new PlatformError(403, ERROR_CODES.notVerified, ACCOUNT_MESSAGES.notVerified);
  // An older hash (scrypt, or weaker parameters) is replaced while the password is at hand.
  if (needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
  }
  return signIn(services, user);
}

/**
 * Mails a reset code when an account uses the email; the answer is the same either way. Anyone
 * may ask for anyone's email, so the code is bound to no one in the demo outbox.
 */
export async function requestPasswordReset(services: AccountServices, rawEmail: string, caller: Caller): Promise<void> {
  const { db, limiter, codes, mailer } = services;
  const email = checkedEmail(rawEmail);
  await limiter.hit("reset", { email, address: caller.address });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (user) await sendCode(mailer, email, await codes.issue("password_reset", email, user.id), "password_reset");
}

/** Sets a new password with a reset code; every session ends. The code proves the mailbox, so it also verifies. */
export async function resetPassword(
  services: AccountServices,
  input: { email: string; verification: string; password: string },
  caller: Caller,
): Promise<void> {
  const { db, limiter, codes, mailer } = services;
  const email = checkedEmail(input.email);
  await limiter.hit("verify", { email, address: caller.address });
  checkPassword(input.password);
  const result = await codes.check("password_reset", email, input.verification);
  if (!result.ok) throw invalidRequest(result.message);
  const passwordHash = await hashPassword(input.password);
  await db
    .update(users)
    .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, now())`, timeUpdated: sql`now()` })
    .where(eq(users.id, result.userId));
  await endSessionsOf(db, result.userId);
  await emit(db, "accountVerified", { userId: result.userId });
  await sendPasswordChanged(mailer, email, "reset");
}
