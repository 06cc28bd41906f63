/*
 * The owner's experience set-ups for other specs (platform-core §7, the owners' tools), driving the real editor's steps
 * with JavaScript on and off.
 */
import { expect, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { postForm, signUp } from "../../support/accounts";
import { javaScriptOn, waitForHydration } from "../../support/fixtures";
import { createExperienceInSteps, type StepsWindow } from "./experience-steps";

export type Weekday = StepsWindow["days"][number];
export type ExperienceWindow = StepsWindow;

export type NewExperience = {
  name: string;
  /** The category's title, as the select shows it. */
  category: string;
  retailPrice: string;
  maxGuests: string;
  durationHours?: string;
  /** The venue's name (its option starts with it). */
  venue?: string;
  windows?: ExperienceWindow[];
};

/** A field of the editor's current step by its label, which ends in "(optional)" for some. */
export const editorField = (page: Page, label: string) => page.locator("#experience").getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

const windowGroup = (page: Page, index: number) => page.getByRole("group", { name: `Window ${index + 1}`, exact: true });

/** On the Place and times step, adds a window with its button: a new document without JavaScript, the same page with it. */
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

/**
 * Through the editor's steps (./experience-steps.ts): the experience created, priced per booking
 * (what these specs' totals count), published; lands on its Publish step and answers its id.
 */
export async function createExperience(page: Page, project: string, { brandId, ...experience }: NewExperience & { brandId: string }): Promise<string> {
  const { experienceId } = await createExperienceInSteps(page, {
    brandId,
    name: experience.name,
    category: experience.category,
    venue: experience.venue,
    price: experience.retailPrice,
    perBooking: true,
    maxGuests: experience.maxGuests,
    durationHours: experience.durationHours,
    windows: experience.windows,
    project,
  });
  return experienceId;
}

/** On an experience's step (its Details step, where the cover is): chooses the image (previewed with JavaScript), uploads it, sees it as the current cover at once. */
export async function uploadCover(page: Page, project: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const details = new URL(page.url()).pathname.replace(/\/(basics|place|price|publish|details)(\/cover)?$/, "/details");
  if (new URL(page.url()).pathname !== details) {
    await page.goto(details);
    await waitForHydration(page, project);
  }
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
