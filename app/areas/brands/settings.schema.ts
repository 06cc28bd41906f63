import { z } from "zod";
import { MAX_LOGO_BYTES } from "#contract/limits";
import { text } from "~/.server/forms/rules";
import { BRAND_LIMITS, BRAND_MESSAGES } from "./brand-text";
import { startBrandSchema, START_BRAND_WORDS } from "./new.schema";

/*
 * The brand's Settings (PUT /account/business/{id}): onboarding's fields and rules without the
 * username (it names the brand's pages and stays), and the phone of spec §3 Brand. Every error at
 * once, each at its field in people's words.
 */

/** Digits with an optional leading +, as the platform keeps it; spaces, dashes, dots and brackets typed are dropped. */
const PHONE = /^\+?\d{0,15}$/;
const phone = text("Phone", BRAND_LIMITS.phone)
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .refine((value) => PHONE.test(value), { message: BRAND_MESSAGES.phone });

export const brandSettingsSchema = startBrandSchema.omit({ username: true }).extend({ phone });

export type BrandSettingsFields = z.input<typeof brandSettingsSchema>;

/** What the platform may still refuse of the body, by field, in the form's words. */
export const BRAND_SETTINGS_WORDS = (({ username: _username, ...words }) => ({ ...words, phone: BRAND_MESSAGES.phone }))(START_BRAND_WORDS);

/* The logo: a file of at most 2 MB. Whether it is an image the platform reads from its bytes. */
export const logoSchema = z.object({
  logo: z.file({ error: BRAND_MESSAGES.chooseLogo }).max(MAX_LOGO_BYTES, BRAND_MESSAGES.logoTooLarge),
});
