/**
 * Text fields of the platform's bodies (platform/README.md "Public forms and sandbox"):
 * trimmed, control characters removed (line breaks and tabs kept in long text, turned into spaces
 * in a line), length-checked, and e-mail addresses held to the one rule of #contract/email.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email";
import { isSafeLink, SAFE_LINK_RULE, WEB_ADDRESS_RULE } from "../safe-link";

const CONTROL = /[\u0000-\u001f\u007f]+/g;
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;

/** One line of text: control characters become spaces; trimmed. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL, " ").trim();
}

/** Several lines of text: line breaks and tabs kept (normalised to \n), other control characters dropped. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_BUT_LINE_BREAKS_AND_TABS, "").trim();
}

const tooLong = (max: number) => `must be at most ${max} characters`;

/** "is required" when the field is missing, "must be a string" when it is something else. */
const stringError = { error: (issue: { input?: unknown }) => (issue.input == null ? "is required" : "must be a string") };

// What the reference documents of each field (contract/api/openapi.ts reads a body's input side,
// before the trimming, so the limits that apply after it are stated here).
const line = (max: number, min = 0) => ({ minLength: min, maxLength: max, description: "One line: trimmed, control characters turned into spaces." });
const text = (max: number) => ({ minLength: 1, maxLength: max, description: "Text: trimmed; line breaks and tabs kept, other control characters removed." });

export function requiredLine(max: number) {
  return z.string(stringError).meta(line(max, 1)).transform(cleanLine).pipe(z.string().min(1, "is required").max(max, tooLong(max)));
}

export function optionalLine(max: number) {
  return z
    .string({ error: "must be a string" })
    .meta(line(max))
    .transform(cleanLine)
    .pipe(z.string().max(max, tooLong(max)))
    .nullish()
    .transform((value) => value || null);
}

export function requiredText(max: number) {
  return z.string(stringError).meta(text(max)).transform(cleanText).pipe(z.string().min(1, "is required").max(max, tooLong(max)));
}

export const emailField = z
  .string(stringError)
  .meta({ format: "email", maxLength: EMAIL_MAX_LENGTH })
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(1, "is required")
      .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
      .regex(EMAIL_PATTERN, "must be an e-mail address"),
  );

/** A link or an image address (contract/safe-link.ts); trimmed. */
export function requiredLink(max: number) {
  return z
    .string({ error: SAFE_LINK_RULE })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => isSafeLink(value), SAFE_LINK_RULE);
}

/** The same, optional: absent, null or "" is null. */
export function optionalLink(max: number) {
  return z
    .string({ error: SAFE_LINK_RULE })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => value === "" || isSafeLink(value), SAFE_LINK_RULE)
    .nullish()
    .transform((value) => value || null);
}

/** A website of one's own: an absolute http(s) URL (contract/safe-link.ts); absent, null or "" is null. */
export function optionalWebAddress(max: number) {
  return z
    .string({ error: WEB_ADDRESS_RULE })
    .trim()
    .max(max, tooLong(max))
    .refine((value) => value === "" || isSafeLink(value, { webAddress: true }), WEB_ADDRESS_RULE)
    .nullish()
    .transform((value) => value || null);
}

/** A whole number from `min` to `max`, in a query string or a JSON body (a numeric string is read as its number). */
export function wholeNumber(min: number, max: number) {
  return z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** A query flag written as `true` or `false` (anything else is a 400, not silently false). */
export const booleanFlag = z.enum(["true", "false"], { error: 'must be "true" or "false"' }).transform((value) => value === "true");

/**
 * A postal address as a person's profile and a brand answer it (platform-core §7 "Profile and
 * account", "Businesses"): each line null when not given. A venue's differs on the wire
 * (`address2`, `postal_code`, `country`: contract/api/venues.ts).
 */
export const postalAddress = z.object({
  address: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
