import type { ErrorCode } from "#contract/error-codes";
import { PlatformError } from "~/.server/platform";
import { specificCode } from "./platform-failures";
import { FormRefusal } from "./submission";

/** The problem of a refusal about one field, as a sentence ("No one may hold…"). */
const sentence = (problem: string) => problem.charAt(0).toUpperCase() + problem.slice(1);

/**
 * A refusal by the platform about one field of its body (the error's `field` and `problem`,
 * contract/api/errors.ts): a FormRefusal showing the platform's words above the button and the
 * problem at that field of the form (`fields` maps body fields to form fields). Null for anything
 * else, a refusal about a field the form does not have included.
 */
export function fieldRefusal(error: unknown, fields: Readonly<Record<string, string>>): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500) return null;
  const field = error.field ? fields[error.field] : undefined;
  if (!field || !error.problem) return null;
  return new FormRefusal(error.serverMessage?.trim() || sentence(error.problem), 400, { [field]: [sentence(error.problem)] });
}

/**
 * A refusal by the platform about one field of its body, in the site's words for that field
 * (`words`: body field -> what the form says at it, the form's field named as the body's), never
 * the platform's `Field "…": …`. Null for anything else, or a field without words here.
 */
export function fieldRefusalInWords(error: unknown, words: Readonly<Record<string, string>>): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500 || !error.field) return null;
  const message = Object.hasOwn(words, error.field) ? words[error.field] : undefined;
  return message ? new FormRefusal(message, 400, { [error.field]: [message] }) : null;
}

/** Per code, the form field a refusal is about and the words shown when the platform sent none. */
export type CodedFields = Partial<Readonly<Record<ErrorCode, { field: string; fallback: string }>>>;

/**
 * A refusal whose code says which form field it is about (e.g. `credit_not_accepted` at the
 * credit, `limit_exceeded` at the amount, `rate_limited` at the recipient): the platform's words
 * above the button and at that field, answered 429 when it asks to wait, else 400. Decided by the
 * code, not the text; null for any other code.
 */
export function codeRefusal(error: unknown, fields: CodedFields): FormRefusal | null {
  const code = specificCode(error);
  const mapped = code ? fields[code] : undefined;
  if (!mapped || !(error instanceof PlatformError) || !error.status || error.status >= 500) return null;
  const text = error.serverMessage?.trim();
  const message = text && !text.startsWith("<") ? text : mapped.fallback;
  return new FormRefusal(message, error.status === 429 ? 429 : 400, { [mapped.field]: [error.problem ? sentence(error.problem) : message] });
}
