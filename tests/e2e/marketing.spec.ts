import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, javaScriptOn, sameWithoutJavaScript, test, waitForHydration } from "../support/fixtures";
import { PRODUCT_NAME } from "../support/routes";

/** The links a page's main content offers, by accessible name, with where they lead. */
async function expectLinks(scope: Locator, links: ReadonlyArray<readonly [name: string, href: string]>) {
  for (const [name, href] of links) {
    await expect(scope.getByRole("link", { name, exact: true }), name).toHaveAttribute("href", href);
  }
}

/** The <details> items of an accordion, and which of them are open. */
async function openItems(group: Locator) {
  return group.locator("details").evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
}

test.describe("content pages", () => {
  test("Technology has its five sections, 99.99% uptime and Explore Memberships among the sandbox actions", async ({ page }) => {
    await page.goto("/technology-page");
    const main = page.getByRole("main");
    for (const name of ["Platform", "SDK", "API", "Coins & Rewards", "Security & Stability"]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main).toContainText("99.99% uptime");
    await expect(page.locator("#sandbox-actions").getByRole("link", { name: "Explore Memberships" })).toHaveAttribute("href", "/pricing");
    await expect(page.locator("#sandbox")).toContainText("no real money");
    await page.locator("#sandbox-actions").getByRole("link", { name: "Explore Memberships" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page).toHaveTitle(`Pricing | ${PRODUCT_NAME}`);
  });

  test("Ecosystem has a hero, a described diagram and five cards, the company's carrying the brand prefix", async ({ page }) => {
    await page.goto("/ecosystem-page");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const diagram = main.getByRole("img", { name: /Diagram: .*Members and Businesses.*Academy \(coming soon\)/ });
    await expect(diagram).toBeVisible();
    await expect(main.locator("figure figcaption")).toContainText("Coins and rewards flow between businesses and their members");
    const cards = main.getByRole("heading", { level: 3 });
    await expect(cards).toHaveText([
      `${PRODUCT_NAME} Coins and Rewards`,
      `${PRODUCT_NAME} Guides`,
      `${PRODUCT_NAME} Development`,
      "Members and Businesses",
      `${PRODUCT_NAME} Academy`,
    ]);
    await expect(main.locator("#academy")).toContainText("Coming soon");
    await expect(page.locator("#sandbox-actions").getByRole("link", { name: "Explore Memberships" })).toHaveAttribute("href", "/pricing");
    await expectLinks(main, [
      ["Become a Guide", "/interests"],
      ["Request a Website", "/request-website"],
      ["Visit the Showcase", "/showcase"],
    ]);
  });

  test("About Us: Who We Are, Join Now, two Contact Us To Learn More cards and See Open Opportunities", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/about-us");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(main.getByRole("heading", { level: 2, name: "Who We Are" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/create-account");
    const learnMore = main.getByRole("link", { name: "Contact Us To Learn More" });
    await expect(learnMore).toHaveCount(2);
    expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/request-resume", "/interests"]);
    // Each card's link says which card it belongs to.
    await expect(learnMore.first()).toHaveAccessibleDescription("Join the team");
    await main.getByRole("link", { name: "See Open Opportunities" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(page).toHaveTitle(`Careers | ${PRODUCT_NAME}`);
  });

  test("Careers: Submit Resume and a button to become a Guide", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/careers");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Careers");
    await expectLinks(main, [
      ["Submit Resume", "/request-resume"],
      ["Become a Guide", "/interests"],
      ["Apply to Be a Guide", "/interests"],
    ]);
  });
});

test.describe("pricing", () => {
  test("shows the sandbox, four plans with their prices and limits, each leading to its membership level", async ({ page }) => {
    await page.goto("/pricing");
    const main = page.getByRole("main");
    await expect(page.locator("#sandbox")).toContainText("Free: the sandbox, docs and community support");
    await expect(page.locator("#sandbox").getByRole("link", { name: "Explore the Sandbox" })).toHaveAttribute(
      "href",
      "/technology-page#sandbox",
    );
    const plans = [
      ["Creator", "$30", ["Domains1", "Users1"]],
      ["Alliance", "$150", ["Domains1+", "UsersUp to 2", "SubscribersUp to 50"]],
      ["Collective", "$450", ["Domains3+", "UsersUp to 6", "SubscribersUp to 200"]],
      ["Enterprise", "$1,000", ["Domains6+", "UsersUp to 20", "SubscribersUp to 600"]],
    ] as const;
    for (const [index, [name, price, limits]] of plans.entries()) {
      const card = main.getByRole("article", { name });
      await expect(card).toContainText(`${price} per month`);
      await expect(card.locator("dl > div")).toHaveText([...limits]);
      await expect(card.getByRole("link", { name: `Choose ${name}` })).toHaveAttribute("href", `/membership-levels?selectedIndex=${index}`);
    }
    // Creator includes neither branded coins nor multi-domain management; Alliance adds branded coins.
    await expect(main.getByRole("article", { name: "Creator" })).not.toContainText("Branded coin");
    await expect(main.getByRole("article", { name: "Alliance" })).toContainText("Branded coin creation");
    await main.getByRole("link", { name: "Choose Collective" }).click();
    await expect(page).toHaveURL("/membership-levels?selectedIndex=2");
    // The plan arrives preselected, with or without JavaScript.
    await expect(page.getByRole("radio", { name: /Collective/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Alliance/ })).not.toBeChecked();
  });

  test("compares the plans in a real table, lists the optional upgrades and links to the full FAQs", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: "Compare the plans" });
    await expect(table.getByRole("columnheader")).toHaveText(["Plan", "Creator", "Alliance", "Collective", "Enterprise"]);
    const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    await expect(row("Price per month")).toHaveText(["$30", "$150", "$450", "$1,000"]);
    await expect(row("Extra users, per member per month")).toHaveText(["$30", "$25", "$25", "$20"]);
    await expect(row("Brand memberships, per subscriber per month")).toHaveText(["—Not listed", "$2", "$1.50", "$1"]);
    await expect(row("Branded coin creation")).toHaveText(["—Not included", "Included", "Included", "Included"]);
    await expect(row("Multi-domain dashboard")).toHaveText(["—Not included", "—Not included", "Included", "Included"]);
    await expect(row("Dedicated account manager")).toHaveText(["—Not included", "—Not included", "—Not included", "Included"]);
    const main = page.getByRole("main");
    for (const text of ["Price to be determined", "$200 per brand per month", "From $9 per month", "per subscriber per month"]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole("blockquote")).toContainText(PRODUCT_NAME);
    await expect(main.getByRole("link", { name: "See full FAQs" })).toHaveAttribute("href", "/faqs");
  });

  test("its three-item FAQ keeps one item open at a time, with no axe violations when open", async ({ page }, testInfo) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/pricing");
    await waitForHydration(page, testInfo.project.name);
    const faq = page.locator("details[name='pricing-faq']");
    await expect(faq).toHaveCount(3);
    await faq.nth(0).locator("summary").click();
    await faq.nth(1).locator("summary").click();
    expect(await faq.evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open))).toEqual([false, true, false]);
    await expect(faq.nth(1)).toContainText("pause");
    await expectNoAxeViolations(page);
  });
});

test.describe("FAQ", () => {
  test("eight questions, one open at a time, by mouse and keyboard, with no axe violations", async ({ page }, testInfo) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/faqs");
    await waitForHydration(page, testInfo.project.name);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    const items = main.locator("details");
    await expect(items).toHaveCount(8);
    expect(await openItems(main)).toEqual(Array(8).fill(false));

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toContainText(`${PRODUCT_NAME} is a platform for creators`);
    await items.nth(1).locator("summary").click();
    expect(await openItems(main)).toEqual([false, true, false, false, false, false, false, false]);
    await expect(items.nth(1)).toContainText("Free access includes sandbox, docs and community support.");

    // Keyboard: the summaries are focusable controls toggled with Enter and Space.
    const returns = items.nth(4).locator("summary");
    await returns.focus();
    await page.keyboard.press("Enter");
    expect(await openItems(main)).toEqual([false, false, false, false, true, false, false, false]);
    await expect(items.nth(4)).toContainText("Rewards purchases are returnable or exchangeable within 30 days if unused.");
    await page.keyboard.press("Space");
    expect(await openItems(main)).toEqual(Array(8).fill(false));
    await page.keyboard.press("Space");
    await expect(items.nth(4)).toHaveAttribute("open", "");

    for (const topic of ["Guides", "Academy", "coins and rewards", "support", "switch plans"]) {
      await expect(main.locator("summary", { hasText: topic })).toHaveCount(1);
    }
    await expect(items.nth(6)).toContainText("coming soon");
    await expectNoAxeViolations(page);
  });
});

test.describe("legal pages", () => {
  test("Terms of Service: an overview and 20 numbered sections, with a working table of contents", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/tos");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    const numbered = main.getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(numbered).toHaveCount(20);
    const numbers = await numbered.evaluateAll((headings) => headings.map((h) => Number.parseInt(h.textContent ?? "", 10)));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    await expect(main.locator("#rewards-returns")).toContainText("Rewards purchases are returnable or exchangeable within 30 days if unused.");
    await expectTableOfContents(page, 21);
  });

  test("Cookie Policy: the cookie types, the merchant-site cookie table, lifetimes and controls", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/cookie-policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    for (const name of [
      "What cookies are",
      "Strictly necessary cookies",
      "Functional cookies",
      "Performance cookies",
      "Advertising cookies",
      "Social media cookies",
      "Controlling cookies",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main.locator("#performance")).toContainText("First-party analytics");
    await expect(main.locator("#performance")).toContainText("Third-party analytics");
    const table = main.getByRole("table", { name: "Cookies used on merchant sites" });
    await expect(table.getByRole("columnheader")).toHaveText(["Cookie", "Description", "Duration"]);
    await expect(table.locator("tbody th[scope=row]")).toHaveText([
      "session",
      "access-token",
      "experience_purchasing_info",
      "reservation_booking_info",
      "vmid",
      "did",
      "onboard_contact_data",
      "user_referral",
    ]);
    await expect(table.locator("tbody td:last-child")).toHaveText(["session", "1 day", "1 day", "1 day", "session", "session", "session", "session"]);
    await expect(main).toContainText("Persistent cookies expire between 30 minutes and two years.");
    for (const module of ["Experiences", "Ride", "Vehicle Matchmaker", "Onboarding Wizard for business members"]) {
      await expect(main.locator("#how-we-use-cookies")).toContainText(module);
    }
    await expectTableOfContents(page, 11);
  });

  test("Privacy Policy: last updated 09/11/2024, every right, children, international users and contact", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(main).toContainText("Last updated 09/11/2024");
    const rights = main.locator("#your-rights li strong");
    await expect(rights).toHaveText([
      "Access",
      "Delete",
      "Correct",
      "Portability",
      "Opt out of sale, sharing and targeted advertising",
      "Limit sensitive data",
      "Restrict processing",
      "Withdraw consent",
      "Appeal",
      "Communication preferences",
    ]);
    await expect(main.locator("#your-rights")).toContainText("Global Privacy Control signal, we automatically treat it");
    await expect(main.locator("#children")).toContainText("no actual knowledge of selling or sharing the personal information of consumers under 18");
    await expect(main.locator("#international-users")).toContainText(
      "United States and the District of Columbia, excluding California and the US territories, and are not for children",
    );
    await expect(main.locator("#information-we-collect")).toContainText("In the 12 months before");
    await expect(main.locator("#disclosure")).toContainText("In the past 12 months");
    await expect(main.locator("#contact")).toContainText("by phone, by e-mail or by postal mail");
    await expect(main.locator("#contact")).toContainText("PO Box in Virginia");
    await expect(main.locator("#contact").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
    await expectTableOfContents(page, 12);
  });
});

/** Every entry of a legal page's table of contents links to a section on the page. */
async function expectTableOfContents(page: Page, count: number) {
  const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
  await expect(contents).toHaveCount(count);
  const targets = await contents.evaluateAll((links) =>
    links.map((link) => {
      const id = link.getAttribute("href")!.slice(1);
      return document.getElementById(id)?.querySelector("h2")?.textContent === link.textContent;
    }),
  );
  expect(targets).toEqual(Array(count).fill(true));
}

test.describe("navigation behaviour", () => {
  test("a link with a hash to another page lands on that element", async ({ page }, testInfo) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/faqs");
    await waitForHydration(page, testInfo.project.name);
    await page.locator("summary", { hasText: "switch plans" }).click();
    await page.getByRole("link", { name: "Compare the plans" }).click();
    await expect(page).toHaveURL("/pricing#compare");
    const compare = page.locator("#compare");
    await expect(compare).toBeInViewport();
    // Its top sits just under the sticky header (scroll-margin), not somewhere lower down.
    await expect.poll(async () => (await compare.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    await expect.poll(async () => (await compare.boundingBox())!.y).toBeLessThan(140);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test("with JavaScript, a route change glides to the top and back restores where you were", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "Without JavaScript every navigation is a fresh page load.");
    // A page that hydrates (static pages have no scripts: the browser's own page loads apply).
    await page.goto("/technology-page");
    await waitForHydration(page, testInfo.project.name);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" });
    await link.scrollIntoViewIfNeeded();
    const startY = await page.evaluate(() => window.scrollY);
    expect(startY).toBeGreaterThan(1000);
    await recordScrollPositions(page);
    await link.click();
    await expect(page).toHaveURL("/cookie-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A smooth scroll passes through several positions; a jump goes straight to 0.
    const passedThrough = (await scrollPositions(page)).filter((y) => y > 0 && y < startY);
    expect(new Set(passedThrough).size).toBeGreaterThanOrEqual(3);

    await page.goBack();
    await expect(page).toHaveURL("/technology-page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(startY);
  });

  test("Back while the glide to the top is still running lands exactly where you were", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "Without JavaScript every navigation is a fresh page load.");
    // A visitor who follows a link by mistake and goes straight back. The browser's own smooth
    // scroll runs off the main thread and its next step could land after the restored position
    // (seen: 20 to 100 px off), so the glide must stop for certain when a newer navigation starts.
    await page.goto("/technology-page");
    await waitForHydration(page, testInfo.project.name);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" });
    await link.scrollIntoViewIfNeeded();
    const startY = await page.evaluate(() => window.scrollY);
    expect(startY).toBeGreaterThan(1000);
    await recordScrollPositions(page);
    await link.click();
    await expect(page).toHaveURL("/cookie-policy");
    // Mid-glide: it has left where it was and not yet reached the top.
    await expect.poll(async () => (await scrollPositions(page)).some((y) => y > 0 && y < startY)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL("/technology-page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(startY);
    // And it stays there: nothing of the glide moves it afterwards.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    expect(await page.evaluate(() => window.scrollY)).toBe(startY);
  });

  test("with reduced motion, the route change jumps straight to the top", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "Without JavaScript every navigation is a fresh page load.");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/technology-page");
    await waitForHydration(page, testInfo.project.name);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" });
    await link.scrollIntoViewIfNeeded();
    const startY = await page.evaluate(() => window.scrollY);
    await recordScrollPositions(page);
    await link.click();
    await expect(page).toHaveURL("/cookie-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const passedThrough = (await scrollPositions(page)).filter((y) => y > 0 && y < startY);
    expect(new Set(passedThrough).size).toBeLessThanOrEqual(1); // at most the browser clamping to the new page's height
  });

  test("a link to a question lands on it; the page link from pricing starts at the top", async ({ page }, testInfo) => {
    sameWithoutJavaScript("static pages only");
    // The FAQ page is static (no JavaScript), so the browser itself scrolls to the question.
    await page.goto("/pricing");
    await waitForHydration(page, testInfo.project.name);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "See full FAQs" }).click();
    await expect(page).toHaveURL("/faqs");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto("/faqs#faq-academy");
    await expect(page.locator("#faq-academy")).toBeInViewport();
    await page.locator("#faq-academy summary").click();
    await expect(page.locator("#faq-academy")).toHaveAttribute("open", "");
  });
});

async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    Object.assign(window, { __scrollPositions: positions });
    window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
  });
}

async function scrollPositions(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __scrollPositions: number[] }).__scrollPositions);
}
