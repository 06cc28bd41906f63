/**
 * Images of a brand's pages (POST /account/business/pages/{name}/images): PNG, JPEG, WebP or GIF by
 * their bytes, at most 5 MB, stored re-encoded as WebP (metadata dropped) as experience covers are.
 * The answer is the URL a hero, image or gallery block then holds; served publicly, like covers.
 */
import { eq } from "drizzle-orm";
import { MAX_PAGE_IMAGE_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { atField, notFound } from "../../errors";
import { reencodedImage } from "../../http/uploaded-image";
import { brandPageImages } from "./schema";

export const PAGE_IMAGE_MESSAGES = {
  missing: atField("image", "required: a multipart image file"),
  size: `The image is larger than ${MAX_PAGE_IMAGE_BYTES / 1024 / 1024} MB.`,
  type: atField("image", "must be a PNG, JPEG, WebP or GIF image"),
  unreadable: atField("image", "the image could not be read"),
  noImage: "No such image.",
} as const;

/** The longest side a stored page image has: a hero spans the page. */
export const PAGE_IMAGE_MAX_SIDE = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a stored page image is served. */
export const pageImageUrl = (publicUrl: string, id: string) => `${publicUrl}/files/brand-pages/${id}`;

export async function savePageImage(db: Database, businessId: string, upload: Buffer, publicUrl: string): Promise<{ id: string; url: string }> {
  const data = await reencodedImage(upload, { maxBytes: MAX_PAGE_IMAGE_BYTES, maxSide: PAGE_IMAGE_MAX_SIDE, messages: PAGE_IMAGE_MESSAGES });
  const [row] = await db.insert(brandPageImages).values({ businessId, contentType: "image/webp", data }).returning({ id: brandPageImages.id });
  return { id: row!.id, url: pageImageUrl(publicUrl, row!.id) };
}

export async function pageImage(db: Database, id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!UUID.test(id)) throw notFound(PAGE_IMAGE_MESSAGES.noImage);
  const [row] = await db.select({ contentType: brandPageImages.contentType, data: brandPageImages.data }).from(brandPageImages).where(eq(brandPageImages.id, id));
  if (!row) throw notFound(PAGE_IMAGE_MESSAGES.noImage);
  return row;
}
