/*
 * The experiences marketplace (platform-core §7 Experiences), end to end against the embedded platform and its demo
 * data, JavaScript on and off: browse, search with several filters, an experience's page, Like and
 * Share, booking and paying on the demo checkout, the purchase with its tickets, the calendar
 * file, the rating that opens at the start, closing a ticket after the question, and the refusals (below the tier, sold out, a slot in the past)
 * that keep the booking form filled and say why.
 */
import type { Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { chooseSlot, dayLabel, pickDay, slotRadio } from "./support/booking";
import { dateAhead } from "./support/dates";

test.describe.configure({ timeout: 240_000 });

const WALK = "Savannah Squares History Walk"; // daily 10:00 and 14:00 (1 h 45 min), 1-20 guests, $35 each, pets welcome
const GARDENS = "Charleston Garden Tour"; // Alliance members and above
const DATE_NIGHT = "Date Night at the Wheel"; // Fridays 19:00, exactly 2 guests: one booking sells the slot out

/** Both projects share one platform: each books its own days, so they never take each other's places. */
const offset = (info: TestInfo) => (javaScriptOn(info.project.name) ? 0 : 28);

async function signedUp(page: Page, info: TestInfo, origin: string, prefix: string) {
  await signUp(page.request, origin, { email: `${prefix}-${uniqueTag(info)}@example.com` });
}

async function openExperience(page: Page, info: TestInfo, name: string) {
  await page.goto(`/experiences?${new URLSearchParams({ q: name })}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await waitForHydration(page, info.project.name);
}

async function fillBooking(page: Page, values: { date: string; time: string; guests: number }) {
  await chooseSlot(page, values.date, values.time);
  await page.locator("#book").getByLabel("Guests").fill(String(values.guests));
}

test("browse by category, search with several filters, and open an experience", async ({ page }, info) => {
  await page.goto("/experiences");
  await expect(page.getByRole("heading", { level: 1, name: "Experiences" })).toBeVisible();
  await expect(page.getByText(/^1–12 of \d+ experiences$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await waitForHydration(page, info.project.name);

  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Tours/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tours" })).toBeVisible();
  await expect(page.getByRole("link", { name: WALK })).toBeVisible();
  await expect(page.getByRole("link", { name: DATE_NIGHT })).toHaveCount(0);

  // Keywords, category, guests, pets and a place: only the Savannah walk is all of these.
  const search = page.getByRole("search", { name: "Experiences" });
  await search.getByLabel("What are you looking for?").fill("history");
  // The category chosen above is the one filter set.
  await search.locator("summary").filter({ hasText: "Filters (1 active)" }).click();
  await search.getByLabel("Guests").fill("4");
  await search.getByLabel("Pet friendly").check();
  await search.getByLabel("Near").fill("Savannah, GA");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/near=Savannah%2C\+GA/);
  await expect(page.getByText(/^1–1 of 1 experience$/)).toBeVisible();
  await expect(page.getByRole("link", { name: WALK })).toBeVisible();
  // The form shows the search it made.
  await expect(search.getByLabel("What are you looking for?")).toHaveValue("history");
  await expect(search.getByLabel("Category")).toHaveValue("tours");
  await expect(search.getByLabel("Pet friendly")).toBeChecked();

  // Nothing matches: said, with a way back.
  await page.goto("/experiences?q=zzzz-no-such-thing");
  await expect(page.getByText("No experiences match this search.")).toBeVisible();

  await openExperience(page, info, WALK);
  await expect(page.locator("#book").getByText("$35", { exact: true })).toBeVisible();
  await expect(page.getByText("1 hour 45 minutes")).toBeVisible();
  await expect(page.getByRole("table", { name: "Weekly times" })).toContainText("10:00 AM");
  await expect(page.getByText("Pet friendly", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the first result is on the first screen: a compact search, the filters in a disclosure that counts them", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/experiences");
  await waitForHydration(page, info.project.name);
  const search = page.getByRole("search", { name: "Experiences" });
  const firstResult = page.getByRole("region", { name: "All experiences" }).getByRole("article").first();
  const aboveTheFold = async () => expect((await firstResult.boundingBox())!.y).toBeLessThan(844);
  await aboveTheFold();
  // One field and the button; the filters are closed.
  await expect(search.getByLabel("What are you looking for?")).toBeVisible();
  await expect(search.getByRole("button", { name: "Search" })).toBeVisible();
  await expect(search.getByLabel("Category")).toBeHidden();
  const filters = search.locator("summary");
  await expect(filters).toHaveText("Filters");

  await filters.click();
  await search.getByLabel("Category").selectOption("tours");
  await search.getByLabel("Guests").fill("2");
  await search.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/category=tours/);
  await expect(page).toHaveURL(/guests=2/);
  await expect(filters).toHaveText("Filters (2 active)");
  await expect(search.getByLabel("Category")).toBeHidden();
  await expect(page.getByRole("region", { name: "Results" }).getByRole("article").first()).toBeInViewport();
  await expectNoAxeViolations(page);

  // A filter that cannot be used opens them, to say why.
  await page.goto("/experiences?guests=0");
  await expect(search.getByLabel("Guests")).toBeVisible();
  await expect(search.getByLabel("Guests")).toHaveAttribute("aria-invalid", "true");
});

test("like, share, book, pay, then the tickets, the calendar file, no rating before the start, and a ticket closed after the question", async ({ page, baseURL }, info) => {
  await signedUp(page, info, baseURL!, "booker");
  // Each project likes its own experience: they share one platform, and the count is exact.
  await openExperience(page, info, javaScriptOn(info.project.name) ? "Fox Point Waterfront Walk" : "Golden Hour Photo Walk");
  const experienceUrl = page.url();

  await page.getByRole("button", { name: "Like" }).click();
  await expect(page.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/^1 like ·/)).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  // With JavaScript the link is copied (or offered to copy); without, the page shows it.
  const link = experienceUrl.replace(/[?#].*$/, "");
  if (javaScriptOn(info.project.name)) await expect(page.locator("#like").getByRole("status")).toContainText(link);
  else await expect(page.getByLabel("Share this link:")).toHaveValue(link);
  // The link shows before the count comes back: wait for the count, or the reload can beat it.
  await expect(page.getByText(/^1 like · 1 share$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Liked" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/^1 like · 1 share$/)).toBeVisible();

  await openExperience(page, info, WALK);

  const date = dateAhead(7 + offset(info));
  await fillBooking(page, { date, time: "10:00 AM", guests: 3 });
  await page.getByRole("button", { name: "Book and pay" }).click();
  await page.getByRole("button", { name: /^Pay \$105(\.00)? \(demo\)$/ }).click();

  // Paid: "You're booked" (the checkout's return), and the tickets one link away.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Ticket \d of 3$/ })).toHaveCount(3);
  await expect(page.getByRole("img", { name: "Code of ticket 1 of 3" })).toBeVisible();
  await expectNoAxeViolations(page);

  const calendar = await page.request.get(`${page.url()}/calendar.ics`);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  const ics = await calendar.text();
  // In the experience's zone, with its VTIMEZONE (#contract/calendar): 10:00 in New York, for 1 h 45 min.
  expect(ics).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
  expect(ics).toContain(`\r\nDTSTART;TZID=America/New_York:${date.replaceAll("-", "")}T100000\r\n`);
  expect(ics).toContain(`\r\nDTEND;TZID=America/New_York:${date.replaceAll("-", "")}T114500\r\n`);

  await waitForHydration(page, info.project.name);
  // Closing a ticket asks first; Cancel leaves it open.
  await page.getByRole("button", { name: "Close ticket (Ticket 1 of 3)" }).click();
  const question = page.getByRole("group", { name: "Mark ticket 1 as used? This cannot be undone" });
  await expect(question).toBeVisible();
  if (javaScriptOn(info.project.name)) await expect(question.getByText("Mark ticket 1 as used? This cannot be undone")).toBeFocused();
  await expect(page.getByText("Closed by you")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await question.getByRole("link", { name: "Cancel" }).or(question.getByRole("button", { name: "Cancel" })).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText("Closed by you")).toHaveCount(0);
  if (javaScriptOn(info.project.name)) await expect(page.getByRole("button", { name: "Close ticket (Ticket 1 of 3)" })).toBeFocused();

  // Asked again, and confirmed: only that ticket is closed, by its holder.
  await page.getByRole("button", { name: "Close ticket (Ticket 1 of 3)" }).click();
  await question.getByRole("button", { name: "Yes, mark it used (Ticket 1 of 3)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ticket closed." })).toBeVisible();
  await expect(page.getByText("Closed by you")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Close ticket/ })).toHaveCount(2);

  // A week ahead: no rating yet (ratings come from people who attended), and the page says from when.
  const rate = page.getByRole("region", { name: "Rate it" });
  await expect(rate).toContainText(/^Rate itYou can rate it once it has started: from \w{3}, \w{3} \d+(, \d{4})?, 10:00 AM E[SD]T\.$/);
  await expect(rate.getByRole("button")).toHaveCount(0);
  await expect(rate.getByRole("radio")).toHaveCount(0);

  await page.goto("/dashboard/purchases");
  await expect(page.getByRole("region", { name: "Upcoming" }).getByRole("link", { name: WALK })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("who may not book sees why and the way in before any input: below the tier, signed out on a members-only experience", async ({ page, baseURL }, info) => {
  // Signed out: a join link and a sign-in link that comes back to the panel, no form.
  await openExperience(page, info, GARDENS);
  const book = page.locator("#book");
  await expect(book.getByText("For Alliance members and above.")).toBeVisible();
  await expect(book.getByRole("link", { name: "Join to book" })).toHaveAttribute("href", "/pricing");
  await expect(book.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", /^\/sign-in\?redirectTo=%2Fexperiences%2F/);
  await expect(book.getByRole("radio")).toHaveCount(0);
  await expect(book.getByRole("button", { name: "Book and pay" })).toHaveCount(0);

  // A member without the tier: the reason and where to get it, still no form to fill in first.
  await signedUp(page, info, baseURL!, "below-tier");
  await openExperience(page, info, GARDENS);
  await expect(book.getByText("For Alliance members and above.")).toBeVisible();
  await expect(book.getByRole("link", { name: "See memberships" })).toHaveAttribute("href", "/pricing");
  await expect(book.getByLabel("Guests")).toHaveCount(0);
  await expect(book.getByRole("button", { name: "Book and pay" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a slot taken while the form was open is refused at the panel, and the same page books another; a full slot says Full", async ({ page, context, baseURL }, info) => {
  await signedUp(page, info, baseURL!, "refused");
  await openExperience(page, info, DATE_NIGHT);
  const friday = dateAhead(7 + offset(info), 5);
  const nextFriday = dateAhead(14 + offset(info), 5);
  await fillBooking(page, { date: friday, time: "7:00 PM", guests: 2 });

  // Meanwhile, in another tab, the same Friday sells out (exactly 2 guests a booking).
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForHydration(other, info.project.name);
  await pickDay(other, friday);
  await slotRadio(other, friday, "7:00 PM").check();
  await other.locator("#book").getByLabel("Guests").fill("2");
  await other.getByRole("button", { name: "Book and pay" }).click();
  await other.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await expect(other.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await other.close();

  // Refused: the page lands on the panel's summary, the list refreshed (that Friday is Full now).
  await page.getByRole("button", { name: "Book and pay" }).click();
  const book = page.locator("#book");
  await expect(book.getByRole("alert")).toContainText(/sold out|left/i);
  await expect(page).toHaveURL(/#book$/);
  if (javaScriptOn(info.project.name)) await expect(book.getByRole("alert")).toBeFocused();
  await expect(book.getByRole("alert")).toBeInViewport();
  await expect(slotRadio(page, friday, "7:00 PM")).toBeDisabled();
  await expect(book.locator("label", { has: page.getByText(`${dayLabel(friday)} · `) })).toContainText("Full");
  await expect(book.getByLabel("Guests")).toHaveValue("2");
  await expectNoAxeViolations(page);

  // The same page books the next Friday.
  await pickDay(page, nextFriday);
  await slotRadio(page, nextFriday, "7:00 PM").check();
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page.getByRole("button", { name: /^Pay .* \(demo\)$/ })).toBeVisible();
});

test("on a phone, a sticky price bar leads to the panel and never covers its button", async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openExperience(page, info, WALK);
  const bar = page.getByRole("link", { name: /^from \$35 per guest · Check availability$/ });
  await expect(bar).toBeInViewport();
  await bar.click();
  await expect(page).toHaveURL(/#book$/);
  const submit = page.getByRole("button", { name: "Book and pay" });
  await submit.scrollIntoViewIfNeeded();
  const [barBox, submitBox] = [await bar.boundingBox(), await submit.boundingBox()];
  expect(barBox!.y + barBox!.height <= submitBox!.y || barBox!.y >= submitBox!.y + submitBox!.height).toBe(true);
  // A desktop shows the panel beside the page: no bar.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(bar).toBeHidden();
});

test("signed out, booking signs in first and comes back with the choices made", async ({ page, baseURL }, info) => {
  await openExperience(page, info, WALK);
  const date = dateAhead(9 + offset(info));
  await fillBooking(page, { date, time: "2:00 PM", guests: 2 });
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  // (Signing in is covered by the accounts journey; here the kept choices are what matters.)
  const back = new URL(page.url()).searchParams.get("redirectTo")!;
  await signedUp(page, info, baseURL!, "returning");
  await page.goto(back);
  await waitForHydration(page, info.project.name);
  await expect(slotRadio(page, date, "2:00 PM")).toBeChecked();
  await expect(page.locator("#book").getByLabel("Guests")).toHaveValue("2");
});
