/**
 * A ticket's door code: 8 characters a host can read out, type or scan (issue "door check-in";
 * platform-core §4 Ticket closed by its seller). Its alphabet leaves out 0/O, 1/I/L so nothing is
 * read one way and typed another; 31^8 codes make guessing one of a date's tickets hopeless within
 * the per-host rate limit. Typed with spaces, dashes or in lower case, it is the same code.
 */
export const DOOR_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const DOOR_CODE_LENGTH = 8;
/** Longest text taken as a typed code (a code with separators and spaces around it). */
export const DOOR_CODE_MAX_INPUT = 40;

/** The code as stored: upper case, separators gone; null when it cannot be a door code. */
export function normalDoorCode(typed: string): string | null {
  if (typed.length > DOOR_CODE_MAX_INPUT) return null;
  const code = typed.toUpperCase().replace(/[\s\-_.]/g, "");
  if (code.length !== DOOR_CODE_LENGTH) return null;
  for (const char of code) if (!DOOR_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** "K7QM-4RZP": two halves, easier to read out. */
export function doorCodeForPeople(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
