import { z } from "zod";
import { submittedCode } from "#contract/verification-code";
import { MESSAGES } from "~/areas/account/account-forms";

/* The 6-digit code mailed to the new address. */
export const confirmEmailSchema = z.object({
  code: z
    .string()
    .default("")
    .transform((typed, ctx) => {
      const code = submittedCode(typed);
      if (code === null) ctx.addIssue({ code: "custom", message: MESSAGES.code });
      return code ?? "";
    }),
});
