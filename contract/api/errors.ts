import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import type { Refusal } from "./endpoint";

/**
 * Every failure's body (platform/README.md "Bodies and errors"): a machine code, words for a
 * developer, and when the failure concerns one field of the request, that field's name (`amount`,
 * `availability.0.start`) and the problem with it alone, so a client shows it at the field
 * without reading the message.
 */
export const errorBody = z
  .object({
    code: z.enum(Object.values(ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    field: z.string().optional(),
    problem: z.string().optional(),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBody>;

// ── Refusals many calls share (contract/api/endpoint.ts `Refusal`), each written once ──────────
// A call that says more about one of these narrows its `when` ({ ...badBody, when: "…" }).

/** A body the call cannot read, or one of its fields refused. */
export const badBody: Refusal = {
  status: 400,
  code: ERROR_CODES.invalidRequest,
  when: "The body cannot be read, or a field is missing or refused (its kind, length or range); `field` names it.",
};

/** A query parameter unknown to the call, or refused. */
export const badQuery: Refusal = { status: 400, code: ERROR_CODES.invalidRequest, when: "A query parameter is unknown, or refused (its kind or range); `field` names it." };

/** A call that reads no query parameter and refuses any (so a typo is not silently ignored). */
export const queryRefused: Refusal = { ...badQuery, when: "A query parameter was sent: the call takes none." };

/** `page` and `per_page` of a list. */
export const badPaging: Refusal = { ...badQuery, when: "page or per_page is not a whole number in its range, or another parameter was sent; `field` names it." };

/** A query flag written `true` or `false` (fields.ts `booleanFlag`). */
export function badFlag(name: string): Refusal {
  return { ...badQuery, field: name, when: `${name} is not "true" or "false", or another parameter was sent.` };
}

/** A member's call without a good access token (the credential's own 401 is the document's). */
export const signedOut: Refusal = { status: 401, code: ERROR_CODES.unauthorized, when: "No access token, or one that is invalid or expired." };

/** A member's call whose session has ended. */
export const sessionEnded: Refusal = { status: 401, code: ERROR_CODES.sessionEnded, when: "The member's session has ended (signed out, password changed)." };

/** A body (or the file in it) past the most the call reads (contract/limits.ts). */
export function tooLarge(maxBytes: number, what = "The body"): Refusal {
  const MB = 1024 * 1024;
  const most = maxBytes % MB === 0 ? `${maxBytes / MB} MB` : `${maxBytes / 1024} KB`;
  return { status: 413, code: ERROR_CODES.payloadTooLarge, when: `${what} is larger than ${most}.` };
}

/** Too many attempts of `what`. */
export function rateLimited(what: string): Refusal {
  return { status: 429, code: ERROR_CODES.rateLimited, when: `${what}; Retry-After says when to try again.` };
}
