/*
 * The booking panel's month view (issue 34 item 2: "a month view when JavaScript runs"): with
 * JavaScript, a grid of the month whose days that run are buttons and the rest disabled, moved
 * through with the arrow keys (roving tabindex), the chosen day's times as the form's radios, the
 * months around it fetched; at 390 and 1440 px a day then a time books. Without JavaScript the
 * paged list of dates stays the panel (as today).
 */
import type { Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { chooseSlot, dayButton, longDayLabel, monthGrid, slotRadio } from "./support/booking";

test.describe.configure({ timeout: 240_000 });

const WALK = "Savannah Squares History Walk"; // daily 10:00 and 14:00, 1-20 guests
const DATE_NIGHT = "Date Night at the Wheel"; // Fridays 19:00 (America/New_York), exactly 2 guests

/** A calendar date `days` from today in New York, or the first `weekday` (0 Sunday) from then. */
function dateAhead(days: number, weekday?: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  return shift(today, days, weekday);
}
function shift(date: string, days: number, weekday?: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  while (weekday !== undefined && at.getUTCDay() !== weekday) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

async function openExperience(page: Page, info: TestInfo, name: string, from?: string) {
  await page.goto(`/experiences?${new URLSearchParams({ q: name })}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (from) {
    await page.waitForURL(/\/experiences\/[0-9a-f-]{36}/);
    await page.goto(`${new URL(page.url()).pathname}?from=${from}#book`);
  }
  await waitForHydration(page, info.project.name);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("with JavaScript, a month view offers the days that run, moved through with the arrow keys, and says a day's times", async ({ page }, info) => {
  test.skip(!javaScriptOn(info.project.name), "the month view needs JavaScript; without it the list is the panel");
  const friday = dateAhead(35, 5);
  await openExperience(page, info, DATE_NIGHT, friday);
  const book = page.locator("#book");
  const grid = monthGrid(page);
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAttribute("data-month", friday.slice(0, 7));
  // The list's paging is the no-JavaScript way; the month view has its own months.
  await expect(book.getByRole("list", { name: "Open dates" })).toHaveCount(0);

  // Only Fridays run: a Thursday of that month is disabled, every enabled day is a Friday.
  const thursday = shift(friday, -1).slice(0, 7) === friday.slice(0, 7) ? shift(friday, -1) : shift(friday, 6);
  await expect(dayButton(page, thursday)).toBeDisabled();
  await expect(dayButton(page, friday)).toHaveAccessibleName(`${longDayLabel(friday)}, 1 time`);
  for (const name of await grid.getByRole("button", { disabled: false }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))) {
    expect(name).toMatch(/^Friday, /);
  }
  // One day in the tab order (roving tabindex).
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);

  // Arrow keys skip the days that do not run: from one Friday to the next (or the one before).
  const sameMonth = shift(friday, 7).slice(0, 7) === friday.slice(0, 7);
  const other = sameMonth ? shift(friday, 7) : shift(friday, -7);
  await dayButton(page, friday).focus();
  await page.keyboard.press(sameMonth ? "ArrowRight" : "ArrowLeft");
  await expect(dayButton(page, other)).toBeFocused();
  await expect(dayButton(page, other)).toHaveAttribute("tabindex", "0");
  await page.keyboard.press(sameMonth ? "ArrowLeft" : "ArrowRight");
  await expect(dayButton(page, friday)).toBeFocused();
  // A week down (or up) from a Friday is the next (or last) Friday.
  await page.keyboard.press(sameMonth ? "ArrowDown" : "ArrowUp");
  await expect(dayButton(page, other)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dayButton(page, other)).toHaveAttribute("aria-pressed", "true");
  await expect(slotRadio(page, other, "7:00 PM")).toBeVisible();
  await expect(book.locator("[aria-live=polite]").filter({ hasText: longDayLabel(other) })).toContainText("7:00 PM");
  await expectNoAxeViolations(page);

  // The next month is fetched; its Fridays are offered too.
  const shown = friday.slice(0, 7);
  await book.getByRole("button", { name: "Next month" }).click();
  await expect(grid).not.toHaveAttribute("data-month", shown);
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await expect(grid.getByRole("button", { name: /^Friday, .*, 1 time$/ }).first()).toBeEnabled();
  await book.getByRole("button", { name: "Previous month" }).click();
  await expect(grid).toHaveAttribute("data-month", shown);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, a day then a time in the month view books it (the form sends the same fields)`, async ({ page, baseURL }, info) => {
    await page.setViewportSize(viewport);
    await signUp(page.request, baseURL!, { email: `month-${viewport.width}-${uniqueTag(info)}@example.com` });
    await openExperience(page, info, WALK);
    const date = dateAhead((viewport.width === 390 ? 50 : 51) + (javaScriptOn(info.project.name) ? 0 : 3));
    await chooseSlot(page, date, "10:00 AM");
    if (javaScriptOn(info.project.name)) {
      await expect(dayButton(page, date)).toHaveAttribute("aria-pressed", "true");
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.setViewportSize(viewport);
    } else {
      await expect(page.locator("#book").getByRole("list", { name: "Open dates" })).toBeVisible();
      await expect(monthGrid(page)).toHaveCount(0);
    }
    await expect(slotRadio(page, date, "10:00 AM")).toBeChecked();
    await page.locator("#book").getByLabel("Guests").fill("1");
    await page.getByRole("button", { name: "Book and pay" }).click();
    await expect(page.getByRole("button", { name: /^Pay .* \(demo\)$/ })).toBeVisible();
  });
}

test("with JavaScript, a month that cannot be fetched says why in the panel and Try again fetches it", async ({ page }, info) => {
  test.skip(!javaScriptOn(info.project.name), "the month view needs JavaScript");
  await openExperience(page, info, DATE_NIGHT, dateAhead(35, 5));
  const book = page.locator("#book");
  const shown = (await monthGrid(page).getAttribute("data-month"))!;
  // The month asked for an experience that is gone meanwhile (the server's own refusal, in words).
  let refuse = true;
  await page.route("**/experiences/*/slots*", (route) =>
    refuse ? route.continue({ url: route.request().url().replace(/experiences\/[0-9a-f-]{36}\//, "experiences/00000000-0000-4000-8000-000000000000/") }) : route.fallback(),
  );
  await book.getByRole("button", { name: "Next month" }).click();
  await expect(book.getByRole("status").filter({ hasText: "This experience does not exist." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: DATE_NIGHT })).toBeVisible();
  refuse = false;
  await book.getByRole("button", { name: "Try again" }).click();
  await expect(monthGrid(page)).toHaveAttribute("aria-busy", "false");
  await expect(monthGrid(page)).not.toHaveAttribute("data-month", shown);
  await expect(monthGrid(page).getByRole("button", { name: /^Friday, .*, 1 time$/ }).first()).toBeEnabled();
});
