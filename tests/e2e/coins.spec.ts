/*
 * Coins (platform-core §7, the owners' tools, the members' view): a brand owner issues a coin, mints a supply and sends some
 * to a member through the platform's API; the member sees the balance and the history on
 * /dashboard/balances, paged, JavaScript on and off.
 */
import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../support/fixtures";

// A few seconds on a quiet machine; the margin is for a busy shared one.
test.describe.configure({ timeout: 240_000 });

const API = { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key };

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/platform-api/login", { headers: API, form: { username: email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function post(request: APIRequestContext, token: string, path: string, json: unknown, status = 200) {
  const response = await request.post(`/platform-api${path}`, { headers: { ...API, Authorization: `Bearer ${token}` }, data: json });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as { id: string };
}

test("a member sees the coins sent to them and each movement, paged", async ({ page, playwright, baseURL }, info) => {
  const origin = baseURL!;
  const tag = uniqueTag(info);
  const email = `coin-member-${tag}@example.com`;
  await signUp(page.request, origin, { email, firstName: "Mary", lastName: "Member" });

  await page.goto("/dashboard/balances");
  await expect(page.getByText("No movements yet: coins you receive, send or spend appear here.")).toBeVisible();
  await expectNoAxeViolations(page);

  const owner = await playwright.request.newContext({ baseURL: origin });
  try {
    const ownerEmail = `coin-owner-${tag}@example.com`;
    await signUp(owner, origin, { email: ownerEmail, firstName: "Olga", lastName: "Owner" });
    const token = await tokenOf(owner, ownerEmail);
    const brand = await post(owner, token, "/account/business/onboard", { name: `Coin Brand ${tag}`, username: `co${tag.replace(/[^a-z0-9]/gi, "").toLowerCase().slice(-24)}` }, 201);
    const coin = await post(owner, token, `/account/business/${brand.id}/coin`, { name: `Tide Coin ${tag}`, rewardsValue: 25 }, 201);
    await post(owner, token, `/account/business/${brand.id}/coin/mint`, { amount: 100 });
    // 22 transfers of 1 and one of 7: two pages of history (20 a page).
    await post(owner, token, "/account/coins/transfer", { coin: coin.id, amount: 7, target: email });
    for (let i = 0; i < 22; i++) await post(owner, token, "/account/coins/transfer", { coin: coin.id, amount: 1, target: email });
  } finally {
    await owner.dispose();
  }

  await page.goto("/dashboard/balances");
  await waitForHydration(page, info.project.name);
  const balances = page.getByRole("region", { name: "Coins & Credits" });
  await expect(balances.getByRole("listitem").filter({ hasText: `Tide Coin ${tag}` })).toContainText("29");
  const history = page.getByRole("region", { name: "History" });
  const rows = history.getByRole("row");
  await expect(rows).toHaveCount(21); // the header and 20 movements
  await expect(rows.nth(1)).toContainText("Received from Olga Owner");
  await expect(rows.nth(1)).toContainText("+1");
  await expect(rows.nth(1)).toContainText("29");
  await expectNoAxeViolations(page);

  await history.getByRole("navigation", { name: "History pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL("/dashboard/balances?page=2");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText("+7");
  await expect(rows.nth(3)).toContainText(`Tide Coin ${tag}`);
});
