import { z } from "zod";
import { COLOUR, USERNAME, ZIP_CODE } from "#contract/api/businesses";
import { isSafeLink } from "#contract/safe-link";
import { text } from "~/.server/forms/rules";
import { BRAND_LIMITS, BRAND_MESSAGES, DEFAULT_BRAND_COLOURS } from "./brand-text";

/*
 * Starting a brand (POST /account/business/onboard). Every rule of the call's body is checked here
 * at once (the contract's own patterns), each error at its field in people's words; what only the
 * platform knows (a taken username) comes back from it.
 */

const required = (label: string, max: number, message: string) =>
  text(label, max).refine((value) => value !== "", { message });

/** Empty, or text that passes `test`. */
const optional = (label: string, max: number, test: (value: string) => boolean, message: string) =>
  text(label, max).refine((value) => value === "" || test(value), { message });

/** A colour picker always sends `#rrggbb`; a hand-made request without one gets the default. */
const colour = (fallback: string) =>
  text("Colour", 7)
    .transform((value) => value || fallback)
    .refine((value) => COLOUR.test(value), { message: BRAND_MESSAGES.colour });

export const startBrandSchema = z.object({
  name: required("Name", BRAND_LIMITS.name, BRAND_MESSAGES.nameRequired),
  // The platform keeps it in lower case: "Tidewater" is "tidewater".
  username: required("Username", BRAND_LIMITS.username, BRAND_MESSAGES.usernameRequired).refine((value) => value === "" || USERNAME.test(value.toLowerCase()), {
    message: BRAND_MESSAGES.username,
  }),
  address: text("Address", BRAND_LIMITS.address),
  address2: text("Address line 2", BRAND_LIMITS.address),
  city: text("City", BRAND_LIMITS.city),
  state: text("State", BRAND_LIMITS.state),
  zipCode: optional("ZIP code", BRAND_LIMITS.zipCode, (value) => ZIP_CODE.test(value), BRAND_MESSAGES.zipCode),
  website: optional("Website", BRAND_LIMITS.website, (value) => isSafeLink(value, { webAddress: true }), BRAND_MESSAGES.website),
  primaryColor: colour(DEFAULT_BRAND_COLOURS.primary),
  secondaryColor: colour(DEFAULT_BRAND_COLOURS.secondary),
});

export type StartBrandFields = z.input<typeof startBrandSchema>;

/** What the platform may still refuse of the body, by field, in the same words (never its `Field "…": …`). */
export const START_BRAND_WORDS = {
  name: BRAND_MESSAGES.nameRequired,
  username: BRAND_MESSAGES.username,
  address: BRAND_MESSAGES.tooLong(BRAND_LIMITS.address),
  address2: BRAND_MESSAGES.tooLong(BRAND_LIMITS.address),
  city: BRAND_MESSAGES.tooLong(BRAND_LIMITS.city),
  state: BRAND_MESSAGES.tooLong(BRAND_LIMITS.state),
  zipCode: BRAND_MESSAGES.zipCode,
  website: BRAND_MESSAGES.website,
  primaryColor: BRAND_MESSAGES.colour,
  secondaryColor: BRAND_MESSAGES.colour,
} as const;
