import type { BlockKind } from "./pages-text";

/* Apart from pages-text.ts: only the block form and the server need it, not the builder's page. */

/** The fields each type uses (the public page shows these; the others stay empty). */
export const BLOCK_FIELDS: Record<BlockKind, readonly BlockFieldName[]> = {
  hero: ["prefix", "title", "content", "contentType", "imageUrl", "imageAlt", "actionText", "actionLink"],
  text: ["prefix", "title", "content", "contentType"],
  image: ["title", "imageUrl", "imageAlt", "content", "contentType"],
  cta: ["title", "content", "contentType", "actionText", "actionLink"],
  // A gallery's pictures are its lines; an uploaded one (imageUrl, imageAlt) is added to them.
  gallery: ["title", "images", "imageUrl", "imageAlt"],
  experiences: ["prefix", "title", "content", "contentType"],
};

export type BlockFieldName = "prefix" | "title" | "content" | "contentType" | "imageUrl" | "imageAlt" | "actionText" | "actionLink" | "images";


export type GalleryImage = { url: string; alt?: string };

/** A gallery's lines as the form holds them: "address" or "address | what it shows" (its alt text). */
export const galleryImages = (lines: string): GalleryImage[] =>
  lines
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const [url = "", ...alt] = line.split("|");
      const described = alt.join("|").trim();
      return described ? { url: url.trim(), alt: described } : { url: url.trim() };
    });
