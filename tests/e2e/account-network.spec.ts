/*
 * The spec's last calls, each on the screen where a person looks for it (JavaScript on and off,
 * 390 and 1440 px): a member's credit contracts in Coins & Credits (GET /account/contracts), their
 * network on /dashboard/people (GET /account/my/network), and how far an experience is from the
 * place a visitor searched near, on its card (the search's own answer) and on its page
 * (POST /location/distance/to/experience, the place carried as ?near=).
 */
import type { Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../support/fixtures";
import { callApi, tokenOf } from "../support/member-api";

// A few seconds on a quiet machine; the margin is for a busy shared one.
test.describe.configure({ timeout: 240_000 });

const KAYAK = "Salt Marsh Kayak and Camera"; // Tybee Island, GA: about 15 miles from Savannah
const FROM_SAVANNAH = /^\d+ miles from Savannah, GA$/;

/** A verified member signed in on `page`: id, name and token. */
async function member(page: Page, info: TestInfo, firstName: string) {
  const email = `network-${firstName.toLowerCase()}-${uniqueTag(info)}@example.com`;
  const lastName = `Net${uniqueTag(info).replace(/[^a-z]/gi, "").slice(-6)}`;
  await signUp(page.request, info.project.use.baseURL!, { email, firstName, lastName });
  const token = await tokenOf(page.request, email);
  // Only public profiles can be followed.
  const me = await callApi(page.request, token, "PUT", "/account/my/profile", { public: true });
  return { id: me.id, email, name: `${firstName} ${lastName}`, token };
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test("Coins & Credits lists the credit contracts the member holds, in words", async ({ page, playwright, baseURL }, info) => {
      const mary = await member(page, info, "Mary");
      await page.goto("/dashboard/balances");
      const contracts = page.getByRole("region", { name: "Credit contracts" });
      await expect(contracts).toContainText("You hold no credit contracts.");

      const owner = await playwright.request.newContext({ baseURL });
      const tag = uniqueTag(info);
      const brandName = `Tide Works ${tag}`;
      try {
        const olga = await member({ request: owner } as Page, info, "Olga");
        const brand = await callApi(owner, olga.token, "POST", "/account/business/onboard", { name: brandName, username: `tw${tag.replace(/[^a-z0-9]/gi, "").toLowerCase().slice(-24)}` }, 201);
        const coin = await callApi(owner, olga.token, "POST", `/account/business/${brand.id}/coin`, { name: `Tide Coin ${tag}`, rewardsValue: 25 }, 201);
        await callApi(owner, olga.token, "POST", `/account/business/${brand.id}/coin/mint`, { amount: 100 });
        const founders = await callApi(owner, olga.token, "POST", `/account/business/${brand.id}/coin/contracts`, {
          name: "Founders", description: "For the first hundred paddlers.", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5,
        }, 201);
        await callApi(owner, olga.token, "POST", "/account/coins/transfer", { coin: coin.id, amount: 7, target: mary.email, contract: founders.id });
      } finally {
        await owner.dispose();
      }

      await page.goto("/dashboard/balances");
      await waitForHydration(page, info.project.name);
      const held = contracts.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Founders" }) });
      await expect(held).toContainText(`From ${brandName}`);
      await expect(held).toContainText("For the first hundred paddlers.");
      await expect(held).toContainText(`You hold7 Tide Coin ${tag}, worth $1.75`);
      await expect(held).toContainText("Dividend2.5%");
      await expect(held).toContainText("RunsJanuary 1, 2026 to January 1, 2027");
      await expectNoAxeViolations(page);
    });

    test("People shows the member's network: the counts, who follows back, each linking to their profile", async ({ page, browser }, info) => {
      const ada = await member(page, info, "Ada");
      await page.goto("/dashboard/people");
      await expect(page.getByRole("region", { name: "Your network" })).toContainText("Your network is empty");
      await expectNoAxeViolations(page);

      const other = await browser.newContext({ baseURL: info.project.use.baseURL });
      try {
        const otherPage = await other.newPage();
        const grace = await member(otherPage, info, "Grace");
        const alan = await member(otherPage, info, "Alan");
        await callApi(page.request, ada.token, "POST", `/user/id/${grace.id}/follow`);
        await callApi(otherPage.request, grace.token, "POST", `/user/id/${ada.id}/follow`);
        await callApi(otherPage.request, alan.token, "POST", `/user/id/${ada.id}/follow`);

        await page.goto("/dashboard/people");
        await waitForHydration(page, info.project.name);
        await expect(page.getByRole("region", { name: "Your network" })).toHaveText("Your networkYou follow 1 person and 2 people follow you. You and 1 person follow each other.");
        const following = page.getByRole("list", { name: "People you follow" });
        await expect(following.getByRole("link", { name: grace.name })).toHaveAttribute("href", `/people/${grace.id}`);
        await expect(following.getByRole("listitem")).toContainText("You follow each other");
        const followers = page.getByRole("list", { name: "Your followers" });
        await expect(followers.getByRole("link")).toHaveCount(2);
        await expect(followers.getByRole("listitem").filter({ hasText: alan.name })).not.toContainText("You follow each other");
        await expectNoAxeViolations(page);
      } finally {
        await other.close();
      }
    });

    test("after searching near a place, a card and the experience's page say how far it is", async ({ page }, info) => {
      await page.goto("/experiences");
      await waitForHydration(page, info.project.name);
      const search = page.getByRole("search", { name: "Experiences" });
      await search.getByLabel("What are you looking for?").fill("kayak");
      await search.locator("summary").click();
      await search.getByLabel("Near").fill("Savannah, GA");
      await search.getByRole("button", { name: "Show results" }).click();
      await expect(page).toHaveURL(/near=Savannah%2C\+GA/);
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: KAYAK }) });
      await expect(card.getByText(FROM_SAVANNAH)).toBeVisible();
      const onCard = await card.getByText(FROM_SAVANNAH).textContent();
      await expectNoAxeViolations(page);

      await card.getByRole("link", { name: KAYAK }).click();
      await expect(page.getByRole("heading", { level: 1, name: KAYAK })).toBeVisible();
      await expect(page).toHaveURL(/\/experiences\/[^?]+\?near=Savannah%2C\+GA$/);
      await expect(page.getByText(FROM_SAVANNAH)).toHaveText(onCard!);
      await expectNoAxeViolations(page);

      // Without a place, or with one nobody knows, the page says no distance.
      const plain = page.url().replace(/\?.*$/, "");
      await page.goto(`${plain}?near=Qqqxyzzy`);
      await expect(page.getByRole("heading", { level: 1, name: KAYAK })).toBeVisible();
      await expect(page.getByText(/miles from/)).toHaveCount(0);
    });
  });
}
