import { z } from "zod";
import { passwordProblem } from "#contract/password";
import { formError } from "~/.server/forms/rules";
import { MESSAGES } from "~/areas/account/account-forms";

/** A password exactly as typed (spaces count). */
const password = z.string().default("");

/* Change of password, in the order of platform-core §5: all three, the same twice, the rule. */
export const passwordSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (!currentPassword || !newPassword || !confirmPassword) return formError(ctx, MESSAGES.required);
    if (newPassword !== confirmPassword) return ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.mismatch });
    const problem = passwordProblem(newPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
  });

export type PasswordFields = z.input<typeof passwordSchema>;
