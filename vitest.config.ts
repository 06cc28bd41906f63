import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

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
      {
        test: {
          name: "platform",
          include: ["tests/platform/**/*.test.ts"],
          environment: "node",
          // argon2id at a test cost; tests/security/passwords.test.ts proves the production one.
          setupFiles: ["tests/support/cheap-password-hashing.ts"],
          globalSetup: ["tests/support/pglite-image.ts"],
          // One PGlite per worker (about 2.5 s each); tests reset state instead of rebooting.
          // Ceilings that say when a hang is reported, not speed limits: a test that reboots PGlite
          // took 5 s alone and 31 s with three suites on the 2 cores (it failed at 30 s).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // One test per finding of issue 10, on the site's code and on the embedded platform.
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/cheap-password-hashing.ts"],
          globalSetup: ["tests/support/pglite-image.ts"],
          env: { DATA_DIR: "memory" },
          // Hang ceilings as in "platform": a test that restarts PGlite three times
          // (credential-scopes.test.ts) took 34 s with other suites on the 2 cores (it failed at 30 s).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
