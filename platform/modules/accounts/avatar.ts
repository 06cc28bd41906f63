/** Avatar images: PNG, JPEG, WebP or GIF by their bytes (never the name or declared type), at most 2 MB. */
import { and, eq, ne, sql } from "drizzle-orm";
import { imageTypeOf } from "#contract/file-kinds";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import type { Database } from "../../db/connect";
import { avatars, users } from "../../db/schema";
import { invalidRequest, notFound, tooLarge } from "../../errors";
import { ACCOUNT_MESSAGES } from "./messages";

const UUID = /^[0-9a-f-]{36}$/i;

/** Stores the image as the user's avatar (replacing the previous one); returns its id, new on every upload. */
export async function saveAvatar(db: Database, userId: string, data: Buffer): Promise<string> {
  if (data.byteLength > MAX_AVATAR_BYTES) throw tooLarge(ACCOUNT_MESSAGES.avatarSize);
  const contentType = imageTypeOf(data);
  if (!contentType) throw invalidRequest(ACCOUNT_MESSAGES.avatarType);
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
