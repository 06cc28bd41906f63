import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { confirmEmailSchema } from "../../app/areas/dashboard/email-confirm.schema";
import { changeEmailSchema } from "../../app/areas/dashboard/email.schema";
import { cancelSchema } from "../../app/areas/dashboard/memberships-cancel.schema";
import { changePlanSchema } from "../../app/areas/dashboard/memberships-change.schema";
import { pauseSchema } from "../../app/areas/dashboard/memberships-pause.schema";
import { unpauseSchema } from "../../app/areas/dashboard/memberships-unpause.schema";
import { passwordSchema } from "../../app/areas/dashboard/password.schema";
import { avatarSchema } from "../../app/areas/dashboard/profile-avatar.schema";
import { profileSchema } from "../../app/areas/dashboard/profile.schema";

/*
 * The dashboard's forms as their actions read them (conform's parse of the posted form, as
 * submitForm does it): what each one turns a submission into, and the spec's words for what it refuses.
 */

function parse<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

/** The errors of a refused submission, by field ("" for the whole form). */
function errorsOf<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string | File>) {
  const submission = parse(schema, fields);
  expect(submission.status).toBe("error");
  return submission.reply().error;
}

function valueOf<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string | File>): z.output<Schema> {
  const submission = parse(schema, fields);
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.reply().error)}`);
  return submission.value;
}

describe("profile and preferences", () => {
  it("reads the formats people type and saves an unchecked box (which sends nothing) as false", () => {
    expect(
      valueOf(profileSchema, { firstName: " Grace ", phone: "555-987-6543", birthday: "12-09-1906", postalCode: "22201", mayText: "on" }),
    ).toEqual({
      firstName: "Grace",
      lastName: "",
      phone: "5559876543",
      birthday: "1906-12-09",
      address: "",
      address2: "",
      city: "",
      state: "",
      postalCode: "22201",
      mayCall: false,
      mayText: true,
      public: false,
    });
  });

  it("leaves phone and birthday off file when they are left empty", () => {
    expect(valueOf(profileSchema, { phone: " ", birthday: "" })).toMatchObject({ phone: null, birthday: null });
  });

  it("refuses a phone, a birthday and a name it cannot take, each at its field", () => {
    expect(errorsOf(profileSchema, { phone: "call me" })).toEqual({ phone: ["Please enter a phone number of up to 10 digits."] });
    expect(errorsOf(profileSchema, { phone: "12345678901" })).toEqual({ phone: ["Please enter a phone number of up to 10 digits."] });
    expect(errorsOf(profileSchema, { birthday: "02/31/1990" })).toEqual({ birthday: ["Please enter your birthday as MM/DD/YYYY."] });
    expect(errorsOf(profileSchema, { firstName: "x".repeat(101) })).toEqual({ firstName: ["First Name must be at most 100 characters."] });
  });

  it("allows calls only with a phone number on file", () => {
    expect(errorsOf(profileSchema, { mayCall: "on" })).toEqual({ mayCall: ["You can allow calls only with a phone number on file."] });
    expect(valueOf(profileSchema, { mayCall: "on", phone: "(555) 123-4567" })).toMatchObject({ mayCall: true, phone: "5551234567" });
  });
});

describe("change of password, in the spec's order", () => {
  const current = "Journey1Pass";

  it("needs all three, then the same twice, then the rule", () => {
    expect(errorsOf(passwordSchema, { currentPassword: current, newPassword: "Another1Pass" })).toEqual({ "": ["Please fill in all required fields."] });
    expect(errorsOf(passwordSchema, { currentPassword: current, newPassword: "weak", confirmPassword: "other" })).toEqual({
      confirmPassword: ["Passwords do not match."],
    });
    expect(errorsOf(passwordSchema, { currentPassword: current, newPassword: "weakpass", confirmPassword: "weakpass" })).toEqual({
      newPassword: ["Password must be at least 8 characters and include at least one uppercase letter and one number."],
    });
  });

  it("takes passwords exactly as typed, spaces and all", () => {
    expect(valueOf(passwordSchema, { currentPassword: ` ${current} `, newPassword: "Another1Pass ", confirmPassword: "Another1Pass " })).toEqual({
      currentPassword: ` ${current} `,
      newPassword: "Another1Pass ",
      confirmPassword: "Another1Pass ",
    });
  });
});

describe("change of email", () => {
  it("sends the new address trimmed and lower-cased with the current password as typed, and refuses one that is not an address", () => {
    expect(valueOf(changeEmailSchema, { email: " Grace@Example.COM ", currentPassword: " Sup3r " })).toEqual({
      email: "grace@example.com",
      currentPassword: " Sup3r ",
    });
    expect(errorsOf(changeEmailSchema, { email: "moved.example.com", currentPassword: "x" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(errorsOf(changeEmailSchema, {})).toEqual({
      email: ["Please enter a valid email address."],
      currentPassword: ["Please enter your current password."],
    });
  });

  it("reads a code of exactly 6 digits, separators dropped", () => {
    expect(valueOf(confirmEmailSchema, { code: " 123 456 " })).toEqual({ code: "123456" });
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      expect(errorsOf(confirmEmailSchema, { code }), code).toEqual({ code: ["Please enter a valid 6-digit verification code."] });
    }
  });
});

describe("profile picture", () => {
  it("needs a file of at most 2 MB", () => {
    const image = new File([new Uint8Array(10)], "me.png", { type: "image/png" });
    expect(valueOf(avatarSchema, { avatar: image }).avatar).toBe(image);
    expect(errorsOf(avatarSchema, {})).toEqual({ avatar: ["Please choose an image."] });
    expect(errorsOf(avatarSchema, { avatar: "me.png" })).toEqual({ avatar: ["Please choose an image."] });
    expect(errorsOf(avatarSchema, { avatar: new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png") })).toEqual({
      avatar: ["The image is too large. The maximum is 2 MB."],
    });
  });
});

describe("memberships", () => {
  it("each form needs its plan, in the spec's words", () => {
    for (const schema of [changePlanSchema, unpauseSchema, cancelSchema]) {
      expect(errorsOf(schema, {})).toEqual({ planId: ["Please select a membership level."] });
      expect(valueOf(schema, { planId: "plan-1" })).toEqual({ planId: "plan-1" });
    }
  });

  it("pauses for whole months from 1 to 12", () => {
    expect(valueOf(pauseSchema, { planId: "plan-1", months: "1" })).toEqual({ planId: "plan-1", months: 1 });
    expect(valueOf(pauseSchema, { planId: "plan-1", months: "12" })).toEqual({ planId: "plan-1", months: 12 });
    for (const months of ["0", "13", "1.5", "three", ""]) {
      expect(errorsOf(pauseSchema, { planId: "plan-1", months }), months).toEqual({ months: ["Choose from 1 to 12 months."] });
    }
  });
});
