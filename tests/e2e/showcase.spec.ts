/** /showcase: featured brand, directory with search and paging as GET parameters, its states. */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdNextRequest, javaScriptOn, test, waitForHydration } from "../support/fixtures";

const directory = (page: Page) => page.locator("#directory");
const items = (page: Page) => directory(page).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Directory pages" });

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search by name" }).fill(text);
  await page.getByRole("button", { name: "Search" }).click();
}

test("shows the featured brand and pages the directory 12 at a time, with working links and back button", async ({ page }, testInfo) => {
  await page.goto("/showcase");
  await waitForHydration(page, testInfo.project.name);
  const featured = page.getByRole("region", { name: "Lotus Flow Yoga" });
  await expect(featured).toBeVisible();
  const visit = featured.getByRole("link", { name: /Visit Lotus Flow Yoga/ });
  // Its pages on this site, which list what it sells (not a website of its own that may not exist).
  await expect(visit).toHaveAttribute("href", "/b/lotusflow");

  await expect(items(page)).toHaveCount(12);
  await expect(items(page).first().locator("img")).toHaveAttribute("src", "/platform-assets/logos/lotusflow.svg");
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  // Other specs start brands on the same platform while this one runs, and the directory is in
  // name order: which brand opens page 2 is not fixed, only that page 2 holds other brands than
  // page 1 (told apart by their pages' addresses: two test brands may share a name).
  const brandLinks = () => directory(page).getByRole("heading", { level: 3 }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const firstPage = await brandLinks();
  await pagination(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/showcase\?page=2&size=\d+#directory$/);
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current", "page");
  await expect(items(page).first()).toBeVisible();
  const secondPage = await brandLinks();
  expect(firstPage).toHaveLength(12);
  expect(secondPage.filter((href) => firstPage.includes(href)), "page 2 repeats none of page 1").toEqual([]);
  await expect(items(page).first()).not.toContainText("Lotus Flow Yoga");

  await page.goBack();
  await expect(page).toHaveURL(/\/showcase$/);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(items(page)).toHaveCount(12);
});

test("searches names case-insensitively and goes back to page 1 when the search changes", async ({ page }, testInfo) => {
  await page.goto("/showcase?page=2");
  await waitForHydration(page, testInfo.project.name);
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await search(page, "RIDGELINE");
  await expect(page).toHaveURL(/\/showcase\?q=RIDGELINE$/);
  await expect(items(page)).toHaveCount(2);
  await expect(directory(page).getByRole("heading", { name: "Ridgeline Brew School" })).toBeVisible();
  await expect(directory(page).getByRole("heading", { name: "Ridgeline Coffee Roasters" })).toBeVisible();
  await expect(pagination(page)).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search by name" })).toHaveValue("RIDGELINE");

  // Matches anywhere in the name, not only at the start.
  await search(page, "school");
  await expect(directory(page).getByRole("heading", { level: 3 })).toHaveText(["Copper Pot Cooking School", "Ridgeline Brew School"]);
});

test("says so when nothing matches", async ({ page }, testInfo) => {
  await page.goto("/showcase");
  await waitForHydration(page, testInfo.project.name);
  await search(page, "zzz-no-such-business");
  await expect(directory(page).getByText('No results for "zzz-no-such-business"')).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await directory(page).getByRole("link", { name: "see every business" }).click();
  await expect(items(page)).toHaveCount(12);
});

test("the page resets to 1 when the list size changes, and a page past the end shows page 1", async ({ page }) => {
  await page.goto("/showcase");
  const size = new URL(await pagination(page).getByRole("link", { name: "Page 2" }).getAttribute("href") ?? "", "http://x").searchParams.get("size");
  expect(Number(size)).toBeGreaterThan(12);
  await page.goto(`/showcase?page=2&size=${size}`);
  await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // The same link after the directory grew (or shrank) by one business: back to the first page.
  await page.goto(`/showcase?page=2&size=${Number(size) + 1}`);
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await page.goto("/showcase?page=99");
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await page.goto("/showcase?page=abc");
  await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
});

test("with JavaScript, shows 'Loading businesses...' while the next page loads", async ({ page }, testInfo) => {
  test.skip(!javaScriptOn(testInfo.project.name), "without JavaScript the browser shows its own page load");
  await page.goto("/showcase");
  await waitForHydration(page, testInfo.project.name);
  const nextPage = await holdNextRequest(page, "**/showcase.data*");
  await pagination(page).getByRole("link", { name: "Page 2" }).click();
  await nextPage.caught;
  await expect(page.getByRole("status").filter({ hasText: "Loading businesses..." })).toBeVisible();
  nextPage.release();
  await expect(page.getByText("Loading businesses...")).toBeHidden();
  // The navigation ended at page 2's address. Which page shows is the server's word: other specs
  // start brands on the same platform meanwhile, and a link made for another directory size goes
  // back to the first page (the test above), so asserting "Page 2" here was a race.
  await expect(page).toHaveURL(/[?&]page=2(&|#|$)/);
});
