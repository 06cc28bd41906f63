import { z } from "zod";
import { EMAIL_MAX_LENGTH, normalEmail } from "#contract/email";
import { checkEmail, password, text } from "~/.server/forms/rules";
import { MESSAGES } from "~/areas/account/account-forms";
import { DASHBOARD_MESSAGES } from "./dashboard-text";

/*
 * A new email address (a code goes to it before anything changes), with the current password:
 * a session alone (a borrowed computer) must not be enough to move the account elsewhere.
 */
export const changeEmailSchema = z
  .object({ email: text("Email", EMAIL_MAX_LENGTH).transform(normalEmail), currentPassword: password })
  .superRefine(({ email, currentPassword }, ctx) => {
    checkEmail(ctx, email, MESSAGES.email);
    if (!currentPassword) ctx.addIssue({ code: "custom", path: ["currentPassword"], message: DASHBOARD_MESSAGES.currentPasswordMissing });
  });

export type ChangeEmailFields = z.input<typeof changeEmailSchema>;
