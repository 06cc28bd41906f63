/**
 * API credentials: the X-Api-Username / X-Api-Key pair every call but GET /version carries.
 * Keys are stored as sha256 hex (see the apiCredentials table for why that suffices) and checked
 * in constant time. A verified credential's row is remembered per process for CREDENTIAL_CACHE_MS
 * (the site makes several calls per page, each with the same pair): every change made through
 * this module forgets them all at once, so a revocation or a rotation here takes effect on the
 * next call; one made by another process (the credential command on a shared PostgreSQL) within
 * CREDENTIAL_CACHE_MS (docs/security.md "Credential and session checks").
 * Each has a scope (infra/schema.ts): what the configured, operator and sandbox ones may do.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "../db/connect";
import { apiCredentials, sandboxCredentials, type CredentialScope } from "./schema";

export type CredentialInput = { username: string; key: string; label?: string };

/** A credential a request was made with, once its key checked out. */
export type VerifiedCredential = { id: string; username: string; scope: CredentialScope | null };

/** How long a credential's row read from the database is believed without reading it again. */
export const CREDENTIAL_CACHE_MS = 5_000;
/** Bounds the memory a stream of distinct valid credentials (sandbox tenants) can take. */
const CREDENTIAL_CACHE_MAX = 1_000;

type StoredCredential = VerifiedCredential & { keyHash: string; readAt: number };
/** Per database (tests run several platforms in one process): username -> its row, when read. */
const remembered = new WeakMap<Database, Map<string, StoredCredential>>();
/** Forgets every remembered credential, of every database: a write may change any of them. */
let generation = 0;
function forgetCredentials(): void {
  generation += 1;
}
const generations = new WeakMap<Database, number>();

function cacheOf(db: Database): Map<string, StoredCredential> {
  let cache = remembered.get(db);
  if (!cache || generations.get(db) !== generation) {
    cache = new Map();
    remembered.set(db, cache);
    generations.set(db, generation);
  }
  return cache;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/**
 * Makes each given pair a valid credential marked as configured — "site" scope, or "operator" for
 * `operators` — replacing the stored key of an existing username, so the site's credential always
 * works after a restart even when its key was changed; then revokes (deletes) every configured
 * credential no longer given, so changing PLATFORM_API_USERNAME ends the old pair. Operator
 * credentials made by the command, and sandbox ones, are left alone. Credentials from before
 * scopes that are not sandboxes were all configured ones: treated alike.
 */
export async function upsertCredentials(
  db: Database,
  credentials: readonly CredentialInput[],
  operators: readonly CredentialInput[] = [],
): Promise<void> {
  const configured = [
    ...credentials.map((credential) => ({ ...credential, scope: "site" as const })),
    ...operators.map((credential) => ({ ...credential, scope: "operator" as const })),
  ];
  for (const { username, key } of configured) {
    if (!username || !key) throw new Error("An API credential needs both a username and a key");
  }
  await db.transaction(async (tx) => {
    // Sandboxes made before scopes existed keep working, as sandboxes.
    await tx
      .update(apiCredentials)
      .set({ scope: "sandbox" })
      .where(and(isNull(apiCredentials.scope), inArray(apiCredentials.id, tx.select({ id: sandboxCredentials.credentialId }).from(sandboxCredentials))));
    for (const { username, key, label, scope } of configured) {
      const keyHash = hashApiKey(key);
      await tx
        .insert(apiCredentials)
        .values({ username, keyHash, label: label ?? null, scope, configured: true })
        .onConflictDoUpdate({
          target: apiCredentials.username,
          set: { keyHash, scope, configured: true, ...(label === undefined ? {} : { label }) },
        });
    }
    const formerlyConfigured = or(eq(apiCredentials.configured, true), isNull(apiCredentials.scope));
    const names = configured.map((credential) => credential.username);
    await tx
      .delete(apiCredentials)
      .where(names.length > 0 ? and(formerlyConfigured, notInArray(apiCredentials.username, names)) : formerlyConfigured);
  });
  forgetCredentials();
}

/** Usernames the operator command makes: letters, digits, dot, dash and underscore. */
const OPERATOR_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A new "operator" credential (`npm run platform:credential -- --operator <name>`): the key is
 * returned once and only its hash kept. Refuses a username that exists, rather than replace it.
 */
export async function createOperatorCredential(db: Database, username: string): Promise<{ username: string; key: string }> {
  if (!OPERATOR_NAME.test(username)) throw new Error("An operator's name is 1-64 letters, digits, dots, dashes or underscores");
  const key = randomBytes(32).toString("base64url");
  const inserted = await db
    .insert(apiCredentials)
    .values({ username, keyHash: hashApiKey(key), label: "operator", scope: "operator" })
    .onConflictDoNothing({ target: apiCredentials.username })
    .returning({ id: apiCredentials.id });
  if (inserted.length === 0) throw new Error(`An API credential named "${username}" exists already`);
  forgetCredentials();
  return { username, key };
}

/** Deletes a credential by username (`--revoke <name>`); true when there was one. */
export async function revokeCredential(db: Database, username: string): Promise<boolean> {
  const deleted = await db.delete(apiCredentials).where(eq(apiCredentials.username, username)).returning({ id: apiCredentials.id });
  forgetCredentials();
  return deleted.length > 0;
}

/** Deletes a credential by id (a sandbox tenant deleted for being idle). */
export async function deleteCredentialById(db: Database, id: string): Promise<void> {
  await db.delete(apiCredentials).where(eq(apiCredentials.id, id));
  forgetCredentials();
}

/** Makes sure a sandbox credential verified in the live database exists in the sandbox one (its rows point at it). */
export async function mirrorCredential(db: Database, credential: VerifiedCredential): Promise<void> {
  // Its key is never stored here: "-" is no sha256, so this row can never be logged in with.
  await db
    .insert(apiCredentials)
    .values({ id: credential.id, username: credential.username, keyHash: "-", scope: "sandbox" })
    .onConflictDoNothing();
}

// Compared against when the username is unknown, so that case costs the same as a wrong key.
const NO_SUCH_KEY = Buffer.alloc(32);

function sameHash(storedHex: string, givenHex: string): boolean {
  const stored = Buffer.from(storedHex, "hex");
  const given = Buffer.from(givenHex, "hex");
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * The credential a username/key pair belongs to, or null when the pair is not valid. The key is
 * hashed and compared every time; only the stored row is remembered (CREDENTIAL_CACHE_MS), and
 * only a found one: unknown usernames are read each time, so guesses cannot fill the memory.
 */
export async function verifyCredential(
  db: Database,
  username: string,
  key: string,
  now: number = Date.now(),
): Promise<VerifiedCredential | null> {
  const cache = cacheOf(db);
  let row: StoredCredential | undefined = cache.get(username);
  if (!row || now - row.readAt >= CREDENTIAL_CACHE_MS || now < row.readAt) {
    const readIn = generation;
    const [stored] = await db
      .select({ id: apiCredentials.id, username: apiCredentials.username, keyHash: apiCredentials.keyHash, scope: apiCredentials.scope })
      .from(apiCredentials)
      .where(eq(apiCredentials.username, username))
      .limit(1);
    row = stored && { ...stored, readAt: now };
    // Not kept when a write happened while it was read: it may be the row from before the write.
    if (row && readIn === generation) {
      if (cache.size >= CREDENTIAL_CACHE_MAX) cache.clear();
      cache.set(username, row);
    } else cache.delete(username);
  }
  const given = hashApiKey(key);
  if (!row) {
    timingSafeEqual(NO_SUCH_KEY, Buffer.from(given, "hex"));
    return null;
  }
  return sameHash(row.keyHash, given) ? { id: row.id, username: row.username, scope: row.scope } : null;
}

/** The API credential a seed gives the demo businesses to: the first configured one, when it exists. */
export async function credentialIdOf(db: Database, username: string): Promise<string | null> {
  const [row] = await db.select({ id: apiCredentials.id }).from(apiCredentials).where(eq(apiCredentials.username, username));
  return row?.id ?? null;
}
