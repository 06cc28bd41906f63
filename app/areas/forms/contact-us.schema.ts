import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { messages } from "./public-forms";
import { robot, text } from "~/.server/forms/rules";
import { publicFormChecks } from "./form-checks.server";

/* Contact Us (marketing-site §3, §5, §8): in the spec's order, one message above the button. */
export const contactSchema = z
  .object({
    name: text("Name", FIELD_LIMITS.name),
    email: text("Email", FIELD_LIMITS.email),
    message: text("Message", FIELD_LIMITS.message),
    robot,
  })
  .superRefine(publicFormChecks({ fields: ["name", "email", "message"], message: messages.contactRequired }));

export type ContactFields = z.input<typeof contactSchema>;
