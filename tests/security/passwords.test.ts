/**
 * Passwords are hashed with argon2id at OWASP's parameters (19 MiB, 2 passes,
 * 1 lane); a hash of the older scrypt N=2^15 still signs in, and is replaced at that sign-in.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { users } from "../../platform/schema";
import { hashPassword, verifyPassword } from "../../platform/modules/accounts/passwords";
import { PASSWORD, send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

// The production cost, not tests/support/cheap-password-hashing.ts's: this file proves it.
vi.unmock("@node-rs/argon2");
vi.unmock("../../platform/modules/accounts/passwords");

const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

/** A hash as the platform stored them before: scrypt N=2^15, r=8, p=1 of PASSWORD. */
async function legacyScryptHash(password: string): Promise<string> {
  const { randomBytes, scryptSync } = await import("node:crypto");
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

describe("password hashes", () => {
  it("are argon2id with OWASP's parameters", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(OWASP_ARGON2ID);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD + "x", hash)).toBe(false);
  });

  it("still accept a scrypt hash of before", async () => {
    const legacy = await legacyScryptHash(PASSWORD);
    expect(await verifyPassword(PASSWORD, legacy)).toBe(true);
    expect(await verifyPassword("Wrong-" + PASSWORD, legacy)).toBe(false);
  });
});

describe.each(databaseTargets)("sign-in on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("replaces an old scrypt hash with argon2id at the next sign-in", async () => {
    const email = "old-hash@example.com";
    await signedUp(platform(), email);
    const db = platform().db;
    // A new account's password is stored at the production cost (the other suites hash at a test cost).
    const [created] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(created!.hash).toMatch(OWASP_ARGON2ID);
    await db.update(users).set({ passwordHash: await legacyScryptHash(PASSWORD) }).where(eq(users.email, email));

    const signedIn = await send(platform(), "POST", "/login", { form: { username: email, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row!.hash).toMatch(OWASP_ARGON2ID);
    expect((await send(platform(), "POST", "/login", { form: { username: email, password: PASSWORD } })).status).toBe(200);
  });
});
