/**
 * Reading what a request says: query strings and bodies checked with zod, a mismatch answered
 * 400 `invalid_request` naming the first offending parameter or field, in words a developer can
 * act on. Two wordings exist on the wire (platform/README.md): the account and membership calls
 * say `Field "phone": …`, the public forms and the sandbox `Body field "email": …`.
 */
import type { Context } from "hono";
import { z } from "zod";
import { invalidRequest } from "../errors";

export type BodyWording = {
  /** The message when the body is not JSON at all. */
  notJson: string;
  /** What a field is called before its name: `Field "x"`, `Body field "x"`. */
  field: string;
};

/** Account, session and membership calls. */
export const API_BODY: BodyWording = { notJson: "The request body must be JSON", field: "Field" };
/** The public forms and the sandbox. */
export const FORM_BODY: BodyWording = { notJson: "Body: must be a JSON object", field: "Body field" };

/** The first issue of a failed parse: `<label> "<path>": <message>`, or `<whole>: <message>`. */
function firstIssue(error: z.ZodError, label: string, whole: string): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${label} "${issue.path.join(".")}"` : whole;
  return `${where}: ${issue?.message ?? "invalid"}`;
}

/** Parses the query string; unknown parameters are refused when the schema is strict. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  throw invalidRequest(firstIssue(result.error, "Query parameter", "Query"));
}

/** A query flag written as `true` or `false` (anything else is a 400, not silently false). */
export const booleanFlag = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

/** An already-read body checked against a schema. */
export function checkBody<S extends z.ZodType>(body: unknown, schema: S, wording: BodyWording = API_BODY): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw invalidRequest(firstIssue(result.error, wording.field, "Body"));
}

/** The body as JSON, unchecked (for a call whose body decides which schema applies). */
export async function readJson(c: Context, wording: BodyWording = API_BODY): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw invalidRequest(wording.notJson);
  }
}

export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  wording: BodyWording = API_BODY,
): Promise<z.output<S>> {
  return checkBody(await readJson(c, wording), schema, wording);
}

/** A form-encoded body (POST /login). */
export async function parseFormBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw invalidRequest("The request body must be form-encoded");
  }
  return checkBody(form, schema);
}
