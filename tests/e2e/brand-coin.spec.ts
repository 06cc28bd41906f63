/*
 * The owner's coin (platform-core §7, the owners' tools), JavaScript on and off, axe on every new page: a brand's home offers
 * to issue its coin; the owner issues it, mints a supply, transfers to a member through the
 * confirmation step (Change goes back with the values kept); the form shows the owner's balance and
 * refuses more than it before the confirmation (and the platform still refuses a stale confirmation
 * at the amount); the owner sees the member in the holders' table and creates a contract; the member
 * is notified (the brand, the amount, its worth in dollars), sees the coins on Coins & Credits and
 * gets 404 on the owner's coin screens.
 */
import { postForm, signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { coinPath, issueCoin, mint, notice, reviewTransfer, transferCoins } from "./support/owner-coin";

test.describe.configure({ timeout: 240_000 });

test("an owner issues the brand's coin, mints, transfers with a confirmation, and sees the holders", async ({ page, browser, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const memberEmail = `coin-ann-${tag}@example.com`;
  const member = await browser.newContext({ baseURL });
  await signUp(member.request, baseURL!, { email: memberEmail, firstName: "Ann", lastName: "Member" });

  await signUp(page.request, baseURL!, { email: `coin-olga-${tag}@example.com`, firstName: "Olga", lastName: "Owner" });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: "Tide Tours", username: `c-${tag}`.slice(0, 32) });
  expect(started.status()).toBe(302);
  const brandId = started.headers()["location"]!.split("/").pop()!;

  // The workspace home's checklist offers to issue the coin.
  await page.goto(`/dashboard/brands/${brandId}`);
  await waitForHydration(page, info.project.name);
  await page.getByRole("region", { name: "Set up your brand" }).getByRole("link", { name: "Issue a coin" }).click();
  await expect(page).toHaveURL(coinPath(brandId));
  await expect(page.getByRole("heading", { name: "Issue your coin" })).toBeVisible();
  await expectNoAxeViolations(page);

  const coin = `Tide ${tag}`;
  await issueCoin(page, brandId, { name: coin, description: "Rewards of the tide", logo: "https://example.com/tide.png", rewardsValue: 25 });
  await expect(page.getByText(`0 ${coin}`, { exact: true })).toBeVisible();
  await expect(page.getByText("$0.25 a coin", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await mint(page, brandId, 100);
  await expect(page.getByText(`100 ${coin}`, { exact: true })).toBeVisible();
  await page.goto(coinPath(brandId, "/mint"));
  await expectNoAxeViolations(page);

  // The confirmation, then Change: back to the form with the values kept.
  await page.goto(coinPath(brandId, "/transfer"));
  await waitForHydration(page, info.project.name);
  // The form shows the balance, at the amount.
  await expect(page.getByText(`You hold 100 ${coin}.`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // With JavaScript, the steps below (review, Change, confirm) never reload the document.
  const js = javaScriptOn(info.project.name);
  if (js) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await reviewTransfer(page, brandId, { amount: 25, target: memberEmail }, `Send 25 ${coin} to ${memberEmail}?`);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Change" }).click();
  await expect(page.getByRole("heading", { name: `Transfer ${coin}` })).toBeVisible();
  await expect(page.getByLabel(/^Amount of /)).toHaveValue("25");
  await expect(page.getByLabel("Recipient", { exact: true })).toHaveValue(memberEmail);

  await transferCoins(page, brandId, { amount: 30, target: memberEmail }, coin);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("row").nth(1)).toContainText("Sent to Ann Member");
  await expect(history.getByRole("row").nth(1)).toContainText("-30");
  await expect(page.getByText(`70 ${coin}`, { exact: true })).toBeVisible();
  if (js) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // The send was a POST answered by a redirect: reloading the page sends nothing again.
  await page.reload();
  await expect(page.getByText(`70 ${coin}`, { exact: true })).toBeVisible();
  await expect(history.getByRole("row")).toHaveCount(3); // the header, the transfer and the mint

  // More than the balance: refused on the form, before any confirmation, at the amount, every value kept.
  await page.goto(coinPath(brandId, "/transfer"));
  await waitForHydration(page, info.project.name);
  const amount = page.getByLabel(/^Amount of /);
  await amount.fill("500");
  await page.getByLabel("Recipient", { exact: true }).fill(memberEmail);
  await page.getByRole("button", { name: "Review the transfer" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(`You hold 70 ${coin}: send at most 70.`).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirm the transfer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);
  await expect(amount).toHaveValue("500");
  await expect(page.getByLabel("Recipient", { exact: true })).toHaveValue(memberEmail);
  await expectNoAxeViolations(page);

  // A confirmation made stale (the balance spent meanwhile): the platform refuses it, at the amount.
  await page.goto(coinPath(brandId, `/transfer/confirm?amount=500&target=${encodeURIComponent(memberEmail)}`));
  await waitForHydration(page, info.project.name);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(`You do not hold 500 ${coin}: transfer at most what you hold.`).first()).toBeVisible();
  await expect(amount).toHaveValue("500");

  // The holders' balances.
  await page.goto(coinPath(brandId));
  await page.getByRole("link", { name: "Holders' balances" }).click();
  const holders = page.getByRole("table", { name: `Members holding ${coin}, largest balance first (2 in all)` });
  await expect(holders.getByRole("row", { name: /Olga Owner/ })).toContainText("70");
  await expect(holders.getByRole("row", { name: /Ann Member/ })).toContainText("30");
  await expectNoAxeViolations(page);

  // A contract, then the list.
  await page.goto(coinPath(brandId, "/contracts"));
  await waitForHydration(page, info.project.name);
  await expect(page.getByText("This coin has no contracts yet.")).toBeVisible();
  await page.getByLabel("Contract name", { exact: true }).fill("Founders");
  await page.getByLabel("Start date (optional)").fill("2026-01-01");
  await page.getByLabel("End date (optional)").fill("2025-12-31");
  await page.getByRole("button", { name: "Create the contract" }).click();
  await expect(page.getByLabel("End date (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The end date must not be before the start date.").first()).toBeVisible();
  await expect(page.getByLabel("Contract name", { exact: true })).toHaveValue("Founders");
  await page.getByLabel("End date (optional)").fill("2026-12-31");
  await page.getByLabel("Dividend rate (%) (optional)").fill("2.5");
  await page.getByRole("button", { name: "Create the contract" }).click();
  await expect(notice(page, "The contract Founders is created.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Founders/ })).toContainText("2.5%");
  await expectNoAxeViolations(page);

  // The member is notified (the brand, the amount, its worth), follows it to the coins, and not to the owner's screens.
  const memberPage = await member.newPage();
  await memberPage.goto("/dashboard/notifications");
  await waitForHydration(memberPage, info.project.name);
  const news = memberPage.getByRole("listitem").filter({ has: memberPage.getByRole("heading", { name: `You received 30 ${coin} from Tide Tours` }) });
  await expect(news).toContainText(`Tide Tours sent you 30 ${coin}, worth $7.50 ($0.25 a coin).`);
  await expectNoAxeViolations(memberPage);
  await news.getByRole("link", { name: `You received 30 ${coin} from Tide Tours` }).click();
  await expect(memberPage).toHaveURL(/\/dashboard\/balances$/);
  await expect(memberPage.getByRole("region", { name: "Coins & Credits" }).getByRole("listitem").filter({ hasText: coin })).toContainText("30");
  await expect(memberPage.getByRole("region", { name: "Coins & Credits" }).getByRole("listitem").filter({ hasText: coin })).toContainText("$7.50");
  for (const path of ["", "/mint", "/holders", "/transfer", "/contracts", `/transfer/confirm?amount=1&target=${encodeURIComponent(memberEmail)}`]) {
    expect((await memberPage.goto(coinPath(brandId, path)))?.status(), path).toBe(404);
  }
  const stolen = await postForm(member.request, baseURL!, coinPath(brandId, "/transfer/confirm"), { amount: "1", target: memberEmail, contract: "" });
  expect(stolen.status()).toBe(404);
  await member.close();
});

test("past the money caps: a coin's value and a mint above them are refused at their fields, the values kept", async ({ page, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signUp(page.request, baseURL!, { email: `coin-cap-${tag}@example.com`, firstName: "Cap", lastName: "Owner" });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: "Cap Tours", username: `k-${tag}`.slice(0, 32) });
  const brandId = started.headers()["location"]!.split("/").pop()!;
  const coin = `Cap ${tag}`;

  // A unit worth more than $10,000 (contract/money.ts).
  await page.goto(coinPath(brandId));
  await waitForHydration(page, info.project.name);
  await page.getByLabel("Coin name", { exact: true }).fill(coin);
  const value = page.getByLabel("Value of one coin, in dollars (optional)");
  const logo = page.getByLabel("Logo URL (optional)");
  // Every error at once, each at its field, in people's words.
  await value.fill("10000000");
  await logo.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Issue the coin" }).click();
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(logo).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("A coin can be worth at most $10,000.").first()).toBeVisible();
  await expect(page.getByText(/Field "/)).toHaveCount(0);
  await expect(value).toHaveValue("10000000");
  await logo.fill("");
  await value.fill("0.255");
  await page.getByRole("button", { name: "Issue the coin" }).click();
  await expect(page.getByText("Please enter dollars and cents, like 0.25.").first()).toBeVisible();
  await expect(value).toHaveValue("0.255");
  await expect(page.getByLabel("Coin name", { exact: true })).toHaveValue(coin);

  await issueCoin(page, brandId, { name: coin, rewardsValue: 1_000_000 });
  await mint(page, brandId, 1_000_000_000);
  // One more is past the cap of a balance: the platform's 400 at the amount, never a 500.
  await page.goto(coinPath(brandId, "/mint"));
  await waitForHydration(page, info.project.name);
  const amount = page.getByLabel(/^Amount of /);
  await amount.fill("1");
  await page.getByRole("button", { name: "Mint" }).click();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(`No one may hold more than 1,000,000,000 ${coin}; you hold 1,000,000,000, so you can mint at most 0.`, { exact: true })).toBeVisible();
  await expect(amount).toHaveValue("1");
  await expectNoAxeViolations(page);
});
