/**
 * The iCalendar text of a booking (#contract/calendar, RFC 5545), one writer for the site's
 * download and the booking email's attachment: a known file byte for byte, its times in the
 * experience's zone with the zone's VTIMEZONE (DESIGN.md "Time"), right across a daylight-saving
 * change, and in UTC where that VTIMEZONE would be read as another instant; TEXT escaping, and
 * lines folded at 75 octets (never inside a UTF-8 character) with CRLF.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarText, foldLine, icalText, icalUtc } from "#contract/calendar";

const event: CalendarEvent = {
  uid: "purchase-9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11@site.example",
  // 6:00 PM in New York on Thu, Dec 10, 2026 (EST, UTC-5), for 90 minutes.
  start: new Date("2026-12-10T23:00:00.000Z"),
  end: new Date("2026-12-11T00:30:00.000Z"),
  zone: "America/New_York",
  stamp: new Date("2026-11-20T12:00:00.000Z"),
  summary: "Pasta night; hands-on, Chef's table",
  location: "Copper Pot, 12 Main St, New York, NY 10001",
  description: "2 tickets with Copper Pot. Your tickets: https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
  url: "https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
};

const GOLDEN = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Foundry//Experiences//EN",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "TZURL:http://tzurl.org/zoneinfo-outlook/America/New_York",
  "X-LIC-LOCATION:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:purchase-9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11@site.example",
  "DTSTAMP:20261120T120000Z",
  "DTSTART;TZID=America/New_York:20261210T180000",
  "DTEND;TZID=America/New_York:20261210T193000",
  "SUMMARY:Pasta night\\; hands-on\\, Chef's table",
  "LOCATION:Copper Pot\\, 12 Main St\\, New York\\, NY 10001",
  "DESCRIPTION:2 tickets with Copper Pot. Your tickets: https://site.example/p",
  " urchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
  "URL;VALUE=URI:https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f",
  " 2f6c11",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);

/** The DTSTART and DTEND lines of `event` at other times, and whether it carries a VTIMEZONE. */
function timesOf(changes: Partial<CalendarEvent>) {
  const lines = contentLines(calendarText({ ...event, ...changes }, { product: "Foundry" }, getVtimezoneComponent));
  return { times: lines.filter((line) => /^DT(START|END)[;:]/.test(line) && !/^DTSTART:1970/.test(line)), vtimezone: lines.includes("BEGIN:VTIMEZONE") };
}

describe("a booking's calendar file", () => {
  it("is the known text, byte for byte, in the experience's zone with its VTIMEZONE", () => {
    expect(calendarText(event, { product: "Foundry" }, getVtimezoneComponent)).toBe(GOLDEN);
  });

  it("writes the local times of an event across the spring-forward change (1:30 AM EST to 3:30 AM EDT, one hour)", () => {
    // Sunday Mar 8, 2026 in New York: 2:00 AM EST becomes 3:00 AM EDT.
    expect(timesOf({ start: new Date("2026-03-08T06:30:00Z"), end: new Date("2026-03-08T07:30:00Z") })).toEqual({
      times: ["DTSTART;TZID=America/New_York:20260308T013000", "DTEND;TZID=America/New_York:20260308T033000"],
      vtimezone: true,
    });
  });

  it("writes the first 1:30 AM of the fall-back day in the zone, and the second (which a calendar reads as the first) in UTC", () => {
    // Sunday Nov 1, 2026 in New York: 1:30 AM EDT is 05:30 UTC, 1:30 AM EST is 06:30 UTC.
    expect(timesOf({ start: new Date("2026-11-01T05:30:00Z"), end: new Date("2026-11-01T05:45:00Z") }).times).toEqual([
      "DTSTART;TZID=America/New_York:20261101T013000",
      "DTEND;TZID=America/New_York:20261101T014500",
    ]);
    expect(timesOf({ start: new Date("2026-11-01T06:30:00Z"), end: new Date("2026-11-01T07:30:00Z") })).toEqual({
      times: ["DTSTART:20261101T063000Z", "DTEND:20261101T073000Z"],
      vtimezone: false,
    });
  });

  it("writes UTC where the library's VTIMEZONE is out of date (Brazil has had no daylight time since 2019)", () => {
    // Jan 10, 2027, noon in São Paulo (UTC-3); the library's 2018 rules say UTC-2.
    expect(timesOf({ zone: "America/Sao_Paulo", start: new Date("2027-01-10T15:00:00Z"), end: new Date("2027-01-10T16:00:00Z") })).toEqual({
      times: ["DTSTART:20270110T150000Z", "DTEND:20270110T160000Z"],
      vtimezone: false,
    });
  });

  it("writes UTC for a zone the library lacks, or a name that is no zone", () => {
    for (const zone of ["America/Ciudad_Juarez", "Africa/Addis Ababa", "Nowhere/Else"]) {
      expect(timesOf({ zone })).toEqual({ times: ["DTSTART:20261210T230000Z", "DTEND:20261211T003000Z"], vtimezone: false });
    }
  });

  it("writes times in UTC", () => {
    expect(icalUtc(new Date("2026-03-08T07:30:15.250Z"))).toBe("20260308T073015Z");
  });

  it("escapes TEXT: backslash, semicolon, comma and line breaks, and drops other control characters", () => {
    expect(icalText("a\\b;c,d\r\ne\rf\ng\u0000\u0007")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds at 75 octets, continuation lines starting with a space, never inside a character", () => {
    const long = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(long);
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("ends every line with CRLF and has no bare LF", () => {
    const text = calendarText({ ...event, summary: "Line\nbreak" }, { product: "Foundry", calendar: "Line\nbreak" }, getVtimezoneComponent);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\nX-WR-CALNAME:Line\\nbreak\r\n");
  });
});
