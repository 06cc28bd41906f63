import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { messages } from "./public-forms";
import { robot, text } from "~/.server/forms/rules";
import { publicFormChecks } from "./form-checks.server";

/* Request a website (marketing-site §3, §5): in the spec's order, one message above the button. */
export const websiteRequestSchema = z
  .object({
    name: text("Full name", FIELD_LIMITS.name),
    company: text("Company", FIELD_LIMITS.name),
    phone: text("Phone", FIELD_LIMITS.phone),
    email: text("Email", FIELD_LIMITS.email),
    description: text("Description", FIELD_LIMITS.message),
    robot,
  })
  .superRefine(publicFormChecks({ fields: ["name", "email", "description"], message: messages.websiteRequired }));

export type WebsiteRequestFields = z.input<typeof websiteRequestSchema>;
