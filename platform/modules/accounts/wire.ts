/**
 * Accounts on the wire (platform/README.md "Accounts, sessions and memberships"): the bodies the
 * calls take, snake_case, mapped to the service's inputs (the own profile as it is answered:
 * platform/reads/own-profile.ts).
 */
import { z } from "zod";
import { isBirthdayIso } from "#contract/birthday";
import { WIRE_PHONE_PATTERN } from "#contract/phone";
import type { ProfileChanges } from "./profile";
import type { NewAccount } from "./registration";

// ── Bodies ──────────────────────────────────────────────────────────────────

const phone = z.string().trim().regex(WIRE_PHONE_PATTERN, 'must be digits with an optional leading "+", up to 10 digits');

const dateOfBirth = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isBirthdayIso, "must be a real date in the past");

const trimmed = (max: number) => z.string().trim().max(max);
const emptyIsNull = (value: string | null | undefined) => value || null;
/** Sign-up text that may be left out or empty (stored as null). */
const optionalText = (max: number) => trimmed(max).nullish().transform(emptyIsNull);
/** Profile text an update may set, or empty with null or "". */
const nullableText = (max: number) => trimmed(max).nullable().transform(emptyIsNull);

export const createBody = z
  .object({
    email: z.string(),
    password: z.string(),
    phone: phone.nullish(),
    zip: optionalText(10),
    dob: dateOfBirth.nullish(),
    first_name: optionalText(100),
    last_name: optionalText(100),
  })
  .transform(
    (body): NewAccount => ({
      email: body.email,
      password: body.password,
      phone: body.phone ?? null,
      zip: body.zip,
      dateOfBirth: body.dob ?? null,
      firstName: body.first_name,
      lastName: body.last_name,
    }),
  );

export const emailBody = z.object({ email: z.string() });
/** `signup`: the token POST /account/create answered with, binding the code to that sign-up. */
const signupToken = z.string().max(100).optional();
export const codeBody = z.object({ email: z.string(), verification: z.string().trim(), signup: signupToken });
export const resendBody = z.object({ email: z.string(), signup: signupToken });
export const loginBody = z.object({ username: z.string(), password: z.string() });
export const refreshBody = z.object({ refresh_token: z.string().min(1) });
export const resetBody = z.object({ email: z.string(), verification: z.string().trim(), password: z.string() });
export const passwordBody = z.object({ oldPassword: z.string(), newPassword: z.string() });
/** PUT /account/my/email: the new address and the current password. */
export const emailChangeBody = z.object({ email: z.string(), password: z.string() });

export const profileBody = z
  .object({
    first_name: nullableText(100),
    last_name: nullableText(100),
    phone: phone.nullable().or(z.literal("").transform(() => null)),
    address: nullableText(200),
    address_line_2: nullableText(200),
    city: nullableText(100),
    state: nullableText(100),
    zip: nullableText(10),
    date_of_birth: dateOfBirth.nullable().or(z.literal("").transform(() => null)),
    public: z.boolean(),
    may_call: z.boolean(),
    may_text: z.boolean(),
  })
  .partial()
  .strict()
  .transform(
    (body): ProfileChanges => ({
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      address: body.address,
      addressLine2: body.address_line_2,
      city: body.city,
      state: body.state,
      zip: body.zip,
      dateOfBirth: body.date_of_birth,
      public: body.public,
      mayCall: body.may_call,
      mayText: body.may_text,
    }),
  );

/** Where browsers load an avatar: `<public URL>/files/avatars/{id}`. */
export function avatarUrl(publicUrl: string, avatarId: string | null): string | null {
  return avatarId ? `${publicUrl}/files/avatars/${avatarId}` : null;
}
