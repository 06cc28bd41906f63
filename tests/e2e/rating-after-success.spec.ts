/*
 * After a saved rating, what a refused one said before must go: "Choose a rating for the
 * experience or the host." stayed red beside "Thank you for rating." (issue: rough edges). A
 * rating opens at the slot's start, so this test runs its own server whose clock it moves past
 * the booked slot's start (tests/support/preload/time-shift.mjs), JavaScript on and off.
 */
import { chooseSlot } from "./support/booking";
import { resolve } from "node:path";
import { mailedCode, honeypotOf, postForm, accountFields } from "../support/accounts";
import { startSite, type SiteServer } from "../support/site-server";
import { expect, javaScriptOn, test, waitForHydration } from "../support/fixtures";

test.describe.configure({ timeout: 180_000 });

const WALK = "Savannah Squares History Walk"; // daily 10:00 and 14:00, America/New_York
const THREE_DAYS = 3 * 86_400_000;
let site: SiteServer;

test.beforeAll(async () => {
  site = await startSite({ env: { NODE_OPTIONS: `--import=${resolve("tests/support/preload/time-shift.mjs")}`, TIME_SHIFT_MS: String(THREE_DAYS) } });
});
test.afterAll(async () => {
  await site?.stop();
});

function tomorrow(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test("a saved rating clears the refusal before it", async ({ browser }, info) => {
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: javaScriptOn(info.project.name) });
  const page = await context.newPage();
  const email = `rater-${info.project.name}-${Date.now().toString(36)}@example.com`;
  const created = await postForm(context.request, site.url, "/create-account", { ...(await honeypotOf(context.request, "/create-account")), ...accountFields(email) });
  expect(created.status()).toBe(302);
  const code = await mailedCode(context.request, email, "Verify your email");
  const verified = await postForm(context.request, site.url, "/verify-account", { ...(await honeypotOf(context.request, "/verify-account")), intent: "verify", code });
  expect(verified.status()).toBe(302);

  await page.goto(`/experiences?${new URLSearchParams({ q: WALK })}`);
  await page.getByRole("link", { name: WALK, exact: true }).click();
  await waitForHydration(page, info.project.name);
  await chooseSlot(page, tomorrow(), javaScriptOn(info.project.name) ? "10:00 AM" : "2:00 PM");
  const book = page.locator("#book");
  await book.getByLabel("Guests").fill("1");
  await book.getByRole("button", { name: "Book and pay" }).click();
  await page.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);

  // Three days on, the slot has started: the rating opens.
  process.kill(site.pid, "SIGUSR2");
  await expect.poll(() => site.logs()).toContain(`time-shifted ${THREE_DAYS}`);
  await page.reload();
  const rate = page.getByRole("region", { name: "Rate it" });
  await waitForHydration(page, info.project.name);

  // Nothing chosen: refused, in words, at the form.
  await rate.getByRole("button", { name: "Rate" }).click();
  await expect(rate.getByText("Choose a rating for the experience or the host.").first()).toBeVisible();

  // Chosen and saved: the thanks, and the refusal is gone.
  await rate.getByRole("group", { name: /^The experience/ }).getByRole("radio", { name: "4 stars" }).check();
  await rate.getByRole("button", { name: "Rate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for rating." })).toBeVisible();
  await expect(page.getByText("Choose a rating for the experience or the host.")).toHaveCount(0);
  await expect(rate.getByRole("group", { name: /^The experience/ })).not.toHaveAttribute("aria-invalid", "true");
  await context.close();
});
