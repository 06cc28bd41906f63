import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { PAGE_LIMITS } from "./pages-text";

/*
 * A block's fields (POST and PUT /account/business/pages/{name}/blocks…), as the form names them.
 * The site checks lengths only: which links and images are allowed (contract/safe-link.ts) is the
 * platform's rule, and its words come back at the field. Gallery images: one URL a line.
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
});

export type BlockFormFields = z.input<typeof blockSchema>;

