/**
 * vitest setup of the platform and security projects: argon2id at a test cost (1 MiB, 1 pass)
 * instead of OWASP's 19 MiB and 2 passes, so the hundreds of sign-ups and sign-ins of these
 * suites (brute-force.test.ts alone makes about 250 hash checks per database) do not each spend
 * tens of milliseconds filling memory. Everything else about hashing is the platform's own code:
 * the hash is still argon2id in a PHC string that carries its parameters, verified by the
 * library, and a hash at the test cost counts as current (so a sign-in does not rehash it).
 * tests/security/passwords.test.ts unmocks both and proves the production parameters.
 */
import { vi } from "vitest";

export const TEST_COST = { memoryCost: 1024, timeCost: 1 } as const;
const TEST_PREFIX = `$argon2id$v=19$m=${TEST_COST.memoryCost},t=${TEST_COST.timeCost},p=1$`;

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, hash: (password: string, options: import("@node-rs/argon2").Options) => argon2.hash(password, { ...options, ...TEST_COST }) };
});

vi.mock("../../platform/modules/accounts/passwords", async (importOriginal) => {
  const passwords = await importOriginal<typeof import("../../platform/modules/accounts/passwords")>();
  return { ...passwords, needsRehash: (stored: string) => !stored.startsWith(TEST_PREFIX) && passwords.needsRehash(stored) };
});
