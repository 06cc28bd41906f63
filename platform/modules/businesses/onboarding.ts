/**
 * POST /account/business/onboard (spec/platform-core.md §7): a signed-in user starts a brand and
 * owns it. The username is the brand's `domain`, the `{username}` of its public pages, so it is
 * URL-safe and unique across every tenant; the colours default to the spec's #00cde8 / #d400ff.
 */
import { z } from "zod";
import type { Database } from "../../db/connect";
import { businesses, type Business } from "./schema";
import { conflict } from "../../errors";
import { optionalWebAddress } from "#contract/api/fields";

export const ONBOARDING_MESSAGES = {
  usernameTaken: (username: string) => `The username "${username}" is taken: choose another.`,
} as const;

export const DEFAULT_COLOURS = { primary: "#00cde8", secondary: "#d400ff" } as const;

/** 3 to 32 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const USERNAME = /^[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]$/;

const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value));
const optional = (max: number) => text(max).nullish().transform((value) => value ?? null);
const colour = z
  .string({ error: "must be a colour written #rrggbb" })
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour written #rrggbb")
  .transform((value) => value.toLowerCase());

export const onboardBody = z
  .object({
    name: z.string({ error: "required: the brand's name" }).trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    username: z
      .string({ error: "required: the brand's username" })
      .trim()
      .toLowerCase()
      .regex(USERNAME, "must be 3 to 32 letters, digits or hyphens, starting and ending with a letter or digit"),
    address: optional(200),
    address2: optional(200),
    city: optional(100),
    state: optional(50),
    zipCode: z
      .string({ error: "must be a ZIP code" })
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, "must be a ZIP code: 5 digits, or 5+4")
      .nullish()
      .transform((value) => value || null),
    phone: z
      .string({ error: "must be a phone number" })
      .regex(/^\+?\d{0,15}$/, "must be digits with an optional leading +")
      .nullish()
      .transform((value) => value || null),
    website: optionalWebAddress(300),
    primaryColor: colour.nullish().transform((value) => value ?? DEFAULT_COLOURS.primary),
    secondaryColor: colour.nullish().transform((value) => value ?? DEFAULT_COLOURS.secondary),
  })
  .strict();

export type OnboardInput = z.output<typeof onboardBody>;

/** Creates the brand, owned by `userId` and recorded as made through `credentialId`; 409 when the username is taken. */
export async function onboardBrand(db: Database, owner: { userId: string; credentialId: string }, input: OnboardInput): Promise<Business> {
  const [row] = await db
    .insert(businesses)
    .values({
      name: input.name,
      domain: input.username,
      phone: input.phone,
      address: input.address,
      addressLine2: input.address2,
      city: input.city,
      state: input.state,
      zip: input.zipCode,
      website: input.website,
      themePrimary: input.primaryColor,
      themeSecondary: input.secondaryColor,
      ownerUserId: owner.userId,
      ownerCredentialId: owner.credentialId,
    })
    // The unique index decides, so two onboardings racing for one username cannot both win.
    .onConflictDoNothing({ target: businesses.domain })
    .returning();
  if (!row) throw conflict(ONBOARDING_MESSAGES.usernameTaken(input.username));
  return row;
}
