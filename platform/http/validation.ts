/**
 * Reading what a request says: query strings and bodies checked with zod, a mismatch answered
 * 400 `invalid_request` naming the first offending parameter or field, in words a developer can
 * act on. Two wordings exist on the wire (platform/README.md): the account and membership calls
 * say `Field "phone": …`, the public forms and the sandbox `Body field "email": …`.
 */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { MAX_ACCOUNT_BODY_BYTES, MAX_FORM_BODY_BYTES } from "#contract/limits";
import { UNSTORABLE_TEXT_PROBLEM, unstorableText, urlCarriesControlCharacter } from "#contract/storable-text";
import { fieldRefused, invalidRequest, type PlatformError } from "../errors";
import { readBodyBytes } from "./body-limits";

export type BodyWording = {
  /** The message when the body is not JSON at all. */
  notJson: string;
  /** What a field is called before its name: `Field "x"`, `Body field "x"`. */
  field: string;
  /** The most of the body that is read: past it, a 413 (http/body-limits.ts). */
  maxBytes: number;
};

/** Account, session and membership calls: small bodies (an email, a password, a code, a profile). */
export const API_BODY: BodyWording = { notJson: "The request body must be JSON", field: "Field", maxBytes: MAX_ACCOUNT_BODY_BYTES };
/** The public forms and the sandbox. */
export const FORM_BODY: BodyWording = { notJson: "Body: must be a JSON object", field: "Body field", maxBytes: MAX_FORM_BODY_BYTES };

/** The first issue of a failed parse: `<label> "<path>": <message>` naming its field, or `<whole>: <message>`. */
function firstIssue(error: z.ZodError, label: string, whole: string): PlatformError {
  const issue = error.issues[0];
  const problem = issue?.message ?? "invalid";
  if (issue && issue.path.length > 0) return fieldRefused(issue.path.join("."), problem, label);
  return invalidRequest(`${whole}: ${problem}`);
}

/**
 * Every request's path and query, before any route reads them (contract/storable-text.ts): a
 * control character in either, raw or percent-escaped, is a 400 naming where it is, so no path
 * parameter or query value carries one to a query of the database (PostgreSQL refuses a NUL).
 */
export const refuseUnreadableUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (urlCarriesControlCharacter(path)) throw invalidRequest(`Path: ${UNSTORABLE_TEXT_PROBLEM}`);
  if (queryStart !== -1) {
    for (const pair of url.slice(queryStart + 1).split("&")) {
      if (!urlCarriesControlCharacter(pair)) continue;
      const name = new URLSearchParams(pair).keys().next().value ?? "";
      throw invalidRequest(urlCarriesControlCharacter(pair.split("=")[0]!) ? `Query: parameter names ${UNSTORABLE_TEXT_PROBLEM}` : `Query parameter "${name}": ${UNSTORABLE_TEXT_PROBLEM}`);
    }
  }
  await next();
};

/**
 * Every string of a read body, field names too (contract/storable-text.ts): the first that holds a
 * control character or a lone surrogate is a 400 naming its field, whatever the call's schema.
 */
export function refuseUnstorableText(body: unknown, wording: Pick<BodyWording, "field">, at: string[] = []): void {
  if (typeof body === "string") {
    if (!unstorableText(body)) return;
    throw at.length > 0 ? fieldRefused(at.join("."), UNSTORABLE_TEXT_PROBLEM, wording.field) : invalidRequest(`Body: ${UNSTORABLE_TEXT_PROBLEM}`);
  }
  if (body === null || typeof body !== "object") return;
  for (const [key, value] of Object.entries(body)) {
    if (unstorableText(key)) throw invalidRequest(`Body: field names ${UNSTORABLE_TEXT_PROBLEM}`);
    refuseUnstorableText(value, wording, [...at, key]);
  }
}

/** Parses the query string; unknown parameters are refused when the schema is strict. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  throw firstIssue(result.error, "Query parameter", "Query");
}

/** A query flag written as `true` or `false`: written once, in the contract. */

/** An already-read body checked against a schema. */
export function checkBody<S extends z.ZodType>(body: unknown, schema: S, wording: BodyWording = API_BODY): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw firstIssue(result.error, wording.field, "Body");
}

/** The body as JSON, unchecked (for a call whose body decides which schema applies); read up to its limit. */
export async function readJson(c: Context, wording: BodyWording = API_BODY): Promise<unknown> {
  const bytes = await readBodyBytes(c, wording.maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw invalidRequest(wording.notJson);
  }
  refuseUnstorableText(body, wording);
  return body;
}

/** A form-encoded body (POST /login), read up to the account calls' limit. */
export async function parseFormBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const bytes = await readBodyBytes(c, API_BODY.maxBytes);
  const form: Record<string, unknown> = {};
  try {
    const headers = { "Content-Type": c.req.header("content-type") ?? "" };
    const parsed = await new Request(c.req.url, { method: "POST", headers, body: bytes }).formData();
    for (const [key, value] of parsed) form[key] = value;
  } catch {
    throw invalidRequest("The request body must be form-encoded");
  }
  refuseUnstorableText(form, API_BODY);
  return checkBody(form, schema);
}
