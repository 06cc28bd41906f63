/**
 * The signed-in user's own account (spec/platform-core.md §7 "Profile and account"): the own
 * profile, its details, password and email address, and the credits every account holds.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { normalEmail } from "#contract/email";
import type { Database } from "../../db/connect";
import { type ContactDetails } from "../../db/columns";
import { users, type User } from "./schema";
import { brandCoins } from "../businesses/schema";
import { creditBalances, credits, type Credit } from "../coins/schema";
import { invalidRequest, PlatformError } from "../../errors";
import { heldMemberships, type HeldMembership } from "../memberships/service";
import { emailChanged } from "../notifications/events";
import { sendCode, sendPasswordChanged } from "./mail";
import { ACCOUNT_MESSAGES } from "./messages";
import { emailChangeBinding } from "./outbox-bindings";
import { hashPassword, verifyPassword } from "./passwords";
import { checkedEmail, checkPassword, endSessionsOf, findUser, type AccountServices } from "./service";

/** `brandId`: the brand that issued the coin, null for a platform credit (it pays at that brand only, or anywhere). */
export type CreditBalance = { credit: Credit; balance: number; brandId: string | null };

/** Everything GET /account/me shows. */
export type OwnProfile = { user: User; memberships: HeldMembership[]; balances: CreditBalance[] };

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

/** The credits and coins every account holds a balance of, created on first use. */
const STANDARD_CREDITS = [
  { name: "Site Credits", description: "Credits to spend on experiences across the platform.", isCoin: false },
  { name: "Coins", description: "Rewards coins earned with your membership.", isCoin: true },
];

export async function openStandardBalances(db: Database, userId: string): Promise<void> {
  await db.insert(credits).values(STANDARD_CREDITS).onConflictDoNothing();
  const rows = await db
    .select({ id: credits.id })
    .from(credits)
    .where(inArray(credits.name, STANDARD_CREDITS.map((c) => c.name)));
  if (rows.length > 0) {
    await db
      .insert(creditBalances)
      .values(rows.map((row) => ({ userId, creditId: row.id, balance: 0 })))
      .onConflictDoNothing();
  }
}

export async function ownProfile(db: Database, userId: string): Promise<OwnProfile> {
  const user = await findUser(db, userId);
  const memberships = await heldMemberships(db, userId);
  const balances = await db
    .select({ credit: credits, balance: creditBalances.balance, brandId: brandCoins.businessId })
    .from(creditBalances)
    .innerJoin(credits, eq(credits.id, creditBalances.creditId))
    .leftJoin(brandCoins, eq(brandCoins.creditId, credits.id))
    .where(eq(creditBalances.userId, userId))
    .orderBy(asc(credits.name));
  return { user, memberships, balances };
}

/** Calls are allowed only with a phone number on file; removing the phone withdraws them. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<OwnProfile> {
  const user = await findUser(db, userId);
  const phone = changes.phone === undefined ? user.phone : changes.phone;
  const mayCall = changes.mayCall ?? user.mayCall;
  if (mayCall && !phone) throw invalidRequest(ACCOUNT_MESSAGES.callsNeedPhone);
  await db
    .update(users)
    .set({ ...changes, mayCall: phone ? mayCall : false, timeUpdated: sql`now()` })
    .where(eq(users.id, userId));
  return ownProfile(db, userId);
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
): Promise<OwnProfile> {
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
      await emailChanged(tx, { userId, oldEmail: user.email, newEmail: email });
    })
    .then(() => true, () => false);
  if (!changed) throw emailTaken();
  await endSessionsOf(db, userId, who.sessionId);
  return ownProfile(db, userId);
}
