/**
 * Avatar images: PNG, JPEG, WebP or GIF by their bytes (never the name or declared type), at most
 * 2 MB, re-encoded before they are stored. Re-encoding keeps only the pixels: EXIF (a phone's GPS
 * position, the camera), XMP, ICC and comments are dropped, and whatever else a crafted file hid
 * after the image goes with them. JPEGs are turned upright first, since the orientation tag goes.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { imageTypeOf } from "#contract/file-kinds";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { avatars, users } from "./schema";
import { invalidRequest, notFound, tooLarge } from "../../errors";
import { ACCOUNT_MESSAGES } from "./messages";
import { loadSharp } from "../../infra/sharp";

const UUID = /^[0-9a-f-]{36}$/i;

/** Decoding a small file can still need a lot of memory: no avatar needs more than 25 megapixels. */
const MAX_AVATAR_PIXELS = 25_000_000;

/** The same image, in the same format, without any metadata; a 400 when it does not decode. */
async function withoutMetadata(data: Buffer, contentType: string): Promise<Buffer> {
  const animated = contentType === "image/gif" || contentType === "image/webp";
  try {
    const image = (await loadSharp())(data, { animated, limitInputPixels: MAX_AVATAR_PIXELS });
    // sharp writes no metadata unless asked to (withMetadata / keepExif): only the pixels go out.
    switch (contentType) {
      case "image/jpeg":
        return await image.autoOrient().jpeg({ quality: 90 }).toBuffer();
      case "image/png":
        return await image.png().toBuffer();
      case "image/webp":
        return await image.webp({ quality: 90 }).toBuffer();
      default:
        return await image.gif().toBuffer();
    }
  } catch {
    throw invalidRequest(ACCOUNT_MESSAGES.avatarUnreadable);
  }
}

/** Stores the image as the user's avatar (replacing the previous one); returns its id, new on every upload. */
export async function saveAvatar(db: Database, userId: string, upload: Buffer): Promise<string> {
  if (upload.byteLength > MAX_AVATAR_BYTES) throw tooLarge(ACCOUNT_MESSAGES.avatarSize);
  const contentType = imageTypeOf(upload);
  if (!contentType) throw invalidRequest(ACCOUNT_MESSAGES.avatarType);
  const data = await withoutMetadata(upload, contentType);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(avatars).values({ userId, contentType, data }).returning({ id: avatars.id });
    await tx.update(users).set({ avatarId: row!.id, timeUpdated: sql`now()` }).where(eq(users.id, userId));
    await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, row!.id)));
    return row!.id;
  });
}

export async function avatarImage(db: Database, id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!UUID.test(id)) throw notFound(ACCOUNT_MESSAGES.noImage);
  const [row] = await db.select({ contentType: avatars.contentType, data: avatars.data }).from(avatars).where(eq(avatars.id, id));
  if (!row) throw notFound(ACCOUNT_MESSAGES.noImage);
  return row;
}
