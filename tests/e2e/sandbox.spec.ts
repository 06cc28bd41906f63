/** "Start Free in the Sandbox": credentials in a dialog (JavaScript) or on /sandbox (without), which then work. */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { platformGet } from "../support/embedded-api";

async function shownCredentials(scope: ReturnType<Page["locator"]>) {
  const value = async (label: string) =>
    (await scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]").innerText()).trim();
  return { publicKey: await value("Public Key"), secretKey: await value("Secret Key"), username: await value("Username") };
}

for (const path of ["/technology-page", "/ecosystem-page"]) {
  test(`${path}: Start Free in the Sandbox gives credentials that work with the API`, async ({ page, request }, testInfo) => {
    await page.goto(path);
    await waitForHydration(page, testInfo.project.name);
    const actions = page.locator("#sandbox-actions");
    await expect(actions.getByRole("link", { name: "Explore Memberships" })).toHaveAttribute("href", "/pricing");
    const start = actions.getByRole("button", { name: "Start Free in the Sandbox" });

    let scope;
    if (javaScriptOn(testInfo.project.name)) {
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), start.click()]);
      expect(response.url()).toContain("/sandbox.data");
      expect(response.headers()["cache-control"]).toBe("no-store");
      const dialog = page.getByRole("dialog", { name: "Sandbox credentials" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(path); // no page load
      scope = dialog;
    } else {
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), start.click()]);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-store");
      await expect(page).toHaveURL("/sandbox");
      await expect(page.getByRole("heading", { level: 1, name: "Sandbox credentials" })).toBeVisible();
      scope = page.locator("main");
      await expect(scope.getByRole("link", { name: "Done" })).toHaveAttribute("href", path);
    }
    await expect(scope.getByText("these credentials cannot be viewed again")).toBeVisible();
    const docs = scope.getByRole("link", { name: /Read the SDK docs/ });
    await expect(docs).toHaveAttribute("href", "/api-reference");
    await expect(docs).toHaveAttribute("target", "_blank");
    await expect(docs).toHaveAttribute("rel", "noopener noreferrer");
    const credentials = await shownCredentials(scope);
    expect(credentials.username).toMatch(/^sandbox-[0-9a-f]{16}$/);
    expect(credentials.publicKey).toMatch(/^pk_sandbox_/);
    expect(credentials.secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // The credentials authenticate API calls like any other credential.
    const sandbox = { username: credentials.username, key: credentials.secretKey };
    const listed = await platformGet<unknown[]>(request, "/business/list", sandbox);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    expect((await platformGet(request, "/business/list", { ...sandbox, key: "wrong" })).status).toBe(401);
  });
}

test("with JavaScript, the dialog keeps the credentials in localStorage, closes with Escape or Done and gives focus back", async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), "the dialog needs JavaScript; without it /sandbox shows the result");
  await page.goto("/technology-page");
  await waitForHydration(page, testInfo.project.name);
  const start = page.locator("#sandbox-actions").getByRole("button", { name: "Start Free in the Sandbox" });
  await start.click();
  const dialog = page.getByRole("dialog", { name: "Sandbox credentials" });
  await expect(dialog).toBeVisible();
  const shown = await shownCredentials(dialog);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("sandbox_credentials") ?? "null"));
  expect(stored).toEqual({ name: "Foundry", public_key: shown.publicKey, secret_key: shown.secretKey, username: shown.username });
  // Focus is inside the modal dialog.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();

  await start.click();
  await expect(dialog).toBeVisible();
  const second = await shownCredentials(dialog);
  expect(second.username).not.toBe(shown.username);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
});

test("/sandbox offers the same start, and refuses a post without the honeypot", async ({ page, request, baseURL }) => {
  await page.goto("/sandbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start Free in the Sandbox");
  await expect(page.getByRole("button", { name: "Start Free in the Sandbox" })).toBeVisible();
  await expectNoAxeViolations(page);
  const spam = await request.post("/sandbox", { headers: { Origin: baseURL! }, form: { anything: "1" } });
  expect(spam.status()).toBe(400);
  expect(await spam.text()).not.toContain("pk_sandbox_");
});
