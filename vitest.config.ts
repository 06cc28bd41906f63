import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "platform",
          include: ["tests/platform/**/*.test.ts"],
          environment: "node",
          // One PGlite per worker (about 2.5 s each); tests reset state instead of rebooting.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
