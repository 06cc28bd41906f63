import { codeFromOutbox, PASSWORD, signUp, uniqueEmail } from "../support/accounts";
import { expect, expectNoAxeViolations, holdNextRequest, javaScriptOn, test, waitForHydration } from "../support/fixtures";

test("the whole journey: create account, verify, pay for Alliance, pause and unpause, sign out and in", async ({ page }, info) => {
  test.setTimeout(360_000); // a hang ceiling: the whole journey on a starved machine
  const js = javaScriptOn(info.project.name);
  const email = uniqueEmail(`journey-${info.project.name}`);

  await page.goto("/pricing");
  await page.goto("/create-account");
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  if (js) {
    // Masks apply as the person types.
    await page.getByLabel("Birthday").pressSequentially("04021990");
    await expect(page.getByLabel("Birthday")).toHaveValue("04/02/1990");
    await page.getByLabel("Phone Number").pressSequentially("555123456789");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 123-4567");
  } else {
    // Without JavaScript the server takes what a person would type.
    await page.getByLabel("Birthday").fill("04-02-1990");
    await page.getByLabel("Phone Number").fill("555.123.4567");
  }
  await page.getByLabel("Postal Code").fill("23220");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Retype Password").fill(PASSWORD);
  if (js) {
    await expect(page.getByRole("button", { name: "Show password" }).first()).toBeVisible();
  } else {
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
  }
  await page.getByLabel(/I agree to the/).check();
  const creating = js ? await holdNextRequest(page, "**/create-account.data*", "POST") : undefined;
  await page.getByRole("button", { name: "Next" }).click();
  if (creating) {
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    creating.release();
  }
  await expect(page).toHaveURL("/verify-account");
  await expect(page.getByText(email)).toBeVisible();
  // The demo says where its code is (production says nothing of it: tests/security/production.spec.ts).
  await expect(page.getByText("This is a demo: it sends no email. Your code is in the demo outbox.")).toBeVisible();
  await expect(page.getByRole("link", { name: "demo outbox" })).toHaveAttribute("href", "/dev/outbox");
  await expectNoAxeViolations(page);

  // Verify with the mailed code: signed in without the site holding the password.
  await page.getByLabel("Verification code").fill(await codeFromOutbox(page, email));
  const verifying = js ? await holdNextRequest(page, "**/verify-account.data*", "POST") : undefined;
  await page.getByRole("button", { name: "Verify" }).click();
  if (verifying) {
    await expect(page.getByRole("button", { name: "Verifying..." })).toBeDisabled();
    verifying.release();
  }
  await expect(page).toHaveURL("/membership-levels");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
  const cookies = await page.context().cookies();
  expect(JSON.stringify(cookies)).not.toContain(PASSWORD);
  expect(Buffer.from(cookies.map((c) => c.value).join(""), "base64").toString("latin1")).not.toContain(PASSWORD);

  // Pick Alliance and pay on the demo checkout.
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /Alliance/ }).check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/platform-api\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Demo checkout — no real money")).toBeVisible();
  await page.getByRole("button", { name: "Pay $150 (demo)" }).click();

  await expect(page).toHaveURL(/\/completion\?checkout=/);
  await expect(page.getByText("You now have a Alliance level membership")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Go to My Dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");

  // The overview says it is active; it is paused on the memberships page. Pause for 2 months, then unpause.
  const memberships = page.locator("#memberships");
  await expect(memberships.getByRole("listitem", { name: "Alliance membership" })).toContainText("Active");
  await expectNoAxeViolations(page);
  await memberships.getByRole("link", { name: "Change, pause or cancel a membership" }).click();
  await expect(page).toHaveURL("/dashboard/memberships");
  await waitForHydration(page, info.project.name);
  await memberships.getByLabel("Pause for").selectOption("2");
  await memberships.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Your membership is paused for 2 months.")).toBeVisible();
  await expect(memberships.getByRole("listitem", { name: "Alliance membership" })).toContainText("Paused");
  await memberships.getByRole("button", { name: "Unpause" }).click();
  await expect(page.getByText("Your membership is active again.")).toBeVisible();
  await expect(memberships.getByRole("listitem", { name: "Alliance membership" })).toContainText("Active");

  // Sign out, then sign in again.
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" }).first()).toBeAttached();
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/sign-in?redirectTo=%2Fdashboard");
  await waitForHydration(page, info.project.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const signingIn = js ? await holdNextRequest(page, "**/sign-in.data*", "POST") : undefined;
  await page.getByRole("button", { name: "Sign In" }).click();
  if (signingIn) {
    await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    signingIn.release();
  }
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
});

test("create account checks the fields in the spec's order, one message at a time, keeping what was typed but never the passwords", async ({ page }, info) => {
  await page.goto("/create-account");
  await waitForHydration(page, info.project.name);
  const next = page.getByRole("button", { name: "Next" });
  const alert = page.getByRole("alert");

  await next.click();
  await expect(alert).toHaveText("Please fill in all required fields.");

  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada-at-example.com");
  await page.getByLabel("Birthday").fill("04021990");
  await page.getByLabel("Phone Number").fill("5551234567");
  await page.getByLabel("Postal Code").fill("23220");
  await page.getByLabel("Password", { exact: true }).fill("weak");
  await page.getByLabel("Retype Password").fill("different");
  await next.click();
  await expect(alert).toHaveText("Please enter a valid email address.");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");

  await page.getByLabel("Email").fill(uniqueEmail("order"));
  if (!javaScriptOn(info.project.name)) {
    // The server sent the page back: the passwords are never in it.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill("weak");
    await page.getByLabel("Retype Password").fill("different");
  }
  await next.click();
  await expect(alert).toHaveText("Passwords do not match.");

  await page.getByLabel("Password", { exact: true }).fill("weakpass");
  await page.getByLabel("Retype Password").fill("weakpass");
  await next.click();
  await expect(alert).toHaveText("Password must be at least 8 characters and include at least one uppercase letter and one number.");
  await expectNoAxeViolations(page);
});

test("sign in names the missing '@', shows the platform's failure text, and verify needs an email and 6 digits", async ({ page }, info) => {
  await page.goto("/sign-in");
  await waitForHydration(page, info.project.name);
  await page.getByLabel("Email").fill("ada.example.com");
  await page.getByLabel("Password", { exact: true }).fill("Whatever1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please include an '@' in the email address. 'ada.example.com' is missing an '@'.");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password", { exact: true }).fill("Whatever1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expectNoAxeViolations(page);

  // No email waiting for verification (no cookie): the spec's message.
  await page.goto("/verify-account");
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email is missing or not a string.");
  // Checked by the server alone, in the spec's order, with JavaScript on and off alike: the email first.
  await page.getByLabel("Verification code").fill("12a4");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email is missing or not a string.");
});

test("a forgot-password for someone else's email shows its code nowhere, and the page says where reset codes are", async ({ page, browser, baseURL }, info) => {
  // The victim signs up and verifies in a browser of their own.
  const victim = uniqueEmail(`reset-victim-${info.project.name}`);
  const own = await browser.newContext({ baseURL });
  try {
    await signUp(own.request, baseURL!, { email: victim });
  } finally {
    await own.close();
  }

  // A stranger asks for a reset code with the victim's email.
  await page.goto("/sign-in?forgot");
  await waitForHydration(page, info.project.name);
  const note = "In this demo, emails are not sent, and reset codes are not shown on the outbox page";
  await expect(page.getByTestId("reset-mail-kept")).toContainText(note);
  await page.getByLabel("Email").fill(victim);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page).toHaveURL(/\/sign-in\?forgot=code$/);
  await expect(page.getByTestId("reset-mail-kept")).toContainText("npm run outbox");
  await expectNoAxeViolations(page);

  // The outbox shows this browser nothing: no reset code, none of the victim's mail.
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expect(page.getByText("No messages yet.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});
