import { z } from "zod";
import { EMAIL_PATTERN, INTEREST_AREAS, LIMITS, messages, resumeFileProblem } from "~/features/forms/public-forms";

/*
 * The public forms' schemas (marketing-site §3, §5, §8, §9), read with conform's parseWithZod by
 * each form's action. Checks run in the spec's order and stop at the first failure: one message,
 * above the button. Server-only, so the browser never downloads zod.
 */

function text(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional();
}

const robot = z.boolean().optional();

type Context = z.RefinementCtx;

function formError(ctx: Context, message: string) {
  ctx.addIssue({ code: "custom", path: [], message });
}

function checkEmail(ctx: Context, email: string) {
  if (!EMAIL_PATTERN.test(email)) ctx.addIssue({ code: "custom", path: ["email"], message: messages.invalidEmail });
}

export const contactSchema = z
  .object({
    name: text("Name", LIMITS.name),
    email: text("Email", LIMITS.email),
    message: text("Message", LIMITS.message),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message) return formError(ctx, messages.contactRequired);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email);
  });

export const websiteRequestSchema = z
  .object({
    name: text("Full name", LIMITS.name),
    company: text("Company", LIMITS.name),
    phone: text("Phone", LIMITS.phone),
    email: text("Email", LIMITS.email),
    description: text("Description", LIMITS.message),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.description) return formError(ctx, messages.websiteRequired);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email);
  });

export const resumeSchema = z
  .object({
    name: text("Full name", LIMITS.name),
    email: text("Email", LIMITS.email),
    message: text("Message", LIMITS.message),
    file: z.file().optional(),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message) return formError(ctx, messages.resumeRequired);
    if (!value.file) return formError(ctx, messages.resumeFileRequired);
    const problem = resumeFileProblem(value.file);
    if (problem) return formError(ctx, problem);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email);
  });

export const interestSchema = z
  .object({
    name: text("Full name", LIMITS.name),
    phone: text("Phone", LIMITS.phone),
    email: text("Email", LIMITS.email),
    message: text("Message", LIMITS.message),
    interests: z.array(z.enum(INTEREST_AREAS, { error: "Please choose from the listed areas." })).optional(),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message) return formError(ctx, messages.interestRequired);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email);
  });

/** The fields each form's page names (types only: nothing of zod reaches the browser). */
export type ContactFields = z.input<typeof contactSchema>;
export type InterestFields = z.input<typeof interestSchema>;
export type ResumeFields = z.input<typeof resumeSchema>;
export type WebsiteRequestFields = z.input<typeof websiteRequestSchema>;
