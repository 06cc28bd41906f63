/*
 * The experience editor (platform-core §7, the owners' tools): a member starts a brand (its venue made through the platform's
 * API until the venue screens land), creates an experience with two weekly windows at that venue,
 * first refused by the platform at a field with every value kept, then created; uploads a cover;
 * finds it in /experiences, where its times follow the chosen weekdays; edits it; archives it (a
 * question first), after which the brand's home marks it archived and search no longer finds it.
 * Another member gets a 404 on its editor pages. JavaScript on and off; axe on each new page.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { tokenOf } from "../support/member-api";
import { addWindow, createExperience, editorField, fillExperience, fillWindow, uploadCover, type NewExperience } from "./support/owner-experiences";
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
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const email = `experience-owner-${tag}@example.com`;
  await signUp(page.request, baseURL!, { email });
  const started = await postForm(page.request, baseURL!, "/dashboard/brands/new", { name: `Tidewater ${tag}`, username: `x-${tag}` });
  expect(started.status()).toBe(302);
  const brandId = started.headers()["location"]!.split("/").pop()!;
  await venueOf(page.request, await tokenOf(page.request, email), brandId, "Boathouse");

  const name = `Harbor Sail ${tag}`;
  const experience: NewExperience = {
    name,
    category: "Outdoors & adventure",
    venue: "Boathouse",
    retailPrice: "85",
    minGuests: "4",
    maxGuests: "2",
    durationHours: "1",
    durationMinutes: "30",
    windows: [
      { start: "09:00", end: "12:00", days: ["Saturday"] },
      { start: "14:00", end: "17:00", days: ["Tuesday", "Thursday"] },
    ],
    more: { Location: "Annapolis, MD", "Member price": "70", Amenities: "life jackets, snacks" },
  };

  await page.goto(`/dashboard/brands/${brandId}/experiences`);
  await waitForHydration(page, info.project.name);
  await page.getByRole("link", { name: "New experience" }).click();
  await expect(page.getByRole("heading", { name: `New experience of Tidewater ${tag}` })).toBeVisible();
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);

  // Three windows added and one removed: without JavaScript each is a round trip keeping what was typed;
  // with it, no request at all.
  const posts: string[] = [];
  const countPost = (request: { method(): string; url(): string }) => void (request.method() === "POST" && posts.push(request.url()));
  page.on("request", countPost);
  await fillExperience(page, info.project.name, experience);
  await addWindow(page, info.project.name);
  await fillWindow(page, 2, { start: "18:00", end: "19:00", days: ["Monday"] });
  await page.getByRole("button", { name: "Remove window 3" }).click();
  await expect(page.getByRole("group", { name: "Window 3" })).toHaveCount(0);
  page.off("request", countPost);
  expect(posts.length, "posts while adding and removing windows").toBe(javaScriptOn(info.project.name) ? 0 : 4);
  await waitForHydration(page, info.project.name);
  await expect(editorField(page, "Name")).toHaveValue(name);
  await expect(page.getByRole("group", { name: "Window 2", exact: true }).getByLabel("Thursday")).toBeChecked();

  // Fewer guests at most than at least: the platform's words at the field, in the summary, every value kept.
  await page.getByRole("button", { name: "Create experience" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  // With JavaScript the page stays and the summary takes the focus (GOV.UK's pattern).
  if (javaScriptOn(info.project.name)) await expect(summary).toBeFocused();
  const most = editorField(page, "Most guests");
  await expect(most).toHaveAttribute("aria-invalid", "true");
  await expect(summary.getByRole("link", { name: "Most guests: Must be at least min_guests (4)" })).toBeVisible();
  await expect(editorField(page, "Name")).toHaveValue(name);
  await expect(editorField(page, "Member price")).toHaveValue("70");
  await expect(editorField(page, "Venue")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("group", { name: "Window 2", exact: true }).getByLabel("Ends at")).toHaveValue("17:00");
  await expect(page.getByRole("group", { name: "Window 1", exact: true }).getByLabel("Saturday")).toBeChecked();
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /^Most guests/ }).click();
  await expect(most).toBeFocused();

  await most.fill("6");
  await page.getByRole("button", { name: "Create experience" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${brandId}/experiences/[0-9a-f-]{36}$`));
  await expect(page.getByRole("status").filter({ hasText: `${name} is created.` })).toBeVisible();
  const editor = page.url();
  await waitForHydration(page, info.project.name);
  await expectNoAxeViolations(page);

  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#00cde8" } }).png().toBuffer();
  expect(png.length).toBeLessThan(20_000);
  // Not an image: refused in words at the field.
  const cover = page.getByRole("region", { name: "Cover image" });
  await cover.getByLabel("New cover image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await cover.getByRole("button", { name: "Upload cover image" }).click();
  const file = page.getByRole("region", { name: "Cover image" }).getByLabel("New cover image");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Cover image" }).getByText("Must be a PNG, JPEG, WebP or GIF image").first()).toBeVisible();
  await waitForHydration(page, info.project.name);
  await uploadCover(page, info.project.name, { name: "cover.png", mimeType: "image/png", buffer: png });

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

  // Edited: a new price, and the owner's tier gating (members of Alliance and above only).
  await page.goto(editor);
  await waitForHydration(page, info.project.name);
  await expect(editorField(page, "Venue")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(editorField(page, "Amenities")).toHaveValue("life jackets, snacks");
  await editorField(page, "Retail price").fill("95");
  await editorField(page, "Minimum membership tier").selectOption({ label: "Alliance and above" });
  await page.getByLabel("Members only", { exact: true }).check();
  await page.getByRole("button", { name: "Save experience" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} is saved.` })).toBeVisible();
  await expect(editorField(page, "Retail price")).toHaveValue("95");
  await expect(editorField(page, "Minimum membership tier")).toHaveValue("1");
  await expect(page.getByLabel("Members only", { exact: true })).toBeChecked();

  // Archived after a question; the brand's home marks it, search no longer finds it.
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
  await expect(page.getByRole("group", { name: "Window 1", exact: true }).getByLabel("Wednesday")).toBeChecked();

  // A cover over 5 MB is refused in words at its field, the page shown again (413).
  const big = await page.request.post(`${editor}/cover`, {
    headers: { Origin: baseURL! },
    multipart: { cover: { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) } },
    maxRedirects: 0,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toContain("The image is too large. The maximum is 5 MB.");

  const other = await page.context().browser()!.newContext({ baseURL });
  await signUp(other.request, baseURL!, { email: `experience-stranger-${tag}@example.com` });
  const stranger = await other.newPage();
  for (const path of [editor, `${editor}/archive`, `/dashboard/brands/${brandId}/experiences/new`]) {
    expect((await stranger.goto(path))?.status(), path).toBe(404);
  }
  // Nor can a form be posted there.
  const posted = await postForm(other.request, baseURL!, `${editor}/archive`, { confirm: "yes" });
  expect(posted.status()).toBe(404);
  await other.close();
});
