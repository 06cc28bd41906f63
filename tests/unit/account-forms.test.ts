import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { birthdayToIso, formatBirthday } from "../../contract/birthday";
import { formatPhone, phoneToWire } from "../../contract/phone";
import { submittedCode, typedCode } from "../../contract/verification-code";
import { MESSAGES, missingAtMessage, safeRedirect } from "../../app/areas/account/account-forms";
import { createAccountSchema } from "../../app/areas/account/create-account.schema";
import { membershipChoiceSchema } from "../../app/areas/account/membership-levels.schema";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema } from "../../app/areas/account/sign-in.schema";
import { verifyAccountSchema } from "../../app/areas/account/verify-account.schema";

type FormFields = Record<string, string | File>;

/** A form as a browser posts it. */
function formOf(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What a form's schema says of a submission: its value, or the one message and the fields it marks. */
function check<Schema extends z.ZodType>(schema: Schema, fields: FormFields) {
  const submission = parseWithZod(formOf(fields), { schema });
  if (submission.status === "success") return { value: submission.value as z.output<Schema> };
  const errors = submission.error ?? {};
  return { message: errors[""]?.[0], fields: Object.keys(errors).filter((name) => name !== "") };
}

type CreateAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  phone: string;
  postalCode: string;
  password: string;
  confirmPassword: string;
};

/** The create-account schema's one problem (message and marked fields), or null when it passes. */
function checkCreateAccount(values: FormFields) {
  const result = check(createAccountSchema, values);
  return "value" in result ? null : result;
}

/** A create-account form that passes every rule. */
const valid: CreateAccountValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  birthday: "04/02/1990",
  phone: "(555) 123-4567",
  postalCode: "23220",
  password: "Journey1Pass",
  confirmPassword: "Journey1Pass",
};

describe("create account validation (platform-core §5), in order, one message", () => {
  it("uses the spec's exact words", () => {
    expect(MESSAGES.required).toBe("Please fill in all required fields.");
    expect(MESSAGES.email).toBe("Please enter a valid email address.");
    expect(MESSAGES.mismatch).toBe("Passwords do not match.");
    expect(MESSAGES.password).toBe("Password must be at least 8 characters and include at least one uppercase letter and one number.");
  });

  it("accepts a form that passes every rule, giving what POST /account/create takes", () => {
    expect(checkCreateAccount(valid)).toBeNull();
    expect(check(createAccountSchema, { ...valid, email: "  Ada@Example.com ", firstName: " Ada ", terms: "on" })).toEqual({
      value: {
        email: "ada@example.com",
        password: "Journey1Pass",
        phone: "5551234567",
        zip: "23220",
        dob: "1990-04-02",
        firstName: "Ada",
        lastName: "Lovelace",
      },
    });
  });

  it("walks required → email → mismatch → strength → birthday → phone, showing only the first problem each time", () => {
    // Everything wrong at once: each fix reveals the next rule, never two messages.
    let form: CreateAccountValues = {
      ...valid,
      firstName: "",
      email: "not-an-email",
      password: "weak",
      confirmPassword: "different",
      birthday: "13/45/1990",
      phone: "+1 (555) 123-45678",
    };
    const seen: string[] = [];
    const steps: Array<Partial<CreateAccountValues>> = [
      { firstName: "Ada" },
      { email: "ada@example.com" },
      { confirmPassword: "weak" },
      { password: "Journey1Pass", confirmPassword: "Journey1Pass" },
      { birthday: "04021990" },
      { phone: "555.123.4567" },
    ];
    for (const fix of steps) {
      const problem = checkCreateAccount(form);
      expect(problem).not.toBeNull();
      seen.push(problem!.message ?? "(no message)");
      form = { ...form, ...fix };
    }
    expect(checkCreateAccount(form)).toBeNull();
    expect(seen).toEqual([
      "Please fill in all required fields.",
      "Please enter a valid email address.",
      "Passwords do not match.",
      "Password must be at least 8 characters and include at least one uppercase letter and one number.",
      "Please enter your birthday as MM/DD/YYYY.",
      "Please enter a phone number of up to 10 digits.",
    ]);
  });

  it("requires every one of the eight fields (blank or spaces only) and names the missing ones", () => {
    const names = Object.keys(valid) as Array<keyof CreateAccountValues>;
    for (const name of names) {
      expect(checkCreateAccount({ ...valid, [name]: "" }), name).toEqual({ message: MESSAGES.required, fields: [name] });
      expect(checkCreateAccount({ ...valid, [name]: "   " }), name).toEqual({ message: MESSAGES.required, fields: [name] });
    }
    expect(checkCreateAccount({ ...valid, lastName: "", postalCode: "" })?.fields).toEqual(["lastName", "postalCode"]);
  });

  it("checks the email's shape {name}@{domain}.{tld}", () => {
    for (const email of ["ada@example", "ada.example.com", "ada@@example.com", "ada lovelace@example.com", "@example.com", "ada@.com "]) {
      expect(checkCreateAccount({ ...valid, email }), email).toEqual({ message: MESSAGES.email, fields: ["email"] });
    }
    expect(checkCreateAccount({ ...valid, email: "  ada.lovelace+news@mail.example.co.uk  " })).toBeNull();
  });

  it("compares the passwords exactly (case matters) before judging their strength", () => {
    expect(checkCreateAccount({ ...valid, confirmPassword: "journey1pass" })).toEqual({ message: MESSAGES.mismatch, fields: ["confirmPassword"] });
    expect(checkCreateAccount({ ...valid, password: "short", confirmPassword: "Short" })?.message).toBe(MESSAGES.mismatch);
  });

  it("needs 8+ characters, an uppercase letter and a digit", () => {
    for (const password of ["Short1A", "alllower1", "NoDigitsHere", "12345678"]) {
      expect(checkCreateAccount({ ...valid, password, confirmPassword: password }), password).toEqual({ message: MESSAGES.password, fields: ["password"] });
    }
    for (const password of ["Abcdefg1", "1234567A", "Leak-Canary-9xQ"]) {
      expect(checkCreateAccount({ ...valid, password, confirmPassword: password }), password).toBeNull();
    }
  });

  it("reads the form fields by name, with a missing or non-text field as empty", () => {
    expect(checkCreateAccount({ firstName: "Ada", password: new File(["x"], "x.txt") })).toEqual({
      message: MESSAGES.required,
      fields: ["lastName", "email", "birthday", "phone", "postalCode", "password", "confirmPassword"],
    });
    // A field sent twice (no browser does) is no value either.
    const twice = formOf({ ...valid });
    twice.append("email", "other@example.com");
    const submission = parseWithZod(twice, { schema: createAccountSchema });
    expect(submission.status === "error" ? submission.error?.[""] : submission.status).toEqual([MESSAGES.required]);
  });
});

describe("birthday: digits only, 8 of them, shown MM/DD/YYYY, sent YYYY-MM-DD", () => {
  afterEach(() => vi.useRealTimers());

  it("shows what is typed as MM/DD/YYYY as the person types, keeping digits only and at most 8", () => {
    expect(formatBirthday("")).toBe("");
    expect(formatBirthday("0")).toBe("0");
    expect(formatBirthday("04")).toBe("04");
    expect(formatBirthday("040")).toBe("04/0");
    expect(formatBirthday("0402")).toBe("04/02");
    expect(formatBirthday("04021")).toBe("04/02/1");
    expect(formatBirthday("04021990")).toBe("04/02/1990");
    expect(formatBirthday("0402199012")).toBe("04/02/1990");
    expect(formatBirthday("ab04-cd02.1990!")).toBe("04/02/1990");
    expect(formatBirthday("04/02/1990")).toBe("04/02/1990");
  });

  it("sends YYYY-MM-DD whether the separators were typed or not", () => {
    for (const typed of ["04/02/1990", "04021990", "04-02-1990", "04.02.1990", " 04 / 02 / 1990 "]) {
      expect(birthdayToIso(typed), typed).toBe("1990-04-02");
    }
  });

  it("refuses anything but 8 digits", () => {
    for (const typed of ["", "4/2/1990", "0402199", "040219901", "April 2 1990"]) {
      expect(birthdayToIso(typed), typed).toBeNull();
    }
  });

  it("refuses impossible dates and keeps real leap days", () => {
    expect(birthdayToIso("02/29/2000")).toBe("2000-02-29");
    for (const typed of ["02/29/2001", "02/30/2000", "04/31/1990", "13/01/1990", "00/10/1990", "10/00/1990", "12/32/1990"]) {
      expect(birthdayToIso(typed), typed).toBeNull();
    }
  });

  it("refuses a date in the future (and before 1900)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2024-06-15T12:00:00Z"));
    expect(birthdayToIso("06/15/2024")).toBe("2024-06-15");
    expect(birthdayToIso("06/16/2024")).toBeNull();
    expect(birthdayToIso("01/01/2999")).toBeNull();
    expect(birthdayToIso("12/31/1899")).toBeNull();
    expect(birthdayToIso("01/01/1900")).toBe("1900-01-01");
  });
});

describe("phone: a leading plus and up to 10 digits, shown (###) ###-####, sent as digits and plus", () => {
  it("shows what is typed as (###) ###-#### as the person types", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("5")).toBe("(5");
    expect(formatPhone("555")).toBe("(555");
    expect(formatPhone("5551")).toBe("(555) 1");
    expect(formatPhone("555123")).toBe("(555) 123");
    expect(formatPhone("5551234")).toBe("(555) 123-4");
    expect(formatPhone("5551234567")).toBe("(555) 123-4567");
    expect(formatPhone("(555) 123-4567")).toBe("(555) 123-4567");
  });

  it("keeps a leading plus, drops letters and stops at 10 digits", () => {
    expect(formatPhone("+")).toBe("+");
    expect(formatPhone("+5551234567")).toBe("+(555) 123-4567");
    expect(formatPhone("555123456789")).toBe("(555) 123-4567");
    expect(formatPhone("55a5b1c234567")).toBe("(555) 123-4567");
    expect(formatPhone("5+55")).toBe("(555");
  });

  it("sends digits and a leading plus only, normalising what a person types without JavaScript", () => {
    expect(phoneToWire("5551234567")).toBe("5551234567");
    expect(phoneToWire("(555) 123-4567")).toBe("5551234567");
    expect(phoneToWire("555-123-4567")).toBe("5551234567");
    expect(phoneToWire("555.123.4567")).toBe("5551234567");
    expect(phoneToWire("555 123 4567")).toBe("5551234567");
    expect(phoneToWire(" +1 555 123 456 ")).toBe("+1555123456");
    expect(phoneToWire("+(555) 123-4567")).toBe("+5551234567");
    expect(phoneToWire("911")).toBe("911");
  });

  it("refuses 11 digits or more, letters, a plus that is not leading, and nothing at all", () => {
    for (const typed of ["55512345678", "+1 (555) 123-4567", "555-CALL-NOW", "555+1234567", "++5551234", "", "   ", "+", "()-"]) {
      expect(phoneToWire(typed), typed).toBeNull();
    }
  });
});

describe("sign in's missing '@' message", () => {
  it("names the entered value", () => {
    expect(missingAtMessage("ada.example.com")).toBe("Please include an '@' in the email address. 'ada.example.com' is missing an '@'.");
    expect(missingAtMessage("ada")).toBe("Please include an '@' in the email address. 'ada' is missing an '@'.");
  });
});

describe("verification codes", () => {
  it("the input keeps digits only, at most 6, as the person types", () => {
    expect(typedCode("")).toBe("");
    expect(typedCode("12a3")).toBe("123");
    expect(typedCode("123 456")).toBe("123456");
    expect(typedCode("1234567")).toBe("123456");
  });

  it("the server reads one rule for all three code forms: non-digits dropped, then exactly 6 digits", () => {
    expect(MESSAGES.code).toBe("Please enter a valid 6-digit verification code.");
    expect(submittedCode("123456")).toBe("123456");
    expect(submittedCode(" 123 456 ")).toBe("123456");
    expect(submittedCode("123-456")).toBe("123456");
    expect(submittedCode("012345")).toBe("012345");
  });

  it("the server refuses fewer or more than 6 digits (nothing is cut off), no digits, and a non-text value", () => {
    for (const value of ["", "12345", "1234567", "12a4", "abcdef", "１２３４５６"]) {
      expect(submittedCode(value), value).toBeNull();
    }
    expect(submittedCode(null)).toBeNull();
    expect(submittedCode(undefined)).toBeNull();
    expect(submittedCode(123456)).toBeNull();
    expect(submittedCode(new File(["123456"], "code.txt"))).toBeNull();
  });
});

describe("safeRedirect: back to a page of this site only", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/membership-levels?selectedIndex=1")).toBe("/membership-levels?selectedIndex=1");
    expect(safeRedirect("/dashboard#memberships")).toBe("/dashboard#memberships");
    expect(safeRedirect("/")).toBe("/");
  });

  it("refuses other origins, protocol-relative and backslash tricks", () => {
    for (const to of ["//evil.example", "//evil.example/dashboard", "/\\evil.example", "/\\/evil.example", "https://evil.example", "http://evil.example/", "javascript:alert(1)", "evil.example", "\\\\evil.example", ""]) {
      expect(safeRedirect(to), to).toBe("/dashboard");
    }
  });

  it("percent-encodes what a Location header cannot carry (non-ASCII, spaces), and refuses a lone surrogate", () => {
    expect(safeRedirect("/experiences?q=café ☕")).toBe("/experiences?q=caf%C3%A9%20%E2%98%95");
    expect(safeRedirect("/dashboard/€")).toBe("/dashboard/%E2%82%AC");
    expect(safeRedirect("/dashboard/%E2%82%AC")).toBe("/dashboard/%E2%82%AC");
    expect(safeRedirect("/\u00a0/evil.example")).toBe("/%C2%A0/evil.example");
    expect(safeRedirect("/a\ud800")).toBe("/dashboard");
    expect(() => new Headers({ Location: safeRedirect("/\u{1F600}") })).not.toThrow();
  });

  it("refuses control characters, which browsers strip (so '/\\t/evil' would become '//evil')", () => {
    for (const to of ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/dash\u0000board", "/\u001f"]) {
      expect(safeRedirect(to), JSON.stringify(to)).toBe("/dashboard");
    }
  });

  it("falls back for anything that is not text, and uses the caller's fallback", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect(["/dashboard"])).toBe("/dashboard");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
    expect(safeRedirect("/pricing", "/")).toBe("/pricing");
  });
});

describe("the other account forms' schemas: the spec's order, one message, the fields it is about", () => {
  it("sign in: both fields, then an '@' naming the value; then where to go, on this site only", () => {
    expect(check(signInSchema, {})).toEqual({ message: "Please enter your email and password.", fields: ["email", "password"] });
    expect(check(signInSchema, { email: "ada@example.com", password: "   " })).toEqual({ message: "Please enter your email and password.", fields: ["password"] });
    expect(check(signInSchema, { email: " ada.example.com ", password: "Whatever1" })).toEqual({ message: missingAtMessage("ada.example.com"), fields: ["email"] });
    expect(check(signInSchema, { email: "ada@example.com", password: " Pass word1 ", redirectTo: "//evil.example" })).toEqual({
      value: { email: "ada@example.com", password: " Pass word1 ", redirectTo: "/dashboard" },
    });
    expect(check(signInSchema, { email: "ada@example.com", password: "x", redirectTo: "/membership-levels?selectedIndex=1" })).toMatchObject({
      value: { redirectTo: "/membership-levels?selectedIndex=1" },
    });
  });

  it("forgot password: an email, with an '@', sent as it is stored", () => {
    expect(check(forgotPasswordSchema, {})).toEqual({ message: "Please enter your email address.", fields: ["email"] });
    expect(check(forgotPasswordSchema, { email: "ada" })).toEqual({ message: missingAtMessage("ada"), fields: ["email"] });
    expect(check(forgotPasswordSchema, { email: " Ada@Example.com " })).toEqual({ value: { email: "ada@example.com" } });
  });

  it("reset: the email the code went to first, then required, the code, the match, the rule", () => {
    const reset = { code: "123 456", password: "Journey1Pass", confirmPassword: "Journey1Pass" };
    expect(check(resetPasswordSchema(null), reset)).toEqual({ message: MESSAGES.noEmail, fields: [] });
    const schema = resetPasswordSchema("ada@example.com");
    expect(check(schema, { code: "123456" })).toEqual({ message: MESSAGES.required, fields: ["password", "confirmPassword"] });
    expect(check(schema, { ...reset, code: "12345" })).toEqual({ message: MESSAGES.code, fields: ["code"] });
    expect(check(schema, { ...reset, confirmPassword: "journey1pass" })).toEqual({ message: MESSAGES.mismatch, fields: ["confirmPassword"] });
    expect(check(schema, { ...reset, password: "weakpass", confirmPassword: "weakpass" })).toEqual({ message: MESSAGES.password, fields: ["password"] });
    expect(check(schema, reset)).toEqual({ value: { email: "ada@example.com", code: "123456", password: "Journey1Pass" } });
  });

  it("verify: the email waiting for its code first (marketing-site §5), then exactly 6 digits", () => {
    expect(check(verifyAccountSchema(null), { code: "12a4" })).toEqual({ message: MESSAGES.noEmail, fields: [] });
    const schema = verifyAccountSchema("ada@example.com");
    for (const code of ["", "12a4", "1234567"]) expect(check(schema, { code }), code).toEqual({ message: MESSAGES.code, fields: ["code"] });
    expect(check(schema, { code: "012 345" })).toEqual({ value: { email: "ada@example.com", code: "012345" } });
  });

  it("membership levels: a plan must be chosen", () => {
    expect(check(membershipChoiceSchema, {})).toEqual({ message: "Please select a membership level.", fields: ["planId"] });
    expect(check(membershipChoiceSchema, { planId: "plan-1" })).toEqual({ value: { planId: "plan-1" } });
  });
});
