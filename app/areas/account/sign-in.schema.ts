import { z } from "zod";
import { normalEmail } from "#contract/email";
import { passwordProblem } from "#contract/password";
import { submittedCode } from "#contract/verification-code";
import { MESSAGES, missingAtMessage, safeRedirect } from "./account-forms";
import { blankFields, formError, password, text } from "~/.server/forms/rules";

/*
 * The three forms of /sign-in (spec platform-core §2, §5): sign in, ask for a reset code, and set
 * a new password with it. One message above the button each.
 */

/** Sign in: both fields, then an '@' in the email (the browser's words, naming the value). */
export const signInSchema = z
  .object({
    email: text("Email"),
    password,
    // Where to go once signed in: a page of this site only.
    redirectTo: text("Return path").transform((path) => safeRedirect(path)),
  })
  .superRefine((value, ctx) => {
    const missing = blankFields(value, ["email", "password"]);
    if (missing.length > 0) return formError(ctx, MESSAGES.emailAndPassword, missing);
    if (!value.email.includes("@")) return formError(ctx, missingAtMessage(value.email), ["email"]);
  });

export type SignInFields = z.input<typeof signInSchema>;

/** Forgot password: an email with an '@'; a code is mailed to it if an account uses it. */
export const forgotPasswordSchema = z
  .object({ email: text("Email") })
  .superRefine((value, ctx) => {
    if (!value.email) return formError(ctx, MESSAGES.emailForCode, ["email"]);
    if (!value.email.includes("@")) return formError(ctx, missingAtMessage(value.email), ["email"]);
  })
  .transform((value) => ({ email: normalEmail(value.email) }));

export type ForgotPasswordFields = z.input<typeof forgotPasswordSchema>;

/**
 * A new password with the mailed code, for the email the code was sent to (a signed cookie):
 * that email, then all required, the code, the passwords match, the password rule.
 */
export function resetPasswordSchema(email: string | null) {
  return z
    .object({ code: text("Verification code"), password, confirmPassword: password })
    .superRefine((value, ctx) => {
      if (!email) return formError(ctx, MESSAGES.noEmail);
      const missing = blankFields(value, ["code", "password", "confirmPassword"]);
      if (missing.length > 0) return formError(ctx, MESSAGES.required, missing);
      if (!submittedCode(value.code)) return formError(ctx, MESSAGES.code, ["code"]);
      if (value.password !== value.confirmPassword) return formError(ctx, MESSAGES.mismatch, ["confirmPassword"]);
      const weak = passwordProblem(value.password);
      if (weak) return formError(ctx, weak, ["password"]);
    })
    .transform((value) => ({ email: email as string, code: submittedCode(value.code) as string, password: value.password }));
}

export type ResetPasswordFields = z.input<ReturnType<typeof resetPasswordSchema>>;
