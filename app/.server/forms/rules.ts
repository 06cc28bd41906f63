import { z } from "zod";
import { isEmail } from "#contract/email";

/*
 * Pieces the forms' schemas (schema.ts beside each form route) are built from. Server-only on
 * purpose: a schema imported by a component would fail the build instead of shipping zod.
 */

/**
 * What a browser sends for a text field is one string. Anything else comes from a hand-made
 * request (a file, the same field twice) and reads as empty, so the spec's "required" message
 * answers it instead of a type error.
 */
const oneString = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A trimmed text field, of at most `max` characters when the form has that limit; "" when left
 * empty (conform sends nothing for an empty field), so the output is always a string and the
 * schema's own check decides whether it was required, with the spec's message.
 */
export function text(label: string, max?: number) {
  const value = z.string().trim();
  // `.default("")` as well: conform turns an empty string into "nothing" before the schema runs.
  return z.preprocess(oneString, (max === undefined ? value : value.max(max, `${label} must be at most ${max} characters.`)).default(""));
}

/** A password as typed: never trimmed (a space is a character of it); "" when left empty. */
export const password = z.preprocess(oneString, z.string().default(""));

/**
 * A checkbox: ticked when the browser sent its value ("on") once. Anything else (the box sent
 * twice, a file) comes from a hand-made request and reads as not ticked, so the form's own
 * message answers it.
 */
export const checkbox = z.preprocess((value) => value === "on" || value === true, z.boolean());

/** The "I am not a robot" checkbox. */
export const robot = checkbox;

/**
 * The form's one message (above the button). The fields it is about, when named, are marked
 * invalid and point at it (ui/field-props `errorPropsOf`) rather than repeating it.
 */
export function formError(ctx: z.RefinementCtx, message: string, fields: readonly string[] = []) {
  ctx.addIssue({ code: "custom", path: [], message });
  for (const field of fields) ctx.addIssue({ code: "custom", path: [field], message });
}

/** Which of `names` were left empty (spaces only count as empty), in the form's order. */
export function blankFields<Name extends string>(value: { [Key in Name]: unknown }, names: readonly Name[]): Name[] {
  return names.filter((name) => {
    const text = value[name];
    return typeof text !== "string" || text.trim() === "";
  });
}

/** The email rule of contract/email.ts, reported on the email field. */
export function checkEmail(ctx: z.RefinementCtx, email: string, message: string) {
  if (!isEmail(email)) ctx.addIssue({ code: "custom", path: ["email"], message });
}
