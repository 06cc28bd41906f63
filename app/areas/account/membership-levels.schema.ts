import { z } from "zod";
import { MESSAGES } from "./account-forms";
import { formError, text } from "~/.server/forms/rules";

/* Select membership level (spec platform-core §5): a plan must be chosen. */
export const membershipChoiceSchema = z
  .object({ planId: text("Membership level") })
  .superRefine((value, ctx) => {
    if (!value.planId) formError(ctx, MESSAGES.selectLevel, ["planId"]);
  });

export type MembershipChoiceFields = z.input<typeof membershipChoiceSchema>;
