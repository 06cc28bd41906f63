/*
 * The experience editor's steps (platform-core §7, the owners' tools): a member starts a brand (its venue made through the
 * platform's API), creates an experience with two weekly windows at that venue (windows added and
 * removed keeping what was typed), its guests refused first with every value kept, then saved;
 * uploads a cover; publishes; finds it in /experiences, where its times follow the chosen
 * weekdays; edits its price step directly; archives it (a question first), after which the
 * brand's home marks it archived and search no longer finds it. Another member gets a 404 on its
 * editor pages. JavaScript on and off; axe on each new page.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { tokenOf } from "../support/member-api";
import { addWindow, createExperience, editorField, fillWindow, uploadCover } from "./support/owner-experiences";
import { expectDayNotOffered, pickDay, slotRadio } from "./support/booking";

test.describe.configure({ timeout: 300_000 });

async function venueOf(request: APIRequestContext, token: string, brandId: string, name: string): Promise<string> {
  const response = await request.post("/platform-api/location/venues/", {
    headers: { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key, Authorization: `Bearer ${token}` },
    data: { name, provider: brandId, city: "Annapolis", state: "MD" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The next `weekday` (0 Sunday) at least two days from today in New York. */
function nextDate(weekday: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 2);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test("an owner creates, covers, edits and archives an experience; it is bookable on its weekdays meanwhile", async ({ page, baseURL }, info) => {
  const project = info.project.name;
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const email = `experience-owner-${tag}@example.com`;
  await signUp(page.request, baseURL!, { email });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: `Tidewater ${tag}`, username: `x-${tag}` });
  expect(started.status()).toBe(302);
  const brandId = started.headers()["location"]!.split("/").pop()!;
  await venueOf(page.request, await tokenOf(page.request, email), brandId, "Boathouse");
  const name = `Harbor Sail ${tag}`;
  const save = () => page.locator("#experience").getByRole("button", { name: "Save and continue" }).click();

  await page.goto(`/dashboard/brands/${brandId}/experiences`);
  await waitForHydration(page, project);
  await page.getByRole("link", { name: "New experience" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Step 1 of 5: Basics" })).toBeVisible();
  await waitForHydration(page, project);
  await editorField(page, "Name").fill(name);
  await editorField(page, "Category").selectOption({ label: "Outdoors & adventure" });
  await save();
  await expect(page).toHaveURL(/\/place$/);
  await expect(page.getByRole("status").filter({ hasText: `${name} is saved as a draft` })).toBeVisible();
  const editor = new URL(page.url()).pathname.replace(/\/place$/, "");
  await waitForHydration(page, project);
  await expectNoAxeViolations(page);

  // Three windows added and one removed: without JavaScript each is a round trip keeping what was typed;
  // with it, no request at all.
  const posts: string[] = [];
  const countPost = (request: { method(): string; url(): string }) => void (request.method() === "POST" && posts.push(request.url()));
  page.on("request", countPost);
  const venue = editorField(page, "Venue");
  await venue.selectOption((await venue.locator("option", { hasText: "Boathouse" }).getAttribute("value"))!);
  await editorField(page, "Duration hours").fill("1");
  await editorField(page, "Duration minutes").fill("30");
  for (const window of [
    { start: "09:00", end: "12:00", days: ["Saturday" as const] },
    { start: "14:00", end: "17:00", days: ["Tuesday" as const, "Thursday" as const] },
    { start: "18:00", end: "19:00", days: ["Monday" as const] },
  ]) {
    const index = await page.getByRole("group", { name: /^Window \d+$/ }).count();
    await addWindow(page, project);
    await fillWindow(page, index, window);
  }
  await page.getByRole("button", { name: "Remove window 3" }).click();
  await expect(page.getByRole("group", { name: "Window 3" })).toHaveCount(0);
  page.off("request", countPost);
  expect(posts.length, "posts while adding and removing windows").toBe(javaScriptOn(project) ? 0 : 4);
  await waitForHydration(page, project);
  await expect(editorField(page, "Duration minutes")).toHaveValue("30");
  await expect(page.getByRole("group", { name: "Window 2", exact: true }).getByLabel("Thursday")).toBeChecked();
  await save();

  // Price and guests: per guest preselected; fewer guests at most than at least and a member price above
  // the retail one: both refused at once, in words, at their fields, every value kept.
  await expect(page).toHaveURL(/\/price$/);
  await waitForHydration(page, project);
  await expect(page.getByRole("radio", { name: /^Price per guest/ })).toBeChecked();
  await editorField(page, "Retail price").fill("85");
  await editorField(page, "Member price").fill("90");
  await editorField(page, "Fewest guests").fill("4");
  await editorField(page, "Most guests").fill("2");
  await save();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  // With JavaScript the page stays and the summary takes the focus (GOV.UK's pattern).
  if (javaScriptOn(project)) await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(["The most guests must be at least the fewest guests.", "The member price must not be above the retail price."]);
  const most = editorField(page, "Most guests");
  await expect(most).toHaveAttribute("aria-invalid", "true");
  await expect(editorField(page, "Member price")).toHaveAttribute("aria-invalid", "true");
  await expect(editorField(page, "Fewest guests")).toHaveValue("4");
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /^The most guests/ }).click();
  await expect(most).toBeFocused();
  await most.fill("6");
  await editorField(page, "Member price").fill("70");
  await save();

  // Details: a file that is no image refused in words at the field; then the cover, shown at once.
  await expect(page).toHaveURL(/\/details$/);
  await waitForHydration(page, project);
  await expectNoAxeViolations(page);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#00cde8" } }).png().toBuffer();
  expect(png.length).toBeLessThan(20_000);
  const cover = page.getByRole("region", { name: "Cover image" });
  await cover.getByLabel("New cover image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await cover.getByRole("button", { name: "Upload cover image" }).click();
  const file = page.getByRole("region", { name: "Cover image" }).getByLabel("New cover image");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Cover image" }).getByText("The image must be a PNG, JPEG, WebP or GIF image").first()).toBeVisible();
  await waitForHydration(page, project);
  await uploadCover(page, project, { name: "cover.png", mimeType: "image/png", buffer: png });
  await page.getByRole("group", { name: "Tags" }).getByLabel("Kayaking", { exact: true }).check();
  await page.locator("#experience").getByLabel(/^Amenities/).fill("life jackets, snacks");
  await save();
  await expect(page).toHaveURL(/\/publish$/);
  await expect(page.getByRole("article")).toContainText("$85 per guest");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is published` })).toBeVisible();

  // Listed and bookable on its weekdays only.
  await page.goto(`/experiences?${new URLSearchParams({ q: name })}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const times = page.getByRole("table", { name: "Weekly times" });
  await expect(times.getByRole("row", { name: /^Sat / })).toContainText("9:00 AM – 12:00 PM");
  await expect(times.getByRole("row", { name: /^Tue, Thu / })).toContainText("2:00 PM – 5:00 PM");
  // The panel offers its Saturday mornings and never a Wednesday, a day it does not run.
  await pickDay(page, nextDate(6));
  await expect(slotRadio(page, nextDate(6), "9:00 AM")).toHaveCount(1);
  await expectDayNotOffered(page, nextDate(3));

  // Edited from the list of steps: a new price, and the owner's tier gating (members of Alliance and above only).
  await page.goto(editor);
  await page.getByRole("link", { name: "3. Price and guests" }).click();
  await waitForHydration(page, project);
  await editorField(page, "Retail price").fill("95");
  await editorField(page, "Minimum membership tier").selectOption({ label: "Alliance and above" });
  await page.getByLabel("Members only", { exact: true }).check();
  await save();
  await expect(page.getByRole("status").filter({ hasText: "Price and guests saved." })).toBeVisible();
  await page.goto(`${editor}/price`);
  await expect(editorField(page, "Retail price")).toHaveValue("95");
  await expect(editorField(page, "Minimum membership tier")).toHaveValue("1");
  await expect(page.getByLabel("Members only", { exact: true })).toBeChecked();

  // Archived after a question; the brand's home marks it, search no longer finds it.
  await page.goto(editor);
  await page.getByRole("link", { name: `Archive ${name}` }).click();
  await expect(page.getByText(`Archive ${name}? It will no longer be listed`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, archive it" }).click();
  await expect(page).toHaveURL(`/dashboard/brands/${brandId}`);
  await expect(page.getByRole("status").filter({ hasText: `${name} is archived` })).toBeVisible();
  await page.goto(`/dashboard/brands/${brandId}/experiences`);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Archived");
  await page.goto(`/experiences?${new URLSearchParams({ q: name })}`);
  await expect(page.getByText("No experiences match this search.")).toBeVisible();
});

test("an experience made with the reusable step: a cover over 5 MB is refused in words; another member gets 404 on every editor page", async ({ page, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signUp(page.request, baseURL!, { email: `experience-maker-${tag}@example.com` });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: `Kiln ${tag}`, username: `k-${tag}` });
  const brandId = started.headers()["location"]!.split("/").pop()!;
  const id = await createExperience(page, info.project.name, {
    brandId,
    name: `Wheel Throwing ${tag}`,
    category: "Classes & workshops",
    retailPrice: "60",
    maxGuests: "4",
    durationHours: "2",
    windows: [{ start: "10:00", end: "16:00", days: ["Wednesday"] }],
  });
  const editor = `/dashboard/brands/${brandId}/experiences/${id}`;
  await page.goto(`/dashboard/brands/${brandId}/experiences`);
  await page.getByRole("link", { name: `Wheel Throwing ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(editor);
  await page.getByRole("link", { name: "2. Place and times" }).click();
  await expect(page.getByRole("group", { name: "Window 1", exact: true }).getByLabel("Wednesday")).toBeChecked();

  // A cover over 5 MB is refused in words at its field, the page shown again (413).
  const big = await page.request.post(`${editor}/details/cover`, {
    headers: { Origin: baseURL! },
    multipart: { cover: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) } },
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("The image is too large. The maximum is 5 MB.");

  const other = await page.context().browser()!.newContext({ baseURL });
  await signUp(other.request, baseURL!, { email: `experience-stranger-${tag}@example.com` });
  const stranger = await other.newPage();
  const steps = ["basics", "place", "price", "details", "publish"].map((step) => `${editor}/${step}`);
  for (const path of [editor, ...steps, `${editor}/archive`, `/dashboard/brands/${brandId}/experiences/new`]) {
    expect((await stranger.goto(path))?.status(), path).toBe(404);
  }
  // Nor can a form be posted there.
  for (const path of [`${editor}/archive`, `${editor}/publish`]) {
    expect((await postForm(other.request, baseURL!, path, { confirm: "yes", listed: "true" })).status(), path).toBe(404);
  }
  await other.close();
});
