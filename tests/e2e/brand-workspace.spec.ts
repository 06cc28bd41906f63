/*
 * A brand's workspace (issue 35 item 1), JavaScript on and off, at 390 and 1440 px: starting a
 * brand lands on its workspace home (the brand's own header and navigation, not the member's ten
 * personal tabs, with "View site" and the way back to the dashboard), whose setup checklist has
 * nothing ticked; adding a venue ticks "Add a venue"; Settings refuses every mistake at once, each
 * at its field in people's words, keeping what was typed, then saves the new name and colour and
 * uploads a logo, which the workspace's header shows. axe on each page.
 */
import { signUp } from "../support/accounts";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { uniqueTag } from "../support/embedded-api";
import { createVenue } from "./support/owner-venues";
import { SETUP_STEPS, WORKSPACE_TABS, logoPng, openTab, readChecklist, startBrand, workspaceNav } from "./support/brand-workspace";

test.describe.configure({ timeout: 240_000 });

for (const width of [390, 1440]) {
  test(`a brand's workspace at ${width} px: checklist, navigation, settings and logo`, async ({ page, baseURL }, info) => {
    const project = info.project.name;
    await page.setViewportSize({ width, height: 900 });
    const tag = `${uniqueTag(info)}-${width}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-24).replace(/^-+/, "");
    await signUp(page.request, baseURL!, { email: `workspace-${tag}@example.com`, firstName: "Wren", lastName: "Owner" });
    const brand = await startBrand(page, project, { name: "Harbor Suppers", username: `ws-${tag}` });

    // The workspace's frame: the brand's name, its screens (Home current), "View site", the way back; no personal tabs.
    const nav = workspaceNav(page, brand.name);
    await expect(nav.getByRole("link")).toHaveText([...WORKSPACE_TABS]);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", `/b/${brand.username}`);
    await expect(page.getByRole("link", { name: "← Your dashboard" })).toHaveAttribute("href", "/dashboard/brands");
    await expect(page.getByRole("status").filter({ hasText: "Harbor Suppers is ready." })).toBeVisible();

    // Nothing ticked yet; the one primary action is the first step.
    expect(await readChecklist(page)).toEqual(Object.fromEntries(SETUP_STEPS.map((step) => [step, null])));
    await expect(page.getByText("0 of 4 done.")).toBeVisible();
    await expect(page.locator("main .btn-primary")).toHaveText(["Add a venue"]);
    await expectNoAxeViolations(page);

    // On a phone the navigation's row scrolls inside itself: the page never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);

    // Venues: an empty list with its action; a venue added there ticks the checklist.
    await openTab(page, brand.name, "Venues");
    await expect(page.getByText("This brand has no venues yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add a venue" })).toBeVisible();
    await createVenue(page, project, brand.brandId, { name: "Lakeside Hall", place: { query: "Madis", pick: "Madison, Wisconsin, United States" } });
    await expect(workspaceNav(page, brand.name).getByRole("link", { name: "Venues", exact: true })).toHaveAttribute("aria-current", "page");
    await openTab(page, brand.name, "Venues");
    await expect(page.getByRole("link", { name: "Lakeside Hall", exact: true })).toBeVisible();
    await expect(page.getByText("Madison, WI")).toBeVisible();
    await openTab(page, brand.name, "Home");
    const ticked = await readChecklist(page);
    expect(ticked["Add a venue"]).toBe("Lakeside Hall");
    expect(ticked["Add an experience"]).toBeNull();
    await expect(page.getByText("1 of 4 done.")).toBeVisible();
    await expect(page.locator("main .btn-primary")).toHaveText(["Add an experience"]);

    await openTab(page, brand.name, "Experiences");
    await expect(page.getByText("This brand has no experiences yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "New experience" })).toBeVisible();

    // Settings: every mistake at once, each at its field in people's words, what was typed kept.
    await openTab(page, brand.name, "Settings");
    await waitForHydration(page, project);
    const name = page.getByLabel("Brand name", { exact: true });
    const zip = page.getByLabel("ZIP code (optional)", { exact: true });
    const website = page.getByLabel("Website (optional)", { exact: true });
    const phone = page.getByLabel("Phone (optional)", { exact: true });
    await expect(name).toHaveValue("Harbor Suppers");
    await name.fill("");
    await zip.fill("5370");
    await website.fill("harbor suppers");
    await phone.fill("call me");
    await page.getByLabel("Primary colour", { exact: true }).fill("#0b6e4f");
    await page.getByRole("button", { name: "Save the brand" }).click();
    for (const field of [name, zip, website, phone]) await expect(field).toHaveAttribute("aria-invalid", "true");
    for (const words of [
      "Please enter your brand's name.",
      "Please enter a ZIP code of 5 digits, or 5+4 (21401-1234).",
      "Please enter your website's address, like https://example.com.",
      "Please enter a phone number of up to 15 digits, like +1 608 555 0100.",
    ]) {
      await expect(page.getByText(words).first()).toBeVisible();
    }
    await expect(page.getByText(/Field "|must be/)).toHaveCount(0);
    await expect(zip).toHaveValue("5370");
    await expect(website).toHaveValue("harbor suppers");
    await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#0b6e4f");
    await expectNoAxeViolations(page);

    // Corrected: saved, and the header shows the new name.
    await name.fill("Harbor Supper Club");
    await zip.fill("53703");
    await website.fill("https://harbor.example.com");
    await phone.fill("+1 (608) 555-0100");
    await page.getByRole("button", { name: "Save the brand" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your brand has been saved." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Harbor Supper Club", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#0b6e4f");
    await expect(page.getByText("#0b6e4f", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Phone (optional)", { exact: true })).toHaveValue("+16085550100");

    // The logo: a file that is no image is refused at its field; a PNG is uploaded and shown in the header.
    const logo = page.getByLabel("New logo", { exact: true });
    await logo.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByLabel("New logo", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("That file is not an image we can read. Please choose a PNG, JPEG, WebP or GIF image.").first()).toBeVisible();
    await page.getByLabel("New logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your logo has been updated." })).toBeVisible();
    const headerLogo = page.getByRole("img", { name: "Harbor Supper Club logo" });
    await expect(headerLogo).toBeVisible();
    // The stored, re-encoded image loads (waited for, not timed).
    await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/work/shots/s24-workspace/settings-${width}-${javaScriptOn(project) ? "js" : "nojs"}.png`, fullPage: true });

    await openTab(page, "Harbor Supper Club", "Home");
    await expect(page.getByRole("img", { name: "Harbor Supper Club logo" })).toBeVisible();
    await page.screenshot({ path: `/work/shots/s24-workspace/home-${width}-${javaScriptOn(project) ? "js" : "nojs"}.png`, fullPage: true });
  });
}

test("another member's workspace is a 404, on every screen", async ({ page, baseURL, browser }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-20).replace(/^-+/, "");
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signUp(owner.request, baseURL!, { email: `ws-owner-${tag}@example.com` });
  const brand = await startBrand(ownerPage, info.project.name, { name: "Private Brand", username: `wp-${tag}` });
  await owner.close();
  await signUp(page.request, baseURL!, { email: `ws-stranger-${tag}@example.com` });
  for (const screen of ["", "/experiences", "/venues", "/settings", "/pages", "/coin"]) {
    expect((await page.goto(`/dashboard/brands/${brand.brandId}${screen}`))?.status(), screen || "home").toBe(404);
  }
});
