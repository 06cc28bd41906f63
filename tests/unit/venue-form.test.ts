/**
 * The venue editor's server pieces (app/areas/brands/venues/): a blackout written as
 * datetime-local in the venue's zone becomes an instant with that zone's offset that day, and a
 * place picked without JavaScript sets the place's fields and its zone (and nothing else); a place
 * typed but not picked is answered, to be picked.
 */
import { describe, expect, it } from "vitest";
import { toInstant, wallClock } from "../../app/areas/brands/venues/blackouts.server";
import { settlePlace } from "../../app/areas/brands/venues/places.server";
import { venueRefusal } from "../../app/areas/brands/venues/save.server";
import { PlatformError } from "../../app/.server/platform/errors";

describe("toInstant", () => {
  it("writes the zone's offset of that day (winter, summer, half hours)", () => {
    expect(toInstant("2026-12-24T09:00", "America/New_York")).toBe("2026-12-24T09:00:00-05:00");
    expect(toInstant("2026-07-04T09:00", "America/New_York")).toBe("2026-07-04T09:00:00-04:00");
    expect(toInstant("2026-07-04T09:00", "Asia/Kolkata")).toBe("2026-07-04T09:00:00+05:30");
    expect(toInstant("2026-07-04T09:00", "UTC")).toBe("2026-07-04T09:00:00+00:00");
    expect(new Date(toInstant("2026-12-24T09:00", "America/New_York")!).toISOString()).toBe("2026-12-24T14:00:00.000Z");
  });

  it("is null for an hour the clocks skip, a zone that is none, or not a date and time", () => {
    expect(toInstant("2026-03-08T02:30", "America/New_York")).toBeNull();
    expect(toInstant("2026-03-08T02:30", "Nowhere/Land")).toBeNull();
    expect(toInstant("2026-03-08", "America/New_York")).toBeNull();
  });

  it("reads back as the venue's wall clock", () => {
    expect(wallClock("2026-12-24T14:00:00.000Z", "America/New_York")).toBe("2026-12-24 09:00");
  });
});

describe("settlePlace", () => {
  const typed = (place: string, label = "") => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Boathouse", place, placeLabel: label, city: "Norfolk", state: "VA", country: "US", latitude: "36.84681", longitude: "-76.28522", timezone: "America/New_York", postalCode: "23510" })) form.set(name, value);
    return form;
  };
  const madison = { place: "Madison, WI, United States", placeLabel: "Madison, WI, United States", city: "Madison", state: "WI", country: "US", latitude: "43.07305", longitude: "-89.40123", timezone: "America/Chicago" };

  it("fills the place's fields and its zone from the place picked, and drops the pick", () => {
    const form = typed("Madis");
    form.set("pickedPlace", JSON.stringify(madison));
    expect(settlePlace(form)).toBeNull();
    expect(Object.fromEntries(form)).toEqual({ name: "Boathouse", ...madison, postalCode: "23510" });
  });

  it("lets a place picked in the combobox since the radios were listed stand", () => {
    const form = typed("Norfolk, VA, United States", "Norfolk, VA, United States");
    form.set("pickedPlace", JSON.stringify(madison));
    expect(settlePlace(form)).toBeNull();
    expect([form.get("city"), form.get("timezone"), form.has("pickedPlace")]).toEqual(["Norfolk", "America/New_York", false]);
  });

  it("keeps a place picked before (its text unchanged) and clears one whose text was emptied", () => {
    const kept = typed("Norfolk, VA, United States", "Norfolk, VA, United States");
    expect(settlePlace(kept)).toBeNull();
    expect(kept.get("city")).toBe("Norfolk");
    const cleared = typed("  ", "Norfolk, VA, United States");
    expect(settlePlace(cleared)).toBeNull();
    expect([cleared.get("city"), cleared.get("state"), cleared.get("latitude"), cleared.get("placeLabel"), cleared.get("timezone")]).toEqual(["", "", "", "", "America/New_York"]);
  });

  it("answers the text of a place typed but not picked, a pick not of ours changing nothing", () => {
    for (const pick of [undefined, "", "not json", JSON.stringify({ city: "Madison", name: "Ours" })]) {
      const form = typed("Madison", "Norfolk, VA, United States");
      if (pick !== undefined) form.set("pickedPlace", pick);
      expect(settlePlace(form), String(pick)).toBe("Madison");
      expect(form.get("city")).toBe("Norfolk");
    }
  });
});

describe("venueRefusal", () => {
  it("says a refusal about a field with the form's label, at that field, never the platform's Field \"…\"", () => {
    const refused = new PlatformError('Field "capacity": must be at least 1', { status: 400, code: "invalid_request", field: "capacity", problem: "must be at least 1" });
    const refusal = venueRefusal(refused);
    expect([refusal?.message, refusal?.fieldErrors]).toEqual(["Capacity must be at least 1.", { capacity: ["Capacity must be at least 1."] }]);
    const tag = venueRefusal(new PlatformError('Field "tags.3": must be 1 to 40 letters, digits or hyphens', { status: 400, code: "invalid_request", field: "tags.3", problem: "must be 1 to 40 letters, digits or hyphens" }));
    expect(tag?.fieldErrors).toEqual({ newTags: ["New tags must be 1 to 40 letters, digits or hyphens."] });
  });

  it("leaves alone what is about no field of the form, and an outage", () => {
    expect(venueRefusal(new PlatformError("Only the owner of the venue's brand may change it.", { status: 403, code: "forbidden" }))).toBeNull();
    expect(venueRefusal(new PlatformError("down", { status: 502, field: "capacity", problem: "x" }))).toBeNull();
  });
});
