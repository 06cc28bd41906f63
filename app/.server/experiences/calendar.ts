/**
 * "Add to calendar": a purchase as an iCalendar file. The event is written in the experience's
 * own zone (DTSTART;TZID=…) with that zone's VTIMEZONE, so calendars show the right local time
 * on both sides of a daylight-saving change.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { localDate, localTime } from "#contract/wall-clock";
import type { Purchase } from "~/.server/platform/areas/purchases";

/** Wall-clock "YYYY-MM-DDTHH:MM:00" of `instant` in `zone`: ical-generator writes it as is, with the TZID. */
const wallClock = (instant: Date, zone: string) => `${localDate(instant, zone)}T${localTime(instant, zone)}:00`;

export function purchaseCalendar(purchase: Purchase, pageUrl: string, productName: string): string {
  const zone = purchase.timezone;
  const start = new Date(purchase.startsAt);
  const end = new Date(start.getTime() + purchase.experience.duration * 60_000);
  const calendar = ical({
    prodId: { company: productName, product: "Experiences", language: "EN" },
    name: purchase.experience.name,
    timezone: { name: zone, generator: getVtimezoneComponent },
  });
  const guests = `${purchase.guests} ${purchase.guests === 1 ? "ticket" : "tickets"}`;
  calendar.createEvent({
    id: `purchase-${purchase.id}@${new URL(pageUrl).hostname}`,
    start: wallClock(start, zone),
    end: wallClock(end, zone),
    timezone: zone,
    stamp: purchase.created ? wallClock(new Date(purchase.created), zone) : wallClock(start, zone),
    summary: purchase.experience.name,
    location: purchase.details.pickup ? `Pickup: ${purchase.details.address ?? ""}` : (purchase.experience.address ?? purchase.experience.location ?? undefined),
    description: `${guests} with ${purchase.seller.name}. Your tickets: ${pageUrl}`,
    url: pageUrl,
  });
  return calendar.toString();
}
