import { z } from "zod";
import { birthdayToIso } from "#contract/birthday";
import { isEmail, normalEmail } from "#contract/email";
import { passwordProblem } from "#contract/password";
import { phoneToWire } from "#contract/phone";
import { MESSAGES } from "./account-forms";
import { blankFields, checkbox, formError, password, text } from "~/.server/forms/rules";

const REQUIRED = ["firstName", "lastName", "email", "birthday", "phone", "postalCode", "password", "confirmPassword"] as const;

/*
 * Create account (spec platform-core §5), in its order, one message above the button: all
 * required, the email, the passwords match, the password rule; then the formats of birthday and
 * phone. The fields a message is about are marked. The terms checkbox is shown, not enforced.
 * The output is what POST /account/create takes.
 */
export const createAccountSchema = z
  .object({
    firstName: text("First Name"),
    lastName: text("Last Name"),
    // Its length is part of the email rule (contract/email.ts), with the spec's message.
    email: text("Email"),
    birthday: text("Birthday"),
    phone: text("Phone Number"),
    postalCode: text("Postal Code"),
    password,
    confirmPassword: password,
    terms: checkbox,
  })
  .superRefine((value, ctx) => {
    const missing = blankFields(value, REQUIRED);
    if (missing.length > 0) return formError(ctx, MESSAGES.required, missing);
    if (!isEmail(value.email)) return formError(ctx, MESSAGES.email, ["email"]);
    if (value.password !== value.confirmPassword) return formError(ctx, MESSAGES.mismatch, ["confirmPassword"]);
    const weak = passwordProblem(value.password);
    if (weak) return formError(ctx, weak, ["password"]);
    if (!birthdayToIso(value.birthday)) return formError(ctx, MESSAGES.birthday, ["birthday"]);
    if (!phoneToWire(value.phone)) return formError(ctx, MESSAGES.phone, ["phone"]);
  })
  // The checks above made sure both formats read.
  .transform((value) => ({
    email: normalEmail(value.email),
    password: value.password,
    phone: phoneToWire(value.phone) as string,
    zip: value.postalCode,
    dob: birthdayToIso(value.birthday) as string,
    firstName: value.firstName,
    lastName: value.lastName,
  }));

export type CreateAccountFields = z.input<typeof createAccountSchema>;
