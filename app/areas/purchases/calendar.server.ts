/**
 * "Add to calendar": a purchase as an iCalendar file, written by #contract/calendar (the same
 * text the booking email attaches), in the experience's zone with its VTIMEZONE.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { bookingCalendar } from "#contract/calendar";
import type { Purchase } from "./purchase-calls.server";

export function purchaseCalendar(purchase: Purchase, pageUrl: string, productName: string): string {
  const start = new Date(purchase.startsAt);
  return bookingCalendar(
    {
      purchaseId: purchase.id,
      pageUrl,
      name: purchase.experience.name,
      start,
      zone: purchase.timezone,
      durationMinutes: purchase.experience.duration,
      bookedAt: purchase.created ? new Date(purchase.created) : start,
      place: purchase.place,
      guests: purchase.guests,
      host: purchase.seller.name,
    },
    productName,
    getVtimezoneComponent,
  );
}
