/**
 * Brand logos (PUT /account/business/{id}/logo): PNG, JPEG, WebP or GIF by their bytes, at most
 * 2 MB, re-encoded as PNG at most 512 pixels a side (a logo keeps its transparency). Re-encoding
 * keeps only the pixels: EXIF (a phone's GPS position), XMP, ICC, comments and whatever a crafted
 * file hid after the image are dropped, as avatars and covers do. The brand's `logo` becomes the
 * new image's URL; the one before is deleted.
 */
import { and, eq, ne } from "drizzle-orm";
import { imageTypeOf } from "#contract/file-kinds";
import { MAX_LOGO_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { atField, invalidRequest, notFound, tooLarge } from "../../errors";
import { brandLogos, businesses, type Business } from "./schema";
import { loadSharp } from "../../infra/sharp";

export const LOGO_MESSAGES = {
  missing: atField("image", "required: a multipart image file"),
  size: `The image is larger than ${MAX_LOGO_BYTES / 1024 / 1024} MB.`,
  type: atField("image", "must be a PNG, JPEG, WebP or GIF image"),
  unreadable: atField("image", "the image could not be read"),
  noImage: "No such image.",
} as const;

/** The longest side a stored logo has. */
export const LOGO_MAX_SIDE = 512;
const MAX_INPUT_PIXELS = 25_000_000;
const UUID = /^[0-9a-f-]{36}$/i;

/** Where a stored logo is served (public, like avatars and covers). */
export const logoUrl = (publicUrl: string, imageId: string) => `${publicUrl}/files/brands/${imageId}`;

async function reencode(upload: Buffer): Promise<Buffer> {
  try {
    return await (await loadSharp())(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalidRequest(LOGO_MESSAGES.unreadable);
  }
}

/** Stores the upload as the brand's logo; the brand, its `logo` the new URL. */
export async function saveLogo(db: Database, businessId: string, upload: Buffer, publicUrl: string): Promise<Business> {
  if (upload.byteLength > MAX_LOGO_BYTES) throw tooLarge(LOGO_MESSAGES.size);
  if (!imageTypeOf(upload)) throw invalidRequest(LOGO_MESSAGES.type);
  const data = await reencode(upload);
  return db.transaction(async (tx) => {
    const [image] = await tx.insert(brandLogos).values({ businessId, contentType: "image/png", data }).returning({ id: brandLogos.id });
    const [row] = await tx.update(businesses).set({ logo: logoUrl(publicUrl, image!.id) }).where(eq(businesses.id, businessId)).returning();
    await tx.delete(brandLogos).where(and(eq(brandLogos.businessId, businessId), ne(brandLogos.id, image!.id)));
    return row!;
  });
}

export async function logoImage(db: Database, id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!UUID.test(id)) throw notFound(LOGO_MESSAGES.noImage);
  const [row] = await db.select({ contentType: brandLogos.contentType, data: brandLogos.data }).from(brandLogos).where(eq(brandLogos.id, id));
  if (!row) throw notFound(LOGO_MESSAGES.noImage);
  return row;
}
