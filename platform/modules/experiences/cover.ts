/**
 * Experience cover images (PUT /experiences/id/{id}/images/cover): PNG, JPEG, WebP or GIF by their
 * bytes, at most 5 MB, re-encoded as WebP at most 1600 pixels a side. Re-encoding keeps only the
 * pixels (EXIF with a phone's GPS position, XMP, ICC, comments and whatever a crafted file hid
 * after the image are dropped), as avatars do. The cover becomes the first image; an earlier
 * uploaded cover is deleted, other images stay as extras.
 */
import { and, eq, sql } from "drizzle-orm";
import { MAX_COVER_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { experienceImages, experiences } from "./schema";
import { atField, notFound } from "../../errors";
import { reencodedImage } from "../../http/uploaded-image";

export const COVER_MESSAGES = {
  missing: atField("image", "required: a multipart image file"),
  size: `The image is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB.`,
  type: atField("image", "must be a PNG, JPEG, WebP or GIF image"),
  unreadable: atField("image", "the image could not be read"),
  noImage: "No such image.",
} as const;

/** The longest side a stored cover has. */
export const COVER_MAX_SIDE = 1600;
const UUID = /^[0-9a-f-]{36}$/i;

/** Where a stored cover is served (public, like avatars). */
export const coverUrl = (publicUrl: string, imageId: string) => `${publicUrl}/files/experiences/${imageId}`;

/** Stores the upload as the experience's cover and puts its URL first in `images`; returns the URL. */
export async function saveCover(db: Database, experienceId: string, upload: Buffer, publicUrl: string): Promise<string> {
  const data = await reencodedImage(upload, { maxBytes: MAX_COVER_BYTES, maxSide: COVER_MAX_SIDE, messages: COVER_MESSAGES });
  return db.transaction(async (tx) => {
    // The row lock orders two uploads to one experience: the later one's cover wins.
    const [row] = await tx.select({ images: experiences.images }).from(experiences).where(eq(experiences.id, experienceId)).for("update");
    const old = await tx.select({ id: experienceImages.id }).from(experienceImages).where(eq(experienceImages.experienceId, experienceId));
    const [image] = await tx.insert(experienceImages).values({ experienceId, contentType: "image/webp", data }).returning({ id: experienceImages.id });
    const oldUrls = new Set(old.map((o) => coverUrl(publicUrl, o.id)));
    const url = coverUrl(publicUrl, image!.id);
    const images = [url, ...(row?.images ?? []).filter((existing) => !oldUrls.has(existing))].slice(0, 10);
    await tx.update(experiences).set({ images, timeUpdated: sql`now()` }).where(eq(experiences.id, experienceId));
    for (const { id } of old) await tx.delete(experienceImages).where(and(eq(experienceImages.id, id), eq(experienceImages.experienceId, experienceId)));
    return url;
  });
}

export async function coverImage(db: Database, id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!UUID.test(id)) throw notFound(COVER_MESSAGES.noImage);
  const [row] = await db.select({ contentType: experienceImages.contentType, data: experienceImages.data }).from(experienceImages).where(eq(experienceImages.id, id));
  if (!row) throw notFound(COVER_MESSAGES.noImage);
  return row;
}
