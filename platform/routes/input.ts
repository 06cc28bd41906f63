/**
 * Validation of request bodies for the public form and sandbox endpoints: JSON bodies parsed with
 * zod (a 400 naming the first offending field), text cleaned of control characters, and the same
 * email rule a browser's `<input type="email">` applies.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { errorResponse, PlatformError, type PlatformEnv } from "../http";

/** JSON bodies of these endpoints are small; anything bigger is refused before it is read. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => errorResponse(c, 413, "payload_too_large", `Body is larger than ${MAX_JSON_BODY_BYTES} bytes`),
});

/** The WHATWG rule for a valid e-mail address (what `type="email"` checks), so browser and platform agree. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const CONTROL = /[\u0000-\u001f\u007f]+/g;
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;

/** One line of text: control characters become spaces; trimmed. */
function cleanLine(value: string): string {
  return value.replace(CONTROL, " ").trim();
}

/** Several lines of text: line breaks and tabs kept (normalised to \n), other control characters dropped. */
function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_BUT_LINE_BREAKS_AND_TABS, "").trim();
}

const tooLong = (max: number) => `must be at most ${max} characters`;

/** "is required" when the field is missing, "must be a string" when it is something else. */
const stringError = { error: (issue: { input?: unknown }) => (issue.input == null ? "is required" : "must be a string") };

export function requiredLine(max: number) {
  return z.string(stringError).transform(cleanLine).pipe(z.string().min(1, "is required").max(max, tooLong(max)));
}

export function optionalLine(max: number) {
  return z
    .string({ error: "must be a string" })
    .transform(cleanLine)
    .pipe(z.string().max(max, tooLong(max)))
    .nullish()
    .transform((value) => value || null);
}

export function requiredText(max: number) {
  return z.string(stringError).transform(cleanText).pipe(z.string().min(1, "is required").max(max, tooLong(max)));
}

export const email = z
  .string(stringError)
  .transform(cleanLine)
  .pipe(z.string().min(1, "is required").max(254, tooLong(254)).regex(EMAIL_PATTERN, "must be an e-mail address"));

/** The first problem of a failed parse, as `Body field "email": must be an e-mail address`. */
export function bodyError(error: z.ZodError): PlatformError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `Body field "${issue.path.join(".")}"` : "Body";
  return new PlatformError(400, "invalid_request", `${where}: ${issue?.message ?? "invalid"}`);
}

export async function parseJsonBody<S extends z.ZodType>(c: Context<PlatformEnv>, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new PlatformError(400, "invalid_request", "Body: must be a JSON object");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw bodyError(result.error);
  return result.data;
}
