/*
 * A brand's venues (platform-core §7, the owners' tools): the owner adds a venue finding its place (with JavaScript the
 * combobox: type, arrow, Enter; without, "Search places" then a radio), adds a blackout written in
 * the venue's time zone, changes a field after a refusal shown at its field with every value kept,
 * removes the blackout, and deletes the venue after a confirmation. Another member gets a 404 on
 * the editor. JavaScript on and off; axe on each new page.
 */
import { signUp } from "../support/accounts";
import { platformGet, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { addBlackout, createVenue, onboardBrand, venueField } from "./support/owner-venues";

test.describe.configure({ timeout: 240_000 });

test("an owner adds a venue with its place, a blackout, edits it after a refusal, and deletes it", async ({ page, baseURL }, info) => {
  const project = info.project.name;
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signUp(page.request, baseURL!, { email: `venue-owner-${tag}@example.com` });
  const brandId = await onboardBrand(page.request, baseURL!, { name: "Harbor Co", username: `v-${tag}` });

  await page.goto(`/dashboard/brands/${brandId}/venues`);
  await waitForHydration(page, project);
  await page.getByRole("link", { name: "Add a venue" }).click();
  await expect(page.getByRole("heading", { name: "Add a venue to Harbor Co" })).toBeVisible();
  await expect(page.getByLabel("Country")).toHaveValue("US");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
  await expect(page.getByLabel("Taking bookings")).toBeChecked();
  await expectNoAxeViolations(page);
  // The place search's answer as each shows it: the open listbox, or the page again with radios and the value kept.
  const city = venueField(page, "Place");
  if (javaScriptOn(project)) {
    await city.pressSequentially("Norfol");
    await expect(page.getByRole("option", { name: "Norfolk, Virginia, United States", exact: true })).toBeVisible();
  } else {
    await city.fill("Norfol");
    await page.getByRole("button", { name: "Search places" }).click();
    await expect(page.getByRole("radio", { name: "Norfolk, Virginia, United States", exact: true })).toBeVisible();
    await expect(city).toHaveValue("Norfol");
  }
  await expectNoAxeViolations(page);

  const venueId = await createVenue(page, project, brandId, {
    name: "Boathouse",
    place: { query: "Norfol", pick: "Norfolk, Virginia, United States" },
    address: "1 Pier St",
    postalCode: "23510",
    capacity: "40",
    themes: "water, outdoors",
    tags: "Dock, kayak",
    minimumTier: "Alliance or above",
    membersOnly: true,
  });
  await expect(page.getByRole("status").filter({ hasText: "Boathouse is added." })).toBeVisible();
  // The place picked filled the address, shown as one line; the new tags and themes are ticked.
  await expect(venueField(page, "Place")).toHaveValue("Norfolk, Virginia, United States");
  await expect(page.getByText("Picked: Norfolk, Virginia, United States.", { exact: true })).toBeVisible();
  for (const tag of ["dock", "kayak", "water", "outdoors"]) await expect(page.getByRole("checkbox", { name: tag, exact: true })).toBeChecked();
  await expect(page.getByLabel("Minimum membership tier")).toHaveValue("1");
  await expect(page.getByLabel("Members only")).toBeChecked();
  await expectNoAxeViolations(page);

  // The combobox announces what it found and closes with Escape, leaving what was typed.
  await waitForHydration(page, project);
  if (javaScriptOn(project)) {
    await city.fill("");
    await city.pressSequentially("Portl");
    await expect(page.getByRole("status").filter({ hasText: /^\d+ places found\.$/ })).toHaveCount(1);
    await expect(city).toHaveAttribute("aria-expanded", "true");
    await city.press("Escape");
    await expect(city).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { includeHidden: true })).toBeHidden();
    await expect(city).toHaveValue("Portl");
    await city.fill("Norfolk, Virginia, United States");
  }

  // A refusal by the platform at its field, every value typed kept; then saved.
  await venueField(page, "Venue name").fill("Boathouse North");
  await venueField(page, "Capacity").fill("0");
  await page.getByRole("button", { name: "Save the venue" }).click();
  await expect(venueField(page, "Capacity")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Capacity must be a whole number from 1 to 100,000, or empty.").first()).toBeVisible();
  await expect(venueField(page, "Venue name")).toHaveValue("Boathouse North");
  await expect(venueField(page, "Capacity")).toHaveValue("0");
  await expect(venueField(page, "Place")).toHaveValue("Norfolk, Virginia, United States");
  await expectNoAxeViolations(page);
  await venueField(page, "Capacity").fill("25");
  await page.getByRole("button", { name: "Save the venue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Boathouse North is saved." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Boathouse North", level: 2 })).toBeVisible();
  await expect(venueField(page, "Capacity")).toHaveValue("25");

  // A blackout in the venue's zone (New York, winter: UTC-5) is kept as its instants.
  await addBlackout(page, project, { brandId, venueId }, { start: "2026-12-24T09:00", end: "2026-12-24T17:00" });
  const stored = await platformGet<{ blackout_times: Array<{ start: string; end: string }>; postal_code: string }>(page.request, `/location/venues/id/${venueId}`);
  expect(stored.body.blackout_times).toEqual([{ id: expect.any(String), start: "2026-12-24T14:00:00.000Z", end: "2026-12-24T22:00:00.000Z" }]);
  expect(stored.body.postal_code).toBe("23510");

  await expect(page.getByRole("heading", { name: "Blackouts of Boathouse North" })).toBeVisible();
  await expectNoAxeViolations(page);
  // An end before the start: refused at the end, the typed times kept.
  await page.getByLabel("Blackout starts").fill("2026-12-31T12:00");
  await page.getByLabel("Blackout ends").fill("2026-12-31T10:00");
  await page.getByRole("button", { name: "Add the blackout" }).click();
  await expect(page.getByLabel("Blackout ends")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Must be after start", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Blackout starts")).toHaveValue("2026-12-31T12:00");

  await page.getByRole("button", { name: "Remove the blackout from 2026-12-24 09:00 to 2026-12-24 17:00" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The blackout is removed." })).toBeVisible();
  await expect(page.getByText("No blackouts:", { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "Back to Boathouse North" }).click();
  await expect(page.getByRole("link", { name: "Blackouts (0)" })).toBeVisible();

  // Another member: the editor is a 404, as if there were none.
  const other = await page.context().browser()!.newContext({ baseURL });
  await signUp(other.request, baseURL!, { email: `venue-stranger-${tag}@example.com` });
  for (const suffix of ["", "/blackouts", "/delete"]) {
    expect((await other.request.get(`/dashboard/brands/${brandId}/venues/${venueId}${suffix}`, { maxRedirects: 0 })).status(), suffix).toBe(404);
  }
  await other.close();

  // Deleting asks first; keeping it changes nothing.
  await page.getByRole("link", { name: "Delete this venue" }).click();
  await expect(page.getByText("Delete Boathouse North? Its blackouts and tags go with it")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "No, keep it" }).click();
  await expect(page.getByRole("heading", { name: "Boathouse North", level: 2 })).toBeVisible();
  await waitForHydration(page, project);
  await page.getByRole("link", { name: "Delete this venue" }).click();
  await page.getByRole("button", { name: "Yes, delete Boathouse North" }).click();
  await expect(page).toHaveURL(`/dashboard/brands/${brandId}/venues`);
  await expect(page.getByRole("status").filter({ hasText: "Boathouse North is deleted." })).toBeVisible();
  await expect(page.getByText("This brand has no venues yet.")).toBeVisible();
  expect((await platformGet(page.request, `/location/venues/id/${venueId}`)).status).toBe(404);
});
