/**
 * Choosing a slot in an experience page's booking panel as a visitor does, JavaScript on or off:
 * the page of dates that starts on the day (the target of its "Later dates" links: a plain GET),
 * then that day's time among the radios ("Thu, Dec 10 · 10:00 AM EST"). With JavaScript the panel
 * shows a month view instead of the list: the day is chosen in its grid first, then the time.
 */
import type { Page } from "@playwright/test";
import { dayForPeople } from "#contract/when-for-people";
import { expect, javaScriptOn, test, waitForHydration } from "../../support/fixtures";

/** "Thu, Dec 10": how the panel names a day (YYYY-MM-DD). */
export const dayLabel = (date: string) => dayForPeople(new Date(`${date}T12:00:00Z`), "UTC");

/** "Thursday, December 10": how the month view's grid names a day. */
export const longDayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** The radio of `date` at `time` ("10:00 AM") on the page shown. */
export const slotRadio = (page: Page, date: string, time: string) =>
  page.locator("#book").getByRole("radio", { name: new RegExp(`^${dayLabel(date)} · ${time.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `) });

/** The month view's grid (JavaScript on). */
export const monthGrid = (page: Page) => page.locator("#book").getByRole("grid");

/** The month view's button of `date` ("Thursday, December 10, 2 times"). */
export const dayButton = (page: Page, date: string) => monthGrid(page).getByRole("button", { name: new RegExp(`^${longDayLabel(date)}, `) });

/** With JavaScript, shows `date`'s month in the month view (Previous or Next month until it is shown). */
async function showMonth(page: Page, date: string): Promise<void> {
  await waitForHydration(page, test.info().project.name);
  const grid = monthGrid(page);
  const month = date.slice(0, 7);
  for (let step = 0; step < 12; step++) {
    await expect(grid).toHaveAttribute("aria-busy", "false");
    const shown = (await grid.getAttribute("data-month"))!;
    if (shown === month) return;
    await page.locator("#book").getByRole("button", { name: shown < month ? "Next month" : "Previous month" }).click();
    await expect(grid).not.toHaveAttribute("data-month", shown);
  }
}

/** With JavaScript, chooses `date` in the month view (moving to its month first), so its times show; without, the list already shows them. */
export async function pickDay(page: Page, date: string): Promise<void> {
  if (!javaScriptOn(test.info().project.name)) return;
  await showMonth(page, date);
  await dayButton(page, date).click();
}

/** That `date` is not offered: a disabled day in the month view with JavaScript, no radio of that day in the list without. */
export async function expectDayNotOffered(page: Page, date: string): Promise<void> {
  if (javaScriptOn(test.info().project.name)) {
    await showMonth(page, date);
    await expect(dayButton(page, date)).toBeDisabled();
  } else {
    await expect(page.locator("#book").getByRole("radio", { name: new RegExp(`^${dayLabel(date)} `) })).toHaveCount(0);
  }
}

/** Opens the panel's page of dates starting on `date` (the page the visitor is on keeps its path) and chooses `time` that day. */
export async function chooseSlot(page: Page, date: string, time: string): Promise<void> {
  // A click on the experience's link may still be on its way (a client-side navigation).
  await page.waitForURL(/\/experiences\/[0-9a-f-]{36}([?#]|$)/);
  const url = new URL(page.url());
  url.searchParams.set("from", date);
  await page.goto(`${url.origin}${url.pathname}?${url.searchParams}#book`);
  await waitForHydration(page, test.info().project.name);
  await pickDay(page, date);
  await slotRadio(page, date, time).check();
}

/** On the demo checkout page: Pay, then from "You're booked" to the tickets. Answers the purchase's id. */
export async function payOnDemoPageAndOpenTickets(page: Page, pay: RegExp = /^Pay .* \(demo\)$/): Promise<string> {
  await page.getByRole("button", { name: pay }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}
