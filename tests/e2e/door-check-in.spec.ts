/*
 * Door check-in (issue "marketplace" item 6), JavaScript on and off, at 390 and 1440 px, on the
 * production build: a member books two guests and sees each ticket's door code with its QR; the
 * host opens the date's check-in from the brand's bookings page, types a code (any case, with its
 * dash), sees the guest checked in and the count move; the same code again says when it was
 * checked in; a code that is no ticket of that date says so; the buyer then sees "Used at …".
 * No page scrolls sideways at either width; axe on each new page.
 */
import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { dayForPeople } from "#contract/when-for-people";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { book, dateAhead } from "./support/door";
import { ownerWithExperience } from "./support/owner-experiences";

test.describe.configure({ timeout: 300_000 });

async function noSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Kept for a person to look at (SHOTS_DIR), not committed. */
async function shot(page: Page, info: TestInfo, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}-${info.project.name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

for (const width of [390, 1440]) {
  test(`the host checks a guest in by the code typed at the door and the buyer sees it used (${width} px)`, async ({ page, browser, baseURL }, info) => {
    const js = javaScriptOn(info.project.name);
    const viewport = { width, height: width < 800 ? 844 : 900 };
    await page.setViewportSize(viewport);
    const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const name = `Lantern Walk ${tag}`;
    const { page: host, brandId, experienceId } = await ownerWithExperience(browser, baseURL!, info.project.name, {
      email: `door-owner-${tag}@example.com`,
      firstName: "Hana",
      brand: { name: `Door Co ${tag}`, username: `d-${tag}` },
      experience: name,
      viewport,
    });

    // The buyer: two tickets, each with its door code (8 characters, no 0/O/1/I/L) beside its QR.
    await signUp(page.request, baseURL!, { email: `door-member-${tag}@example.com`, firstName: "Mia", lastName: "Member" });
    const date = dateAhead(8);
    const purchaseId = await book(page, info, experienceId, date);
    const tickets = page.getByRole("region", { name: "Tickets" });
    const shown = tickets.getByText(/^Door code [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(shown).toHaveCount(2);
    const codes = await shown.allInnerTexts();
    const code = codes[0]!.match(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/)![0];
    await expect(tickets.getByRole("img", { name: "Code of ticket 1 of 2" })).toBeVisible();
    await noSidewaysScroll(page);

    // The host: the bookings table with its totals, then the date's door.
    await host.goto(`/dashboard/brands/${brandId}/bookings`);
    const group = host.getByRole("region", { name: `${name} · ${dayForPeople(new Date(`${date}T12:00:00Z`), "UTC")}` });
    await expect(group.getByRole("columnheader", { name: "Buyer" })).toBeVisible();
    await expect(group.getByRole("row").filter({ hasText: "Mia Member" })).toContainText("0 of 2");
    await expect(group.getByRole("row", { name: /^Total \(1 booking\)/ })).toContainText("$40");
    await noSidewaysScroll(host);
    await expectNoAxeViolations(host);
    await shot(host, info, "bookings");
    await host.getByRole("searchbox", { name: "Buyer" }).fill("nobody-like-this");
    await host.getByRole("button", { name: "Show bookings" }).click();
    await expect(host.getByText("No bookings match.")).toBeVisible();
    await host.getByRole("searchbox", { name: "Buyer" }).fill("mia");
    await host.getByRole("button", { name: "Show bookings" }).click();
    await group.getByRole("link", { name: /^Door check-in/ }).click();
    await expect(host.getByRole("heading", { name: `Check-in: ${name}` })).toBeVisible();
    await waitForHydration(host, info.project.name);
    // Reached by the link, the door is a document of its own, under its own policy: the camera
    // allowed (the bookings page's document refuses it). Chromium's document.featurePolicy says so.
    if (js) expect(await host.evaluate(() => (document as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy?.allowsFeature("camera"))).toBe(true);
    await expect(host.getByText("Checked in 0 of 2 guests")).toBeVisible();

    // A code nobody holds for this date, then the guest's code as it is read out (lower case, with its dash).
    const field = host.getByLabel("Ticket code");
    await field.fill("ZZZZ-ZZZZ");
    await host.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(host.getByRole("alert").filter({ hasText: "No ticket with that code for this date." })).toBeVisible();
    await expect(host.getByLabel("Ticket code")).toHaveValue("ZZZZ-ZZZZ");
    await host.getByLabel("Ticket code").fill(code.toLowerCase());
    await host.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(host.getByRole("status").filter({ hasText: "Checked in: Mia Member, ticket 1 of 2." })).toBeVisible();
    await expect(host.getByText("Checked in 1 of 2 guests")).toBeVisible();
    await expect(host.getByRole("row").filter({ hasText: "Mia Member, ticket 1 of 2" })).toContainText(/Checked in at \d{1,2}:\d{2} [AP]M/);
    await noSidewaysScroll(host);
    await expectNoAxeViolations(host);
    await shot(host, info, "check-in");

    // The same code again: already checked in, at the time it was.
    await host.getByLabel("Ticket code").fill(code);
    await host.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(host.getByRole("alert").filter({ hasText: /^Already checked in at \d{1,2}:\d{2} [AP]M [A-Z]{3,4}: Mia Member, ticket 1 of 2\.$/ })).toBeVisible();
    await expect(host.getByText("Checked in 1 of 2 guests")).toBeVisible();

    // The buyer sees the ticket used, with the time; the other stays open.
    await page.goto(`/purchases/${purchaseId}`);
    await expect(page.getByRole("region", { name: "Tickets" }).getByText(/^Used at \d{1,2}:\d{2} [AP]M/)).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^Close ticket/ })).toHaveCount(1);
    await noSidewaysScroll(page);
    await shot(page, info, "purchase");
    await host.context().close();
  });
}
