import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { BRAND_LIMITS, BRAND_MESSAGES, DEFAULT_BRAND_COLOURS } from "./brand-text";

/*
 * Starting a brand (POST /account/business/onboard). The site checks only what it must to send
 * the call (a name and a username, lengths); the formats (username, ZIP code, website, colours)
 * are the platform's rules, and its messages come back at their fields.
 */

const required = (label: string, max: number, message: string) =>
  text(label, max).refine((value) => value !== "", { message });

/** A colour picker always sends `#rrggbb`; a hand-made request without one gets the default. */
const colour = (fallback: string) => text("Colour", 7).transform((value) => value || fallback);

export const startBrandSchema = z.object({
  name: required("Name", BRAND_LIMITS.name, BRAND_MESSAGES.nameRequired),
  username: required("Username", BRAND_LIMITS.username, BRAND_MESSAGES.usernameRequired),
  address: text("Address", BRAND_LIMITS.address),
  address2: text("Address line 2", BRAND_LIMITS.address),
  city: text("City", BRAND_LIMITS.city),
  state: text("State", BRAND_LIMITS.state),
  zipCode: text("ZIP code", BRAND_LIMITS.zipCode),
  website: text("Website", BRAND_LIMITS.website),
  primaryColor: colour(DEFAULT_BRAND_COLOURS.primary),
  secondaryColor: colour(DEFAULT_BRAND_COLOURS.secondary),
});

export type StartBrandFields = z.input<typeof startBrandSchema>;
