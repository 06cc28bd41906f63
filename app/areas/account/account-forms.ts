import { PASSWORD_RULE_MESSAGE } from "#contract/password";

/*
 * The account forms' words (spec platform-core §5 and §8, marketing-site §5 and §8). The rules
 * they word (email, password, phone, birthday, codes) are in contract/; each form's schema.ts
 * checks them on the server.
 */

export const MESSAGES = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  mismatch: "Passwords do not match.",
  password: PASSWORD_RULE_MESSAGE,
  birthday: "Please enter your birthday as MM/DD/YYYY.",
  phone: "Please enter a phone number of up to 10 digits.",
  noEmail: "Email is missing or not a string.",
  code: "Please enter a valid 6-digit verification code.",
  verifyFailed: "Verification failed.",
  loginFailed: "Login failed",
  selectLevel: "Please select a membership level.",
  /** Sign in: either field left empty. */
  emailAndPassword: "Please enter your email and password.",
  /** Forgot password: the email left empty. */
  emailForCode: "Please enter your email address.",
  /** The honeypot caught it (or the form came without it). Generic on purpose. */
  spam: "This form could not be sent. Please reload the page and try again.",
  resetCodeFailed: "We could not send a reset code. Please try again.",
  resetFailed: "We could not reset your password. Please try again.",
  resendFailed: "We could not send a new code. Please try again.",
  /** After a reset, on the sign-in page. */
  passwordReset: "Your password has been reset. Log in with your new password.",
  /** After a correct code on a platform that verifies without signing in (its answer holds no tokens). */
  verifiedSignIn: "Your email address is verified. Sign in to continue.",
} as const;

/** Platform-core §8: the words of a failed call, per form. */
export const FAILURES = {
  createAccount: {
    network: "Network error — please check your internet connection and try again.",
    emailTaken: "An account with that email already exists. Try signing in or use password recovery.",
    rateLimited: "Too many attempts. Please wait a moment and try again.",
    password: "Password does not meet requirements. Use at least 8 characters, including numbers and symbols.",
    email: MESSAGES.email,
    server: "Server error while creating account. Please try again later.",
    fallback: "Account creation failed. Please try again.",
  },
  checkout: {
    unavailable: "Unable to start checkout. Please try again.",
    unsupported: "Selected membership does not support checkout.",
    failed: "Checkout failed. Please try again.",
  },
} as const;

/** Resend on the verification page: said once the new code is on its way. */
export function codeResentMessage(email: string): string {
  return `We sent a new code to ${email}. It expires in 10 minutes.`;
}

/** The browser's own wording, naming the entered value (spec §5 "Sign in"). */
export function missingAtMessage(email: string): string {
  return `Please include an '@' in the email address. '${email}' is missing an '@'.`;
}

/**
 * A same-site path to return to after sign-in, or the fallback (never another origin). It ends up
 * in a Location header, which holds bytes, not text: what a browser would percent-encode
 * (non-ASCII, spaces) is percent-encoded here, as UTF-8; a lone surrogate has no encoding at all.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    return to.replace(/[^\u0021-\u007e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback; // URIError: a lone surrogate
  }
}

/*
 * The dashboard (app/areas/dashboard) still takes these rules from here; they are contract/'s,
 * re-exported (not copies) until it imports contract/ itself.
 */
export { birthdayToIso, formatBirthday } from "#contract/birthday";
export { EMAIL_PATTERN } from "#contract/email";
export { meetsPasswordRule as PASSWORD_RULE } from "#contract/password";
export { formatPhone, phoneToWire } from "#contract/phone";
export { submittedCode } from "#contract/verification-code";
