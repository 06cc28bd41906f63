/** What a 429 of the rate limits says (platform/README.md "Rate limits"), in one place. */

/** "45 seconds", "15 minutes", "23 hours". */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** Sign-up, code mails, verification, reset and sign-in. */
export const rateLimitMessage = (seconds: number) => `Rate limit reached: too many attempts. Please wait ${waitText(seconds)} and try again.`;

/** The account's daily budget of wrong codes is spent. */
export const codeBudgetMessage = (seconds: number) =>
  `Too many incorrect codes for this account. Please wait ${waitText(seconds)} and try again.`;

/** Members looked up by email address (GET /user/email/{email}, coin transfers to an address). */
export const emailLookupMessage = (seconds: number) => `Too many look-ups by email address. Please wait ${waitText(seconds)} and try again.`;

/** A host tried too many wrong door codes (contract/api/check-in.ts). */
export const doorCodeMessage = (seconds: number) => `Too many codes that match no ticket. Please wait ${waitText(seconds)} and try again.`;
