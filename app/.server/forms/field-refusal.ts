import { PlatformError } from "~/.server/platform";
import { FormRefusal } from "./submission";

/**
 * A refusal by the platform that names one field of its body ('Field "username": must be 3 to 32
 * …'): a FormRefusal showing the platform's words above the button and its reason at that field
 * of the form (`fields` maps body fields to form fields). Null for anything else.
 */
export function fieldRefusal(error: unknown, fields: Readonly<Record<string, string>>): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500) return null;
  const message = error.serverMessage?.trim() ?? "";
  const match = /^Field "([A-Za-z0-9_.]+)": (.+)$/s.exec(message);
  const field = match ? fields[match[1]!] : undefined;
  if (!match || !field) return null;
  const reason = match[2]!.charAt(0).toUpperCase() + match[2]!.slice(1);
  return new FormRefusal(message, 400, { [field]: [reason] });
}
