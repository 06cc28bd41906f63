/*
 * The page builder (platform-core §7, the owners' tools): an owner starts a brand, creates a page from the brand home, adds
 * four blocks (hero, Markdown text, call to action, the brand's experiences; an unsafe link is
 * refused at its field in the platform's words), reorders them (up/down buttons; with JavaScript
 * one drag too), removes one after confirming and adds it again, edits one; the public page shows
 * the blocks in the new order in the brand's colours with the brand's own experience. Another
 * member gets 404 on the builder and its forms. JavaScript on and off; axe on every new screen.
 */
import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { readChecklist } from "./support/brand-workspace";
import { addBlock, blockLabels, blocksSettled, createPage, fillNewBlock, moveBlock } from "./support/owner-pages";

test.describe.configure({ timeout: 300_000 });

const API = { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key };

/** An experience of the owner's brand, through the platform (the experience editor is another screen's). */
async function brandExperience(request: APIRequestContext, email: string, name: string) {
  const login = await request.post("/platform-api/login", { headers: API, form: { username: email, password: PASSWORD } });
  const auth = { ...API, Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const categories = (await (await request.get("/platform-api/experiences/categories?empty=true", { headers: API })).json()) as Array<{ name: string }>;
  const created = await request.post("/platform-api/experiences/create", {
    headers: auth,
    // Open every morning: the page's experiences block shows the brand's bookable experiences.
    data: {
      category: categories[0]!.name,
      experience: { name, retail_price: 30, max_guests: 4, duration: { hours: 1, minutes: 0 } },
      availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 0 }, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

const HERO = "Hero: Paddle the bay";
const STORY = "Text: Our story";
const CTA = "Call to action: Ready?";
const TRIPS = "Experiences of the brand: Our trips";

test("an owner builds a page of four blocks, reorders it, and it renders publicly in the new order", async ({ page, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-24);
  const username = `pb-${tag}`;
  const email = `builder-${tag}@example.com`;
  await signUp(page.request, baseURL!, { email });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: `Bay ${tag}`, username, primaryColor: "#123456", secondaryColor: "#654321" });
  expect(started.status(), "the brand is started").toBe(302);
  const home = started.headers()["location"]!;
  const brandId = home.split("/").pop()!;
  const trip = `Kayak ${tag}`;
  await brandExperience(page.request, email, trip);

  await page.goto(home);
  expect((await readChecklist(page))["Publish a page"]).toBeNull();
  await waitForHydration(page, info.project.name);
  await page.getByRole("region", { name: "Set up your brand" }).getByRole("link", { name: "Publish a page" }).click();
  await expect(page).toHaveURL(`/dashboard/brands/${brandId}/pages#new-page`);
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);

  // A name the platform refuses: its words at the field, the title kept.
  await page.getByLabel("Name", { exact: true }).fill("our tours");
  await page.getByLabel("Title", { exact: true }).fill("Our tours");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be 1 to 64 letters, digits or hyphens, starting and ending with a letter or digit", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Our tours");
  await createPage(page, brandId, { name: "tours", title: "Our tours" });
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);

  await addBlock(page, "Hero", { Prefix: "Since 1999", Title: "Paddle the bay" });
  await waitForHydration(page, info.project.name);
  await addBlock(page, "Text", { Title: "Our story", Text: "We **love** the *water*.", format: "Markdown (a safe subset)" });
  await waitForHydration(page, info.project.name);
  // An unsafe link is refused at its field in people's words, every value kept.
  await fillNewBlock(page, "Call to action", { Title: "Ready?", "Button text": "Browse trips", "Button link": "javascript:alert(1)" });
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add block" }).click();
  const link = page.getByLabel(/^Button link/);
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter an address starting with https://, or a path on this site starting with /.").first()).toBeVisible();
  await expect(page.getByText(/Field "/)).toHaveCount(0);
  await expect(page.getByLabel(/^Button text/)).toHaveValue("Browse trips");
  await link.fill("/experiences");
  await page.getByRole("button", { name: "Add block" }).click();
  await expect(page).toHaveURL(`/dashboard/brands/${brandId}/pages/tours`);
  await waitForHydration(page, info.project.name);
  await addBlock(page, "Experiences of the brand", { Title: "Our trips" });
  await waitForHydration(page, info.project.name);
  await expect(blockLabels(page)).toHaveText([HERO, STORY, CTA, TRIPS]);

  await moveBlock(page, CTA, "up");
  await moveBlock(page, TRIPS, "up");
  await expect(blockLabels(page)).toHaveText([HERO, CTA, TRIPS, STORY]);
  if (javaScriptOn(info.project.name)) {
    await expect(page.getByText(`${TRIPS} moved: now 3 of 4.`)).toBeAttached();
    // A block moved down is the row put back in the DOM: its button keeps the focus for the next press.
    await moveBlock(page, HERO, "down");
    await expect(page.getByRole("button", { name: `Move ${HERO} down` })).toBeFocused();
    await moveBlock(page, HERO, "up");
    await expect(blockLabels(page)).toHaveText([HERO, CTA, TRIPS, STORY]);
    // Drag the story (last) above the hero (first) by its handle.
    const handle = page.locator(`[data-block-id]`).filter({ hasText: STORY }).locator("[data-drag-handle]");
    await handle.hover();
    // Measured after hovering, which may have scrolled the page.
    const target = (await page.locator("[data-block-id]").first().boundingBox())!;
    await page.mouse.down();
    await page.mouse.move(target.x + 20, target.y + target.height / 2, { steps: 8 });
    await page.mouse.move(target.x + 20, target.y + 2, { steps: 4 });
    await Promise.all([page.waitForResponse((r) => r.request().method() === "POST", { timeout: 30_000 }), page.mouse.up()]);
    await expect(blockLabels(page)).toHaveText([STORY, HERO, CTA, TRIPS]);
    await blocksSettled(page);
  } else {
    await moveBlock(page, STORY, "up");
    await moveBlock(page, STORY, "up");
    await moveBlock(page, STORY, "up");
  }
  await expect(blockLabels(page)).toHaveText([STORY, HERO, CTA, TRIPS]);

  // Remove asks first; the block is then gone, and added again it comes last.
  await page.getByRole("button", { name: `Remove ${STORY}` }).click();
  await expect(page.getByText(`Remove ${STORY} from the page? This cannot be undone.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(blockLabels(page)).toHaveText([HERO, CTA, TRIPS]);
  await expect(page.getByRole("status").filter({ hasText: "The block is removed from the page." })).toBeVisible();
  await waitForHydration(page, info.project.name);
  await addBlock(page, "Text", { Title: "Our story", Text: "We **love** the *water*.", format: "Markdown (a safe subset)" });
  await expect(blockLabels(page)).toHaveText([HERO, CTA, TRIPS, STORY]);

  // Edit keeps what the block had and saves a change.
  await waitForHydration(page, info.project.name);
  await page.getByRole("link", { name: `Edit ${HERO}` }).click();
  await expect(page.getByLabel(/^Prefix/)).toHaveValue("Since 1999");
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Title/).fill("Paddle the whole bay");
  await page.getByRole("button", { name: "Save block" }).click();
  await expect(blockLabels(page)).toHaveText(["Hero: Paddle the whole bay", CTA, TRIPS, STORY]);

  // The public page: the blocks in that order, in the brand's colours (its stylesheet), with the brand's experience.
  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page).toHaveURL(`/b/${username}/tours`);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Paddle the whole bay", "Ready?", "Our trips", "Our story"]);
  await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(18, 52, 86)");
  await expect(page.locator('[data-block="experiences"]').getByRole("link", { name: trip })).toBeVisible();
  await expect(page.locator('[data-block="text"] strong')).toHaveText("love");
  await expect(page.getByRole("link", { name: "Browse trips" })).toHaveAttribute("href", "/experiences");

  // The workspace home's checklist counts the page as published; another member gets 404 on its builder.
  await page.goto(home);
  expect((await readChecklist(page))["Publish a page"]).toBe("Our tours");
  const other = await page.context().browser()!.newContext({ baseURL });
  await signUp(other.request, baseURL!, { email: `builder-other-${tag}@example.com` });
  for (const path of [`/dashboard/brands/${brandId}/pages/tours`, `/dashboard/brands/${brandId}/pages`]) {
    expect((await other.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  // Its forms too: nothing is changed, and the answer is the same 404.
  const builder = `/dashboard/brands/${brandId}/pages/tours`;
  expect((await postForm(other.request, baseURL!, builder, { intent: "title", title: "Taken over" })).status()).toBe(404);
  expect((await postForm(other.request, baseURL!, `/dashboard/brands/${brandId}/pages`, { name: "theirs", title: "Theirs" })).status()).toBe(404);
  expect((await postForm(other.request, baseURL!, `${builder}/blocks/new?type=text`, { title: "Theirs" })).status()).toBe(404);
  await other.close();
});
