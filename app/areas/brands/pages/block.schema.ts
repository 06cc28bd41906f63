import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { MAX_PAGE_IMAGE_BYTES } from "#contract/limits";
import { PAGE_LIMITS, PAGE_MESSAGES } from "./pages-text";

/*
 * A block's fields (POST and PUT /account/business/pages/{name}/blocks…), as the form names them.
 * The site checks lengths only: which links and images are allowed (contract/safe-link.ts) is the
 * platform's rule, and its words come back at the field. Gallery images: one a line, "address | what it shows". Hero and
 * image blocks take an uploaded image, and a gallery one more; `imageUrl` (hidden) keeps the one they hold.
 */
export const blockSchema = z.object({
  title: text("Title", PAGE_LIMITS.blockTitle),
  prefix: text("Prefix", PAGE_LIMITS.prefix),
  content: text("Text", PAGE_LIMITS.content),
  contentType: text("Format").transform((value) => (value === "text/markdown" ? "text/markdown" : "text/plain")),
  imageUrl: text("Image URL", PAGE_LIMITS.link),
  actionText: text("Button text", PAGE_LIMITS.actionText),
  actionLink: text("Button link", PAGE_LIMITS.link),
  images: text("Images", PAGE_LIMITS.link * PAGE_LIMITS.images),
  /** An image to upload (hero and image blocks); its description is required once there is an image. */
  image: z.file().max(MAX_PAGE_IMAGE_BYTES, PAGE_MESSAGES.imageTooLarge).optional(),
  imageAlt: text("Description of the image", 200),
  /** "preview": the page with these values, nothing saved (the Preview button). */
  intent: text("Intent", 10),
}).superRefine((value, context) => {
  // An image is described for people who cannot see it (only hero and image blocks have one).
  if ((value.image || value.imageUrl !== "") && value.imageAlt === "") context.addIssue({ code: "custom", path: ["imageAlt"], message: PAGE_MESSAGES.altRequired });
});

export type BlockFormFields = z.input<typeof blockSchema>;

