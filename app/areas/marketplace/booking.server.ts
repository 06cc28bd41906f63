/**
 * What the booking form of an experience offers: the dates (from today in the experience's zone,
 * after its advance notice, for six months or until it stops being offered), the start times of
 * each weekday, the visitor's credits, and the choices a visitor made before signing in.
 */
import { addDays, localDate, slotStarts, WEEKDAYS } from "#contract/wall-clock";
import type { BookingOptions } from "./booking-form";
import type { Experience } from "./experience-entity.server";
import { clockText, requirementText, zoneName } from "./view.server";
import type { Visitor } from "~/.server/auth/visitor";

const BOOKING_HORIZON_DAYS = 183;
const NOTICE_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** The booking values kept across signing in: carried in the detail page's query string. */
export const KEPT_FIELDS = ["date", "time", "guests", "pickup", "pickupAddress"] as const;

export function bookingOptions(experience: Experience, visitor: Visitor, now: Date, kept: URLSearchParams): BookingOptions {
  const zone = experience.timezone;
  const notice = experience.advanceNotice.required ? experience.advanceNotice.time * NOTICE_MS[experience.advanceNotice.unit] : 0;
  const firstDate = localDate(new Date(now.getTime() + notice), zone);
  const horizon = addDays(firstDate, BOOKING_HORIZON_DAYS);
  const until = experience.endTime ? localDate(new Date(experience.endTime), zone) : horizon;
  const label = (value: string) => {
    const [hour, minute] = value.split(":").map(Number) as [number, number];
    return { value, label: clockText(hour, minute) };
  };
  const slotsByWeekday: BookingOptions["slotsByWeekday"] = {};
  for (const day of WEEKDAYS) {
    const starts = experience.availabilities.filter((window) => window[day]).flatMap((window) => slotStarts(window, experience.duration));
    slotsByWeekday[day] = [...new Set(starts)].sort().map(label);
  }
  const allSlots = [...new Set(Object.values(slotsByWeekday).flat().map((slot) => slot.value))].sort().map(label);
  const defaults = Object.fromEntries(KEPT_FIELDS.flatMap((name) => (kept.get(name) ? [[name, kept.get(name)!.slice(0, 200)]] : [])));
  return {
    firstDate,
    lastDate: until < horizon ? until : horizon,
    slotsByWeekday,
    allSlots,
    zoneLabel: `${zoneName(zone, now)}, ${zone.replaceAll("_", " ")}`,
    zone,
    minGuests: experience.minGuests,
    maxGuests: experience.maxGuests,
    pickup: experience.transportation.included ? { radius: experience.transportation.radius } : null,
    // What can pay here (docs/security.md "Money rules"): platform credits, and the selling brand's own coin.
    credits: [...(visitor.user?.credits ?? []), ...(visitor.user?.coins ?? []).filter((coin) => coin.brandId === experience.provider.id)]
      .filter((credit) => credit.balance > 0)
      .map(({ id, name, balance }) => ({ id, name, balance })),
    timeZone: visitor.timeZone,
    signedOut: visitor.user === null,
    requirement: requirementText(experience),
    defaults,
  };
}
