/**
 * API credentials: the X-Api-Username / X-Api-Key pair every call but GET /version carries.
 * Keys are stored as sha256 hex (see the apiCredentials table for why that suffices) and checked
 * in constant time. Nothing is cached: a key rotated in the database takes effect on the next call.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { apiCredentials } from "../db/schema";

export type CredentialInput = { username: string; key: string; label?: string };

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/**
 * Makes each given pair valid, replacing the stored key of an existing username, so the site's
 * configured credential always works after a restart even when its key was changed.
 */
export async function upsertCredentials(db: Database, credentials: readonly CredentialInput[]): Promise<void> {
  for (const { username, key, label } of credentials) {
    if (!username || !key) throw new Error("An API credential needs both a username and a key");
    await db
      .insert(apiCredentials)
      .values({ username, keyHash: hashApiKey(key), label: label ?? null })
      .onConflictDoUpdate({
        target: apiCredentials.username,
        set: { keyHash: hashApiKey(key), ...(label === undefined ? {} : { label }) },
      });
  }
}

// Compared against when the username is unknown, so that case costs the same as a wrong key.
const NO_SUCH_KEY = Buffer.alloc(32);

function sameHash(storedHex: string, givenHex: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  const given = Buffer.from(givenHex, "hex");
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The credential a username/key pair belongs to, or null when the pair is not valid. */
export async function verifyCredential(
  db: Database,
  username: string,
  key: string,
): Promise<{ id: string; username: string } | null> {
  const [row] = await db
    .select({ id: apiCredentials.id, username: apiCredentials.username, keyHash: apiCredentials.keyHash })
    .from(apiCredentials)
    .where(eq(apiCredentials.username, username))
    .limit(1);
  const given = hashApiKey(key);
  if (!row) {
    timingSafeEqual(NO_SUCH_KEY, Buffer.from(given, "hex"));
    return null;
  }
  return sameHash(row.keyHash, given) ? { id: row.id, username: row.username } : null;
}

/** The API credential a seed gives the demo businesses to: the first configured one, when it exists. */
export async function credentialIdOf(db: Database, username: string): Promise<string | null> {
  const [row] = await db.select({ id: apiCredentials.id }).from(apiCredentials).where(eq(apiCredentials.username, username));
  return row?.id ?? null;
}
