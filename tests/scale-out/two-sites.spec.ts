/**
 * Scale-out (docs/performance.md, item 3): two site processes (server.js on the production build) share one
 * standalone platform (platform/server.ts, what `npm run platform` starts) on PostgreSQL, the
 * topology of docs/deploy.md. A browser signs up on site A, verifies and pays on
 * site B, and signs out on A; B then knows nothing of the session, not even from a copy of the old
 * cookie. Each site holds no state of its own: the signed cookies (same SESSION_SECRET) and the
 * platform are all there is.
 *
 * Both sites listen on 127.0.0.1 on their own ports. A browser keeps cookies per host, not per
 * port, so both receive the same cookies, as two processes behind one load balancer do. The
 * platform is reached through a port this process holds and forwards (platformAddress), so the
 * sites can be told its address before it starts.
 */
import { readlinkSync, realpathSync } from "node:fs";
import type { Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { expect, test, waitForHydration } from "../support/fixtures";
import { startSite, type SiteServer } from "../support/site-server";
import { platformAddress, startPlatform, type PlatformAddress, type StandalonePlatform } from "../support/standalone-platform";
import { createDatabase, type ThrowawayDatabase } from "../support/throwaway-database";

const adminUrl = process.env.TEST_DATABASE_URL;

/** What every site process of one deployment must share (docs/deploy.md). */
const SESSION_SECRET = "scale-out-session-secret-0123456789abcdef";

test.describe.configure({ mode: "default" });
const SKIPPED = "TEST_DATABASE_URL is unset: the scale-out test needs a PostgreSQL server (.ci/run starts one); skipped";
// Said in the output too: the list reporter does not print a skip's reason.
if (!adminUrl) console.warn(`[scale-out] ${SKIPPED}`);
test.skip(!adminUrl, SKIPPED);

let database: ThrowawayDatabase | undefined;
let address: PlatformAddress | undefined;
let platform: StandalonePlatform | undefined;
let sites: SiteServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(360_000); // a hang ceiling: three processes and a migration on a starved machine
  database = await createDatabase(adminUrl!, "scale");
  // The platform's address first: each site is told where it is, the platform where the sites are.
  address = await platformAddress();
  const siteEnv = { PLATFORM_API_URL: address.url, SESSION_SECRET, DATA_DIR: "memory" };
  sites = await Promise.all([startSite({ env: siteEnv }), startSite({ env: siteEnv })]);
  platform = await startPlatform(address, {
    DATABASE_URL: database.url,
    PLATFORM_RETURN_ORIGINS: sites.map((site) => site.url).join(","),
    PLATFORM_JWT_SECRET: "scale-out-jwt-secret-0123456789abcdef",
  });
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await platform?.stop();
  await address?.close();
  await database?.drop();
});

test("sign up on site A, verify and pay on site B, sign out on A: B holds no session either", async ({ page }, info) => {
  test.setTimeout(360_000); // a hang ceiling: the whole journey on a starved machine
  const [a, b] = sites as [SiteServer, SiteServer];
  const hydrated = (p: Page) => waitForHydration(p, info.project.name);
  const email = uniqueEmail(`scale-${info.project.name}`);

  // The sites run on the Node under test (the one running this file), which CI varies.
  for (const site of sites) expect(realpathSync(readlinkSync(`/proc/${site.pid}/exe`))).toBe(realpathSync(process.execPath));
  console.log(`[scale-out] two sites and the platform on Node ${process.version}`);

  // Site A: create the account.
  await page.goto(`${a.url}/create-account`);
  await hydrated(page);
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Birthday").fill("04/02/1990");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await page.getByLabel("Postal Code").fill("23220");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Retype Password").fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(`${a.url}/verify-account`);

  // Site B: the emailed code (the platform's outbox, through B), then verify: B knows the email
  // waiting for its code from the cookie A signed.
  const code = await codeFrom(page, b.url, email);
  await page.goto(`${b.url}/verify-account`);
  await hydrated(page);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${b.url}/membership-levels`);

  // Site B: pay for Alliance on the platform's demo checkout, which returns to B.
  await hydrated(page);
  await page.getByRole("radio", { name: /Alliance/ }).check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${address!.url}/checkout/[0-9a-f-]{36}$`));
  await page.getByRole("button", { name: "Pay $150 (demo)" }).click();
  await expect(page).toHaveURL(new RegExp(`^${b.url}/completion\\?checkout=`));
  await expect(page.getByText("You now have a Alliance level membership")).toBeVisible();

  // Site A: the same person, the membership bought on B.
  await page.goto(`${a.url}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(page.locator("#memberships").getByRole("listitem", { name: "Alliance membership" })).toContainText("Active");
  const signedIn = await page.context().cookies();

  // Site A: sign out.
  await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${a.url}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" }).first()).toBeAttached();

  // Site B: signed out as well, and a copy of the old cookie does not bring the session back: the
  // platform ended it, and B kept nothing of its own.
  await page.goto(`${b.url}/dashboard`);
  await expect(page).toHaveURL(`${b.url}/sign-in?redirectTo=%2Fdashboard`);
  await page.context().addCookies(signedIn);
  await page.goto(`${b.url}/dashboard`);
  await expect(page).toHaveURL(`${b.url}/sign-in?redirectTo=%2Fdashboard`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" }).first()).toBeAttached();

  // Each site served its part of the journey (their request logs).
  expect(a.logs()).toMatch(/POST \/create-account\S* \d{3} /);
  expect(b.logs()).toMatch(/POST \/verify-account\S* \d{3} /);
  expect(b.logs()).not.toMatch(/POST \/create-account/);
  expect(a.logs()).not.toMatch(/POST \/verify-account/);
});

/** The newest code mailed to `email`, read from a site's /dev/outbox in this browser (its sign-up's own code). */
async function codeFrom(page: Page, siteUrl: string, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${siteUrl}/dev/outbox`);
    const code = (await outbox.getByRole("article").filter({ hasText: email }).first().getByTestId("code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^\d{6}$/);
    return code;
  } finally {
    await outbox.close();
  }
}
