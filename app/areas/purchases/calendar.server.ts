/**
 * "Add to calendar": a purchase as an iCalendar file. The event is written in the experience's
 * own zone (DTSTART;TZID=…) with that zone's VTIMEZONE, so calendars show the right local time
 * on both sides of a daylight-saving change.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { localDate, localTime } from "#contract/wall-clock";
import type { Purchase } from "./purchase-calls.server";

/** What a person wrote, without control characters but line breaks (CR LF and CR read as LF). */
const plain = (text: string) => text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "");

/**
 * RFC 5545 §3.3.11 TEXT, for the values ical-generator writes as given (the calendar's name,
 * PRODID): a seller's line break would otherwise start a property of their choosing in every
 * buyer's calendar. The event's own texts ical-generator escapes itself; they get `plain` only.
 */
const icalText = (text: string) => plain(text).replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");

/** Wall-clock "YYYY-MM-DDTHH:MM:00" of `instant` in `zone`: ical-generator writes it as is, with the TZID. */
const wallClock = (instant: Date, zone: string) => `${localDate(instant, zone)}T${localTime(instant, zone)}:00`;

export function purchaseCalendar(purchase: Purchase, pageUrl: string, productName: string): string {
  const zone = purchase.timezone;
  const start = new Date(purchase.startsAt);
  const end = new Date(start.getTime() + purchase.experience.duration * 60_000);
  const calendar = ical({
    prodId: { company: icalText(productName), product: "Experiences", language: "EN" },
    name: icalText(purchase.experience.name),
    timezone: { name: zone, generator: getVtimezoneComponent },
  });
  const guests = `${purchase.guests} ${purchase.guests === 1 ? "ticket" : "tickets"}`;
  calendar.createEvent({
    id: `purchase-${purchase.id}@${new URL(pageUrl).hostname}`,
    start: wallClock(start, zone),
    end: wallClock(end, zone),
    timezone: zone,
    stamp: purchase.created ? wallClock(new Date(purchase.created), zone) : wallClock(start, zone),
    summary: plain(purchase.experience.name),
    location: plain(purchase.details.pickup ? `Pickup: ${purchase.details.address ?? ""}` : (purchase.experience.address ?? purchase.experience.location ?? "")) || undefined,
    description: plain(`${guests} with ${purchase.seller.name}. Your tickets: ${pageUrl}`),
    url: pageUrl,
  });
  return calendar.toString();
}
