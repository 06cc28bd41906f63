import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * The platform and security files share one process per worker, one after the other (isolate:
 * false): a fresh process per file re-imported the platform every time (85 of 319 s summed over the
 * workers, with PostgreSQL; 31 s shared). A file that swaps modules or the environment for its own
 * tests (vi.mock, vi.doMock, vi.unmock, vi.resetModules, vi.stubEnv, vi.stubGlobal) would leave that
 * to the next file in its process: such a file, found by reading it, runs in a process of its own.
 */
const SWAPS_MODULES_OR_ENV = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal)\(/;
function testFiles(dir: string, ownProcess: boolean): string[] {
  return readdirSync(dir, { recursive: true })
    .map((entry) => `${dir}/${String(entry).replaceAll("\\", "/")}`)
    .filter((file) => file.endsWith(".test.ts") && SWAPS_MODULES_OR_ENV.test(readFileSync(file, "utf8")) === ownProcess);
}

/** What the platform and security projects share: a real database per file, at a test cost for argon2id. */
const onPlatform = (name: string, dir: string, ownProcess: boolean) => ({
  resolve: { alias },
  test: {
    name,
    include: testFiles(dir, ownProcess),
    isolate: ownProcess,
    environment: "node" as const,
    // argon2id at a test cost; tests/security/passwords.test.ts proves the production one.
    setupFiles: ["tests/support/cheap-password-hashing.ts"],
    globalSetup: ["tests/support/pglite-image.ts", "tests/support/postgres-template.ts"],
    env: { DATA_DIR: "memory" },
    // Ceilings that say when a hang is reported, not speed limits: a test that reboots PGlite took
    // 5 s alone and 31 s with three suites on the 2 cores (it failed at 30 s); one that restarts
    // PGlite three times (credential-scopes.test.ts) took 34 s.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one idle): files are independent, each with its own
    // PGlite and its own PostgreSQL database (tests/support/platform.ts).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          env: { DATA_DIR: "memory" },
        },
      },
      onPlatform("platform", "tests/platform", false),
      // One test per finding of the security review (docs/security.md), on the site's code and on the embedded platform
      // (`--project "security*"` runs both halves).
      onPlatform("security", "tests/security", false),
      onPlatform("security (own process)", "tests/security", true),
    ],
  },
});
