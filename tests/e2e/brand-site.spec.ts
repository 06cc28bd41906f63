/*
 * Brand pages that belong to the brand (issue 35 item 4): an owner builds the brand's home page
 * with an uploaded hero image and a block of its experiences, previews it (without JavaScript
 * through the Preview button; with it, the preview follows the typing), and /b/<username> shows the
 * brand's own frame: its header (the name once, its colours, its pages as navigation), the hero
 * image, a gallery's uploaded picture, the experience as a card with its price and next date, no platform header or "Join Now",
 * the platform in one footer line. JavaScript on and off, at 390 and 1440 px; axe clean.
 */
import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test } from "../support/fixtures";
import { buildBrandPage, heroPhoto, publishBrandPage } from "./support/brand-pages";

test.describe.configure({ timeout: 300_000 });

const API = { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key };
const SHOTS = process.env.SHOTS_DIR;

/** A listed experience of the owner's brand, $30 a guest, open every morning. */
async function brandExperience(request: APIRequestContext, email: string, name: string) {
  const login = await request.post("/platform-api/login", { headers: API, form: { username: email, password: PASSWORD } });
  const auth = { ...API, Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const categories = (await (await request.get("/platform-api/experiences/categories?empty=true", { headers: API })).json()) as Array<{ name: string }>;
  const every = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
  const created = await request.post("/platform-api/experiences/create", {
    headers: auth,
    data: {
      category: categories[0]!.name,
      experience: { name, retail_price: 30, per_guest_pricing: true, max_guests: 4, duration: { hours: 1, minutes: 0 } },
      availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 0 }, ...every }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test("a brand's home page with an uploaded hero and its experiences, previewed, then public in the brand's own frame", async ({ page, baseURL }, info) => {
  const js = javaScriptOn(info.project.name);
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-24);
  const username = `bs-${tag}`;
  const brandName = `Harbor ${tag}`;
  const email = `site-${tag}@example.com`;
  await signUp(page.request, baseURL!, { email });
  // The platform's default cyan: too light for text on white, so links fall back to a darker shade.
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: brandName, username, primaryColor: "#00cde8", secondaryColor: "#d400ff" });
  expect(started.status(), "the brand is started").toBe(302);
  const brandId = started.headers()["location"]!.split("/").pop()!;
  const trip = `Sunrise paddle ${tag}`;
  await brandExperience(page.request, email, trip);

  await buildBrandPage(page, { brandId, heroImage: await heroPhoto(), withExperiences: true, javaScript: js });
  await page.goto(`/dashboard/brands/${brandId}/pages/home/blocks/new?type=hero`);
  await expectNoAxeViolations(page);
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.getByLabel(/^Title/).fill("Paddle the bay");
      if (!js) await page.getByRole("button", { name: "Preview" }).click();
      await page.screenshot({ path: `${SHOTS}/builder-preview-${width}-${js ? "js" : "nojs"}.png`, fullPage: true });
    }
  }
  // A gallery whose picture is uploaded and described (previewed with JavaScript as it is chosen).
  await page.goto(`/dashboard/brands/${brandId}/pages/home`);
  await page.getByLabel("Type of block", { exact: true }).selectOption({ label: "Gallery" });
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page).toHaveURL(/\/blocks\/new\?type=gallery/);
  await page.getByLabel(/^Title/).fill("On the water");
  await page.getByLabel(/^Add an image/).setInputFiles(await heroPhoto());
  await page.getByLabel(/^Describe the image/).fill("The dock in morning fog");
  if (js) await expect(page.getByRole("region", { name: "Preview" }).getByRole("img", { name: "The dock in morning fog" })).toBeVisible();
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(page.getByRole("status").filter({ hasText: "block added at the end of the page." })).toBeVisible();

  await page.goto(`/dashboard/brands/${brandId}/pages/home`);
  await publishBrandPage(page, username);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(`/b/${username}`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: brandName })).toHaveAttribute("href", `/b/${username}`);
    await expect(page.getByText(brandName, { exact: true })).toHaveCount(1);
    await expect(header.getByRole("navigation", { name: brandName }).getByRole("link", { name: "Welcome" })).toHaveAttribute("href", `/b/${username}`);
    // No platform header: no "Join Now", no sign-in.
    await expect(page.getByRole("link", { name: "Join Now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /sign in/i })).toHaveCount(0);
    // The brand's colours: its primary behind the header, text readable on it.
    await expect(header).toHaveCSS("background-color", "rgb(0, 205, 232)");
    await expect(page.locator('[data-block="hero"] img')).toHaveAttribute("alt", "Kayaks on the bay at dawn");
    await expect(page.locator('[data-block="hero"] img')).toHaveAttribute("src", /\/files\/brand-pages\//);
    await expect(page.getByRole("heading", { name: "Paddle the bay" })).toBeVisible();
    const card = page.locator('[data-block="experiences"]').getByRole("article").filter({ hasText: trip });
    await expect(card.getByRole("link", { name: trip })).toHaveAttribute("href", /\/experiences\/[0-9a-f-]{36}$/);
    await expect(card).toContainText("$30");
    await expect(card).toContainText("per guest");
    await expect(card.getByText(/^Next: /)).toBeVisible();
    await expect(page.locator('[data-block="gallery"] img')).toHaveAttribute("alt", "The dock in morning fog");
    await expect(page.locator('[data-block="gallery"] img')).toHaveAttribute("src", /\/files\/brand-pages\//);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Made with / })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-page-${width}-${js ? "js" : "nojs"}.png`, fullPage: true });
  }
});
