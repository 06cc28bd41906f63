/*
 * A business owner's whole set-up, as the owner tools' issue asks it be shown (platform-core §7, the
 * owners' tools), JavaScript on and off, through the real screens: start a brand -> its workspace's
 * checklist, nothing ticked -> a venue found as "Madison, Wisconsin", whose time zone becomes
 * America/Chicago -> an experience in steps at that venue, inheriting its place and zone, priced per
 * guest, two tags picked and a cover uploaded -> the checklist ticks both -> the brand's home page
 * with an uploaded hero and a block of its experiences, previewed, then public -> /b/<username>
 * shows the brand's logo and colours and the experience's card with its price and next date, and no
 * platform header -> the brand's coin issued and some sent to a member, who is notified.
 * Each screen's own refusals and edge cases are in brand-workspace, venue-by-place,
 * experience-steps, brand-site and brand-coin specs.
 */
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { buildBrandPage, heroPhoto, publishBrandPage } from "./support/brand-pages";
import { logoPng, readChecklist, startBrand } from "./support/brand-workspace";
import { createExperienceInSteps } from "./support/experience-steps";
import { issueCoin, mint, transferCoins } from "./support/owner-coin";
import { createVenue } from "./support/owner-venues";

// Some twenty-five screens on a busy machine.
test.describe.configure({ timeout: 480_000 });

test("an owner starts a brand, sets it up from the checklist, and it looks like the brand's own site", async ({ page, browser, baseURL }, info) => {
  const project = info.project.name;
  const js = javaScriptOn(project);
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-20);
  const memberEmail = `journey-ann-${tag}@example.com`;
  const member = await browser.newContext({ baseURL });
  await signUp(member.request, baseURL!, { email: memberEmail, firstName: "Ann", lastName: "Member" });
  await signUp(page.request, baseURL!, { email: `journey-olga-${tag}@example.com`, firstName: "Olga", lastName: "Owner" });

  // A brand, and its workspace's checklist with nothing done.
  const brand = await startBrand(page, project, { name: `Lakeside ${tag}`, username: `lk-${tag}`.slice(0, 32) });
  expect(await readChecklist(page)).toEqual({ "Add a venue": null, "Add an experience": null, "Publish a page": null, "Issue a coin": null });
  await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", `/b/${brand.username}`);
  await expectNoAxeViolations(page);

  // Its colours and logo, from Settings.
  await page.goto(`/dashboard/brands/${brand.brandId}/settings`);
  await waitForHydration(page, project);
  await page.getByLabel("Primary colour", { exact: true }).fill("#0b6e4f");
  await page.getByRole("button", { name: "Save the brand" }).click();
  await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#0b6e4f");
  await page.getByLabel("New logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your logo has been updated." })).toBeVisible();

  // A venue in Madison, WI: its zone comes from the place's coordinates.
  const venueId = await createVenue(page, project, brand.brandId, {
    name: "Lake Mendota Dock",
    place: { query: "Madison", pick: "Madison, Wisconsin, United States" },
    address: "1 Capitol Sq",
    postalCode: "53703",
    capacity: "20",
  });
  await page.goto(`/dashboard/brands/${brand.brandId}/venues/${venueId}`);
  await expect(page.getByLabel(/^Time zone/)).toHaveValue("America/Chicago");

  // An experience in steps at that venue: it inherits the venue's place and zone, priced per guest.
  const name = `Sunset paddle ${tag}`;
  const cover = { name: "lake.png", mimeType: "image/png", buffer: await logoPng("#1d6fa5") };
  const { experienceId } = await createExperienceInSteps(page, {
    brandId: brand.brandId,
    name,
    venue: "Lake Mendota Dock",
    price: "35",
    tags: ["Baking", "Cooking class"],
    cover,
    project,
  });

  // The checklist has ticked the venue and the experience.
  await page.goto(`/dashboard/brands/${brand.brandId}`);
  const ticked = await readChecklist(page);
  expect(ticked["Add a venue"]).toContain("Lake Mendota Dock");
  expect(ticked["Add an experience"]).toContain(name);
  expect(ticked["Publish a page"]).toBeNull();

  // The public experience: per guest, where the venue is, its times in Central time.
  await page.goto(`/experiences/${experienceId}`);
  await expect(page.getByText("per guest", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("1 Capitol Sq, Madison, WI 53703").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(/\d:\d\d [AP]M C[SD]T/).first()).toBeVisible();

  // The brand's home page: a hero with an uploaded image and the brand's experiences, previewed, then public.
  await buildBrandPage(page, { brandId: brand.brandId, heroImage: await heroPhoto(), heroTitle: "Paddle Lake Mendota", withExperiences: true, javaScript: js });
  await publishBrandPage(page, brand.username);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: brand.name })).toHaveAttribute("href", `/b/${brand.username}`);
  await expect(header.locator("img").first()).toHaveAttribute("src", /\/files\/brands\//);
  await expect(header).toHaveCSS("background-color", "rgb(11, 110, 79)");
  await expect(page.getByRole("link", { name: "Join Now" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Paddle Lake Mendota" })).toBeVisible();
  const card = page.locator('[data-block="experiences"]').getByRole("article").filter({ hasText: name });
  await expect(card).toContainText("$35");
  await expect(card).toContainText("per guest");
  await expect(card.getByText(/^Next: .+ C[SD]T/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The coin: issued, minted, and some sent to the member, who is notified.
  const coin = `Lake ${tag}`;
  await issueCoin(page, brand.brandId, { name: coin, rewardsValue: 10 });
  await mint(page, brand.brandId, 50);
  await transferCoins(page, brand.brandId, { amount: 20, target: memberEmail }, coin);
  await page.goto(`/dashboard/brands/${brand.brandId}`);
  const done = await readChecklist(page);
  expect(Object.values(done).every((step) => step !== null), JSON.stringify(done)).toBe(true);

  const memberPage = await member.newPage();
  await memberPage.goto("/dashboard/notifications");
  const news = memberPage.getByRole("listitem").filter({ has: memberPage.getByRole("heading", { name: `You received 20 ${coin} from ${brand.name}` }) });
  await expect(news).toContainText(`${brand.name} sent you 20 ${coin}, worth $2 ($0.10 a coin).`);
  await member.close();
});
