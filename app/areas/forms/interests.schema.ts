import { z } from "zod";
import { INTEREST_AREAS } from "#contract/interest-areas";
import { FIELD_LIMITS } from "#contract/limits";
import { messages } from "./public-forms";
import { robot, text } from "~/.server/forms/rules";
import { publicFormChecks } from "./form-checks.server";

/* Interest form (marketing-site §3, §5): phone optional, interests may be empty, one message above the button. */
export const interestSchema = z
  .object({
    name: text("Full name", FIELD_LIMITS.name),
    phone: text("Phone", FIELD_LIMITS.phone),
    email: text("Email", FIELD_LIMITS.email),
    message: text("Message", FIELD_LIMITS.message),
    interests: z.array(z.enum(INTEREST_AREAS, { error: messages.unknownInterest })).default([]),
    robot,
  })
  .superRefine(publicFormChecks({ fields: ["name", "email", "message"], message: messages.interestRequired }));

export type InterestFields = z.input<typeof interestSchema>;
