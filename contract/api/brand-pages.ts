/**
 * Brand pages and their blocks (platform-core §7 "Businesses and brand pages"; platform/README.md
 * "Brand pages"): anyone with API credentials reads a brand's unarchived pages by its username; the
 * signed-in owner writes them under /account/business/pages, naming the brand with `?business=`
 * (required when they own several). Another member's brand or page is a 404, never a 403. Text is
 * stored as text, never as HTML; links and images take only http(s) URLs or site-relative paths
 * (contract/safe-link.ts), so no block carries a `javascript:` or `data:` URL.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_PAGE_IMAGE_BYTES } from "../limits";
import { isSafeLink, SAFE_LINK_RULE } from "../safe-link";
import { noBrand } from "./businesses";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badQuery, signedOut, tooLarge } from "./errors";
import { booleanFlag } from "./fields";

const SPEC = "platform-core §7 Businesses and brand pages";

export const BLOCK_TYPES = ["hero", "text", "image", "cta", "gallery", "experiences"] as const;
export const CONTENT_TYPES = ["text/plain", "text/markdown"] as const;

/** 1 to 64 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const PAGE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const PAGE_NAME_RULE = "must be 1 to 64 letters, digits or hyphens, starting and ending with a letter or digit";

/** Block text may be long: the owner's bodies take up to 64 KB of JSON. */
export const PAGE_BODY_MAX_BYTES = 64 * 1024;

// ── Bodies ──────────────────────────────────────────────────────────────────

const link = z.string({ error: SAFE_LINK_RULE }).trim().max(2000, "must be at most 2000 characters").refine((value) => value === "" || isSafeLink(value), SAFE_LINK_RULE);
const imageLinks = link.refine((value) => value !== "", SAFE_LINK_RULE);

const text = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`);
/** Optional text; null or "" clears it. */
const clearable = <S extends z.ZodType<string | null>>(schema: S) => schema.nullable().transform((value) => (value === "" ? null : value));

/** A small JSON object (styles, metadata), at most `max` characters written as JSON. */
const smallObject = (max: number) =>
  z.record(z.string(), z.unknown(), { error: "must be a JSON object" }).refine((value) => JSON.stringify(value).length <= max, `must be at most ${max} characters as JSON`);

/** A gallery's pictures live in block_meta.images: the same link rule holds there. */
const galleryImages = z
  .array(z.object({ url: imageLinks, alt: text(200).optional() }).strict(), { error: "must be a list of {url, alt}" })
  .max(24, "must hold at most 24 images");
const blockMeta = smallObject(8000).superRefine((meta, ctx) => {
  if (!("images" in meta)) return;
  const result = galleryImages.safeParse(meta.images);
  for (const issue of result.error?.issues ?? []) ctx.addIssue({ ...issue, path: ["images", ...issue.path] } as never);
});

const pageName = z.string({ error: "required: the page's name" }).trim().toLowerCase().regex(PAGE_NAME, PAGE_NAME_RULE);
const pageTitle = z.string({ error: "required: the page's title" }).trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

const newPageBody = z
  .object({ name: pageName, title: pageTitle, page_styles: smallObject(4000).nullish(), page_meta: smallObject(4000).nullish() })
  .strict();

const pageChangesBody = z
  .object({
    title: pageTitle.optional(),
    page_styles: smallObject(4000).nullable().optional(),
    page_meta: smallObject(4000).nullable().optional(),
    archived: z.boolean({ error: "must be true or false" }).optional().meta({ description: "false restores an archived page." }),
  })
  .strict();

const blockFields = {
  title: clearable(text(200)).optional(),
  prefix: clearable(text(100)).optional(),
  content: clearable(text(10000)).optional(),
  content_type: z.enum(CONTENT_TYPES, { error: 'must be "text/plain" or "text/markdown"' }).optional(),
  image_url: clearable(link).optional(),
  action_text: clearable(text(80)).optional(),
  action_link: clearable(link).optional(),
  styles: smallObject(2000).nullable().optional(),
  block_meta: blockMeta.nullable().optional(),
};

const newBlockBody = z.object({ block_type: z.enum(BLOCK_TYPES, { error: `must be one of ${BLOCK_TYPES.join(", ")}` }), ...blockFields }).strict();
const blockChangesBody = z.object(blockFields).strict();
const blockOrderBody = z
  .object({ blocks: z.array(z.string({ error: "must be block ids" }), { error: "required: every block id, in the new order" }).max(500) })
  .strict();

export type BlockChanges = z.output<typeof blockChangesBody>;

// ── What is answered ────────────────────────────────────────────────────────

const time = z.iso.datetime({ offset: true });
const jsonObject = z.record(z.string(), z.unknown());

export const brandPage = z
  .object({ name: z.string(), title: z.string(), business: z.object({ id: z.uuid() }), archived: z.boolean(), time_created: time, time_updated: time })
  .meta({ id: "BrandPage" });

export const brandPageBlock = z
  .object({
    id: z.uuid(),
    block_type: z.string(),
    sort_index: z.number().int(),
    title: z.string().nullable(),
    prefix: z.string().nullable(),
    content: z.string().nullable(),
    content_type: z.string(),
    image_url: z.string().nullable(),
    action_text: z.string().nullable(),
    action_link: z.string().nullable(),
    styles: jsonObject.nullable(),
    block_meta: jsonObject.nullable(),
    time_created: time,
    time_updated: time,
  })
  .meta({ id: "BrandPageBlock" });

/** One page with its styles, metadata and blocks (unarchived ones, in order). */
export const brandPageDetail = brandPage
  .extend({ page_styles: jsonObject.nullable(), page_meta: jsonObject.nullable(), blocks: z.array(brandPageBlock) })
  .meta({ id: "BrandPageDetail" });

// ── Requests' parts and refusals ────────────────────────────────────────────

const brandUsername = z.object({ username: z.string() });
const ownerQuery = z
  .object({
    business: z.uuid({ error: "must be a brand id" }).optional().meta({ description: "The brand; required when the user owns several." }),
    all: booleanFlag.optional().meta({ description: "On the list: true for archived pages too." }),
  })
  .strict();
const page = z.object({ name: z.string() });
const block = z.object({ name: z.string(), id: z.string() });

const badBrand: Refusal = { ...badQuery, field: "business", when: "business is not a brand id, or is missing while the user owns several brands." };
const noSuchBrand: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No brand of this username (public), or the brand is not the user's; or the user owns none." };
const noSuchPage: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "The brand has no page of this name (or it is archived, on the public read)." };
const bodyTooLarge = tooLarge(PAGE_BODY_MAX_BYTES);
const noBlock: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "The page has no block of this id." };
const owner = [signedOut, badBrand, noBrand, noSuchBrand] as const;

export const listBrandPages = endpoint({
  id: "listBrandPages",
  method: "GET",
  path: "/business/name/{username}/pages",
  summary: "A brand's pages, or one page with its blocks (?name=)",
  spec: SPEC,
  caller: "credential",
  params: brandUsername,
  query: z.object({ name: z.string().optional().meta({ description: "One page: answered with its styles, metadata and blocks." }) }).strict(),
  answer: { status: 200, json: z.union([z.array(brandPage), brandPageDetail]) },
  refusals: [noSuchBrand, noSuchPage],
});

export const listOwnPages = endpoint({
  id: "listOwnPages",
  method: "GET",
  path: "/account/business/pages",
  summary: "The owner's pages of one brand",
  spec: SPEC,
  caller: "member",
  query: ownerQuery,
  answer: { status: 200, json: z.array(brandPage) },
  refusals: [...owner],
});

export const createPage = endpoint({
  id: "createPage",
  method: "POST",
  path: "/account/business/pages",
  summary: "Create a page, without blocks",
  spec: SPEC,
  caller: "member",
  query: ownerQuery,
  body: { json: newPageBody },
  answer: { status: 201, json: brandPageDetail },
  refusals: [badBody, ...owner, bodyTooLarge, { status: 409, code: ERROR_CODES.conflict, when: "The brand has a page of this name (archived ones included)." }],
});

export const getOwnPage = endpoint({
  id: "getOwnPage",
  method: "GET",
  path: "/account/business/pages/{name}",
  summary: "One page with its blocks, archived or not",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  answer: { status: 200, json: brandPageDetail },
  refusals: [...owner, noSuchPage],
});

export const changePage = endpoint({
  id: "changePage",
  method: "PUT",
  path: "/account/business/pages/{name}",
  summary: "Change a page's title, styles or metadata, or restore it",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  body: { json: pageChangesBody },
  answer: { status: 200, json: brandPageDetail },
  refusals: [badBody, ...owner, noSuchPage, bodyTooLarge],
});

export const archivePage = endpoint({
  id: "archivePage",
  method: "DELETE",
  path: "/account/business/pages/{name}",
  summary: "Archive a page (no longer public)",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  answer: { status: 200, json: brandPageDetail },
  refusals: [...owner, noSuchPage],
});

export const addBlock = endpoint({
  id: "addBlock",
  method: "POST",
  path: "/account/business/pages/{name}/blocks",
  summary: "Add a block, placed last",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  body: { json: newBlockBody },
  answer: { status: 201, json: brandPageBlock },
  refusals: [badBody, ...owner, noSuchPage, bodyTooLarge],
});

export const reorderBlocks = endpoint({
  id: "reorderBlocks",
  method: "PUT",
  path: "/account/business/pages/{name}/blocks/order",
  summary: "Reorder the page's blocks; the page after",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  body: { json: blockOrderBody },
  answer: { status: 200, json: brandPageDetail },
  refusals: [
    { ...badBody, field: "blocks", when: "blocks does not list every block of the page exactly once." },
    ...owner,
    noSuchPage,
    bodyTooLarge,
  ],
});

export const changeBlock = endpoint({
  id: "changeBlock",
  method: "PUT",
  path: "/account/business/pages/{name}/blocks/{id}",
  summary: "Change a block's fields (null clears one)",
  spec: SPEC,
  caller: "member",
  params: block,
  query: ownerQuery,
  body: { json: blockChangesBody },
  answer: { status: 200, json: brandPageBlock },
  refusals: [badBody, ...owner, noSuchPage, noBlock, bodyTooLarge],
});

export const archiveBlock = endpoint({
  id: "archiveBlock",
  method: "DELETE",
  path: "/account/business/pages/{name}/blocks/{id}",
  summary: "Archive a block (off the page)",
  spec: SPEC,
  caller: "member",
  params: block,
  query: ownerQuery,
  answer: { status: 204 },
  refusals: [...owner, noSuchPage, noBlock],
});

/** An uploaded image for the page's blocks: the URL to put in a block's image_url or block_meta.images. */
export const pageImage = z.object({ id: z.uuid(), url: z.string() }).meta({ id: "BrandPageImage" });

export const uploadPageImage = endpoint({
  id: "uploadPageImage",
  method: "POST",
  path: "/account/business/pages/{name}/images",
  summary: "Upload an image for the page's blocks: stored re-encoded, answered with its URL",
  spec: SPEC,
  caller: "member",
  params: page,
  query: ownerQuery,
  body: { multipart: z.looseObject({}), file: { field: "image", kinds: "PNG, JPEG, WebP or GIF", maxBytes: MAX_PAGE_IMAGE_BYTES } },
  answer: { status: 201, json: pageImage },
  refusals: [
    { ...badBody, field: "image", when: "No image in the multipart field image, not an image of these kinds, or one that cannot be read." },
    tooLarge(MAX_PAGE_IMAGE_BYTES, "The image"),
    ...owner,
    noSuchPage,
  ],
});

export const brandPageEndpoints = [
  listBrandPages,
  listOwnPages,
  createPage,
  getOwnPage,
  changePage,
  archivePage,
  addBlock,
  reorderBlocks,
  changeBlock,
  archiveBlock,
  uploadPageImage,
] as const;
