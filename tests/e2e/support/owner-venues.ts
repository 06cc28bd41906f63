/*
 * The brand owner's venue steps (platform-core §7, the owners' tools), driving the real forms with JavaScript on or off, for
 * tests/e2e/brand-venues.spec.ts and the issue's whole journey (onboard -> venue -> experience ...).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { postForm } from "../../support/accounts";
import { expect, javaScriptOn, waitForHydration } from "../../support/fixtures";

/** Starts a brand for the signed-in member of `request` through the onboarding form; its id. */
export async function onboardBrand(request: APIRequestContext, origin: string, brand: { name: string; username: string }): Promise<string> {
  const started = await postForm(request, origin, "/dashboard/brands/new", brand);
  expect(started.status(), "the brand starts").toBe(302);
  return /\/dashboard\/brands\/([0-9a-f-]{36})$/.exec(started.headers()["location"] ?? "")![1]!;
}

/** A field of the venue form by its label, which ends in "(optional)" for most. */
export const venueField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

/**
 * Finds the venue's place from what is typed in Place and picks the one labelled `pick`
 * ("Madison, Wisconsin, United States"). With JavaScript: the combobox (type, arrow down to it, Enter);
 * without: "Search places", then its radio (the pick is applied on the next submit).
 */
export async function pickPlace(page: Page, project: string, query: string, pick: string): Promise<void> {
  const place = venueField(page, "Place");
  if (javaScriptOn(project)) {
    await expect(place).toHaveAttribute("role", "combobox");
    await place.fill("");
    await place.pressSequentially(query);
    await expect(page.getByRole("option", { name: pick, exact: true })).toBeVisible();
    const options = await page.getByRole("option").allTextContents();
    for (let step = 0; step <= options.indexOf(pick); step++) await place.press("ArrowDown");
    await expect(page.getByRole("option", { name: pick, exact: true })).toHaveAttribute("aria-selected", "true");
    await place.press("Enter");
    await expect(page.getByRole("listbox", { includeHidden: true })).toBeHidden();
    await expect(place).toHaveValue(pick);
    await expect(page.getByText(`Picked: ${pick}.`, { exact: true })).toBeVisible();
  } else {
    await place.fill(query);
    await page.getByRole("button", { name: "Search places" }).click();
    await page.getByRole("radio", { name: pick, exact: true }).check();
  }
}

export type NewVenueInput = {
  name: string;
  /** Typed in Place to find it, and the place picked. */
  place: { query: string; pick: string };
  address?: string;
  postalCode?: string;
  capacity?: string;
  /** New ones, commas between. */
  themes?: string;
  tags?: string;
  /** The minimum tier's option label ("Alliance or above"). */
  minimumTier?: string;
  membersOnly?: boolean;
};

/** Adds a venue to the brand through /dashboard/brands/:brandId/venues/new; lands on its editor and returns its id. */
export async function createVenue(page: Page, project: string, brandId: string, venue: NewVenueInput): Promise<string> {
  await page.goto(`/dashboard/brands/${brandId}/venues/new`);
  await waitForHydration(page, project);
  await venueField(page, "Venue name").fill(venue.name);
  for (const [label, value] of [
    ["Address", venue.address],
    ["ZIP code", venue.postalCode],
    ["Capacity", venue.capacity],
    ["New themes", venue.themes],
    ["New tags", venue.tags],
  ] as const) {
    if (value !== undefined) await venueField(page, label).fill(value);
  }
  if (venue.minimumTier) await page.getByLabel("Minimum membership tier").selectOption({ label: venue.minimumTier });
  if (venue.membersOnly) await page.getByLabel("Members only").check();
  await pickPlace(page, project, venue.place.query, venue.place.pick);
  await page.getByRole("button", { name: "Add the venue" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/brands/${brandId}/venues/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: venue.name, level: 2 })).toBeVisible();
  return page.url().split("/").pop()!;
}

/** Adds a blackout on the venue's blackouts page, `start` and `end` as datetime-local (2026-12-24T09:00) in the venue's time zone. */
export async function addBlackout(page: Page, project: string, venue: { brandId: string; venueId: string }, blackout: { start: string; end: string }): Promise<void> {
  await page.goto(`/dashboard/brands/${venue.brandId}/venues/${venue.venueId}/blackouts`);
  await waitForHydration(page, project);
  await page.getByLabel("Blackout starts").fill(blackout.start);
  await page.getByLabel("Blackout ends").fill(blackout.end);
  await page.getByRole("button", { name: "Add the blackout" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The blackout is added." })).toBeVisible();
  const wall = (value: string) => value.replace("T", " ");
  await expect(page.getByText(`${wall(blackout.start)} to ${wall(blackout.end)}`, { exact: true })).toBeVisible();
}
