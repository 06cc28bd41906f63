/**
 * Birthdays (spec platform-core §5): digits only, up to 8, shown MM/DD/YYYY, sent as YYYY-MM-DD.
 * A birthday is a real date, in the past, from 1900 on.
 */

/** YYYY-MM-DD that is a real past date from 1900 on. */
export function isBirthdayIso(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso)) return false;
  return date.getTime() <= Date.now() && date.getUTCFullYear() >= 1900;
}

/** MM/DD/YYYY (with or without separators) → YYYY-MM-DD, or null when it is not a real past date. */
export function birthdayToIso(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 8) return null;
  const iso = `${digits.slice(4)}-${digits.slice(0, 2)}-${digits.slice(2, 4)}`;
  return isBirthdayIso(iso) ? iso : null;
}

/** YYYY-MM-DD → MM/DD/YYYY, for showing a stored birthday in its field. */
export function isoToBirthday(iso: string): string {
  const [yyyy, mm, dd] = iso.split("-");
  return yyyy && mm && dd ? `${mm}/${dd}/${yyyy}` : "";
}

/** As typed → up to 8 digits shown MM/DD/YYYY. */
export function formatBirthday(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
