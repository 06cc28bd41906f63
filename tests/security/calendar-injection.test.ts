/**
 * The buyer's calendar file escapes what a seller wrote (RFC 5545 §3.3.11 TEXT: backslash,
 * semicolon, comma, line breaks), the calendar's name included: a CR/LF in an experience's name
 * must not add a property (an URL, an alarm) to buyers' calendars. The file carries the
 * experience's zone (its VTIMEZONE, DESIGN.md "Time"), and a zone's name is written only when it
 * is a zone: a line break there adds nothing either.
 */
import { describe, expect, it } from "vitest";
import { purchaseCalendar } from "~/areas/purchases/calendar.server";
import type { Purchase } from "~/areas/purchases/purchase-calls.server";

const INJECTED = "Pasta night\r\nURL:https://evil.example\r\nBEGIN:VALARM\nTRIGGER:-PT1M;x,y\\z\u0000\u0007";

function purchaseNamed(name: string, seller = "Copper Pot", address = "1 Main St", timezone = "America/Chicago"): Purchase {
  return {
    id: "9f1c7c5e-3a52-4a84-9d63-0d4f4f2f6c11",
    timezone,
    startsAt: "2026-12-10T00:00:00.000Z",
    created: "2026-11-20T12:00:00.000Z",
    guests: 2,
    experience: { name, duration: 90, address, location: null },
    seller: { name: seller },
    details: { pickup: false, address: null },
  } as unknown as Purchase;
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
}

describe("the purchase's calendar file", () => {
  const ics = purchaseCalendar(purchaseNamed(INJECTED, `Evil\r\nATTACH:https://x.example`, "A\nB"), "https://site.example/purchases/1", "Foundry");
  const lines = contentLines(ics);

  it("writes a seller's line breaks as \\n, never as new properties", () => {
    expect(lines.filter((line) => /^(URL:|BEGIN:VALARM|TRIGGER|ATTACH)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual(["BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "BEGIN:DAYLIGHT", "BEGIN:STANDARD", "BEGIN:VEVENT"]);
    // Wed, Dec 9, 2026, 6:00 PM CST, for 90 minutes.
    expect(lines).toContain("DTSTART;TZID=America/Chicago:20261209T180000");
    expect(lines).toContain("DTEND;TZID=America/Chicago:20261209T193000");
  });

  it("writes no zone name that is not a zone (a line break in it adds no property)", () => {
    const zoneLines = contentLines(purchaseCalendar(purchaseNamed("Pasta night", "Copper Pot", "1 Main St", "America/Chicago\r\nATTACH:https://x.example"), "https://site.example/purchases/1", "Foundry"));
    expect(zoneLines.filter((line) => /ATTACH|TZID/.test(line))).toEqual([]);
    expect(zoneLines).toContain("DTSTART:20261210T000000Z");
  });

  it("escapes the calendar's name (NAME, X-WR-CALNAME) as TEXT, and drops other control characters", () => {
    const escaped = "Pasta night\\nURL:https://evil.example\\nBEGIN:VALARM\\nTRIGGER:-PT1M\\;x\\,y\\\\z";
    expect(lines).toContain(`NAME:${escaped}`);
    expect(lines).toContain(`X-WR-CALNAME:${escaped}`);
    expect(lines).toContain(`SUMMARY:${escaped}`);
    expect(ics).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it("has every line a property of its own, in the shape NAME[;params]:value", () => {
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*(;[^:]+)?:/);
  });
});
