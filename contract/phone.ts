/**
 * Phone numbers (spec platform-core §5): digits and a leading plus, up to 10 digits; shown
 * (###) ###-####, sent as digits and plus only.
 */
export const PHONE_MAX_DIGITS = 10;

/** The wire form the platform accepts. */
export const WIRE_PHONE_PATTERN = /^\+?\d{1,10}$/;

/** As typed (separators allowed) → the wire form, or null when it is not a phone number of up to 10 digits. */
export function phoneToWire(value: string): string | null {
  const trimmed = value.trim();
  if (/[^\d\s()+.\-]/.test(trimmed) || /.\+/.test(trimmed)) return null;
  const plus = trimmed.startsWith("+") ? "+" : "";
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length === 0 || digits.length > PHONE_MAX_DIGITS) return null;
  return plus + digits;
}

/** As typed → a leading plus and up to 10 digits, shown (###) ###-####. */
export function formatPhone(value: string): string {
  const plus = value.trimStart().startsWith("+") ? "+" : "";
  const digits = value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
  if (!digits) return plus;
  let shown: string;
  if (digits.length <= 3) shown = `(${digits}`;
  else if (digits.length <= 6) shown = `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  else shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return plus + shown;
}
