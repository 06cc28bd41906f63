/**
 * The experience editor's server side (app/areas/brands/experiences): the platform's refusals
 * land at the form's field for the body path they name, and the form's strings become the body
 * (dollars, guests, words, windows, start and end read in the experience's own zone) and back.
 */
import { describe, expect, it } from "vitest";
import { PlatformError } from "~/.server/platform";
import { editOf, formValuesOf } from "~/areas/brands/experiences/form-body.server";
import { experienceFormSchema } from "~/areas/brands/experiences/form-schema.server";
import { coverRefusal, experienceRefusal, formFieldOf } from "~/areas/brands/experiences/refusals.server";
import { experienceSchema } from "~/areas/marketplace/experience-entity.server";
import { wireExperience } from "../support/experience-wire";

const refused = (message: string) => PlatformError.of("Unable to create the experience", message, { status: 400, serverMessage: message, code: "invalid_request" });

describe("the platform's refusals at the editor's fields", () => {
  it("maps body paths to form fields, windows and nested parts included", () => {
    expect(formFieldOf("experience.max_guests")).toBe("maxGuests");
    expect(formFieldOf("experience.duration.minutes")).toBe("durationMinutes");
    expect(formFieldOf("experience.transportation.lead_time")).toBe("transportationLeadTime");
    expect(formFieldOf("experience.types.3")).toBe("types");
    expect(formFieldOf("category")).toBe("category");
    expect(formFieldOf("availabilities.1")).toBe("windows[1]");
    expect(formFieldOf("availabilities.0.end")).toBe("windows[0].end");
    expect(formFieldOf("availabilities.0.end.hour")).toBe("windows[0].end");
    expect(formFieldOf("experience.likes")).toBeUndefined();
  });

  it("answers the platform's words at that field; other refusals are not its business", () => {
    const refusal = experienceRefusal(refused('Field "availabilities.1": 09:00–10:00 is shorter than the duration (90 minutes): it offers no slot'));
    expect(refusal?.fieldErrors).toEqual({ "windows[1]": ["09:00–10:00 is shorter than the duration (90 minutes): it offers no slot"] });
    expect(experienceRefusal(refused('Field "experience.min_guests": must be at most 1000'))?.fieldErrors).toEqual({ minGuests: ["Must be at most 1000"] });
    expect(experienceRefusal(refused("Only the brand's owner may add experiences to it."))).toBeNull();
    expect(experienceRefusal(new Error("boom"))).toBeNull();
  });

  it("says the cover's refusal at the cover form's field", () => {
    const refusal = coverRefusal(refused('Field "image": must be a PNG, JPEG, WebP or GIF image'));
    expect(refusal?.message).toBe("Must be a PNG, JPEG, WebP or GIF image");
    expect(refusal?.fieldErrors).toEqual({ cover: ["Must be a PNG, JPEG, WebP or GIF image"] });
  });
});

describe("the form's values and the call's body", () => {
  const typed = {
    name: " Harbor Sail ",
    category: "outdoors",
    tags: "sailing, boats",
    retailPrice: "85.50",
    memberPrice: "",
    maxGuests: "6",
    durationHours: "1",
    durationMinutes: "30",
    timezone: "America/Los_Angeles",
    startTime: "2027-03-01T09:00",
    amenities: "life jackets\nsnacks, ",
    minimumTier: "2",
    membersOnly: "on",
    transportationIncluded: "on",
    transportationLeadTime: "30",
    windows: [{ start: "09:00", end: "12:30", days: ["saturday", "sunday"] }, { start: "14:00", end: "17:00", days: "tuesday" }],
  };

  it("builds the body: numbers, lists, nulls for what is empty, windows as flags, times in the experience's zone", () => {
    const value = experienceFormSchema.parse(typed);
    const edit = editOf(value, "b1");
    expect(edit.category).toBe("outdoors");
    expect(edit.experience).toMatchObject({
      provider: "b1",
      name: "Harbor Sail",
      retailPrice: 85.5,
      memberPrice: null,
      minGuests: 1,
      maxGuests: 6,
      duration: { hours: 1, minutes: 30 },
      // 09:00 in Los Angeles on 1 March 2027 (PST, UTC-8).
      startTime: "2027-03-01T17:00:00.000Z",
      endTime: null,
      amenities: ["life jackets", "snacks"],
      tags: ["sailing", "boats"],
      minimumTier: 2,
      membersOnly: true,
      venue: null,
      transportation: { included: true, radius: null, leadTime: 30 },
    });
    expect(edit.availabilities).toEqual([
      { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true },
      { start: { hour: 14, minute: 0 }, end: { hour: 17, minute: 0 }, monday: false, tuesday: true, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false },
    ]);
  });

  it("refuses what is not a number or a time at its field, and needs a name, category, price and most guests", () => {
    const result = experienceFormSchema.safeParse({ retailPrice: "85.505", maxGuests: "six", windows: [{ start: "9am", end: "12:00" }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["name", "category", "retailPrice", "maxGuests", "windows.0.start"]);
  });

  it("reads an experience back into the form as it was typed", () => {
    const experience = experienceSchema.parse(wireExperience({
      id: "e1",
      name: "Harbor Sail",
      provider: { id: "b1", name: "Tidewater", username: "tidewater" },
      category: { name: "outdoors", title: "Outdoors" },
      tags: [{ name: "sailing", title: "Sailing", category: "outdoors" }],
      venue: "v1",
      retail_price: 85.5,
      max_guests: 6,
      duration: 90,
      timezone: "America/Los_Angeles",
      start_time: "2027-03-01T17:00:00Z",
      amenities: ["life jackets", "snacks"],
      minimum_tier: 2,
      availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true }],
    }));
    expect(formValuesOf(experience)).toMatchObject({
      venue: "v1",
      tags: "sailing",
      retailPrice: "85.5",
      durationHours: "1",
      durationMinutes: "30",
      startTime: "2027-03-01T09:00",
      endTime: "",
      amenities: "life jackets, snacks",
      minimumTier: "2",
      windows: [{ start: "09:00", end: "12:30", days: ["saturday"] }],
    });
  });
});
