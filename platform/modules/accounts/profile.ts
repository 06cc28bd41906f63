/**
 * The signed-in user's own account (spec/platform-core.md §7 "Profile and account"): the own
 * profile's details, password and email address (the whole own profile, with plans and credits, is
 * composed above the modules: platform/reads/own-profile.ts).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { normalEmail } from "#contract/email";
import type { Database } from "../../db/connect";
import { type ContactDetails } from "../../db/columns";
import { users, type User } from "./schema";
import { invalidRequest, PlatformError } from "../../errors";
import { emit } from "../../events";
import { sendCode, sendPasswordChanged } from "./mail";
import { ACCOUNT_MESSAGES } from "./messages";
import { emailChangeBinding } from "./outbox-bindings";
import { hashPassword, verifyPassword } from "./passwords";
import { checkedEmail, checkPassword, endSessionsOf, findUser, type AccountServices } from "./service";

/** PUT /account/my/profile: the fields given change (null empties one); the others stay. */
export type ProfileChanges = Partial<
  ContactDetails & {
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
    public: boolean;
    mayCall: boolean;
    mayText: boolean;
  }
>;

const emailTaken = () => new PlatformError(409, ERROR_CODES.emailTaken, ACCOUNT_MESSAGES.emailTaken);
const wrongPassword = () => new PlatformError(400, ERROR_CODES.wrongPassword, ACCOUNT_MESSAGES.wrongPassword);

/** Changes of password and email are made only by someone who knows the current password. */
async function checkCurrentPassword(user: User, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) throw wrongPassword();
}

/** Calls are allowed only with a phone number on file; removing the phone withdraws them. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  const user = await findUser(db, userId);
  const phone = changes.phone === undefined ? user.phone : changes.phone;
  const mayCall = changes.mayCall ?? user.mayCall;
  if (mayCall && !phone) throw invalidRequest(ACCOUNT_MESSAGES.callsNeedPhone);
  await db
    .update(users)
    .set({ ...changes, mayCall: phone ? mayCall : false, timeUpdated: sql`now()` })
    .where(eq(users.id, userId));
}

/** With the current password; whoever else was signed in with the old one is signed out, this session stays. */
export async function changePassword(
  { db, mailer }: AccountServices,
  who: { userId: string; sessionId: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUser(db, who.userId);
  await checkCurrentPassword(user, input.oldPassword);
  checkPassword(input.newPassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), timeUpdated: sql`now()` })
    .where(eq(users.id, who.userId));
  await endSessionsOf(db, who.userId, who.sessionId);
  await sendPasswordChanged(mailer, user.email, "changed");
}

/**
 * With the current password (a borrowed session alone must not move the account to another
 * address), sends a code to the new address; the email changes only when that code is confirmed.
 * Returns the pending address.
 */
export async function requestEmailChange(
  services: AccountServices,
  userId: string,
  input: { email: string; password: string },
): Promise<string> {
  const { db, limiter, codes, mailer } = services;
  const email = checkedEmail(input.email);
  const user = await findUser(db, userId);
  await checkCurrentPassword(user, input.password);
  if (email === user.email) throw invalidRequest(ACCOUNT_MESSAGES.sameEmail);
  await limiter.hit("send_code", { email, address: null });
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken) throw emailTaken();
  await db.update(users).set({ pendingEmail: email }).where(eq(users.id, userId));
  await sendCode(mailer, email, await codes.issue("email_change", email, userId), "email_change", emailChangeBinding(userId));
  return email;
}

/** Confirms the pending address with its code; the old address is told, the account's other sessions end. */
export async function confirmEmailChange(
  services: AccountServices,
  who: { userId: string; sessionId: string },
  input: { email: string; verification: string },
): Promise<void> {
  const { userId } = who;
  const { db, limiter, codes } = services;
  const email = normalEmail(input.email);
  const user = await findUser(db, userId);
  if (user.pendingEmail !== email) throw invalidRequest(ACCOUNT_MESSAGES.noPendingEmail);
  await limiter.hit("verify", { email, address: null });
  const result = await codes.check("email_change", email, input.verification);
  if (!result.ok || result.userId !== userId) {
    throw invalidRequest(result.ok ? ACCOUNT_MESSAGES.wrongCode : result.message);
  }
  // Another account may have taken the address meanwhile: the unique email refuses it.
  const changed = await db
    .transaction(async (tx) => {
      await tx.update(users).set({ email, pendingEmail: null, timeUpdated: sql`now()` }).where(eq(users.id, userId));
      await emit(tx, "emailChanged", { userId, oldEmail: user.email, newEmail: email });
    })
    .then(() => true, () => false);
  if (!changed) throw emailTaken();
  await endSessionsOf(db, userId, who.sessionId);
}
