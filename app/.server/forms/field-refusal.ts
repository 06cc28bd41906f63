import type { ErrorCode } from "#contract/error-codes";
import { PlatformError } from "~/.server/platform";
import { specificCode } from "./platform-failures";
import { FormRefusal } from "./submission";

/** 'Field "amount": no one may hold…' -> its field and its reason, capitalised ("No one may hold…"). */
function fieldAndReason(message: string): { field: string; reason: string } | null {
  const match = /^Field "([A-Za-z0-9_.]+)": (.+)$/s.exec(message);
  if (!match) return null;
  return { field: match[1]!, reason: match[2]!.charAt(0).toUpperCase() + match[2]!.slice(1) };
}

/**
 * A refusal by the platform that names one field of its body ('Field "username": must be 3 to 32
 * …'): a FormRefusal showing the platform's words above the button and its reason at that field
 * of the form (`fields` maps body fields to form fields). Null for anything else.
 */
export function fieldRefusal(error: unknown, fields: Readonly<Record<string, string>>): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500) return null;
  const message = error.serverMessage?.trim() ?? "";
  const named = fieldAndReason(message);
  const field = named ? fields[named.field] : undefined;
  if (!named || !field) return null;
  return new FormRefusal(message, 400, { [field]: [named.reason] });
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
  return new FormRefusal(message, error.status === 429 ? 429 : 400, { [mapped.field]: [fieldAndReason(message)?.reason ?? message] });
}
