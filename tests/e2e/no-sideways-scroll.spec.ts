/*
 * No page scrolls sideways on a phone (320 and 390 px wide), signed in with real data: a member
 * with a membership and a booking, who owns a brand with a venue, an experience, a page and a
 * coin. Every page of the route table (scripts/lib/routes.ts) is visited; a route whose
 * parameters this test cannot fill fails it, so a new route is walked too.
 */
import { chooseSlot, payOnDemoPageAndOpenTickets } from "./support/booking";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { callApi, tokenOf } from "../support/member-api";
import { expect, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { siteRoutes } from "../../scripts/lib/routes";
import { issueCoin, mint } from "./support/owner-coin";
import { createExperience } from "./support/owner-experiences";
import { addBlock, createPage } from "./support/owner-pages";
import { createVenue, onboardBrand } from "./support/owner-venues";

test.describe.configure({ timeout: 480_000 });

const WALK = "Savannah Squares History Walk"; // demo data: daily 10:00 and 14:00, $35 each

/** A calendar date `days` from today in New York (YYYY-MM-DD). */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test("every page fits 320 and 390 px wide, signed in with a membership, a booking and a brand", async ({ page, baseURL }, info) => {
  test.skip(!javaScriptOn(info.project.name), "measured with JavaScript on, as a phone's browser shows it");
  const project = info.project.name;
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const email = `walk-${tag}@example.com`;
  await signUp(page.request, baseURL!, { email });

  // A membership, paid on the demo checkout.
  await page.goto("/membership-levels?selectedIndex=0");
  await waitForHydration(page, project);
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await expect(page.getByText(/You now have a .* level membership/)).toBeVisible();

  // A booking of a demo experience; the checkout's id is the way back's.
  await page.goto(`/experiences?${new URLSearchParams({ q: WALK })}`);
  await page.getByRole("link", { name: WALK, exact: true }).click();
  await waitForHydration(page, project);
  await chooseSlot(page, dayAhead(40), "10:00 AM");
  const book = page.locator("#book");
  await book.getByLabel("Guests").fill("2");
  await book.getByRole("button", { name: "Book and pay" }).click();
  await expect(page).toHaveURL(/\/platform-api\/experience-checkout\/[0-9a-f-]{36}$/);
  const checkoutId = page.url().split("/").pop()!;
  const purchaseId = await payOnDemoPageAndOpenTickets(page);

  // A brand with a venue, an experience held there, a page with a block, and a coin.
  const username = `w-${tag}`.slice(0, 30);
  const brandId = await onboardBrand(page.request, baseURL!, { name: `Wide Walks ${tag}`, username });
  const venueName = `Harbor Hall ${tag}`;
  const venueId = await createVenue(page, project, brandId, { name: venueName, place: { query: "Norfol", pick: "Norfolk, Virginia, United States" }, capacity: "40" });
  const experienceId = await createExperience(page, project, {
    brandId,
    name: `Lighthouse Supper Club With A Rather Long Name ${tag}`,
    category: "Food & drink",
    retailPrice: "1250",
    maxGuests: "12",
    venue: venueName,
    windows: [{ start: "18:00", end: "21:00", days: ["Friday", "Saturday"] }],
  });
  await page.goto(`/dashboard/brands/${brandId}/pages`);
  await waitForHydration(page, project);
  await createPage(page, brandId, { name: "visit", title: "Visit us" });
  await waitForHydration(page, project);
  await addBlock(page, "Hero", { Title: "Supper by the water" });
  const blockPath = await page.locator('a[href*="/blocks/"]:not([href*="/blocks/new"])').first().getAttribute("href", { timeout: 20_000 });
  const blockId = blockPath!.split("/").pop()!;
  await issueCoin(page, brandId, { name: `Harbor ${tag}`.slice(0, 40), rewardsValue: 100 });
  await mint(page, brandId, 1_000_000);

  // The member's own public profile, and one area of the API reference.
  const { id: userId } = await callApi(page.request, await tokenOf(page.request, email), "GET", "/account/me");
  await page.goto("/api-reference");
  const area = (await page.getByRole("main").locator('a[href^="/api-reference/"]').first().getAttribute("href", { timeout: 20_000 }))!.split("/").pop()!;

  const values: Record<string, string> = {
    brandId,
    experienceId,
    venueId,
    name: "visit",
    blockId,
    id: "",
    checkoutId,
    username,
    page: "visit",
    area,
    // The brand's door check-in for a day (no tickets that day: the page as a host first sees it).
    date: dayAhead(40),
  };
  // `:id` names an experience, a purchase or a person, by where it is.
  const idOf = (path: string) => (path.startsWith("/experiences/") ? experienceId : path.startsWith("/purchases/") ? purchaseId : userId);
  const urls = siteRoutes
    .filter((route) => route.isPage)
    .map((route) => {
      if (route.path === "/*") return "/no-such-page";
      return route.path.replace(/:(\w+)/g, (_match, name: string) => {
        const value = name === "id" ? idOf(route.path) : values[name];
        if (!value) throw new Error(`${route.path}: no value for :${name}; give this test one`);
        return encodeURIComponent(value);
      });
    });

  const overflowing: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of [...new Set(urls)]) {
      await page.goto(url);
      await page.waitForLoadState("load");
      const { overflow, culprits } = await page.evaluate(() => {
        const root = document.documentElement;
        // What sticks out: the innermost elements past the right edge (to say where to look).
        const past = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1);
        const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
        const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
        return { overflow: root.scrollWidth - root.clientWidth, culprits: innermost.slice(0, 3).map(name) };
      });
      if (overflow > 0) overflowing.push(`${width} px: ${url} by ${overflow} px: ${culprits.join("; ")}`);
    }
  }
  expect(overflowing).toEqual([]);
});
