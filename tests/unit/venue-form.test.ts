/**
 * The venue editor's server pieces (app/areas/brands/venues/): a blackout written as
 * datetime-local in the venue's zone becomes an instant with that zone's offset that day, and a
 * place picked without JavaScript replaces the typed address fields (and nothing else).
 */
import { describe, expect, it } from "vitest";
import { toInstant, wallClock } from "../../app/areas/brands/venues/blackouts.server";
import { applyPickedPlace } from "../../app/areas/brands/venues/places.server";

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

describe("applyPickedPlace", () => {
  const typed = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Boathouse", city: "Norf", state: "", country: "US", latitude: "", longitude: "", postalCode: "23510" })) form.set(name, value);
    return form;
  };

  it("fills city, state, country and the map point from the place picked, and drops the pick", () => {
    const form = typed();
    form.set("place", JSON.stringify({ city: "Norfolk", state: "VA", country: "US", latitude: "36.84681", longitude: "-76.28522" }));
    applyPickedPlace(form);
    expect(Object.fromEntries(form)).toEqual({ name: "Boathouse", city: "Norfolk", state: "VA", country: "US", latitude: "36.84681", longitude: "-76.28522", postalCode: "23510" });
  });

  it("leaves the typed values when nothing, or something not a place, was picked", () => {
    for (const pick of [undefined, "", "not json", JSON.stringify({ city: "Norfolk", name: "Ours" }), JSON.stringify({ city: 1, state: "VA", country: "US", latitude: "1", longitude: "2" })]) {
      const form = typed();
      if (pick !== undefined) form.set("place", pick);
      applyPickedPlace(form);
      expect(Object.fromEntries(form), String(pick)).toEqual(Object.fromEntries(typed()));
    }
  });
});
