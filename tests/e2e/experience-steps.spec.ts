/*
 * The experience editor in steps (issue's owner tools; platform-core §7 Experiences), JavaScript on
 * and off, at 390 and 1440 px: a brand with a venue in Madison, WI (America/Chicago) → Basics,
 * refused first with every error at once, in words → the steps → the experience takes the venue's
 * address and zone, is priced per guest, has two tags and a cover shown as soon as it is uploaded;
 * it is a draft (not in search, its page says so) until Publish, then in /experiences search with
 * "per guest" and its "Where". axe on every step.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { tokenOf } from "../support/member-api";
import { createExperienceInSteps } from "./support/experience-steps";

test.describe.configure({ timeout: 300_000 });

/** Screenshots of each step when SHOTS_DIR is set (looked at by a person; not compared). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function madisonVenue(request: APIRequestContext, token: string, brandId: string, name: string) {
  const response = await request.post("/platform-api/location/venues/", {
    headers: { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key, Authorization: `Bearer ${token}` },
    data: { name, provider: brandId, address: "1 Capitol Sq", city: "Madison", state: "WI", postal_code: "53703", latitude: 43.0747, longitude: -89.3842, timezone: "America/Chicago", themes: ["cozy", "hands-on"] },
  });
  expect(response.status(), await response.text()).toBe(201);
}

for (const width of [390, 1440]) {
  test(`an owner creates an experience in steps at ${width} px: the venue's place and zone, per guest, two tags, a cover; listed on Publish`, async ({ page, baseURL }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const project = info.project.name;
    const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const email = `steps-owner-${tag}@example.com`;
    await signUp(page.request, baseURL!, { email });
    const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: `Crumb ${tag}`, username: `s-${tag}` });
    expect(started.status()).toBe(302);
    const brandId = started.headers()["location"]!.split("/").pop()!;
    await madisonVenue(page.request, await tokenOf(page.request, email), brandId, "Crumb Kitchen");
    const shots = `${project}-${width}`;

    // Basics refused: every error at once, each at its field, in words.
    await page.goto(`/dashboard/brands/${brandId}/experiences/new`);
    await waitForHydration(page, project);
    await page.locator("#experience").getByRole("button", { name: "Save and continue" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText(["Please enter the experience's name.", "Please choose a category."]);
    await expect(summary).not.toContainText('Field "');
    await expect(page.locator("#experience").getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#experience").getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await shot(page, `${shots}-0-basics-refused`);

    const name = `Sourdough morning ${tag}`;
    const cover = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#c2410c" } }).png().toBuffer();
    const { experienceId } = await createExperienceInSteps(page, {
      brandId,
      name,
      venue: "Crumb Kitchen",
      price: "45",
      tags: ["Baking", "Cooking class"],
      cover: { name: "loaf.png", mimeType: "image/png", buffer: cover },
      publish: false,
      project,
      async onStep(step) {
        await expectNoAxeViolations(page);
        await shot(page, `${shots}-${step.toLowerCase().replace(/ /g, "-")}`);
      },
    });

    // The summary as the public will see it; still a draft.
    const summaryCard = page.getByRole("article");
    await expect(summaryCard).toContainText("$45 per guest");
    await expect(summaryCard).toContainText("1 Capitol Sq, Madison, WI 53703 · America/Chicago");
    await expect(summaryCard).toContainText("Baking, Cooking class");
    await expect(summaryCard.getByRole("img", { name: `Cover of ${name}` })).toBeVisible();

    // The place step shows what the venue gave.
    await page.getByRole("navigation", { name: "Steps" }).getByRole("link", { name: "2. Place and times" }).click();
    const where = page.getByRole("definition").filter({ hasText: "America/Chicago" });
    await expect(where).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "1 Capitol Sq, Madison, WI 53703" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Madison, WI" }).first()).toBeVisible();
    await shot(page, `${shots}-place-after`);

    // Unlisted: not in search; its page says so and takes no booking.
    await page.goto(`/experiences?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    await page.goto(`/experiences/${experienceId}`);
    await expect(page.getByRole("status").filter({ hasText: "Not published yet" })).toBeVisible();

    // Publish, then listed: in search, priced per guest, where the venue is.
    await page.goto(`/dashboard/brands/${brandId}/experiences/${experienceId}/publish`);
    await waitForHydration(page, project);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} is published` })).toBeVisible();
    await shot(page, `${shots}-publish-done`);
    await page.goto(`/experiences?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: new RegExp(name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/experiences/${experienceId}`));
    await expect(page.getByText("per guest", { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText("1 Capitol Sq, Madison, WI 53703").filter({ visible: true }).first()).toBeVisible();
    // The cover uploaded in Details, as the page's main image.
    await expect(page.locator("img.aspect-video").first()).toBeVisible();
    if (javaScriptOn(project)) await waitForHydration(page, project);
    await shot(page, `${shots}-public`);
  });
}
