/**
 * One email rule for the whole product: what a browser's `<input type="email">` accepts (the
 * WHATWG rule), with a dot in the domain (spec platform-core §5 "must look like {email}"), at most
 * 254 characters (RFC 5321's path limit).
 */
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Trimmed and lower-cased: the form an email is compared and stored in. */
export function normalEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
