import { defineConfig } from "@playwright/test";

/*
 * The sustained load test (tests/resilience/load.spec.ts) on its own: scripts/test.ts
 * runs it as the last step of `npm test`, so its traffic does not share the cores with the
 * browser tests. It starts its own server (tests/support/site-server.ts): no webServer here.
 *   npx playwright test -c playwright.load.config.ts
 */
export default defineConfig({
  testDir: "tests/resilience",
  testMatch: /load\.spec\.ts/,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: 0,
  // Not a speed limit (the test sets its own, for a hang): the work is counted in requests.
  timeout: 20 * 60_000,
  reporter: "list",
});
