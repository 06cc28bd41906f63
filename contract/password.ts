/** Spec platform-core §5 and §9: 8+ characters, an uppercase letter, a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** A cap before hashing, so a megabyte "password" cannot buy a megabyte of hashing work. */
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters and include at least one uppercase letter and one number.";
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

export function meetsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /\d/.test(password);
}

/** The spec's message when the password breaks the rule, the length cap's when it is too long, else null. */
export function passwordProblem(password: string): string | null {
  if (!meetsPasswordRule(password)) return PASSWORD_RULE_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return null;
}
