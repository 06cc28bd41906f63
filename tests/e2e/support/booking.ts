/**
 * Choosing a slot in an experience page's booking panel as a visitor does, JavaScript on or off:
 * the page of dates that starts on the day (the target of its "Later dates" links: a plain GET),
 * then that day's time among the radios ("Thu, Dec 10 · 10:00 AM EST").
 */
import type { Page } from "@playwright/test";
import { dayForPeople } from "#contract/when-for-people";
import { expect, test, waitForHydration } from "../../support/fixtures";

/** "Thu, Dec 10": how the panel names a day (YYYY-MM-DD). */
export const dayLabel = (date: string) => dayForPeople(new Date(`${date}T12:00:00Z`), "UTC");

/** The radio of `date` at `time` ("10:00 AM") on the page shown. */
export const slotRadio = (page: Page, date: string, time: string) =>
  page.locator("#book").getByRole("radio", { name: new RegExp(`^${dayLabel(date)} · ${time.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `) });

/** Opens the panel's page of dates starting on `date` (the page the visitor is on keeps its path) and chooses `time` that day. */
export async function chooseSlot(page: Page, date: string, time: string): Promise<void> {
  // A click on the experience's link may still be on its way (a client-side navigation).
  await page.waitForURL(/\/experiences\/[0-9a-f-]{36}([?#]|$)/);
  const url = new URL(page.url());
  url.searchParams.set("from", date);
  await page.goto(`${url.origin}${url.pathname}?${url.searchParams}#book`);
  await waitForHydration(page, test.info().project.name);
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
