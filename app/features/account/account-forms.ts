/**
 * Account form rules shared by the browser (masks, checks before sending) and the server (which
 * always checks again): spec platform-core §5 and §9, marketing-site §5.
 */

export const MESSAGES = {
  required: "Please fill in all required fields.",
  email: "Please enter a valid email address.",
  mismatch: "Passwords do not match.",
  password: "Password must be at least 8 characters and include at least one uppercase letter and one number.",
  birthday: "Please enter your birthday as MM/DD/YYYY.",
  phone: "Please enter a phone number of up to 10 digits.",
  noEmail: "Email is missing or not a string.",
  code: "Please enter a valid 6-digit verification code.",
  verifyFailed: "Verification failed.",
  loginFailed: "Login failed",
  selectLevel: "Please select a membership level.",
} as const;

/** A verification code as its input keeps it: digits only, at most 6 (marketing-site §2 "Verify"). */
export function typedCode(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/**
 * The one server-side reading of a submitted verification code (account verification, password
 * reset, email change): non-digits are dropped, and what is left must be exactly 6 digits, else
 * null (the caller shows MESSAGES.code). Nothing is cut off: 7 digits are not a code.
 */
export function submittedCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/\D/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The browser's own wording, naming the entered value (spec §5 "Sign in"). */
export function missingAtMessage(email: string): string {
  return `Please include an '@' in the email address. '${email}' is missing an '@'.`;
}

/** Birthday as typed → up to 8 digits shown MM/DD/YYYY. */
export function formatBirthday(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** MM/DD/YYYY (with or without separators) → YYYY-MM-DD, or null when it is not a real past date. */
export function birthdayToIso(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 8) return null;
  const [mm, dd, yyyy] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso)) return null;
  if (date.getTime() > Date.now() || Number(yyyy) < 1900) return null;
  return iso;
}

/** Phone as typed → a leading plus and up to 10 digits, shown (###) ###-####. */
export function formatPhone(value: string): string {
  const plus = value.trimStart().startsWith("+") ? "+" : "";
  const digits = value.replace(/\D/g, "").slice(0, 10);
  if (!digits) return plus;
  let shown: string;
  if (digits.length <= 3) shown = `(${digits}`;
  else if (digits.length <= 6) shown = `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  else shown = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return plus + shown;
}

/** What is sent: digits and a leading plus only; null when there are more than 10 digits or other characters. */
export function phoneToWire(value: string): string | null {
  const trimmed = value.trim();
  if (/[^\d\s()+.\-]/.test(trimmed) || /.\+/.test(trimmed)) return null;
  const plus = trimmed.startsWith("+") ? "+" : "";
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length === 0 || digits.length > 10) return null;
  return plus + digits;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_RULE = (password: string) => password.length >= 8 && /[A-Z]/.test(password) && /\d/.test(password);

export type CreateAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  phone: string;
  postalCode: string;
  password: string;
  confirmPassword: string;
};

export type FormProblem = { message: string; fields: Array<keyof CreateAccountValues> };

/** Spec §5 order, one message: required, email, match, strength; then the formats. */
export function checkCreateAccount(v: CreateAccountValues): FormProblem | null {
  const required: Array<keyof CreateAccountValues> = ["firstName", "lastName", "email", "birthday", "phone", "postalCode", "password", "confirmPassword"];
  const missing = required.filter((name) => v[name].trim() === "");
  if (missing.length > 0) return { message: MESSAGES.required, fields: missing };
  if (!EMAIL_PATTERN.test(v.email.trim())) return { message: MESSAGES.email, fields: ["email"] };
  if (v.password !== v.confirmPassword) return { message: MESSAGES.mismatch, fields: ["confirmPassword"] };
  if (!PASSWORD_RULE(v.password)) return { message: MESSAGES.password, fields: ["password"] };
  if (!birthdayToIso(v.birthday)) return { message: MESSAGES.birthday, fields: ["birthday"] };
  if (!phoneToWire(v.phone)) return { message: MESSAGES.phone, fields: ["phone"] };
  return null;
}

export function readCreateAccount(form: FormData): CreateAccountValues {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: get("firstName"),
    lastName: get("lastName"),
    email: get("email"),
    birthday: get("birthday"),
    phone: get("phone"),
    postalCode: get("postalCode"),
    password: get("password"),
    confirmPassword: get("confirmPassword"),
  };
}

/** A same-site path to return to after sign-in, or the fallback (never another origin). */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
