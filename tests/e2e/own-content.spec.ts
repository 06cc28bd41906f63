/**
 * Content that is the product's own (issue "marketplace" item 7): covers that depict each demo
 * experience, described in words; demo brands' published pages listing their experiences; the
 * showcase's links landing on them; the live marketplace's card leading to it.
 */
import { expect, expectNoAxeViolations, javaScriptOn, sameWithoutJavaScript, test, waitForHydration } from "../support/fixtures";

test("an experience's cover depicts it, says so in its alt text, and is served with a long cache", async ({ page, request }) => {
  await page.goto("/experiences?q=Handmade+Pasta");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Handmade Pasta Night" }) });
  await expect(card.getByRole("img", { name: "A table set with a bowl of fresh pasta and a candle" })).toBeVisible();
  await card.getByRole("link", { name: "Handmade Pasta Night" }).click();
  const cover = page.getByRole("main").getByRole("img", { name: "A table set with a bowl of fresh pasta and a candle" });
  await expect(cover).toHaveAttribute("src", "/platform-assets/experiences/pasta.svg");
  // No slug, no category clip-art anywhere on the page.
  await expect(page.locator('img[src*="food-drink"]')).toHaveCount(0);
  const file = await request.get("/platform-assets/experiences/pasta.svg");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/svg+xml");
  expect(Number(/max-age=(\d+)/.exec(file.headers()["cache-control"] ?? "")?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
  expect((await file.body()).byteLength).toBeLessThan(4096);
});

test("a demo brand's page is published and lists its experiences as cards", async ({ page }) => {
  sameWithoutJavaScript("static pages only");
  await page.goto("/b/copperpot");
  await expect(page.getByRole("heading", { level: 1, name: "Copper Pot Cooking School" })).toBeVisible();
  await expect(page.getByText("has not published any pages yet")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Book an experience" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
  await expect(cards).toHaveCount(5);
  const pasta = cards.filter({ has: page.getByRole("link", { name: "Handmade Pasta Night" }) });
  await expect(pasta.getByRole("img", { name: "A table set with a bowl of fresh pasta and a candle" })).toBeVisible();
  await expect(pasta).toContainText("$");
  await expect(page.getByText("118 King St, Madison, WI 53703")).toBeVisible();
  await expectNoAxeViolations(page);
  await pasta.getByRole("link", { name: "Handmade Pasta Night" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Handmade Pasta Night" })).toBeVisible();
});

test("the showcase's featured brand and the live marketplace's card lead to pages of this site", async ({ page }) => {
  await page.goto("/showcase");
  const featured = page.getByRole("region", { name: "Lotus Flow Yoga" });
  await featured.getByRole("link", { name: "Visit Lotus Flow Yoga" }).click();
  await expect(page).toHaveURL(/\/b\/lotusflow$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Sunrise Vinyasa on the James" })).toBeVisible();

  await page.goto("/showcase");
  const events = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Events & Experiences" }) });
  await expect(events).not.toContainText("Coming soon");
  await expect(events).toContainText("Live now");
  await events.getByRole("link", { name: "Browse experiences" }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/pricing shows the plans the platform sells and stays page-cached", async ({ page, request }) => {
  sameWithoutJavaScript("static pages only");
  const html = { Accept: "text/html,application/xhtml+xml", "Accept-Encoding": "br, gzip" };
  await request.get("/pricing", { headers: html }); // the first visit may render it
  const hit = await request.get("/pricing", { headers: html });
  expect(hit.status()).toBe(200);
  expect(hit.headers()["x-page-cache"]).toBe("hit");
  expect(hit.headers()["cache-control"]).toBe("public, no-cache");
  expect((await request.get("/pricing", { headers: { ...html, "If-None-Match": hit.headers()["etag"]! } })).status()).toBe(304);

  await page.goto("/pricing");
  const main = page.getByRole("main");
  for (const [name, price] of [["Creator", "$30"], ["Alliance", "$150"], ["Collective", "$450"], ["Enterprise", "$1,000"]] as const) {
    await expect(main.getByRole("article", { name })).toContainText(`${price} per month`);
  }
});

test("Near finds a typed place with the place search, suggests places as one types, and says when there is none", async ({ page }, info) => {
  const near = () => page.getByRole("search", { name: "Experiences" }).getByLabel("Near");
  await page.goto("/experiences");
  await waitForHydration(page, info.project.name);
  await page.getByRole("search", { name: "Experiences" }).locator("summary", { hasText: "Filters" }).click();
  if (javaScriptOn(info.project.name)) {
    await near().pressSequentially("Savann");
    await expect(page.locator("datalist#near-places option").first()).toHaveAttribute("value", "Savannah, GA");
  }
  await near().fill("Savannah, GA");
  await page.getByRole("search", { name: "Experiences" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/near=Savannah%2C\+GA/);
  const results = page.getByRole("main").getByRole("listitem").getByRole("article");
  await expect(results.filter({ hasText: "Savannah Squares History Walk" })).toHaveCount(1);
  await expect(results.filter({ hasText: "Portland" })).toHaveCount(0);
  await expect(near()).toHaveValue("Savannah, GA");

  // An old link's place id still works, shown as people write it.
  await page.goto("/experiences?near=portland-or&radius=10");
  await expect(near()).toHaveValue("Portland, OR");
  await expect(results.filter({ hasText: "Latte Art Lab" })).toHaveCount(1);
  await expect(results.filter({ hasText: "Savannah" })).toHaveCount(0);

  // A place nobody knows: said at the field, what was typed kept.
  await page.goto("/experiences");
  await page.getByRole("search", { name: "Experiences" }).locator("summary", { hasText: "Filters" }).click();
  await near().fill("Qqzzyx Nowhere");
  await page.getByRole("search", { name: "Experiences" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByText('We could not find a place called "Qqzzyx Nowhere". Try a town or city and its state, like Portland, OR.')).toBeVisible();
  await expect(near()).toHaveValue("Qqzzyx Nowhere");
  await expect(near()).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
