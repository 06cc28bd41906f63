/**
 * Businesses (brands): the public directory GET /business/list, and a signed-in owner's brands and
 * onboarding under /account/business (platform-core §6 "Business owner", §7 "Businesses and brand
 * pages"). The brand's username is its `domain`, the `{username}` of its public pages.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_LOGO_BYTES } from "../limits";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badFlag, signedOut, tooLarge } from "./errors";
import { booleanFlag, optionalWebAddress, postalAddress } from "./fields";

const SPEC = "platform-core §7 Businesses and brand pages";

export const DEFAULT_COLOURS = { primary: "#00cde8", secondary: "#d400ff" } as const;

/** 3 to 32 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const USERNAME = /^[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]$/;

/** A US ZIP code: 5 digits, or 5+4. */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** A brand's colour: #rrggbb. */
export const COLOUR = /^#[0-9a-fA-F]{6}$/;

// ── Bodies ──────────────────────────────────────────────────────────────────

const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value));
const optional = (max: number) => text(max).nullish().transform((value) => value ?? null);
const colour = z
  .string({ error: "must be a colour written #rrggbb" })
  .regex(COLOUR, "must be a colour written #rrggbb")
  .transform((value) => value.toLowerCase());

const onboardBody = z
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
      .refine((value) => value === "" || ZIP_CODE.test(value), "must be a ZIP code: 5 digits, or 5+4")
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

/**
 * The brand's details as its owner changes them: onboarding's fields and rules but the username,
 * which names the brand's public pages and stays. A PUT: what is left out is cleared (the colours
 * go back to the defaults).
 */
const updateBody = onboardBody.omit({ username: true });

export type UpdateBrandInput = z.output<typeof updateBody>;

// ── What is answered ────────────────────────────────────────────────────────

export const business = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    logo: z.string().nullable(),
    domain: z.string().meta({ description: "The brand's username." }),
    phone: z.string().nullable(),
    ...postalAddress.shape,
    website: z.string().nullable(),
    tier: z.number().int().min(0).nullable(),
    theme: z.object({ primary: z.string(), secondary: z.string() }),
    parent: z.uuid().nullable(),
    featured: z.boolean(),
    time_created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Business" });

// ── Refusals ────────────────────────────────────────────────────────────────

export const noBrand: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "The signed-in user owns no brand (\"User has not created a brand\")." };

export const listBusinesses = endpoint({
  id: "listBusinesses",
  method: "GET",
  path: "/business/list",
  summary: "List businesses",
  spec: SPEC,
  caller: "credential",
  query: z
    .object({
      global: booleanFlag.optional().meta({ description: "true: every listed business (the public directory); otherwise those the calling credential created. Featured first." }),
    })
    .strict(),
  answer: { status: 200, json: z.array(business) },
  refusals: [badFlag("global")],
});

export const listOwnBrands = endpoint({
  id: "listOwnBrands",
  method: "GET",
  path: "/account/business",
  summary: "The signed-in user's brands",
  spec: "platform-core §6 Business owner, §7",
  caller: "member",
  answer: { status: 200, json: z.array(business) },
  refusals: [signedOut, noBrand],
});

export const onboardBrand = endpoint({
  id: "onboardBrand",
  method: "POST",
  path: "/account/business/onboard",
  summary: "Start a brand the signed-in user owns",
  spec: SPEC,
  caller: "member",
  body: { json: onboardBody },
  answer: { status: 201, json: business },
  refusals: [
    badBody,
    signedOut,
    { status: 409, code: ERROR_CODES.conflict, when: "The username is taken." },
  ],
});

const ownBrandId = z.object({ id: z.string().meta({ description: "The brand's id." }) });

/** Another member's brand, or none: the same 404, so a stranger learns nothing. */
const notOwned: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No brand of this id is the member's." };

// The spec's Brand (platform-core §3) has a name, contact fields, theme and logo, but §7 lists no
// call that changes them once onboarded: these two are the platform's own (the owner's Settings).
export const updateOwnBrand = endpoint({
  id: "updateOwnBrand",
  method: "PUT",
  path: "/account/business/{id}",
  summary: "Change a brand the signed-in user owns: its name, contact fields and colours",
  spec: "platform-core §3 Brand",
  caller: "member",
  params: ownBrandId,
  body: { json: updateBody },
  answer: { status: 200, json: business },
  refusals: [badBody, signedOut, notOwned],
});

export const uploadBrandLogo = endpoint({
  id: "uploadBrandLogo",
  method: "PUT",
  path: "/account/business/{id}/logo",
  summary: "Upload the brand's logo: the brand, its `logo` the new image's URL",
  spec: "platform-core §3 Brand",
  caller: "member",
  params: ownBrandId,
  body: { multipart: z.looseObject({}), file: { field: "image", kinds: "PNG, JPEG, WebP or GIF", maxBytes: MAX_LOGO_BYTES } },
  answer: { status: 200, json: business },
  refusals: [
    { ...badBody, field: "image", when: "No image in the multipart field image, not an image of these kinds, or one that cannot be read." },
    tooLarge(MAX_LOGO_BYTES, "The image"),
    signedOut,
    notOwned,
  ],
});

export const businessEndpoints = [listBusinesses, listOwnBrands, onboardBrand, updateOwnBrand, uploadBrandLogo] as const;
