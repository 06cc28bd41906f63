/*
 * A brand's workspace (issue 35 item 1), for tests/e2e/brand-workspace.spec.ts and the issue's
 * whole journey: start a brand through the onboarding form, read the workspace's setup checklist,
 * move between its screens, and a small real logo to upload.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, waitForHydration } from "../../support/fixtures";

export type StartedBrand = { brandId: string; username: string; name: string };

/** The checklist's steps, in their order. */
export const SETUP_STEPS = ["Add a venue", "Add an experience", "Publish a page", "Issue a coin"] as const;
export type SetupStepName = (typeof SETUP_STEPS)[number];

/** The workspace's screens, in the navigation's order. */
export const WORKSPACE_TABS = ["Home", "Experiences", "Venues", "Pages", "Coin", "Bookings", "Settings"] as const;

/**
 * Starts a brand for the signed-in member through /dashboard/brands/new (the page's own form,
 * JavaScript on or off) and lands on its workspace home.
 */
export async function startBrand(page: Page, project: string, brand: { name: string; username: string }): Promise<StartedBrand> {
  await page.goto("/dashboard/brands/new");
  await waitForHydration(page, project);
  await page.getByLabel("Brand name", { exact: true }).fill(brand.name);
  await page.getByLabel("Username", { exact: true }).fill(brand.username);
  await page.getByRole("button", { name: "Start my brand" }).click();
  await expect(page).toHaveURL(/\/dashboard\/brands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: brand.name, level: 1 })).toBeVisible();
  return { brandId: page.url().split("/").pop()!, username: brand.username.toLowerCase(), name: brand.name };
}

/** The workspace's navigation. */
export const workspaceNav = (page: Page, _brandName?: string): Locator => page.getByRole("navigation", { name: "Brand workspace" });

/** Opens one of the workspace's screens from its navigation. */
export async function openTab(page: Page, brandName: string, tab: (typeof WORKSPACE_TABS)[number]): Promise<void> {
  await workspaceNav(page, brandName).getByRole("link", { name: tab, exact: true }).click();
  await expect(workspaceNav(page, brandName).getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
}

/** The checklist on the workspace home: each step and what it says was done (null while it is not). */
export async function readChecklist(page: Page): Promise<Record<SetupStepName, string | null>> {
  const list = page.getByRole("region", { name: "Set up your brand" }).getByRole("listitem");
  await expect(list).toHaveCount(SETUP_STEPS.length);
  const read = {} as Record<SetupStepName, string | null>;
  for (const [index, step] of SETUP_STEPS.entries()) {
    // The tick is drawn (aria-hidden): what is read is the step and "Done: …".
    const text = (await list.nth(index).innerText()).replace("✓", "").replace(/\s+/g, " ").trim();
    expect(text.startsWith(step), `step ${index + 1} is "${step}": ${text}`).toBe(true);
    read[step] = /Done: (.+)$/.exec(text)?.[1] ?? null;
  }
  return read;
}

/** A small real PNG logo (a coloured square), made here so the test owns its bytes. */
export function logoPng(colour = "#c0392b"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 4, background: colour } })
    .png()
    .toBuffer();
}
