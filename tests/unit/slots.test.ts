/** contract/wall-clock.ts: the slots weekly windows offer, and malformed input (DST: wall-clock.test.ts). */
import { describe, expect, it } from "vitest";
import { localTime, slotStarts, slotsOn, weekdayOf, zonedInstant } from "#contract/wall-clock";

const week = { monday: true, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true };

describe("zonedInstant", () => {
  it("refuses malformed dates and times, and crosses midnight east and west of UTC", () => {
    expect(zonedInstant("2026-07-01", "00:30", "Asia/Tokyo")?.toISOString()).toBe("2026-06-30T15:30:00.000Z");
    expect(localTime(zonedInstant("2026-12-31", "23:59", "America/Los_Angeles")!, "UTC")).toBe("07:59");
    expect(() => zonedInstant("2026-02-30", "09:00", "America/New_York")).toThrow(RangeError);
    expect(() => zonedInstant("2026-02-01", "24:00", "America/New_York")).toThrow(RangeError);
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
