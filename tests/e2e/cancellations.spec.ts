/*
 * Cancelling bookings (issue "Cancellation and refunds", "Receipts and records"), JavaScript on and
 * off, on the production build: an owner sets an experience's refund tiers in the editor (refused
 * at the field first); a member books it twice, sees the policy in words, cancels one booking
 * inside the 48-hour window after a question that states the refund, and sees what came back; the
 * brand's bookings page shows it cancelled; the owner cancels the other with a full refund after a
 * question; the member's receipts list as many refunds as payments. Axe on each new page.
 */
import type { Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { dateAhead } from "./support/dates";
import { dayForPeople } from "#contract/when-for-people";
import { editorField, ownerWithExperience } from "./support/owner-experiences";
import { chooseSlot } from "./support/booking";

test.describe.configure({ timeout: 300_000 });


async function book(page: Page, info: TestInfo, experienceId: string, date: string): Promise<string> {
  await page.goto(`/experiences/${experienceId}`);
  await waitForHydration(page, info.project.name);
  const form = page.locator("#book");
  await chooseSlot(page, date, "10:00 AM");
  await form.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Book and pay" }).click();
  await page.getByRole("button", { name: /^Pay \$40(\.00)? \(demo\)$/ }).click();
  // Paid: "You're booked" (the checkout's return), and the tickets one link away.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

test("an owner sets refund tiers; a member cancels inside the window and sees the refund; the owner sees it and cancels another with a full refund", async ({ page, browser, baseURL }, info) => {
  const js = javaScriptOn(info.project.name);
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const name = `Harbor Paddle ${tag}`;
  const { page: ownerPage, brandId, experienceId } = await ownerWithExperience(browser, baseURL!, info.project.name, {
    email: `refund-owner-${tag}@example.com`,
    firstName: "Olive",
    brand: { name: `Refund Co ${tag}`, username: `r-${tag}` },
    experience: name,
  });

  // The tiers, on the Price and guests step: refused at the field first (the same hours twice), every value kept; then saved.
  await ownerPage.goto(`/dashboard/brands/${brandId}/experiences/${experienceId}/price`);
  await waitForHydration(ownerPage, info.project.name);
  const tier = (index: number, part: "hours before" | "percent back") =>
    ownerPage.getByLabel(part === "hours before" ? `Tier ${index}: at least this many hours before` : `Tier ${index}: percent back`);
  await tier(1, "hours before").fill("48");
  await tier(1, "percent back").fill("100");
  await tier(2, "hours before").fill("48");
  await tier(2, "percent back").fill("50");
  await ownerPage.locator("#experience").getByRole("button", { name: "Save and continue" }).click();
  await expect(ownerPage.getByText("Each number of hours may be used once.").first()).toBeVisible();
  await expect(tier(2, "hours before")).toHaveAttribute("aria-invalid", "true");
  await expect(tier(1, "hours before")).toHaveValue("48");
  await expectNoAxeViolations(ownerPage);
  await tier(2, "hours before").fill("24");
  await ownerPage.locator("#experience").getByRole("button", { name: "Save and continue" }).click();
  await expect(ownerPage.getByRole("status").filter({ hasText: "Price and guests saved." })).toBeVisible();
  await ownerPage.goto(`/dashboard/brands/${brandId}/experiences/${experienceId}/price`);
  await expect(tier(2, "hours before")).toHaveValue("24");
  await expect(editorField(ownerPage, "Retail price")).toHaveValue("40");

  // The member: the policy in words on the experience's page, two bookings a week and more ahead.
  await signUp(page.request, baseURL!, { email: `refund-member-${tag}@example.com`, firstName: "Mia", lastName: "Member" });
  await page.goto(`/experiences/${experienceId}`);
  await expect(page.getByText("Cancel at least 48 hours before the start: a full refund.")).toBeVisible();
  await expect(page.getByText("Cancel at least 24 hours before the start: 50% back.")).toBeVisible();
  await expect(page.getByText("Later: no refund.")).toBeVisible();
  const first = await book(page, info, experienceId, dateAhead(8));
  const second = await book(page, info, experienceId, dateAhead(9));

  // Cancelling the first asks, stating the refund now; keeping it changes nothing.
  await page.goto(`/purchases/${first}`);
  await waitForHydration(page, info.project.name);
  await expect(page.getByText("Cancel at least 48 hours before the start: a full refund.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const question = page.getByRole("group", { name: /^Cancel this booking\? / });
  await expect(question).toBeVisible();
  // 100% of the card payment when a provider recorded one; the demo flow records none yet.
  await expect(question).toContainText(/^Cancel this booking\? (You get \$40\.00 back \(100% of \$40\.00\)\.|The policy gives 100% back; nothing was paid by card or with credits, so nothing comes back\.) This cannot be undone\./);
  if (js) await expect(question.getByText(/^Cancel this booking\?/)).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole("link", { name: "Keep it" }).or(question.getByRole("button", { name: "Keep it" })).click();
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("group", { name: /^Cancel this booking\? / }).getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled." })).toBeVisible();
  const cancelled = page.getByRole("region", { name: "Cancelled" });
  await expect(cancelled).toContainText(/You cancelled this booking\. You get back .* \(100%\)\./);
  await expect(page.getByText("Cancelled: it admits no one")).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Close ticket/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The owner's bookings page: the first cancelled by the buyer, the second paid; cancel it with a full refund.
  await ownerPage.goto(`/dashboard/brands/${brandId}`);
  await ownerPage.getByRole("navigation", { name: "Brand workspace" }).getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(ownerPage.getByRole("heading", { name: `Bookings of Refund Co ${tag}` })).toBeVisible();
  // A date's group is named by its day written for people; its bookings are the table's body rows.
  const dayOf = (date: string) => dayForPeople(new Date(`${date}T12:00:00Z`), "UTC");
  const rowOf = (date: string) => ownerPage.getByRole("region", { name: `${name} · ${dayOf(date)}` }).getByRole("row").filter({ hasText: "Mia Member" });
  await expect(rowOf(dateAhead(8))).toContainText("Mia Member");
  await expect(rowOf(dateAhead(8))).toContainText("Cancelled by the buyer");
  await expect(rowOf(dateAhead(9))).toContainText("Paid");
  await expectNoAxeViolations(ownerPage);
  await rowOf(dateAhead(9)).getByRole("button", { name: /^Cancel with full refund/ }).click();
  const ask = ownerPage.getByRole("group", { name: /^Cancel Mia Member's booking of / });
  await expect(ask).toContainText("with a full refund? This cannot be undone.");
  await expectNoAxeViolations(ownerPage);
  await ask.getByRole("button", { name: "Yes, cancel with full refund" }).click();
  await expect(ownerPage.getByRole("status").filter({ hasText: "Booking cancelled with a full refund. The buyer has been told." })).toBeVisible();
  await expect(rowOf(dateAhead(9))).toContainText("Cancelled by you");
  // Checked by eye against Eventbrite's orders list: a phone and a desktop.
  if (js) {
    for (const width of [390, 1440]) {
      await ownerPage.setViewportSize({ width, height: 900 });
      await ownerPage.screenshot({ path: info.outputPath(`bookings-${width}.png`), fullPage: true });
    }
  }
  // The date filter shows one day's.
  await ownerPage.getByLabel("Date").fill(dateAhead(9));
  await ownerPage.getByRole("button", { name: "Show bookings" }).click();
  await expect(ownerPage.getByRole("region", { name: `Bookings of Refund Co ${tag}` }).getByRole("row").filter({ hasText: "Mia Member" })).toHaveCount(1);
  await expect(rowOf(dateAhead(9))).toContainText("Cancelled by you");

  // The member is told, and sees it on the purchase page.
  await page.goto(`/purchases/${second}`);
  await expect(page.getByRole("region", { name: "Cancelled" })).toContainText("The host cancelled this booking.");
  await page.goto("/dashboard/notifications");
  await expect(page.getByText(`Cancelled: ${name}`).first()).toBeVisible();

  // Receipts: every card payment has its refund (none by card until a provider records payments).
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Receipts" }).click();
  await expect(page.getByRole("heading", { name: "Receipts" })).toBeVisible();
  const receipts = page.getByRole("region", { name: "Receipts" });
  const payments = await receipts.getByText(/^Payment:/).count();
  await expect(receipts.getByText(/^Refund:/)).toHaveCount(payments);
  if (payments === 0) await expect(receipts).toContainText("You have no card payments or refunds yet.");
  await expectNoAxeViolations(page);
  await ownerPage.context().close();
});
