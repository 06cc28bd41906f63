/*
 * The owner's coin steps (platform-core §7, the owners' tools), driving the real forms with JavaScript on and off, for
 * brand-coin.spec.ts and the issue's full journey: issue the brand's coin, mint a supply, and
 * transfer through the confirmation step. Each starts from its own page and checks the notice.
 */
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../../support/fixtures";

export const coinPath = (brandId: string, rest = "") => `/dashboard/brands/${brandId}/coin${rest}`;

/** A notice after a redirect (the dashboard shows it once). */
export const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page, test.info().project.name);
}

/** `rewardsValue` in cents, typed in dollars ("0.25"). */
export type NewCoin = { name: string; description?: string; logo?: string; rewardsValue?: number };

/** Issues the brand's coin from its coin page; lands on the coin's page (balance 0). */
export async function issueCoin(page: Page, brandId: string, coin: NewCoin) {
  await open(page, coinPath(brandId));
  await page.getByLabel("Coin name", { exact: true }).fill(coin.name);
  if (coin.description) await page.getByLabel("Description (optional)").fill(coin.description);
  if (coin.logo) await page.getByLabel("Logo URL (optional)").fill(coin.logo);
  if (coin.rewardsValue !== undefined) await page.getByLabel("Value of one coin, in dollars (optional)").fill((coin.rewardsValue / 100).toFixed(2));
  await page.getByRole("button", { name: "Issue the coin" }).click();
  await expect(notice(page, `${coin.name} is issued.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: coin.name, level: 2 })).toBeVisible();
}

/** Mints `amount` to the owner; answers on the coin's page. */
export async function mint(page: Page, brandId: string, amount: number) {
  await open(page, coinPath(brandId, "/mint"));
  await page.getByLabel(/^Amount of /).fill(String(amount));
  await page.getByRole("button", { name: "Mint" }).click();
  await expect(notice(page, `Minted ${amount.toLocaleString("en-US")} `)).toBeVisible();
}

export type Transfer = { amount: number; target: string; contract?: string };

/** Fills the transfer's form and reviews it: lands on the confirmation, which asks `question`. */
export async function reviewTransfer(page: Page, brandId: string, transfer: Transfer, question: string) {
  // From the form already (after "Change" too), its fields are filled again; from elsewhere it is opened.
  if (new URL(page.url()).pathname !== coinPath(brandId, "/transfer")) await open(page, coinPath(brandId, "/transfer"));
  await page.getByLabel(/^Amount of /).fill(String(transfer.amount));
  await page.getByLabel("Recipient", { exact: true }).fill(transfer.target);
  if (transfer.contract) await page.getByLabel("Under a contract (optional)").selectOption({ label: transfer.contract });
  await page.getByRole("button", { name: "Review the transfer" }).click();
  await expect(page.getByRole("heading", { name: "Confirm the transfer" })).toBeVisible();
  await expect(page.getByText(question, { exact: true })).toBeVisible();
}

/** A whole transfer: the form, the confirmation, then the notice on the coin's page. */
export async function transferCoins(page: Page, brandId: string, transfer: Transfer, coin: string) {
  const under = transfer.contract ? ` under the contract ${transfer.contract}` : "";
  await reviewTransfer(page, brandId, transfer, `Send ${transfer.amount.toLocaleString("en-US")} ${coin} to ${transfer.target}${under}?`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(notice(page, `Sent ${transfer.amount.toLocaleString("en-US")} ${coin} to ${transfer.target}.`)).toBeVisible();
}
