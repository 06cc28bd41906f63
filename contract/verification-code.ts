/** Verification codes (account, password reset, email change): six digits. */
export const CODE_LENGTH = 6;

/** A code as its input keeps it while typed: digits only, at most 6. */
export function typedCode(value: string): string {
  return value.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/**
 * The one reading of a submitted code: non-digits are dropped, and what is left must be exactly
 * 6 digits, else null. Nothing is cut off: 7 digits are not a code.
 */
export function submittedCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/\D/g, "");
  return digits.length === CODE_LENGTH ? digits : null;
}
