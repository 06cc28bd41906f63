import type { z } from "zod";
import { blankFields, checkEmail, formError } from "~/.server/forms/rules";
import { messages } from "./public-forms";

/**
 * The public forms' checks (marketing-site §5), in the spec's order and stopping at the first
 * problem, one message above the button: the required fields, then `more` (the resume's file),
 * the robot box, and the email's format (which the browser's email input checks first).
 */
export function publicFormChecks<Value extends { email: string; robot: boolean }>(
  required: { fields: ReadonlyArray<keyof Value & string>; message: string },
  more?: (value: Value) => string | null,
) {
  return (value: Value, ctx: z.RefinementCtx) => {
    if (blankFields(value, required.fields).length > 0) return formError(ctx, required.message);
    const problem = more?.(value);
    if (problem) return formError(ctx, problem);
    if (!value.robot) return formError(ctx, messages.robot);
    checkEmail(ctx, value.email, messages.invalidEmail);
  };
}
