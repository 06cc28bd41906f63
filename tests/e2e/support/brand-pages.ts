/*
 * A brand page as its owner builds it in the page builder (issue 35 item 4), JavaScript on or off:
 * a page named "home" (the brand's /b/<username>) with a hero whose image is uploaded and
 * described, previewed before it is saved, and, if asked, a block of the brand's experiences.
 * For the brand site's spec and the owner's whole journey.
 */
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "../../support/fixtures";
import { createPage } from "./owner-pages";

/** A photo as an owner would upload it (a JPEG). */
export async function heroPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 24, g: 96, b: 140 } } })
    .jpeg()
    .toBuffer();
  return { name: "bay.jpg", mimeType: "image/jpeg", buffer };
}

export type BrandPageBuild = {
  brandId: string;
  /** The hero's image (a file to upload), and what it shows. */
  heroImage: { name: string; mimeType: string; buffer: Buffer };
  heroAlt?: string;
  heroTitle?: string;
  withExperiences: boolean;
  javaScript: boolean;
};

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });

/**
 * From anywhere: creates the page "home" and adds its hero (image uploaded, previewed first) and,
 * with `withExperiences`, an experiences block. Ends on the builder; the page is public from then on.
 */
export async function buildBrandPage(page: Page, build: BrandPageBuild) {
  const { brandId, heroImage, heroAlt = "Kayaks on the bay at dawn", heroTitle = "Paddle the bay", withExperiences, javaScript } = build;
  await createPage(page, brandId, { name: "home", title: "Welcome" });
  await page.getByLabel("Type of block", { exact: true }).selectOption({ label: "Hero" });
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page).toHaveURL(/\/blocks\/new\?type=hero/);
  await waitForHydration(page, javaScript ? "js" : "no-js");
  await page.getByLabel(/^Title/).fill(heroTitle);
  await page.getByLabel(/^Image( \(optional\))?$/).setInputFiles(heroImage);
  await page.getByLabel(/^Describe the image/).fill(heroAlt);
  if (javaScript) {
    // The preview follows the form as it is typed, before anything is sent.
    await expect(preview(page).getByRole("heading", { name: heroTitle })).toBeVisible();
    await expect(preview(page).getByRole("img", { name: heroAlt })).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(preview(page).getByRole("heading", { name: heroTitle })).toBeVisible();
    await expect(preview(page).getByRole("img", { name: heroAlt })).toHaveAttribute("src", /\/files\/brand-pages\//);
    // What was typed is kept, and the uploaded image waits for the save.
    await expect(page.getByLabel(/^Title/)).toHaveValue(heroTitle);
  }
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(page.getByRole("status").filter({ hasText: "block added at the end of the page." })).toBeVisible();
  if (withExperiences) {
    await page.getByLabel("Type of block", { exact: true }).selectOption({ label: "Experiences of the brand" });
    await page.getByRole("button", { name: "Add a block" }).click();
    await page.getByLabel(/^Title/).fill("Our trips");
    await page.getByRole("button", { name: "Add block" }).click();
    await expect(page.getByRole("status").filter({ hasText: "block added at the end of the page." })).toBeVisible();
  }
}

/** The builder's link to the public page: the page as everyone sees it at /b/<username>. */
export async function publishBrandPage(page: Page, username: string) {
  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page).toHaveURL(new RegExp(`/b/${username}(/home)?$`));
}
