/**
 * Emailed 6-digit codes (account verification, password reset, email change). A code is random
 * (crypto.randomInt), stored only as an HMAC keyed with the token secret (so a leaked table does
 * not give the codes away, even though there are only a million of them), expires after
 * 10 minutes and allows 5 attempts. Issuing a new code replaces any earlier one.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { CODE_LENGTH, submittedCode } from "#contract/verification-code";
import type { Database } from "../../db/connect";
import { verificationCodes } from "../../db/schema";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = "account" | "password_reset" | "email_change";

export type CodeCheck =
  | { ok: true; userId: string }
  | { ok: false; message: string };

export const CODE_MESSAGES = {
  none: "No verification code is waiting for this email. Ask for a new code.",
  expired: "That verification code has expired. Ask for a new code.",
  wrong: "That verification code is not correct.",
  exhausted: "Too many incorrect codes. Ask for a new code.",
} as const;

export function createCodeBook(db: Database, secret: string) {
  const hash = (purpose: CodePurpose, email: string, code: string) =>
    createHmac("sha256", secret).update(`${purpose}\n${email}\n${code}`).digest("hex");

  return {
    /** A fresh code for this purpose and email (earlier ones stop working). */
    async issue(purpose: CodePurpose, email: string, userId: string): Promise<string> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationCodes)
          .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, email)));
        await tx.insert(verificationCodes).values({
          purpose,
          email,
          userId,
          codeHash: hash(purpose, email, code),
          expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
        });
      });
      return code;
    },

    /**
     * Checks a code as submitted (read by #contract/verification-code: separators dropped); the
     * right one is consumed, a wrong or malformed one uses up an attempt.
     */
    async check(purpose: CodePurpose, email: string, submitted: string): Promise<CodeCheck> {
      // Counting the attempt first, atomically, so parallel guesses cannot exceed the limit.
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, email)))
        .returning({
          id: verificationCodes.id,
          userId: verificationCodes.userId,
          codeHash: verificationCodes.codeHash,
          attempts: verificationCodes.attempts,
          expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
        });
      if (!row) return { ok: false, message: CODE_MESSAGES.none };
      if (row.expired) return { ok: false, message: CODE_MESSAGES.expired };
      if (row.attempts > CODE_MAX_ATTEMPTS) return { ok: false, message: CODE_MESSAGES.exhausted };
      const code = submittedCode(submitted);
      const given = Buffer.from(hash(purpose, email, code ?? ""), "hex");
      const stored = Buffer.from(row.codeHash, "hex");
      if (!code || given.length !== stored.length || !timingSafeEqual(given, stored)) {
        return { ok: false, message: row.attempts >= CODE_MAX_ATTEMPTS ? CODE_MESSAGES.exhausted : CODE_MESSAGES.wrong };
      }
      await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      return { ok: true, userId: row.userId };
    },
  };
}

export type CodeBook = ReturnType<typeof createCodeBook>;
