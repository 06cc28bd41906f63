import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { OPERATOR_ENV } from "./tests/support/embedded-api";
import { migratedPgliteImage } from "./tests/support/pglite-image";

// The migrated PGlite image the webServer's in-memory platform starts from (tests/support/pglite-image.ts),
// made once by the runner: its workers inherit the variable and skip this.
process.env.PGLITE_IMAGE ??= await migratedPgliteImage();

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Debian's Chromium when present (this project's machines cannot download Playwright's own), and
// of it the headless shell, the lighter build Playwright itself runs headless tests in. shell.spec.ts
// (js), idle machine, one run after the other: 64 s in /usr/bin/chromium-headless-shell, 127 s in
// /usr/bin/chromium.
const executablePath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

const launchOptions = {
  executablePath,
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI too: a test that needs one is a bug to fix (no test may depend on the machine's speed).
  retries: 0,
  workers: 2,
  // Hang ceilings, not speed limits: they only decide when a test that will never pass is reported,
  // so a starved machine (load 20+ on 2 cores seen here) passes, and a passing test is no slower.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // No trace recorded: recording one costs every test, failed or not, a DOM snapshot around
    // each action (dashboard, brand-journey and marketplace specs, both projects, idle machine:
    // 163, 181 and 191 s recording "retain-on-failure", 134 and 142 s without; the page renderer's
    // CPU 135 s against 90-98). A failure still leaves its page's accessibility snapshot
    // (error-context.md) and a screenshot; to debug one, run it again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions } },
    // Resilience: each spec starts its own servers (tests/support/site-server.ts), not the
    // webServer below. The sustained load test has its own config, run last by scripts/test.ts.
    ...[true, false].map((javaScriptEnabled) => ({
      name: javaScriptEnabled ? "resilience-js" : "resilience-no-js",
      testDir: "tests/resilience",
      testMatch: /platform-outage\.spec\.ts/,
      timeout: 360_000,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled, launchOptions },
    })),
    // With them, the site's bad-input findings and property test (tests/security/bad-input-site.spec.ts).
    { name: "resilience", testDir: "tests", testMatch: /(resilience\/(bad-input|durability|crash)|security\/bad-input-site)\.spec\.ts$/, timeout: 480_000 },
    // Production mode: the build started with PLATFORM_ENV=production on its own server, over HTTP only.
    { name: "production", testDir: "tests/security", testMatch: /production\.spec\.ts/, timeout: 240_000 },
    // Scale-out: two site processes sharing one standalone platform on PostgreSQL (TEST_DATABASE_URL).
    ...[true, false].map((javaScriptEnabled) => ({
      name: javaScriptEnabled ? "scale-out-js" : "scale-out-no-js",
      testDir: "tests/scale-out",
      timeout: 360_000,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled, launchOptions },
    })),
  ],
  // The production build, served the way operators serve it, with a fresh in-memory platform.
  webServer: {
    command: `node server.js ./${process.env.BUILD_DIR ?? "build"}/server/index.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "memory",
      PGLITE_IMAGE: process.env.PGLITE_IMAGE,
      SESSION_SECRET: "e2e-session-secret-for-tests-only-0123456789",
      PLATFORM_ENV: "demo",
      PRODUCT_NAME: "Foundry",
      // Tests read the header's unread count: on a starved machine it must not be left out for
      // being slow (the give-up itself is proven on a fake clock in tests/unit/unread-count.test.ts).
      UNREAD_COUNT_TIMEOUT_MS: "60000",
      ...OPERATOR_ENV,
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
