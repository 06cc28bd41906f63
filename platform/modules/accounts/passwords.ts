/**
 * Password hashing: argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane) via @node-rs/argon2,
 * which runs off the event loop. The stored form is the standard PHC string, carrying its own
 * parameters. Hashes of the older scrypt form (`scrypt$N$r$p$<salt b64>$<key b64>`, N=2^15) still
 * verify, and `needsRehash` says to replace them at the next sign-in.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { scrypt, timingSafeEqual } from "node:crypto";
import { PASSWORD_MAX_LENGTH } from "#contract/password";

// Algorithm.Argon2id: a const enum, which this project's module syntax cannot import as a value.
const ARGON2ID = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/**
 * Longer than any password the contract accepts, with room for what a client may add: a longer
 * one is refused before any hashing, so a megabyte "password" costs nothing.
 */
const MAX_HASHED_LENGTH = PASSWORD_MAX_LENGTH * 4;

export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_HASHED_LENGTH) throw new Error("Password too long to hash");
  return hash(password.normalize("NFKC"), ARGON2ID);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > MAX_HASHED_LENGTH) return false;
  if (stored.startsWith("$argon2")) return verify(stored, password.normalize("NFKC")).catch(() => false);
  return verifyScrypt(password, stored);
}

/** Whether a stored hash is of an older kind or weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return Promise.resolve(false);
  const expected = Buffer.from(key, "base64");
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * Number(n) * Number(r) + 16 * 1024 * 1024 };
  return new Promise((resolve) => {
    scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, options, (error, actual) =>
      resolve(!error && actual.length === expected.length && timingSafeEqual(actual, expected)),
    );
  });
}

/** Compared against when no account matches, so an unknown email costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-0");
  await verifyPassword(password, await dummyHash);
}
