/** Local wall-clock times in IANA zones → instants (contract/wall-clock.ts), across DST changes. */
import { describe, expect, it, vi } from "vitest";
import { isCalendarDate, isClockTime, isTimeZone, localDate, localTime, offsetMinutes, weekdayOf, zonedInstant } from "#contract/wall-clock";

const at = (date: string, time: string) => ({ date, time });
const wallClockAt = (instant: Date, zone: string) => ({ date: localDate(instant, zone), time: localTime(instant, zone) });
const resolve = (date: string, time: string, zone: string) => {
  const instant = zonedInstant(date, time, zone);
  return instant ? { kind: "ok" as const, instant } : { kind: "nonexistent" as const };
};
const iso = (date: string, time: string, zone: string) => {
  const resolved = resolve(date, time, zone);
  return resolved.kind === "ok" ? [resolved.instant.toISOString(), offsetMinutes(zone, resolved.instant)] : resolved.kind;
};

describe("09:00 stays 09:00 local across US DST changes (America/New_York)", () => {
  it.each([
    // spring-forward 2026-03-08: EST (-5) the day before, EDT (-4) on the day and after
    ["2026-03-07", "2026-03-07T14:00:00.000Z", -300],
    ["2026-03-08", "2026-03-08T13:00:00.000Z", -240],
    ["2026-03-09", "2026-03-09T13:00:00.000Z", -240],
    // fall-back 2026-11-01: EDT the day before, EST on the day and after
    ["2026-10-31", "2026-10-31T13:00:00.000Z", -240],
    ["2026-11-01", "2026-11-01T14:00:00.000Z", -300],
    ["2026-11-02", "2026-11-02T14:00:00.000Z", -300],
    // spring-forward 2027-03-14
    ["2027-03-13", "2027-03-13T14:00:00.000Z", -300],
    ["2027-03-15", "2027-03-15T13:00:00.000Z", -240],
  ])("%s 09:00 is %s (offset %i minutes)", (date, instant, offset) => {
    expect(iso(date, "09:00", "America/New_York")).toEqual([instant, offset]);
    const resolved = resolve(date, "09:00", "America/New_York");
    if (resolved.kind !== "ok") throw new Error("expected a time");
    expect(wallClockAt(resolved.instant, "America/New_York")).toEqual(at(date, "09:00"));
    expect(offsetMinutes("America/New_York", resolved.instant)).toBe(offset);
  });
});

describe("times a DST change skips or repeats", () => {
  it("02:30 on a spring-forward day does not exist", () => {
    expect(resolve("2026-03-08", "02:30", "America/New_York")).toEqual({ kind: "nonexistent" });
    expect(resolve("2027-03-14", "02:30", "America/New_York")).toEqual({ kind: "nonexistent" });
    expect(resolve("2026-03-08", "02:00", "America/New_York")).toEqual({ kind: "nonexistent" });
    // the minutes either side exist
    expect(iso("2026-03-08", "01:59", "America/New_York")).toEqual(["2026-03-08T06:59:00.000Z", -300]);
    expect(iso("2026-03-08", "03:00", "America/New_York")).toEqual(["2026-03-08T07:00:00.000Z", -240]);
  });

  it("01:30 on the fall-back day happens twice: the first occurrence (still daylight time) is taken", () => {
    expect(iso("2026-11-01", "01:30", "America/New_York")).toEqual(["2026-11-01T05:30:00.000Z", -240]);
    // the second 01:30 is an hour later, on standard time: never chosen
    expect(wallClockAt(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toEqual(at("2026-11-01", "01:30"));
    expect(iso("2026-11-01", "02:30", "America/New_York")).toEqual(["2026-11-01T07:30:00.000Z", -300]);
  });

  it("Los Angeles changes at its own 02:00", () => {
    expect(resolve("2026-03-08", "02:30", "America/Los_Angeles")).toEqual({ kind: "nonexistent" });
    expect(iso("2026-03-08", "09:00", "America/Los_Angeles")).toEqual(["2026-03-08T16:00:00.000Z", -420]);
  });
});

describe("zones west and east of UTC", () => {
  it("Honolulu (west, no DST) and Tokyo (east, no DST)", () => {
    expect(iso("2026-03-08", "09:00", "Pacific/Honolulu")).toEqual(["2026-03-08T19:00:00.000Z", -600]);
    expect(iso("2026-03-08", "09:00", "Asia/Tokyo")).toEqual(["2026-03-08T00:00:00.000Z", 540]);
    // Tokyo 08:00 is the previous day in UTC
    expect(iso("2026-03-08", "08:00", "Asia/Tokyo")).toEqual(["2026-03-07T23:00:00.000Z", 540]);
  });

  it("Europe/Berlin keeps 09:00 across its own (different) DST dates", () => {
    expect(iso("2026-03-28", "09:00", "Europe/Berlin")).toEqual(["2026-03-28T08:00:00.000Z", 60]);
    expect(iso("2026-03-30", "09:00", "Europe/Berlin")).toEqual(["2026-03-30T07:00:00.000Z", 120]);
    expect(resolve("2026-03-29", "02:30", "Europe/Berlin")).toEqual({ kind: "nonexistent" });
  });

  it("Kolkata has a half-hour offset", () => {
    expect(iso("2026-07-01", "09:00", "Asia/Kolkata")).toEqual(["2026-07-01T03:30:00.000Z", 330]);
  });
});

describe("parsing", () => {
  it("reads real dates and HH:MM only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-1")).toBe(false);
    expect(isClockTime("09:30")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
    expect(isClockTime("9:30")).toBe(false);
    expect(weekdayOf("2026-03-08")).toBe("sunday");
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("America/New York")).toBe(false);
  });
});

describe("time zone checks", () => {
  it("check a zone once, and an unknown one every time (never remembered as valid)", () => {
    const format = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(isTimeZone("Pacific/Chatham")).toBe(true);
      expect(isTimeZone("Pacific/Chatham")).toBe(true);
      expect(isTimeZone("Pacific/Chatham")).toBe(true);
      expect(format).toHaveBeenCalledTimes(1);
      expect(isTimeZone("Pacific/Nowhere")).toBe(false);
      expect(isTimeZone("Pacific/Nowhere")).toBe(false);
      expect(format).toHaveBeenCalledTimes(3);
    } finally {
      format.mockRestore();
    }
  });
});
