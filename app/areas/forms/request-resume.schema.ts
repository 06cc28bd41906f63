import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { messages, resumeFileProblem } from "./public-forms";
import { robot, text } from "~/.server/forms/rules";
import { publicFormChecks } from "./form-checks.server";

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
  .superRefine(
    publicFormChecks({ fields: ["name", "email", "message"], message: messages.resumeRequired }, ({ file }) =>
      file ? resumeFileProblem(file) : messages.resumeFileRequired,
    ),
  )
  // The refinement above made sure the file is there.
  .transform(({ file, ...fields }) => ({ ...fields, file: file as File }));

export type ResumeFields = z.input<typeof resumeSchema>;
