import { PlatformError } from "~/.server/platform";

/**
 * A refusal about one field as the site's client reads it from the platform: the message
 * `Field "<field>": <problem>` for people and logs, and the field and problem apart, which is what
 * the site maps by (contract/api/errors.ts).
 */
export function fieldRefusedError(prefix: string, field: string, problem: string, details: { status?: number; code?: string } = {}): PlatformError {
  const message = `Field "${field}": ${problem}`;
  return PlatformError.of(prefix, message, { status: details.status ?? 400, code: details.code ?? "invalid_request", serverMessage: message, field, problem });
}

/**
 * The error body the platform answers for `message`: a refusal about one field
 * (`Field "x": …`, `Body field "x": …`, `Query parameter "x": …`) carries that field and its
 * problem apart as well (contract/api/errors.ts).
 */
export function refusalBody(message: string, code = "invalid_request"): Record<string, string> {
  const about = /^(?:Field|Body field|Query parameter) "([^"]+)": (.+)$/s.exec(message);
  return { code, message, ...(about ? { field: about[1]!, problem: about[2]! } : {}) };
}
