/*
 * The owner's experience steps (platform-core §7, the owners' tools), driving the real editor forms, with JavaScript on and
 * off: a later end-to-end journey (onboard -> venue -> experience -> page -> coins) reuses them.
 */
import { expect, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { postForm, signUp } from "../../support/accounts";
import { javaScriptOn, waitForHydration } from "../../support/fixtures";

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
export type ExperienceWindow = { start: string; end: string; days: Weekday[] };

export type NewExperience = {
  name: string;
  /** The category's title, as the select shows it. */
  category: string;
  retailPrice: string;
  maxGuests: string;
  minGuests?: string;
  durationHours?: string;
  durationMinutes?: string;
  /** The venue's name, as the select shows it. */
  venue?: string;
  windows?: ExperienceWindow[];
  /** Any other text field, by its label ("Location", "Member price", ...). */
  more?: Record<string, string>;
};

/** A field of the editor by its label, which ends in "(optional)" for some. */
export const editorField = (page: Page, label: string) => page.locator("#experience").getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

const windowGroup = (page: Page, index: number) => page.getByRole("group", { name: `Window ${index + 1}`, exact: true });

/** Adds a window with the editor's button: a new document without JavaScript, the same page with it. */
export async function addWindow(page: Page, project: string) {
  const count = await page.getByRole("group", { name: /^Window \d+$/ }).count();
  await page.getByRole("button", { name: "Add a window" }).click();
  await expect(windowGroup(page, count)).toBeVisible();
  await waitForHydration(page, project);
}

export async function fillWindow(page: Page, index: number, window: ExperienceWindow) {
  const group = windowGroup(page, index);
  await group.getByLabel("Starts at").fill(window.start);
  await group.getByLabel("Ends at").fill(window.end);
  for (const day of window.days) await group.getByLabel(day, { exact: true }).check();
}

/** Fills the editor with `experience` (windows added as needed). */
export async function fillExperience(page: Page, project: string, experience: NewExperience) {
  const windows = experience.windows ?? [];
  while ((await page.getByRole("group", { name: /^Window \d+$/ }).count()) < windows.length) await addWindow(page, project);
  await editorField(page, "Name").fill(experience.name);
  await editorField(page, "Category").selectOption({ label: experience.category });
  if (experience.venue) await editorField(page, "Venue").selectOption({ label: experience.venue });
  await editorField(page, "Retail price").fill(experience.retailPrice);
  await editorField(page, "Most guests").fill(experience.maxGuests);
  if (experience.minGuests) await editorField(page, "Fewest guests").fill(experience.minGuests);
  if (experience.durationHours) await editorField(page, "Duration hours").fill(experience.durationHours);
  if (experience.durationMinutes) await editorField(page, "Duration minutes").fill(experience.durationMinutes);
  for (const [label, value] of Object.entries(experience.more ?? {})) await editorField(page, label).fill(value);
  for (const [index, window] of windows.entries()) await fillWindow(page, index, window);
}

/**
 * From the brand's experiences (its workspace's Experiences): "New experience", the form filled, "Create experience"; lands on the new
 * experience's editor and answers its id.
 */
export async function createExperience(page: Page, project: string, { brandId, ...experience }: NewExperience & { brandId: string }): Promise<string> {
  await page.goto(`/dashboard/brands/${brandId}/experiences`);
  await waitForHydration(page, project);
  await page.getByRole("link", { name: "New experience" }).click();
  await expect(page.getByRole("heading", { name: /^New experience of / })).toBeVisible();
  await waitForHydration(page, project);
  await fillExperience(page, project, experience);
  await page.getByRole("button", { name: "Create experience" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${brandId}/experiences/[0-9a-f-]{36}$`));
  await expect(page.getByRole("status").filter({ hasText: `${experience.name} is created.` })).toBeVisible();
  return page.url().split("/").pop()!;
}

/** On an experience's editor: chooses the image (previewed with JavaScript), uploads it, sees it as the current cover. */
export async function uploadCover(page: Page, project: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const cover = page.getByRole("region", { name: "Cover image" });
  await cover.getByLabel("New cover image").setInputFiles(file);
  if (javaScriptOn(project)) await expect(cover.getByRole("img", { name: "Preview of the chosen cover image" })).toBeVisible();
  await cover.getByRole("button", { name: "Upload cover image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The cover image is updated." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cover image" }).getByRole("img", { name: /^Current cover of / })).toBeVisible();
}

/** Every day of the week, as the editor's checkboxes name them. */
export const EVERY_DAY: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * An owner in a browser context of their own (JavaScript as the project runs it): signed up, a
 * brand started, and an experience created with the editor: `name`, Outdoors & adventure, $40,
 * up to 6 guests, one hour, every day 09:00 to 12:00. Answers the owner's page and the ids.
 */
export async function ownerWithExperience(
  browser: Browser,
  baseURL: string,
  project: string,
  owner: { email: string; firstName: string; brand: { name: string; username: string }; experience: string; viewport?: ViewportSize },
): Promise<{ page: Page; brandId: string; experienceId: string }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScriptOn(project), ...(owner.viewport ? { viewport: owner.viewport } : {}) });
  const page = await context.newPage();
  await signUp(page.request, baseURL, { email: owner.email, firstName: owner.firstName });
  const started = await postForm(page.request, baseURL, "/dashboard/brands/new", owner.brand);
  expect(started.status()).toBe(302);
  const brandId = started.headers()["location"]!.split("/").pop()!;
  const experienceId = await createExperience(page, project, {
    brandId,
    name: owner.experience,
    category: "Outdoors & adventure",
    retailPrice: "40",
    maxGuests: "6",
    durationHours: "1",
    windows: [{ start: "09:00", end: "12:00", days: EVERY_DAY }],
  });
  return { page, brandId, experienceId };
}
