import type { BlockKind } from "./pages-text";

/* Apart from pages-text.ts: only the block form and the server need it, not the builder's page. */

/** The fields each type uses (the public page shows these; the others stay empty). */
export const BLOCK_FIELDS: Record<BlockKind, readonly BlockFieldName[]> = {
  hero: ["prefix", "title", "content", "contentType", "imageUrl", "imageAlt", "actionText", "actionLink"],
  text: ["prefix", "title", "content", "contentType"],
  image: ["title", "imageUrl", "imageAlt", "content", "contentType"],
  cta: ["title", "content", "contentType", "actionText", "actionLink"],
  gallery: ["title", "images"],
  experiences: ["prefix", "title", "content", "contentType"],
};

export type BlockFieldName = "prefix" | "title" | "content" | "contentType" | "imageUrl" | "imageAlt" | "actionText" | "actionLink" | "images";

