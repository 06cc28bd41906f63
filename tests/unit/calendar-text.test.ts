/**
 * The iCalendar text of a booking (#contract/calendar, RFC 5545), one writer for the site's
 * download and the booking email's attachment: a known file byte for byte, UTC times, TEXT
 * escaping, and lines folded at 75 octets (never inside a UTF-8 character) with CRLF.
 */
import { describe, expect, it } from "vitest";
import { calendarText, foldLine, icalText, icalUtc } from "#contract/calendar";

const event = {
  uid: "purchase-9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11@site.example",
  // 6:00 PM in Chicago on Thu, Dec 10, 2026 (CST, UTC-6), for 90 minutes.
  start: new Date("2026-12-11T00:00:00.000Z"),
  end: new Date("2026-12-11T01:30:00.000Z"),
  stamp: new Date("2026-11-20T12:00:00.000Z"),
  summary: "Pasta night; hands-on, Chef's table",
  location: "Copper Pot, 12 Main St, Chicago, IL 60601",
  description: "2 tickets with Copper Pot. Your tickets: https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
  url: "https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
};

const GOLDEN = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Foundry//Experiences//EN",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "BEGIN:VEVENT",
  "UID:purchase-9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11@site.example",
  "DTSTAMP:20261120T120000Z",
  "DTSTART:20261211T000000Z",
  "DTEND:20261211T013000Z",
  "SUMMARY:Pasta night\\; hands-on\\, Chef's table",
  "LOCATION:Copper Pot\\, 12 Main St\\, Chicago\\, IL 60601",
  "DESCRIPTION:2 tickets with Copper Pot. Your tickets: https://site.example/p",
  " urchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
  "URL;VALUE=URI:https://site.example/purchases/9f1c7c5e-3a52-4a84-9d63-0d4f4f",
  " 2f6c11",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

describe("a booking's calendar file", () => {
  it("is the known text, byte for byte", () => {
    expect(calendarText(event, { product: "Foundry" })).toBe(GOLDEN);
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
    const text = calendarText({ ...event, summary: "Line\nbreak" }, { product: "Foundry", calendar: "Line\nbreak" });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain("\r\nX-WR-CALNAME:Line\\nbreak\r\n");
  });
});
