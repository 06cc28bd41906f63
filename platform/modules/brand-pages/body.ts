/**
 * What an owner may write on a brand page (platform/README.md "Brand pages"). Text is stored as
 * text, never as HTML: the site renders plain text or its Markdown subset itself. Links and images
 * take only http(s) URLs or site-relative paths, so no block can carry a `javascript:` or `data:` URL.
 */
import { z } from "zod";
import { isSafeLink, SAFE_LINK_RULE } from "#contract/safe-link";

export const BLOCK_TYPES = ["hero", "text", "image", "cta", "gallery", "experiences"] as const;
export const CONTENT_TYPES = ["text/plain", "text/markdown"] as const;

/** 1 to 64 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const PAGE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const PAGE_NAME_RULE = "must be 1 to 64 letters, digits or hyphens, starting and ending with a letter or digit";

const link = z.string({ error: SAFE_LINK_RULE }).trim().max(2000, "must be at most 2000 characters").refine((value) => value === "" || isSafeLink(value), SAFE_LINK_RULE);
const imageLinks = link.refine((value) => value !== "", SAFE_LINK_RULE);

const text = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`);
/** Optional text; null or "" clears it. */
const clearable = <S extends z.ZodType<string | null>>(schema: S) =>
  schema.nullable().transform((value) => (value === "" ? null : value));

/** A small JSON object (styles, metadata), at most `max` characters written as JSON. */
const smallObject = (max: number) =>
  z
    .record(z.string(), z.unknown(), { error: "must be a JSON object" })
    .refine((value) => JSON.stringify(value).length <= max, `must be at most ${max} characters as JSON`);

/** A gallery's pictures live in block_meta.images: the same link rule holds there. */
const galleryImages = z
  .array(z.object({ url: imageLinks, alt: text(200).optional() }).strict(), { error: "must be a list of {url, alt}" })
  .max(24, "must hold at most 24 images");
const blockMeta = smallObject(8000).superRefine((meta, ctx) => {
  if (!("images" in meta)) return;
  const result = galleryImages.safeParse(meta.images);
  for (const issue of result.error?.issues ?? []) ctx.addIssue({ ...issue, path: ["images", ...issue.path] } as never);
});

export const pageName = z.string({ error: "required: the page's name" }).trim().toLowerCase().regex(PAGE_NAME, PAGE_NAME_RULE);
const pageTitle = z.string({ error: "required: the page's title" }).trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

export const newPageBody = z
  .object({
    name: pageName,
    title: pageTitle,
    page_styles: smallObject(4000).nullish(),
    page_meta: smallObject(4000).nullish(),
  })
  .strict();

export const pageChangesBody = z
  .object({
    title: pageTitle.optional(),
    page_styles: smallObject(4000).nullable().optional(),
    page_meta: smallObject(4000).nullable().optional(),
    archived: z.boolean({ error: "must be true or false" }).optional(),
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

export const newBlockBody = z
  .object({ block_type: z.enum(BLOCK_TYPES, { error: `must be one of ${BLOCK_TYPES.join(", ")}` }), ...blockFields })
  .strict();
export const blockChangesBody = z.object(blockFields).strict();
export const blockOrderBody = z
  .object({ blocks: z.array(z.string({ error: "must be block ids" }), { error: "required: every block id, in the new order" }).max(500) })
  .strict();

export type NewBlockInput = z.output<typeof newBlockBody>;
export type BlockChanges = z.output<typeof blockChangesBody>;
