/*
 * The page builder's words and addresses (platform-core §7 Businesses and brand pages): a brand's pages under its home in the
 * dashboard, and the public page each one is at (/b/{username}/{name}).
 */

const brandPath = (brandId: string) => `/dashboard/brands/${encodeURIComponent(brandId)}`;

export const PAGE_PATHS = {
  list: (brandId: string) => `${brandPath(brandId)}/pages`,
  builder: (brandId: string, name: string) => `${brandPath(brandId)}/pages/${encodeURIComponent(name)}`,
  newBlock: (brandId: string, name: string, type?: string) =>
    `${brandPath(brandId)}/pages/${encodeURIComponent(name)}/blocks/new${type ? `?type=${encodeURIComponent(type)}` : ""}`,
  block: (brandId: string, name: string, blockId: string) => `${brandPath(brandId)}/pages/${encodeURIComponent(name)}/blocks/${encodeURIComponent(blockId)}`,
  public: (username: string, name: string) => `/b/${encodeURIComponent(username)}/${encodeURIComponent(name)}`,
} as const;

/** The block types (platform/README.md "Brand pages") and what the owner reads for each. */
export const BLOCK_LABELS = {
  hero: "Hero",
  text: "Text",
  image: "Image",
  cta: "Call to action",
  gallery: "Gallery",
  experiences: "Experiences of the brand",
} as const;

export type BlockKind = keyof typeof BLOCK_LABELS;

/** As long as the platform keeps them (POST /account/business/pages and .../blocks). */
export const PAGE_LIMITS = { name: 64, title: 200, blockTitle: 200, prefix: 100, content: 10000, actionText: 80, link: 2000, images: 24 } as const;

export const PAGE_MESSAGES = {
  nameRequired: "Please enter the page's name: letters, digits or hyphens.",
  titleRequired: "Please enter the page's title.",
  typeRequired: "Please choose what kind of block to add.",
  altRequired: "Please describe the image for people who cannot see it.",
  imageTooLarge: "This image is larger than 5 MB. Please choose a smaller one.",
  imageNotAnImage: "This file is not an image we can show. Please choose a PNG, JPEG, WebP or GIF.",
} as const;

export const PAGE_NOTICES = {
  created: (title: string) => `The page "${title}" is ready: add its blocks.`,
  retitled: "The page's title is saved.",
  added: (type: string) => `${type} block added at the end of the page.`,
  edited: "The block is saved.",
  removed: "The block is removed from the page.",
  moved: (position: number, count: number) => `Block moved: now ${position} of ${count}.`,
  reordered: "The new order is saved.",
} as const;

/** What a block is called in the list and in announcements: its type, and its title when it has one. */
export function blockName(block: { type: string; title: string | null }): string {
  const type = BLOCK_LABELS[block.type as BlockKind] ?? block.type;
  return block.title ? `${type}: ${block.title}` : type;
}
