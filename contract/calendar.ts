/**
 * A booking as an iCalendar file (RFC 5545), written once for both sides: the site's "Add to
 * calendar" download (app/areas/purchases/calendar.ts) and the file attached to the booking email
 * (platform/modules/notifications). One VEVENT, its times in the experience's zone with the
 * zone's VTIMEZONE (DTSTART;TZID=…, §3.3.5 form #3; DESIGN.md "Time"), so calendars know where it
 * happens and show its zone's local time; in UTC (form #2) only when the
 * zone's VTIMEZONE cannot be trusted for it (contract/vtimezone.ts). Every text is escaped as TEXT
 * (§3.3.11) and every line folded at 75 octets with CRLF (§3.1), so nothing a seller writes (a
 * line break in a name) can add a property to a buyer's calendar. The text is written here by
 * hand rather than by a library: these few properties, each escaped and folded as tested.
 *
 * The VTIMEZONE components come from @touch4it/ical-timezones, passed in by each side
 * (`getVtimezoneComponent`): contract/ does no I/O and that library reads files.
 */
import { type VtimezoneOf, zonedTimes } from "./vtimezone";

export type { VtimezoneOf } from "./vtimezone";

export type CalendarEvent = {
  /** Stable per booking (`purchase-<id>@<host>`): importing it again updates the same event. */
  uid: string;
  start: Date;
  end: Date;
  /** The experience's IANA zone ("America/Chicago"): the times are written there. */
  zone: string;
  /** When this text was made (DTSTAMP): the booking's creation, so the file is the same each time. */
  stamp: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** An absolute http(s) URL of the booking's page. */
  url?: string | null;
};

/** What a person wrote, without control characters but line breaks (CR LF and CR read as LF). */
const plain = (text: string) => text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "");

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, a line break written as \n. */
export const icalText = (text: string): string =>
  plain(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, "\\n");

/** §3.3.5 DATE-TIME in UTC: 20261210T230000Z (seconds kept, milliseconds dropped). */
export const icalUtc = (instant: Date): string => instant.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");

const encoder = new TextEncoder();

/**
 * §3.1: a content line longer than 75 octets goes on over lines starting with one space, each at
 * most 75 octets with it; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = " ";
      octets = 1;
      limit = 75;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** A URI value (§3.3.13) is not TEXT: only what could break the line is dropped. */
const uri = (value: string) => value.replace(/[\u0000-\u001f\u007f\s]/g, "");

/** The whole file: CRLF after every line, the last one included. */
export function calendarText(event: CalendarEvent, names: { product: string; calendar?: string }, vtimezoneOf: VtimezoneOf): string {
  const zoned = zonedTimes(event.zone, [event.start, event.end], vtimezoneOf);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icalText(names.product)}//Experiences//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(names.calendar ? [`NAME:${icalText(names.calendar)}`, `X-WR-CALNAME:${icalText(names.calendar)}`] : []),
    ...(zoned?.lines ?? []),
    "BEGIN:VEVENT",
    `UID:${icalText(event.uid)}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    zoned ? `DTSTART;TZID=${zoned.tzid}:${zoned.locals[0]}` : `DTSTART:${icalUtc(event.start)}`,
    zoned ? `DTEND;TZID=${zoned.tzid}:${zoned.locals[1]}` : `DTEND:${icalUtc(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
    ...(event.url ? [`URL;VALUE=URI:${uri(event.url)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

/** The MIME type of the file, as an attachment and as a download. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** A file name from an experience's name: "pasta-night.ics". */
export const calendarFileName = (name: string): string =>
  `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "booking"}.ics`;

/** What both sides know of a booking, for its calendar file. */
export type BookingForCalendar = {
  purchaseId: string;
  /** The absolute URL of the booking's page on the site (its host names the UID's domain). */
  pageUrl: string;
  name: string;
  start: Date;
  /** The experience's IANA zone. */
  zone: string;
  durationMinutes: number;
  /** When it was booked: the file's DTSTAMP, so the same booking gives the same file. */
  bookedAt: Date;
  place: string | null;
  guests: number;
  host?: string | null;
};

/** A booking's calendar file, the same from the site's download and the booking email. */
export function bookingCalendar(booking: BookingForCalendar, product: string, vtimezoneOf: VtimezoneOf): string {
  const tickets = `${booking.guests} ${booking.guests === 1 ? "ticket" : "tickets"}`;
  return calendarText(
    {
      uid: `purchase-${booking.purchaseId}@${new URL(booking.pageUrl).hostname}`,
      start: booking.start,
      end: new Date(booking.start.getTime() + booking.durationMinutes * 60_000),
      zone: booking.zone,
      stamp: booking.bookedAt,
      summary: booking.name,
      location: booking.place,
      description: `${tickets}${booking.host ? ` with ${booking.host}` : ""}. Your tickets: ${booking.pageUrl}`,
      url: booking.pageUrl,
    },
    { product, calendar: booking.name },
    vtimezoneOf,
  );
}
