/*
 * The payments issue's journey with Stripe (docs/payments.md), on the production build, JavaScript
 * on and off: a site whose embedded platform uses the Stripe provider pointed at the Stripe double.
 * Sign up → pay a membership (the browser goes to the session's url, the double's hosted page;
 * its signed webhooks make the membership active) → book an experience and pay it on Stripe's
 * page → cancel it inside the window → the refund is asked of Stripe and shown on the member's
 * receipts → the seller sees the booking cancelled on the brand's bookings page. Axe on each page.
 */
import { dayForPeople } from "#contract/when-for-people";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, waitForHydration } from "../support/fixtures";
import { dateAhead } from "./support/dates";
import { test } from "./support/stripe-site";
import { ownerWithExperience } from "./support/owner-experiences";
import { chooseSlot } from "./support/booking";


test.describe.configure({ timeout: 300_000 });


test("sign up, pay a membership on Stripe, book, cancel inside the window: the refund is asked of Stripe and shown; the seller sees it cancelled", async ({ page, browser, baseURL, stripeSite }, info) => {
  const { stripe } = stripeSite;
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");

  // The seller: a brand and an experience whose policy gives everything back 48 hours ahead.
  const name = `Harbor Row ${tag}`;
  const { page: ownerPage, brandId, experienceId } = await ownerWithExperience(browser, baseURL!, info.project.name, {
    email: `journey-owner-${tag}@example.com`,
    firstName: "Sol",
    brand: { name: `Journey Co ${tag}`, username: `j-${tag}` },
    experience: name,
  });
  // The refund tiers are on the editor's Price and guests step.
  await ownerPage.goto(`/dashboard/brands/${brandId}/experiences/${experienceId}/price`);
  await waitForHydration(ownerPage, info.project.name);
  await ownerPage.getByLabel("Tier 1: at least this many hours before").fill("48");
  await ownerPage.getByLabel("Tier 1: percent back").fill("100");
  await ownerPage.locator("#experience").getByRole("button", { name: "Save and continue" }).click();
  await expect(ownerPage.getByRole("status").filter({ hasText: "Price and guests saved." })).toBeVisible();

  // Sign up, then pay Alliance on Stripe's page (the double's stand-in).
  await signUp(page.request, baseURL!, { email: `journey-${tag}@example.com`, firstName: "Jo", lastName: "Journey" });
  await page.goto("/membership-levels");
  await waitForHydration(page, info.project.name);
  await page.getByRole("radio", { name: /Alliance/ }).check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  const membershipSession = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByText("Total: $150.00")).toBeVisible();
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page).toHaveURL(/\/completion\?checkout=/);
  await expect(page.getByText("You now have a Alliance level membership")).toBeVisible();
  await expectNoAxeViolations(page);
  // Made active by Stripe's signed webhook: the subscription's checkout completed, its first invoice paid.
  expect(stripe.events.find((e) => e.type === "checkout.session.completed" && e.data.object.id === membershipSession)).toBeDefined();
  expect(stripe.events.some((e) => e.type === "invoice.paid")).toBe(true);
  await page.goto("/dashboard/memberships");
  await expect(page.getByText(/Renews on /).first()).toBeVisible();

  // Book the experience and pay it on Stripe's page.
  const date = dateAhead(8);
  await page.goto(`/experiences/${experienceId}`);
  await waitForHydration(page, info.project.name);
  const book = page.locator("#book");
  await chooseSlot(page, date, "10:00 AM");
  await book.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay $40.00" }).click();
  // Paid: "You're booked" (the checkout's return), and the tickets one link away.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);

  // Cancel inside the window: the question states the refund; Stripe is asked for it.
  const refundsBefore = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds").length;
  await waitForHydration(page, info.project.name);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const question = page.getByRole("group", { name: /^Cancel this booking\? / });
  await expect(question).toContainText("You get $40.00 back (100% of $40.00).");
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking cancelled." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cancelled" })).toContainText(/You cancelled this booking\. You get back \$40\.00 to your card \(100%\)\./);
  const refunds = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
  expect(refunds).toHaveLength(refundsBefore + 1);
  expect(refunds.at(-1)!.form).toMatchObject({ amount: "4000", payment_intent: expect.stringMatching(/^pi_/) });

  // The member's receipts: the membership's and the booking's payments, and the booking's refund.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Receipts" }).click();
  const receipts = page.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByText(/^Payment:/)).toHaveCount(2);
  await expect(receipts.getByText(/^Refund:/)).toHaveCount(1);
  await expect(receipts).toContainText("Alliance membership, 1 month");
  await expect(receipts).toContainText(name);
  await expectNoAxeViolations(page);

  // The seller sees it cancelled by the buyer.
  await ownerPage.goto(`/dashboard/brands/${brandId}/bookings`);
  const row = ownerPage.getByRole("region", { name: `${name} · ${dayForPeople(new Date(`${date}T12:00:00Z`), "UTC")}` }).getByRole("row").filter({ hasText: "Jo Journey" });
  await expect(row).toContainText("Jo Journey");
  await expect(row).toContainText("Cancelled by the buyer");
  await expectNoAxeViolations(ownerPage);
  await ownerPage.context().close();
});

test("a failed renewal at Stripe: the dashboard says so and Pay now goes to the invoice's page; paid there, the membership renews", async ({ page, baseURL, stripeSite }, info) => {
  const { stripe } = stripeSite;
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signUp(page.request, baseURL!, { email: `renewal-${tag}@example.com` });
  await page.goto("/membership-levels");
  await waitForHydration(page, info.project.name);
  await page.getByRole("radio", { name: /Alliance/ }).check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page.getByText("You now have a Alliance level membership")).toBeVisible();
  const subscriptionId = String(stripe.session(sessionId).subscription);

  // Stripe fails the next period's payment: invoice.payment_failed reaches the site's webhook mount.
  const { invoice, delivered } = await stripe.failRenewal(subscriptionId);
  expect(delivered!.status).toBe(200);
  await page.goto("/dashboard/memberships");
  await waitForHydration(page, info.project.name);
  await expect(page.getByText(/^Your last payment failed\. Pay by .+ to keep your membership\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(String(invoice.hosted_invoice_url));
  await page.getByRole("button", { name: "Pay $150.00" }).click();
  await expect(page.getByText("This invoice is paid.")).toBeVisible();

  await page.goto("/dashboard/memberships");
  await expect(page.getByText(/Renews on /).first()).toBeVisible();
  await expect(page.getByText(/Your last payment failed/)).toHaveCount(0);
});
