/**
 * The experience editor's steps on the server (app/areas/brands/experiences): each step's form
 * refuses every mistake at once, at its field; the platform's refusals land at the step's field by
 * the `field` they name, in the editor's words (never `Field "…"`); the form's strings become each
 * step's body (a venue's place and zone inherited) and back.
 */
import { describe, expect, it } from "vitest";
import { PlatformError } from "~/.server/platform";
import { detailsEditOf, newExperienceOf, placeEditOf, placeValuesOf, priceEditOf, priceValuesOf } from "~/areas/brands/experiences/form-body.server";
import { basicsSchema, detailsSchema, placeSchema, priceSchema } from "~/areas/brands/experiences/form-schema.server";
import { coverRefusal, stepRefusal } from "~/areas/brands/experiences/refusals.server";
import { experienceSchema } from "~/areas/marketplace/experience-entity.server";
import type { Venue } from "~/areas/brands/venue-entity.server";
import { wireExperience } from "../support/experience-wire";

const refused = (field: string, problem: string) =>
  PlatformError.of("Unable to save the experience", `Field "${field}": ${problem}`, { status: 400, serverMessage: `Field "${field}": ${problem}`, code: "invalid_request", field, problem });
const pathsOf = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) => result.error?.issues.map((issue) => issue.path.join("."));

describe("the platform's refusals at the step's fields, in words", () => {
  it("maps the field a refusal names to the step's field and the editor's sentence", () => {
    expect(stepRefusal(refused("availabilities.1", "09:00–10:00 is shorter than the duration"))?.fieldErrors).toEqual({
      "windows[1].end": ["This window is shorter than the experience lasts: it offers no time to book."],
    });
    expect(stepRefusal(refused("experience.max_guests", "must be at least min_guests (7)"))?.fieldErrors).toEqual({ maxGuests: ["The most guests must be at least the fewest guests."] });
    const other = stepRefusal(refused("experience.likes", "unknown"));
    expect(other?.message).toBe("This step could not be saved. Please check it and try again.");
    expect(other?.message).not.toMatch(/Field "|^:/);
    expect(stepRefusal(new Error("boom"))).toBeNull();
  });

  it("says the cover's refusal at the cover form's field", () => {
    const refusal = coverRefusal(refused("image", "must be a PNG, JPEG, WebP or GIF image"));
    expect(refusal?.fieldErrors).toEqual({ cover: ["The image must be a PNG, JPEG, WebP or GIF image"] });
  });
});

describe("each step's form refuses every mistake at once", () => {
  it("Basics needs a name and a category", () => {
    expect(pathsOf(basicsSchema.safeParse({}))).toEqual(["name", "category"]);
  });

  it("Place and times: the duration, the period, every window's times and days", () => {
    const result = placeSchema.safeParse({ startTime: "2027-03-02T09:00", endTime: "2027-03-01T09:00", windows: [{ start: "9am", end: "12:00" }, { start: "10:00", end: "10:30", days: "monday" }] });
    expect(pathsOf(result)).toEqual(["windows.0.start", "durationHours", "endTime", "windows.0.days"]);
    const short = placeSchema.safeParse({ durationHours: "1", windows: [{ start: "10:00", end: "10:30", days: "monday" }] });
    expect(pathsOf(short)).toEqual(["windows.0.end"]);
  });

  it("Price and guests: the price, per guest or per booking, the most guests, and the rules between them", () => {
    expect(pathsOf(priceSchema.safeParse({ retailPrice: "85.505", maxGuests: "six" }))).toEqual(["retailPrice", "pricing", "maxGuests"]);
    expect(pathsOf(priceSchema.safeParse({ retailPrice: "40", memberPrice: "50", pricing: "guest", minGuests: "8", maxGuests: "6" }))).toEqual(["maxGuests", "memberPrice"]);
  });
});

describe("each step's body and values", () => {
  it("creates it unlisted, priced per guest (always sent)", () => {
    const edit = newExperienceOf(basicsSchema.parse({ name: " Bread ", category: "food-drink" }), "b1");
    expect(edit).toMatchObject({ category: "food-drink", experience: { provider: "b1", name: "Bread", listed: false, perGuestPricing: true } });
  });

  it("a venue gives its address, town, coordinates and zone; times are read in that zone", () => {
    const venue = { id: "v1", address: "1 Main St", address2: null, city: "Madison", state: "WI", postalCode: "53703", latitude: 43.07, longitude: -89.4, timezone: "America/Chicago" } as Venue;
    const value = placeSchema.parse({ venue: "v1", timezone: "America/New_York", durationHours: "1", durationMinutes: "30", startTime: "2027-03-01T09:00", windows: [{ start: "09:00", end: "12:30", days: ["saturday", "sunday"] }] });
    const edit = placeEditOf(value, venue, "America/New_York");
    expect(edit.experience).toMatchObject({
      venue: "v1",
      address: "1 Main St, Madison, WI 53703",
      location: "Madison, WI",
      latitude: 43.07,
      timezone: "America/Chicago",
      duration: { hours: 1, minutes: 30 },
      // 09:00 in Chicago on 1 March 2027 (CST, UTC-6).
      startTime: "2027-03-01T15:00:00.000Z",
    });
    expect(edit.availabilities?.[0]).toMatchObject({ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true, monday: false });
  });

  it("the price step always says per guest or per booking; details take ticked tags and themes", () => {
    expect(priceEditOf(priceSchema.parse({ retailPrice: "85.50", pricing: "booking", maxGuests: "6" })).experience).toMatchObject({ retailPrice: 85.5, perGuestPricing: false, minGuests: 1, memberPrice: null });
    expect(detailsEditOf(detailsSchema.parse({ tags: ["baking", "coffee"], themes: "cozy", otherThemes: "family, cozy" })).experience).toMatchObject({ tags: ["baking", "coffee"], themes: ["cozy", "family"] });
  });

  it("reads an experience back into the steps as it was typed", () => {
    const experience = experienceSchema.parse(
      wireExperience({
        id: "e1",
        name: "Harbor Sail",
        provider: { id: "b1", name: "Tidewater", username: "tidewater" },
        category: { name: "outdoors", title: "Outdoors" },
        venue: "v1",
        retail_price: 85.5,
        per_guest_pricing: true,
        max_guests: 6,
        duration: 90,
        timezone: "America/Los_Angeles",
        start_time: "2027-03-01T17:00:00Z",
        availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true }],
      }),
    );
    expect(placeValuesOf(experience)).toMatchObject({ venue: "v1", durationHours: "1", durationMinutes: "30", startTime: "2027-03-01T09:00", endTime: "", windows: [{ start: "09:00", end: "12:30", days: ["saturday"] }] });
    expect(priceValuesOf(experience)).toMatchObject({ retailPrice: "85.5", pricing: "guest", maxGuests: "6" });
  });
});
