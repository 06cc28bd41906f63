import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { messages, resumeFileProblem } from "~/features/forms/public-forms";
import { checkEmail, formError, robot, text } from "~/.server/forms/rules";

/*
 * Submit resume (marketing-site §3, §5, §9), in the spec's order: the fields, the file (there,
 * then of a kind and size allowed), the robot box; one message above the button. The file's
 * first bytes are read by the action (a refusal of its own, 415).
 */
export const resumeSchema = z
  .object({
    name: text("Full name", FIELD_LIMITS.name),
    email: text("Email", FIELD_LIMITS.email),
    message: text("Message", FIELD_LIMITS.message),
    // Optional here only so that a missing file gets the spec's message in the spec's order.
    file: z.file().optional(),
    robot,
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email || !value.message) return formError(ctx, messages.resumeRequired);
    if (!value.file) return formError(ctx, messages.resumeFileRequired);
    const problem = resumeFileProblem(value.file);
    if (problem) return formError(ctx, problem);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email, messages.invalidEmail);
  })
  // The refinement above made sure the file is there.
  .transform(({ file, ...fields }) => ({ ...fields, file: file as File }));

export type ResumeFields = z.input<typeof resumeSchema>;
