/*
 * Booking an experience paid through Stripe (docs/payments.md), on the production build, JavaScript
 * on and off: a site of its own (tests/support/site-server.ts) whose embedded platform uses the
 * Stripe provider pointed at the Stripe double (STRIPE_API_BASE, STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET). Sign up → book → the browser goes to the double's hosted page → Pay →
 * the double sends the signed webhook to /platform-api/webhooks/stripe → back on the site, the
 * booking confirmed with its tickets. "Back" on the hosted page releases the hold.
 */
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, waitForHydration } from "../support/fixtures";
import { dateAhead } from "./support/dates";
import { test } from "./support/stripe-site";
import { chooseSlot } from "./support/booking";

const WALK = "Savannah Squares History Walk"; // daily 10:00 and 14:00, 1-20 guests, $35 each


test.describe.configure({ timeout: 240_000 });


test("book an experience, pay on Stripe's page, and come back to the booking confirmed by the webhook", async ({ page, baseURL, stripeSite }, info) => {
  const { stripe } = stripeSite;
  await signUp(page.request, baseURL!, { email: `stripe-${uniqueTag(info)}@example.com` });
  await page.goto(`/experiences?${new URLSearchParams({ q: WALK })}`);
  await page.getByRole("link", { name: WALK, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
  await waitForHydration(page, info.project.name);

  const book = page.locator("#book");
  await chooseSlot(page, dateAhead(javaScriptOn(info.project.name) ? 9 : 37), "2:00 PM");
  await book.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Book and pay" }).click();

  // Stripe's hosted page (the double's stand-in): the session was made for $70.00.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  await expect(page.getByText("Total: $70.00")).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Pay $70.00" }).click();

  // Paid: "You're booked" (the checkout's return), and the tickets one link away.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Ticket \d of 2$/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Confirmed by the signed webhook, which the site's mount handed to the platform untouched.
  const completed = stripe.events.find((event) => event.type === "checkout.session.completed" && event.data.object.id === sessionId);
  expect(completed).toBeDefined();
  expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}` && r.method === "GET").length).toBeGreaterThanOrEqual(1);
});

test("Back on Stripe's page returns to the experience and releases the hold", async ({ page, baseURL, stripeSite }, info) => {
  const { stripe } = stripeSite;
  await signUp(page.request, baseURL!, { email: `stripe-back-${uniqueTag(info)}@example.com` });
  await page.goto(`/experiences?${new URLSearchParams({ q: WALK })}`);
  await page.getByRole("link", { name: WALK, exact: true }).click();
  // On the experience's page before the pointer moves: the hydration waits for a move made there.
  await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
  await waitForHydration(page, info.project.name);
  const book = page.locator("#book");
  await chooseSlot(page, dateAhead(javaScriptOn(info.project.name) ? 10 : 38), "10:00 AM");
  await book.getByLabel("Guests").fill("1");
  await page.getByRole("button", { name: "Book and pay" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_`));
  const sessionId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Back" }).click();

  await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
  await expect(page).toHaveURL(/\/experiences\/[^/]+#book$/);
  // The platform closed the session at Stripe on the way back.
  expect(stripe.session(sessionId).status).toBe("expired");
  await expectNoAxeViolations(page);
});
