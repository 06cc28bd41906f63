import { z } from "zod";
import { submittedCode } from "#contract/verification-code";
import { MESSAGES } from "./account-forms";
import { formError, text } from "~/.server/forms/rules";

/*
 * Verify your account (marketing-site §5): the email comes from the signed cookie create account
 * set (the spec's navigation state), else 'Email is missing or not a string.'; then the code,
 * exactly 6 digits. The output is what POST /account/verify takes.
 */
export function verifyAccountSchema(email: string | null) {
  return z
    .object({ code: text("Verification code") })
    .superRefine((value, ctx) => {
      if (!email) return formError(ctx, MESSAGES.noEmail);
      if (!submittedCode(value.code)) return formError(ctx, MESSAGES.code, ["code"]);
    })
    .transform((value) => ({ email: email as string, code: submittedCode(value.code) as string }));
}

export type VerifyAccountFields = z.input<ReturnType<typeof verifyAccountSchema>>;

/** "Send a new code": no field, the email waiting for its code. */
export function resendCodeSchema(email: string | null) {
  return z
    .object({})
    .superRefine((_value, ctx) => {
      if (!email) formError(ctx, MESSAGES.noEmail);
    })
    .transform(() => ({ email: email as string }));
}
