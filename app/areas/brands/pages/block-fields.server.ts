/**
 * From the block form to the platform's block fields, and the platform's refusals back to the
 * form's fields. Only the fields the block's type uses are sent (pages-text.ts BLOCK_FIELDS);
 * on an edit an emptied field is sent as null, which clears it.
 */
import { ERROR_CODES } from "#contract/error-codes";
import { FormRefusal } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import type { BlockFields } from "../brand-page-calls.server";
import { BLOCK_FIELDS, galleryImages } from "./block-fields-text";
import { PAGE_LIMITS, PAGE_MESSAGES, type BlockKind } from "./pages-text";

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
  imageAlt: string;
};

export function blockFieldsOf(type: BlockKind, value: BlockFormValue, { editing }: { editing: boolean }): BlockFields {
  const used = new Set(BLOCK_FIELDS[type]);
  const given = (name: keyof BlockFormValue, typed: string) => (used.has(name as never) ? (typed !== "" ? typed : editing ? null : undefined) : undefined);
  const gallery = type === "gallery";
  // A gallery's uploaded image joins its lines, described; it is no image_url of the block.
  const images = [...galleryImages(value.images), ...(gallery && value.imageUrl ? [{ url: value.imageUrl, alt: value.imageAlt }] : [])];
  const fields: BlockFields = {
    title: given("title", value.title),
    prefix: given("prefix", value.prefix),
    content: given("content", value.content),
    contentType: used.has("contentType") && value.content !== "" ? value.contentType : undefined,
    imageUrl: gallery ? undefined : given("imageUrl", value.imageUrl),
    actionText: given("actionText", value.actionText),
    actionLink: given("actionLink", value.actionLink),
    metadata: used.has("images")
      ? images.length > 0
        ? { images }
        : editing
          ? null
          : undefined
      : // The description of a hero's or an image block's picture (its alt text).
        used.has("imageAlt")
        ? value.imageAlt !== ""
          ? { alt: value.imageAlt }
          : editing
            ? null
            : undefined
        : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

const LINK_WORDS = "Please enter an address starting with https://, or a path on this site starting with /.";

/** The platform's body fields as the form's, with what the form says at each (never the platform's `Field "…"`). */
const WORDS: Record<string, readonly [field: string, words: string]> = {
  title: ["title", `Please keep the title to ${PAGE_LIMITS.blockTitle} characters.`],
  prefix: ["prefix", `Please keep the prefix to ${PAGE_LIMITS.prefix} characters.`],
  content: ["content", "Please keep the text to 10,000 characters."],
  content_type: ["contentType", "Please choose plain text or Markdown."],
  image_url: ["imageUrl", LINK_WORDS],
  action_text: ["actionText", `Please keep the button text to ${PAGE_LIMITS.actionText} characters.`],
  action_link: ["actionLink", LINK_WORDS],
  block_meta: ["images", `Please give at most ${PAGE_LIMITS.images} images, one a line, each starting with https:// or /.`],
  image: ["image", PAGE_MESSAGES.imageNotAnImage],
};

/** A refusal of a block's fields or of its image, at the form's field in people's words; null for anything else. */
export function blockRefusal(error: unknown): FormRefusal | null {
  if (!(error instanceof PlatformError) || !error.status || error.status >= 500) return null;
  if (error.code === ERROR_CODES.payloadTooLarge) return new FormRefusal(PAGE_MESSAGES.imageTooLarge, 400, { image: [PAGE_MESSAGES.imageTooLarge] });
  const mapped = error.field ? WORDS[error.field.startsWith("block_meta") ? "block_meta" : error.field] : undefined;
  return mapped ? new FormRefusal(mapped[1], 400, { [mapped[0]]: [mapped[1]] }) : null;
}
