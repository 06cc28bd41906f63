/*
 * A venue by its place (issue "venue by place"), JavaScript on and off, on a phone and a desk:
 * the owner's first try has four mistakes, all shown at once, each at its field in people's words
 * (the place typed but not picked among them, with the places found listed); then "Madison" is
 * searched and "Madison, Wisconsin, United States" picked, which fills the place's fields and sets the
 * time zone to America/Chicago from its coordinates; new tags and a theme are added, and come back
 * ticked among those in use. axe on each page. VENUE_SHOTS=<dir> saves the screenshots looked at.
 */
import { signUp } from "../support/accounts";
import { platformGet, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { onboardBrand, pickPlace, venueField } from "./support/owner-venues";

test.describe.configure({ timeout: 240_000 });

const MADISON = "Madison, Wisconsin, United States";

for (const width of [390, 1440]) {
  test(`at ${width} px: a venue in Madison, WI gets America/Chicago, and a form's mistakes are all shown at once in words`, async ({ page, baseURL }, info) => {
    const project = info.project.name;
    const shot = async (name: string) => {
      if (process.env.VENUE_SHOTS) await page.screenshot({ path: `${process.env.VENUE_SHOTS}/${name}-${project}-${width}.png`, fullPage: true });
    };
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await signUp(page.request, baseURL!, { email: `venue-place-${tag}@example.com` });
    const brandId = await onboardBrand(page.request, baseURL!, { name: "Lakeside Co", username: `vp-${tag}` });

    await page.goto(`/dashboard/brands/${brandId}/venues/new`);
    await waitForHydration(page, project);
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await expect(page.getByLabel("Country").locator("option:checked")).toHaveText("United States");
    await expect(page.getByText("No place picked yet.", { exact: true })).toBeVisible();
    await shot("venue-new");

    // Four mistakes at once: no name, a place typed but not picked, a capacity of 0, a new tag of no letters.
    await venueField(page, "Place").fill("Madison");
    await venueField(page, "Capacity").fill("0");
    await venueField(page, "New tags").fill("!!!");
    await page.getByRole("button", { name: "Add the venue" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toHaveText("4 fields need a change: Venue name, Place, Capacity and New tags.");
    const mistakes = [
      ["Venue name", "Please enter the venue's name."],
      ["Place", 'Pick the place for "Madison" from the list, or clear the field.'],
      ["Capacity", "Capacity must be a whole number from 1 to 100,000, or empty."],
      ["New tags", "Each new tag is a word or a few, at most 40 letters, digits and spaces."],
    ] as const;
    for (const [label, message] of mistakes) {
      await expect(venueField(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Field "', { exact: false })).toHaveCount(0);
    // What was typed is kept, and the places found for it are offered.
    await expect(venueField(page, "Place")).toHaveValue("Madison");
    await expect(venueField(page, "Capacity")).toHaveValue("0");
    await expect(page.getByRole("radio", { name: MADISON, exact: true })).toBeChecked();
    await shot("venue-mistakes");
    await expectNoAxeViolations(page);

    await venueField(page, "Venue name").fill("Lakeside Hall");
    await venueField(page, "Capacity").fill("40");
    await venueField(page, "New tags").fill("Dock, Kayak class");
    await venueField(page, "New themes").fill("Lakeside");
    await waitForHydration(page, project);
    await pickPlace(page, project, "Madison", MADISON);
    // With JavaScript the zone follows the pick at once; without, the pick is applied on saving.
    if (javaScriptOn(project)) await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
    await shot("venue-picked");
    await page.getByRole("button", { name: "Add the venue" }).click();
    await expect(page.getByRole("heading", { name: "Lakeside Hall", level: 2 })).toBeVisible();
    const venueId = page.url().split("/").pop()!;

    const stored = await platformGet<{ timezone: string; city: string; state: string; country: string; latitude: number; longitude: number; tags: string[]; themes: string[] }>(
      page.request,
      `/location/venues/id/${venueId}`,
    );
    expect(stored.body).toMatchObject({ timezone: "America/Chicago", city: "Madison", state: "WI", country: "US", tags: ["dock", "kayak-class"], themes: ["lakeside"] });
    expect(stored.body.latitude).toBeCloseTo(43.07, 1);
    expect(stored.body.longitude).toBeCloseTo(-89.4, 1);

    // The editor: the place as one line, the zone and country from the lists, the tags ticked among those in use.
    await expect(page.getByText(`Picked: ${MADISON}.`, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
    await expect(page.getByLabel("Country")).toHaveValue("US");
    for (const name of ["dock", "kayak class", "lakeside"]) await expect(page.getByRole("checkbox", { name, exact: true })).toBeChecked();
    await expect(page.getByLabel(/^Latitude/)).toHaveCount(0);
    await shot("venue-editor");
    await expectNoAxeViolations(page);
  });
}
