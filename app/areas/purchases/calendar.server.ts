/**
 * "Add to calendar": a purchase as an iCalendar file, written by #contract/calendar (the same
 * text the booking email attaches).
 */
import { calendarText } from "#contract/calendar";
import type { Purchase } from "./purchase-calls.server";

export function purchaseCalendar(purchase: Purchase, pageUrl: string, productName: string): string {
  const start = new Date(purchase.startsAt);
  const guests = `${purchase.guests} ${purchase.guests === 1 ? "ticket" : "tickets"}`;
  return calendarText(
    {
      uid: `purchase-${purchase.id}@${new URL(pageUrl).hostname}`,
      start,
      end: new Date(start.getTime() + purchase.experience.duration * 60_000),
      stamp: purchase.created ? new Date(purchase.created) : start,
      summary: purchase.experience.name,
      location: purchase.details.pickup ? `Pickup: ${purchase.details.address ?? ""}` : (purchase.experience.address ?? purchase.experience.location ?? null),
      description: `${guests} with ${purchase.seller.name}. Your tickets: ${pageUrl}`,
      url: pageUrl,
    },
    { product: productName, calendar: purchase.experience.name },
  );
}
