import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { messages } from "~/features/forms/public-forms";
import { checkEmail, formError, robot, text } from "~/.server/forms/rules";

/* Contact Us (marketing-site §3, §5, §8): in the spec's order, one message above the button. */
export const contactSchema = z
  .object({
    name: text("Name", FIELD_LIMITS.name),
    email: text("Email", FIELD_LIMITS.email),
    message: text("Message", FIELD_LIMITS.message),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message) return formError(ctx, messages.contactRequired);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email, messages.invalidEmail);
  });

export type ContactFields = z.input<typeof contactSchema>;
