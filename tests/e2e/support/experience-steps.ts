/*
 * The owner's experience editor in steps (Basics → Place and times → Price and guests → Details →
 * Publish), driven as a person would with JavaScript on or off: each step's form filled and
 * "Save and continue" pressed. Reused by the journey tests.
 */
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "../../support/fixtures";

export type StepsWindow = { start: string; end: string; days: Array<"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"> };

export type ExperienceInSteps = {
  brandId: string;
  name: string;
  /** The category's title, as the select shows it; Food & drink when not given. */
  category?: string;
  /** The venue's name (its option starts with it); none when not given. */
  venue?: string;
  /** Dollars as typed ("45"); per guest, the preselected choice, unless `perBooking`. */
  price: string;
  perBooking?: boolean;
  maxGuests?: string;
  durationHours?: string;
  windows?: StepsWindow[];
  /** Tag titles to tick, of the category's ("Baking"). */
  tags?: string[];
  cover?: { name: string; mimeType: string; buffer: Buffer };
  /** Publish at the end (default); false leaves it a draft on the Publish step. */
  publish?: boolean;
  /** The Playwright project, to wait for hydration with JavaScript on (the forms work before it too). */
  project?: string;
  /** Called on each step's page once it shows (screenshots, axe). */
  onStep?: (step: string) => Promise<void>;
};

const EVERY_DAY: StepsWindow["days"] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const hydrated = (page: Page, project: string | undefined) => (project ? waitForHydration(page, project) : Promise.resolve());

async function atStep(page: Page, title: string, options: ExperienceInSteps) {
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Step \\d of 5: ${title}$`) })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Steps" }).locator('[aria-current="step"]')).toContainText(title);
  await hydrated(page, options.project);
  await options.onStep?.(title);
}

const saveAndContinue = (page: Page) => page.locator("#experience").getByRole("button", { name: "Save and continue" }).click();

/** Creates an experience through the steps; answers its id (on the Publish step's page, published unless `publish: false`). */
export async function createExperienceInSteps(page: Page, options: ExperienceInSteps): Promise<{ experienceId: string }> {
  const form = page.locator("#experience");
  await page.goto(`/dashboard/brands/${options.brandId}/experiences/new`);
  await atStep(page, "Basics", options);
  await form.getByLabel("Name", { exact: true }).fill(options.name);
  await form.getByLabel("Category").selectOption({ label: options.category ?? "Food & drink" });
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/experiences\/[0-9a-f-]{36}\/place$/);
  const experienceId = new URL(page.url()).pathname.split("/").at(-2)!;
  await atStep(page, "Place and times", options);
  if (options.venue) {
    const option = form.getByLabel("Venue", { exact: true }).locator("option", { hasText: options.venue });
    await form.getByLabel("Venue", { exact: true }).selectOption((await option.first().getAttribute("value"))!);
  }
  await form.getByLabel("Duration hours").fill(options.durationHours ?? "1");
  const windows = options.windows ?? [{ start: "09:00", end: "17:00", days: EVERY_DAY }];
  for (const [index, window] of windows.entries()) {
    await page.getByRole("button", { name: "Add a window" }).click();
    const group = page.getByRole("group", { name: `Window ${index + 1}`, exact: true });
    await expect(group).toBeVisible();
    await hydrated(page, options.project);
    await group.getByLabel("Starts at").fill(window.start);
    await group.getByLabel("Ends at").fill(window.end);
    for (const day of window.days) await group.getByLabel(day, { exact: true }).check();
  }
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/price$/);
  await atStep(page, "Price and guests", options);
  // Per guest is the preselected choice.
  await expect(form.getByRole("radio", { name: /^Price per guest/ })).toBeChecked();
  if (options.perBooking) await form.getByRole("radio", { name: /^Price per booking/ }).check();
  await form.getByLabel("Retail price").fill(options.price);
  await form.getByLabel("Most guests").fill(options.maxGuests ?? "8");
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/details$/);
  await atStep(page, "Details", options);
  if (options.cover) {
    const cover = page.getByRole("region", { name: "Cover image" });
    await cover.getByLabel("New cover image").setInputFiles(options.cover);
    await cover.getByRole("button", { name: "Upload cover image" }).click();
    await expect(page.getByRole("region", { name: "Cover image" }).getByRole("img", { name: `Current cover of ${options.name}` })).toBeVisible();
    await expect(page.getByText("not uploaded yet")).toHaveCount(0);
    await hydrated(page, options.project);
  }
  for (const tag of options.tags ?? []) await form.getByRole("group", { name: "Tags" }).getByLabel(tag, { exact: true }).check();
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/publish$/);
  await atStep(page, "Publish", options);
  if (options.publish ?? true) {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `${options.name} is published` })).toBeVisible();
  }
  return { experienceId };
}
