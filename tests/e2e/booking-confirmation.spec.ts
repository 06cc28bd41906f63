/*
 * Confirmations people use (issue: a marketplace people can book on a phone), JavaScript on and
 * off, on a phone and a desktop: pay a booking, land on "You're booked" with what was booked and
 * what to do next, then the booking email in the demo outbox (read with the buyer's own session)
 * has the time written for people, the place, a "View tickets" link that opens the purchase page,
 * and the calendar file, which downloads and parses as one VEVENT in the experience's zone with
 * its VTIMEZONE.
 */
import { chooseSlot } from "./support/booking";
import { dateAhead } from "./support/dates";
import type { Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";

test.describe.configure({ timeout: 240_000 });

const WALK = "Savannah Squares History Walk"; // daily 10:00 and 14:00 (1 h 45 min), $35 each, America/New_York


/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1), and each as [name;params, value]. */
function parseCalendar(ics: string): Array<[string, string]> {
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      expect(colon, line).toBeGreaterThan(0);
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `/work/shots/m34-confirm/${name}-${info.project.name}-${page.viewportSize()!.width}.png`, fullPage: true }).catch(() => {});
}

for (const [width, height, day] of [
  [390, 844, 60],
  [1440, 900, 62],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("pay, You're booked, then the email's View tickets link and its calendar file", async ({ page, baseURL }, info) => {
      const email = `booked-${uniqueTag(info)}@example.com`;
      await signUp(page.request, baseURL!, { email });
      await page.goto(`/experiences?${new URLSearchParams({ q: WALK })}`);
      await page.getByRole("link", { name: WALK, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
      await waitForHydration(page, info.project.name);

      // Each project and width books its own day: they share one platform.
      const date = dateAhead(day + (javaScriptOn(info.project.name) ? 0 : 1) * 4);
      await chooseSlot(page, date, "10:00 AM");
      const book = page.locator("#book");
      await book.getByLabel("Guests").fill("2");
      await book.getByRole("button", { name: "Book and pay" }).click();
      // The demo checkout writes the price and the time for people.
      await expect(page.getByText(/^\w{3}, \w{3} \d{1,2}(, \d{4})?, 10:00 AM E[SD]T$/)).toBeVisible();
      await page.getByRole("button", { name: "Pay $70 (demo)" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
      const booked = page.getByRole("region", { name: WALK });
      await expect(booked).toContainText(/When\w{3}, \w{3} \d{1,2}(, \d{4})?, 10:00 AM E[SD]T/);
      await expect(booked).toContainText("Guests2");
      await expect(booked).toContainText("Paid$70");
      // The place, as the email says it (one rule: the venue's, else the experience's address).
      await expect(booked).toContainText("WhereChippewa Square, Savannah, GA");
      await expect(page.getByRole("region", { name: "What to do next" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", /^\/purchases\/[0-9a-f-]{36}\/calendar\.ics$/);
      await expectNoAxeViolations(page);
      await shot(page, info, "booked");
      // A refresh shows it again (the return's address stays the confirmation).
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
      const ticketsPath = await page.getByRole("link", { name: "View tickets" }).getAttribute("href");

      // The booking email, read with the buyer's own session; the queue sends it within seconds.
      const message = page.getByRole("article", { name: `Booked: ${WALK} to ${email}` });
      await expect(async () => {
        await page.goto("/dev/outbox");
        await expect(message).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 90_000 });
      await expect(message).toContainText(/When: \w{3}, \w{3} \d{1,2}(, \d{4})?, 10:00 AM E[SD]T/);
      await expect(message).toContainText("Where: Chippewa Square, Savannah, GA");
      await expect(message).toContainText("Guests: 2");
      await expect(message).toContainText("Paid: $70");
      await expect(message).not.toContainText(date);
      const text = (await message.locator("pre").textContent()) ?? "";
      const link = /View tickets: (\S+)/.exec(text)?.[1];
      expect(link).toBe(`${baseURL}${ticketsPath}`);
      await shot(page, info, "outbox");

      // The calendar file: a download link, the text RFC 5545 reads.
      const download = message.getByRole("link", { name: /^Download .+\.ics$/ });
      const response = await page.request.get((await download.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const lines = parseCalendar(await response.text());
      const value = (name: string) => lines.find(([key]) => key === name)?.[1];
      expect(lines.filter(([key]) => key === "BEGIN").map(([, v]) => v)).toEqual(["VCALENDAR", "VTIMEZONE", "DAYLIGHT", "STANDARD", "VEVENT"]);
      expect(value("TZID")).toBe("America/New_York");
      // 10:00 in New York, for 1 h 45 min.
      expect(value("DTSTART;TZID=America/New_York")).toBe(`${date.replaceAll("-", "")}T100000`);
      expect(value("DTEND;TZID=America/New_York")).toBe(`${date.replaceAll("-", "")}T114500`);
      expect(value("SUMMARY")).toBe(WALK);
      expect(value("URL;VALUE=URI")).toBe(link);
      expect(value("UID")).toMatch(/^purchase-[0-9a-f-]{36}@localhost$/);

      // The email's link opens the tickets.
      await page.goto(link!);
      await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: /^Ticket \d of 2$/ })).toHaveCount(2);
    });
  });
}
