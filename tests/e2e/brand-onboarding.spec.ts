/*
 * Starting a brand (platform-core §7, the owners' tools, the site's first part): from the dashboard's Brands & Businesses, the
 * onboarding form refuses a taken username in the platform's words at the username field, keeping
 * every value typed, shows every format error at once, each at its field in people's words (never
 * the API's `Field "…"`), shows the colours as visible swatches with their values, then starts the brand with a
 * free username and lands on its home (no experiences or venues yet), which Brands & Businesses
 * then lists; another member's brand home is a 404. JavaScript on and off; axe on each new page.
 */
import type { Page } from "@playwright/test";
import { postForm, signUp } from "../support/accounts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../support/fixtures";
import { uniqueTag } from "../support/embedded-api";
import { readChecklist } from "./support/brand-workspace";

test.describe.configure({ timeout: 240_000 });

const typed = {
  "Brand name": "Tidewater Tours",
  Address: "1 Harbor Way",
  "Address line 2": "Pier 4",
  City: "Annapolis",
  State: "MD",
  "ZIP code": "21401",
  Website: "https://tidewater.example.com",
};

/** A field of the form by its label, which ends in "(optional)" for most. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

async function fill(page: Page, username: string) {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Secondary colour", { exact: true }).fill("#123456");
}

test("a member starts a brand: a taken username is refused with every value kept, a free one lands on the brand's home", async ({ page, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  // Another member holds the first username.
  const taken = `t-${tag}`;
  const other = await page.context().browser()!.newContext({ baseURL });
  await signUp(other.request, baseURL!, { email: `brand-holder-${tag}@example.com` });
  const held = await postForm(other.request, baseURL!, "/dashboard/brands/new", { name: "Held", username: taken });
  expect(held.status(), "the other member starts a brand").toBe(302);
  const heldHome = held.headers()["location"]!;
  expect(heldHome).toMatch(/^\/dashboard\/brands\/[0-9a-f-]{36}$/);
  await other.close();

  await signUp(page.request, baseURL!, { email: `brand-owner-${tag}@example.com` });
  await page.goto("/dashboard/brands");
  await waitForHydration(page, info.project.name);
  await expect(page.getByText("You have not created a brand yet.")).toBeVisible();
  await page.getByRole("link", { name: "Start a brand" }).click();
  await expect(page).toHaveURL("/dashboard/brands/new");
  await expect(page.getByRole("heading", { name: "Start a brand" })).toBeVisible();
  await waitForHydration(page, info.project.name);
  // The colour pickers start at the platform's defaults: swatches big enough to see, their values written beside them.
  await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#00cde8");
  await expect(page.getByLabel("Secondary colour", { exact: true })).toHaveValue("#d400ff");
  await expect(page.getByText("#00cde8", { exact: true })).toBeVisible();
  for (const label of ["Primary colour", "Secondary colour"]) {
    const box = await page.getByLabel(label, { exact: true }).boundingBox();
    expect(box!.height, label).toBeGreaterThanOrEqual(40);
    expect(box!.width, label).toBeGreaterThanOrEqual(40);
  }
  await expectNoAxeViolations(page);

  await fill(page, taken.toUpperCase());
  await page.getByRole("button", { name: "Start my brand" }).click();
  const username = page.getByLabel("Username", { exact: true });
  await expect(username).toHaveAttribute("aria-invalid", "true");
  const message = `The username "${taken}" is taken: choose another.`;
  await expect(page.getByText(message).first()).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
  await expect(username).toHaveValue(taken.toUpperCase());
  await expect(page.getByLabel("Secondary colour", { exact: true })).toHaveValue("#123456");
  await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#00cde8");
  await expectNoAxeViolations(page);

  // Formats the call refuses: every one at once, each at its field in people's words, the username's error gone.
  const free = `f-${tag}`;
  await username.fill(free);
  const zip = field(page, "ZIP code");
  const website = field(page, "Website");
  await zip.fill("2140");
  await website.fill("tidewater");
  await page.getByRole("button", { name: "Start my brand" }).click();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a ZIP code of 5 digits, or 5+4 (21401-1234).").first()).toBeVisible();
  await expect(page.getByText("Please enter your website's address, like https://example.com.").first()).toBeVisible();
  await expect(page.getByText(/Field "|must be/)).toHaveCount(0);
  await expect(username).not.toHaveAttribute("aria-invalid", "true");
  await expect(username).toHaveValue(free);
  await expect(page.getByText("#123456", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await website.fill(typed.Website);
  await zip.fill("21401");
  await page.getByRole("button", { name: "Start my brand" }).click();
  await expect(page).toHaveURL(/\/dashboard\/brands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Tidewater Tours", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Tidewater Tours is ready." })).toBeVisible();
  await expect(page.getByText(free, { exact: true })).toBeVisible();
  await expect(page.getByText("1 Harbor Way, Pier 4, Annapolis, MD 21401")).toBeVisible();
  await expect(page.getByText("Secondary #123456")).toBeVisible();
  expect(Object.values(await readChecklist(page))).toEqual([null, null, null, null]);
  await expectNoAxeViolations(page);
  const home = page.url();

  await page.getByRole("link", { name: "← Your dashboard" }).click();
  await expect(page).toHaveURL("/dashboard/brands");
  await page.getByRole("link", { name: "Tidewater Tours" }).click();
  await expect(page).toHaveURL(home);

  // The other member's brand is not this member's to see: as if there were none.
  expect((await page.goto(heldHome))?.status()).toBe(404);
});

test("a brand that does not exist is a 404", async ({ page, baseURL }, info) => {
  await signUp(page.request, baseURL!, { email: `brand-stranger-${uniqueTag(info)}@example.com` });
  const response = await page.goto("/dashboard/brands/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
});
