import { z } from "zod";
import { birthdayToIso } from "#contract/birthday";
import { phoneToWire } from "#contract/phone";
import { text } from "~/.server/forms/rules";
import { MESSAGES } from "~/areas/account/account-forms";
import { DASHBOARD_MESSAGES } from "./dashboard-text";
import { PROFILE_LIMITS } from "./profile-text";

/** As typed (separators allowed); empty is "none on file", anything else must be its format. */
function formatted<T>(read: (typed: string) => T | null, message: string) {
  return z
    .string()
    .trim()
    .default("")
    .transform((typed, ctx): T | null => {
      if (!typed) return null;
      const value = read(typed);
      if (value === null) ctx.addIssue({ code: "custom", message });
      return value;
    });
}

const checkbox = z.boolean().default(false);

/* Profile and preferences (platform-core §3 "User", §5 formats): every field may be left empty. */
export const profileSchema = z
  .object({
    firstName: text("First Name", PROFILE_LIMITS.name),
    lastName: text("Last Name", PROFILE_LIMITS.name),
    phone: formatted(phoneToWire, MESSAGES.phone),
    birthday: formatted(birthdayToIso, MESSAGES.birthday),
    address: text("Address", PROFILE_LIMITS.address),
    address2: text("Address line 2", PROFILE_LIMITS.address),
    city: text("City", PROFILE_LIMITS.city),
    state: text("State", PROFILE_LIMITS.state),
    postalCode: text("Postal Code", PROFILE_LIMITS.postalCode),
    mayCall: checkbox,
    mayText: checkbox,
    public: checkbox,
  })
  .superRefine((profile, ctx) => {
    if (profile.mayCall && !profile.phone) ctx.addIssue({ code: "custom", path: ["mayCall"], message: DASHBOARD_MESSAGES.callsNeedPhone });
  });

export type ProfileFields = z.input<typeof profileSchema>;
