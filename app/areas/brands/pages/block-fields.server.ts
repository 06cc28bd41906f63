/**
 * From the block form to the platform's block fields, and the platform's refusals back to the
 * form's fields. Only the fields the block's type uses are sent (pages-text.ts BLOCK_FIELDS);
 * on an edit an emptied field is sent as null, which clears it.
 */
import { fieldRefusal } from "~/.server/forms/field-refusal";
import type { BlockFields } from "../brand-page-calls.server";
import { BLOCK_FIELDS } from "./block-fields-text";
import { PAGE_LIMITS, type BlockKind } from "./pages-text";

/** What the block form sends, checked (areas/brands/pages/block.schema.ts): every field a string, "" when empty. */
export type BlockFormValue = {
  title: string;
  prefix: string;
  content: string;
  contentType: "text/plain" | "text/markdown";
  imageUrl: string;
  actionText: string;
  actionLink: string;
  images: string;
};

export function blockFieldsOf(type: BlockKind, value: BlockFormValue, { editing }: { editing: boolean }): BlockFields {
  const used = new Set(BLOCK_FIELDS[type]);
  const given = (name: keyof BlockFormValue, typed: string) => (used.has(name as never) ? (typed !== "" ? typed : editing ? null : undefined) : undefined);
  const images = value.images
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((url) => ({ url }));
  const fields: BlockFields = {
    title: given("title", value.title),
    prefix: given("prefix", value.prefix),
    content: given("content", value.content),
    contentType: used.has("contentType") && value.content !== "" ? value.contentType : undefined,
    imageUrl: given("imageUrl", value.imageUrl),
    actionText: given("actionText", value.actionText),
    actionLink: given("actionLink", value.actionLink),
    metadata: used.has("images") ? (images.length > 0 ? { images } : editing ? null : undefined) : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The platform's body fields named as the form's (a gallery image's URL is the images field). */
const FORM_FIELDS: Record<string, string> = {
  title: "title",
  prefix: "prefix",
  content: "content",
  content_type: "contentType",
  image_url: "imageUrl",
  action_text: "actionText",
  action_link: "actionLink",
  block_meta: "images",
  "block_meta.images": "images",
  ...Object.fromEntries(Array.from({ length: PAGE_LIMITS.images }, (_, i) => [`block_meta.images.${i}.url`, "images"])),
};

export const blockRefusal = (error: unknown) => fieldRefusal(error, FORM_FIELDS);
