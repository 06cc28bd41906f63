import { z } from "zod";
import { EMAIL_MAX_LENGTH, normalEmail } from "#contract/email";
import { checkEmail, text } from "~/.server/forms/rules";
import { MESSAGES } from "~/features/account/account-forms";

/* A new email address (a code goes to it before anything changes). */
export const changeEmailSchema = z
  .object({ email: text("Email", EMAIL_MAX_LENGTH).transform(normalEmail) })
  .superRefine(({ email }, ctx) => checkEmail(ctx, email, MESSAGES.email));

export type ChangeEmailFields = z.input<typeof changeEmailSchema>;
