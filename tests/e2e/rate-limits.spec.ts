/*
 * Rate limits as a person meets them on the site (DESIGN.md "Trust" "Protection", docs/security.md): sign-in
 * slows down after failures (platform/infra/sign-in-delays.ts: after 3 free failures of one email
 * from one address, a 30-second wait, then longer), sign-up is limited per email (5 per hour); the
 * platform answers 429 and the site shows a clear message instead of the usual failure.
 * The attempts before the last one are plain form POSTs, to keep the test short; the last one is
 * made in the browser, JavaScript on and off.
 */
import { accountFields, honeypotOf, PASSWORD, postForm, signUp } from "../support/accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../support/fixtures";
import { uniqueTag } from "../support/embedded-api";

// Each attempt costs the platform a real password hash: a margin for a busy shared machine.
test.describe.configure({ timeout: 60_000 });

test("sign-in: after 4 failed attempts for one email the next one right away waits, even with the right password, with a clear message; other emails do not", async ({
  page,
  baseURL,
}, info) => {
  const email = `limited-${uniqueTag(info)}@example.com`;
  await signUp(page.request, baseURL!, { email });
  await page.context().clearCookies();

  const honeypot = await honeypotOf(page.request, "/sign-in");
  for (let attempt = 1; attempt <= 4; attempt++) {
    const response = await postForm(page.request, baseURL!, "/sign-in", { ...honeypot, intent: "login", redirectTo: "/dashboard", email, password: `Wrong${attempt}Pass` });
    expect(response.status(), `attempt ${attempt}`).toBe(400);
    expect(await response.text(), `attempt ${attempt}`).toContain("Incorrect email or password.");
  }

  await page.goto("/sign-in");
  await waitForHydration(page, info.project.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Rate limit reached: too many attempts\. Please wait \d+ seconds and try again\.$/);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" }).first()).toBeAttached();
  await expectNoAxeViolations(page);

  // The delay is this email's: someone else signing in meanwhile gets the ordinary answer.
  await page.getByLabel("Email").fill(`someone-else-${uniqueTag(info)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
});

test("create account: the sixth sign-up for one email within the hour gets 'Too many attempts. Please wait a moment and try again.'", async ({
  page,
  baseURL,
}, info) => {
  const email = `signup-limited-${uniqueTag(info)}@example.com`;
  const fields = accountFields(email);
  // Signing up again before verifying is allowed (it replaces the unfinished sign-up), five times an hour.
  const honeypot = await honeypotOf(page.request, "/create-account");
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await postForm(page.request, baseURL!, "/create-account", { ...honeypot, ...fields });
    expect(response.status(), `attempt ${attempt}`).toBe(302);
    expect(response.headers()["location"]).toBe("/verify-account");
  }

  await page.goto("/create-account");
  await waitForHydration(page, info.project.name);
  await page.getByLabel("First Name").fill(fields.firstName);
  await page.getByLabel("Last Name").fill(fields.lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Birthday").fill("04021990");
  await page.getByLabel("Phone Number").fill("5551234567");
  await page.getByLabel("Postal Code").fill(fields.postalCode);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Retype Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait a moment and try again.");
  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectNoAxeViolations(page);
});
