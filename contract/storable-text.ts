/**
 * What any text a request carries may hold, on both sides (DESIGN.md "Trust": no input gives a
 * 5xx). PostgreSQL refuses a NUL in text outright, and no person types the other C0 control
 * characters, DEL or half of a surrogate pair (a lone surrogate cannot even be written as UTF-8).
 * Tab, line feed and carriage return are what multi-line text is made of, so they pass here; a
 * one-line field's own rule turns them into spaces (platform/http/fields.ts `cleanLine`).
 *
 * Checked once per side where input is read (the site's form and URL reading, the platform's body
 * and URL reading), never field by field.
 */

/** C0 controls but tab, LF and CR; DEL. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_SURROGATE.source}`, "g");

/** Why `value` cannot be taken as text, or null when it can. */
export function unstorableText(value: string): "control character" | "lone surrogate" | null {
  if (CONTROL_CHARACTER.test(value)) return "control character";
  if (LONE_SURROGATE.test(value)) return "lone surrogate";
  return null;
}

/** `value` without what it may not hold: to show a refused form again, cleaned. */
export function withoutUnstorableText(value: string): string {
  return value.replace(UNSTORABLE, "");
}

/** How a refusal says it, after the field's name. */
export const UNSTORABLE_TEXT_PROBLEM = "must not contain control characters or unpaired surrogates";

/**
 * The same characters written as percent escapes (`%00`, `%1b`, `%7F`) in a URL. A URL as a
 * server receives it is ASCII (WHATWG serialisation escapes the rest), so this is all a control
 * character in a path or query can look like; a surrogate cannot be escaped in UTF-8 at all
 * (`%ED%A0%80` decodes to U+FFFD). Decoders differ on broken escapes (`%FF%00` is "\uFFFD\0" to
 * URLSearchParams, left as is by decodeURIComponent, decoded run by run by Hono), so the escapes
 * are looked for wherever they stand.
 */
const ESCAPED_CONTROL_CHARACTER = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/** Whether a URL (or its path and query) carries a control character, raw or percent-escaped. */
export function urlCarriesControlCharacter(url: string): boolean {
  return CONTROL_CHARACTER.test(url) || ESCAPED_CONTROL_CHARACTER.test(url);
}
