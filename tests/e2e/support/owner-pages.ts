/*
 * The page builder's steps (platform-core §7, the owners' tools), driving its real forms with JavaScript on or off, for the
 * builder's spec and the owner's whole journey: create a page, add a block, move a block.
 */
import { expect, type Page } from "@playwright/test";

const blockList = (page: Page) => page.getByRole("list", { name: "Blocks of the page, in order" });

/** The builder's list of blocks, by the names it shows ("Hero: Paddle the bay"). */
export const blockLabels = (page: Page) => blockList(page).locator("[data-block-label]");

/** With JavaScript, a move is saved and the page read again in the background: until then the list is busy. */
export const blocksSettled = (page: Page) => expect(blockList(page)).not.toHaveAttribute("aria-busy", "true");

/** From the brand's pages screen (/dashboard/brands/{id}/pages): a new page; ends on its builder. */
export async function createPage(page: Page, brandId: string, { name, title }: { name: string; title: string }) {
  if (!page.url().endsWith(`/dashboard/brands/${brandId}/pages`)) await page.goto(`/dashboard/brands/${brandId}/pages`);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(`/dashboard/brands/${brandId}/pages/${name.toLowerCase()}`);
  await expect(page.getByRole("heading", { name: `Page: ${title}` })).toBeVisible();
}

export type BlockType = "Hero" | "Text" | "Image" | "Call to action" | "Gallery" | "Experiences of the brand";

/** Field labels as the block form shows them ("Title", "Text", "Button link", …), and the text's format. */
export type BlockValues = Record<string, string> & { format?: "Plain text" | "Markdown (a safe subset)" };

/** Opens the block form of `type` from the builder and fills it (no submission): for checking refusals. */
export async function fillNewBlock(page: Page, type: BlockType, values: BlockValues) {
  await page.getByLabel("Type of block", { exact: true }).selectOption({ label: type });
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page).toHaveURL(/\/blocks\/new\?type=/);
  const { format, ...fields } = values;
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`)).fill(value);
  if (format) await page.getByLabel("Format of the text", { exact: true }).selectOption({ label: format });
}

/** From the builder: adds a block of `type` with `values`; ends on the builder with the block last. */
export async function addBlock(page: Page, type: BlockType, values: BlockValues) {
  const builder = new URL(page.url()).pathname;
  await fillNewBlock(page, type, values);
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(page).toHaveURL(builder);
  await expect(page.getByRole("status").filter({ hasText: "block added at the end of the page." })).toBeVisible();
}

/** On the builder: moves the block named `label` one place with its button; waits for the new order. */
export async function moveBlock(page: Page, label: string, direction: "up" | "down") {
  const before = await blockLabels(page).allTextContents();
  const from = before.indexOf(label);
  const after = [...before];
  const to = from + (direction === "up" ? -1 : 1);
  [after[from], after[to]] = [after[to]!, after[from]!];
  // The POST's answer: the platform holds the new order once it has come (a fetcher's, with JavaScript).
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: `Move ${label} ${direction}` }).click()]);
  await expect(blockLabels(page)).toHaveText(after);
  await blocksSettled(page);
}
