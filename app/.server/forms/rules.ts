import { z } from "zod";
import { isEmail } from "#contract/email";

/*
 * Pieces the forms' schemas (schema.ts beside each form route) are built from. Server-only on
 * purpose: a schema imported by a component would fail the build instead of shipping zod.
 */

/**
 * A trimmed text field of at most `max` characters; "" when left empty (conform sends nothing for
 * an empty field), so the output is always a string and the schema's own check decides whether
 * it was required, with the spec's message.
 */
export function text(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters.`).default("");
}

/** The "I am not a robot" checkbox. */
export const robot = z.boolean().optional();

/** A message for the whole form (above the button), not one field. */
export function formError(ctx: z.RefinementCtx, message: string) {
  ctx.addIssue({ code: "custom", path: [], message });
}

/** The email rule of contract/email.ts, reported on the email field. */
export function checkEmail(ctx: z.RefinementCtx, email: string, message: string) {
  if (!isEmail(email)) ctx.addIssue({ code: "custom", path: ["email"], message });
}
