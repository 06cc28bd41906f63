/**
 * Emailed 6-digit codes (account verification, password reset, email change). A code is random
 * (crypto.randomInt), stored only as an HMAC keyed with the token secret (so a leaked table does
 * not give the codes away, even though there are only a million of them), expires after
 * 10 minutes and allows 5 attempts. On top of that, every wrong code of an account, whatever the
 * code and its purpose, spends one try of the account's daily budget (infra/rate-limit.ts): asking
 * for new codes does not buy new guesses. Issuing a new code replaces any earlier one, except that each
 * sign-up of a still unverified email is an attempt of its own (see `issueSignup`): a stranger
 * signing up again with someone's address cannot replace what that person's code verifies.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { CODE_LENGTH, submittedCode } from "#contract/verification-code";
import type { Database } from "../../db/connect";
import { verificationCodes, type SignupDetails } from "./schema";
import type { RateLimiter } from "../../infra/rate-limit";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = "account" | "password_reset" | "email_change";

export type CodeCheck =
  | { ok: true; userId: string; signupDetails: SignupDetails | null }
  | { ok: false; message: string };

export const CODE_MESSAGES = {
  none: "No verification code is waiting for this email. Ask for a new code.",
  expired: "That verification code has expired. Ask for a new code.",
  wrong: "That verification code is not correct.",
  exhausted: "Too many incorrect codes. Ask for a new code.",
} as const;

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
const expiry = () => sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`;
const newestFirst = [desc(verificationCodes.timeCreated), desc(verificationCodes.id)] as const;
const account = (email: string) => and(eq(verificationCodes.purpose, "account"), eq(verificationCodes.email, email));

export function createCodeBook(db: Database, secret: string, budget: Pick<RateLimiter, "spendCodeTry" | "refundCodeTry">) {
  const hash = (purpose: CodePurpose | "signup", email: string, value: string) =>
    createHmac("sha256", secret).update(`${purpose}\n${email}\n${value}`).digest("hex");
  /** The sign-up attempt a token names; without one, any (the caller takes the newest). */
  const attemptOf = (email: string, token?: string) =>
    token === undefined ? account(email) : and(account(email), eq(verificationCodes.signupHash, hash("signup", email, token)));

  return {
    /** The key of the sign-up attempt `token` names (what its codes' mail is bound to in the demo outbox). */
    signupAttempt: (email: string, token: string): string => hash("signup", email, token),

    /** A fresh code for this purpose and email (earlier ones stop working). */
    async issue(purpose: Exclude<CodePurpose, "account">, email: string, userId: string): Promise<string> {
      const code = newCode();
      await db.transaction(async (tx) => {
        await tx.delete(verificationCodes).where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, email)));
        await tx.insert(verificationCodes).values({ purpose, email, userId, codeHash: hash(purpose, email, code), expiresAt: expiry() });
      });
      return code;
    },

    /**
     * A new sign-up attempt: its code carries its details, and its token (returned to whoever
     * signed up) names it on verification and resend, `attempt` is its key. Other attempts' codes
     * keep working until they expire or one of them verifies the email.
     */
    async issueSignup(email: string, userId: string, details: SignupDetails): Promise<{ code: string; token: string; attempt: string }> {
      const code = newCode();
      const token = randomBytes(24).toString("base64url");
      const attempt = hash("signup", email, token);
      await db.transaction(async (tx) => {
        await tx.delete(verificationCodes).where(and(account(email), lte(verificationCodes.expiresAt, sql`now()`)));
        await tx.insert(verificationCodes).values({
          purpose: "account",
          email,
          userId,
          codeHash: hash("account", email, code),
          signupHash: attempt,
          signupDetails: details,
          expiresAt: expiry(),
        });
      });
      return { code, token, attempt };
    },

    /**
     * A new code for a sign-up attempt: the one `token` names, else the newest, with that
     * attempt's key (null for a tokenless one). Null when there is none to renew (the attempt
     * expired and was cleared, or the token is not one of them).
     */
    async renewSignup(email: string, userId: string, token?: string): Promise<{ code: string; attempt: string | null } | null> {
      return db.transaction(async (tx) => {
        const [attempt] = await tx.select().from(verificationCodes).where(attemptOf(email, token)).orderBy(...newestFirst).limit(1);
        if (!attempt && token !== undefined) return null;
        if (attempt) await tx.delete(verificationCodes).where(eq(verificationCodes.id, attempt.id));
        const code = newCode();
        await tx.insert(verificationCodes).values({
          purpose: "account",
          email,
          userId,
          codeHash: hash("account", email, code),
          signupHash: attempt?.signupHash ?? null,
          signupDetails: attempt?.signupDetails ?? null,
          expiresAt: expiry(),
        });
        return { code, attempt: attempt?.signupHash ?? null };
      });
    },

    /**
     * Checks a code as submitted (read by #contract/verification-code: separators dropped); the
     * right one is consumed, a wrong or malformed one uses up an attempt. For a sign-up, the code
     * of the attempt `signupToken` names, else of the newest attempt; a verified sign-up ends
     * every other attempt for the email.
     */
    async check(purpose: CodePurpose, email: string, submitted: string, signupToken?: string): Promise<CodeCheck> {
      const target =
        purpose === "account"
          ? attemptOf(email, signupToken)
          : and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, email));
      const newest = db.select({ id: verificationCodes.id }).from(verificationCodes).where(target).orderBy(...newestFirst).limit(1);
      // The account's budget first: once it is spent, even the right code waits (else guessing would go on).
      const [owner] = await db.select({ userId: verificationCodes.userId }).from(verificationCodes).where(target).orderBy(...newestFirst).limit(1);
      if (!owner) return { ok: false, message: CODE_MESSAGES.none };
      await budget.spendCodeTry(owner.userId);
      // Counting the attempt first, atomically, so parallel guesses cannot exceed the limit.
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, sql`(${newest})`))
        .returning({
          id: verificationCodes.id,
          userId: verificationCodes.userId,
          codeHash: verificationCodes.codeHash,
          signupDetails: verificationCodes.signupDetails,
          attempts: verificationCodes.attempts,
          expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
        });
      if (!row) {
        await budget.refundCodeTry(owner.userId);
        return { ok: false, message: CODE_MESSAGES.none };
      }
      if (row.expired) return { ok: false, message: CODE_MESSAGES.expired };
      if (row.attempts > CODE_MAX_ATTEMPTS) return { ok: false, message: CODE_MESSAGES.exhausted };
      const code = submittedCode(submitted);
      const given = Buffer.from(hash(purpose, email, code ?? ""), "hex");
      const stored = Buffer.from(row.codeHash, "hex");
      if (!code || given.length !== stored.length || !timingSafeEqual(given, stored)) {
        return { ok: false, message: row.attempts >= CODE_MAX_ATTEMPTS ? CODE_MESSAGES.exhausted : CODE_MESSAGES.wrong };
      }
      await db
        .delete(verificationCodes)
        .where(purpose === "account" ? account(email) : eq(verificationCodes.id, row.id));
      await budget.refundCodeTry(row.userId);
      return { ok: true, userId: row.userId, signupDetails: row.signupDetails ?? null };
    },
  };
}

export type CodeBook = ReturnType<typeof createCodeBook>;
