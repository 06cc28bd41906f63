/** contract/wall-clock.ts: local times in IANA zones across daylight-saving changes. */
import { describe, expect, it } from "vitest";
import { localTime, offsetMinutes, slotStarts, slotsOn, weekdayOf, zonedInstant } from "#contract/wall-clock";

const NY = "America/New_York";
const week = { monday: true, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true };

describe("zonedInstant", () => {
  it("keeps 09:00 at 09:00 local on the days either side of the US changes of 2027", () => {
    // Spring forward on Sunday 14 March 2027: EST (-5) before, EDT (-4) after.
    expect(zonedInstant("2027-03-13", "09:00", NY)?.toISOString()).toBe("2027-03-13T14:00:00.000Z");
    expect(zonedInstant("2027-03-14", "09:00", NY)?.toISOString()).toBe("2027-03-14T13:00:00.000Z");
    expect(zonedInstant("2027-03-15", "09:00", NY)?.toISOString()).toBe("2027-03-15T13:00:00.000Z");
    // Fall back on Sunday 7 November 2027.
    expect(zonedInstant("2027-11-06", "09:00", NY)?.toISOString()).toBe("2027-11-06T13:00:00.000Z");
    expect(zonedInstant("2027-11-07", "09:00", NY)?.toISOString()).toBe("2027-11-07T14:00:00.000Z");
  });

  it("has no instant for a time the spring-forward skips", () => {
    expect(zonedInstant("2027-03-14", "02:30", NY)).toBeNull();
    expect(zonedInstant("2026-03-08", "02:00", NY)).toBeNull();
    expect(zonedInstant("2026-03-08", "03:00", NY)?.toISOString()).toBe("2026-03-08T07:00:00.000Z");
  });

  it("takes the first of a time the fall-back repeats (still daylight time)", () => {
    expect(zonedInstant("2026-11-01", "01:30", NY)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("2026-11-01", "02:30", NY)?.toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("works east of UTC and across midnight, and refuses malformed input", () => {
    expect(zonedInstant("2026-07-01", "00:30", "Asia/Tokyo")?.toISOString()).toBe("2026-06-30T15:30:00.000Z");
    expect(zonedInstant("2026-03-29", "02:30", "Europe/Berlin")).toBeNull();
    expect(localTime(zonedInstant("2026-12-31", "23:59", "America/Los_Angeles")!, "UTC")).toBe("07:59");
    expect(() => zonedInstant("2026-02-30", "09:00", NY)).toThrow(RangeError);
    expect(() => zonedInstant("2026-02-01", "24:00", NY)).toThrow(RangeError);
  });

  it("reads offsets in minutes", () => {
    expect(offsetMinutes(NY, new Date("2026-01-15T12:00:00Z"))).toBe(-300);
    expect(offsetMinutes("Asia/Kolkata", new Date("2026-01-15T12:00:00Z"))).toBe(330);
  });
});

describe("slots", () => {
  it("starts at the window's start and every duration after, ending by the window's end", () => {
    const window = { ...week, start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 0 } };
    expect(slotStarts(window, 90)).toEqual(["09:00", "10:30"]);
    expect(slotStarts(window, 240)).toEqual([]);
  });

  it("offers on a date only the windows of its weekday", () => {
    const morning = { ...week, start: { hour: 9, minute: 0 }, end: { hour: 11, minute: 0 } };
    const evening = { ...week, saturday: false, start: { hour: 18, minute: 30 }, end: { hour: 20, minute: 30 } };
    expect(weekdayOf("2026-11-28")).toBe("saturday");
    expect(slotsOn("2026-11-28", [evening, morning], 60)).toEqual(["09:00", "10:00"]);
    expect(slotsOn("2026-11-29", [evening, morning], 60)).toEqual(["09:00", "10:00", "18:30", "19:30"]);
    expect(slotsOn("2026-11-24", [evening, morning], 60)).toEqual([]);
  });
});
