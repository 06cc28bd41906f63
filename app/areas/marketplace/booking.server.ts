/**
 * What the booking form of an experience offers: the dates (from today in the experience's zone,
 * after its advance notice, for six months or until it stops being offered), the start times of
 * each weekday, the visitor's credits, and the choices a visitor made before signing in.
 */
import { dayForPeople, timeForPeople } from "#contract/when-for-people";
import { addDays, isCalendarDate, localDate } from "#contract/wall-clock";
import type { BookingOptions } from "./booking-form";
import type { MonthSlots, SlotDay } from "./slot-times";
import type { Experience } from "./experience-entity.server";
import { bookingCalls, type OpenSlot } from "./booking-calls.server";
import { requirementText, zoneName } from "./view.server";
import type { Visitor } from "~/.server/auth/visitor";
import { SLOT_VALUE } from "./booking-text";

const BOOKING_HORIZON_DAYS = 183;
/** One page of the slot list: two weeks (the platform answers at most 62 days a call). */
export const SLOT_PAGE_DAYS = 14;
const NOTICE_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** The booking values kept across signing in: carried in the detail page's query string. */
export const KEPT_FIELDS = ["slot", "guests", "pickup", "pickupAddress"] as const;

/** A slot's value in the form: the date and time the booking sends, "2026-12-10T18:00". */
export const slotValue = (slot: Pick<OpenSlot, "date" | "time">) => `${slot.date}T${slot.time}`;

/** Who may not book this experience, and where they can become someone who may; null: the form is shown. */
export function bookingBarrier(experience: Experience, visitor: Visitor, back: string): BookingOptions["barrier"] {
  const requirement = requirementText(experience);
  if (!requirement) return null;
  const reason = experience.minimumTierName ? `For ${experience.minimumTierName} members and above.` : "For members only.";
  if (!visitor.user) {
    return { reason, links: [{ to: "/pricing", label: "Join to book" }, { to: `/sign-in?${new URLSearchParams({ redirectTo: back })}`, label: "Sign in" }] };
  }
  const tiers = (visitor.user.subscriptionPlans ?? []).map((plan) => plan.tier ?? 0);
  const tier = tiers.length ? Math.max(...tiers) : null;
  if (experience.minimumTier !== null && (tier === null || tier < experience.minimumTier)) {
    return tier === null
      ? { reason, links: [{ to: "/pricing", label: "See memberships" }] }
      : { reason, links: [{ to: "/dashboard/memberships/change", label: `Upgrade to ${experience.minimumTierName ?? "a higher membership"}` }] };
  }
  if (experience.membersOnly && tier === null) return { reason, links: [{ to: "/pricing", label: "See memberships" }] };
  return null;
}

/** The days an experience can be booked on: from today's first bookable day in its zone (after its advance notice) to six months on, or its end. */
function bookableDays(experience: Experience, now: Date): { firstDate: string; lastDate: string } {
  const zone = experience.timezone;
  const notice = experience.advanceNotice.required ? experience.advanceNotice.time * NOTICE_MS[experience.advanceNotice.unit] : 0;
  const firstDate = localDate(new Date(now.getTime() + notice), zone);
  const horizon = addDays(firstDate, BOOKING_HORIZON_DAYS);
  const until = experience.endTime ? localDate(new Date(experience.endTime), zone) : horizon;
  return { firstDate, lastDate: until < horizon ? until : horizon };
}

/** A month of the month view, "2026-12" (this century's: the bookable days are within six months of today). */
export const MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;
const monthStart = (month: string) => `${month}-01`;
const monthEnd = (month: string) => addDays(monthStart(nextMonth(month)), -1);
function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}
const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** The month view's month: its days that run (within the bookable days) and the months around it that have bookable days. */
function monthOf(month: string, slots: OpenSlot[], bounds: { firstDate: string; lastDate: string }, zone: string, readerZone: string, now: Date): MonthSlots {
  const [start, end] = [monthStart(month), monthEnd(month)];
  const inMonth = slots.filter((slot) => slot.date >= start && slot.date <= end);
  return {
    month,
    days: slotDays(inMonth, zone, readerZone, now),
    earlier: start > bounds.firstDate ? monthOfDate(addDays(start, -1)) : null,
    later: end < bounds.lastDate ? nextMonth(month) : null,
  };
}
const monthOfDate = (date: string) => date.slice(0, 7);

/** One month of the month view (GET /experiences/:id/slots?month=): one slots call of at most 31 days. */
export async function monthSlots(experience: Experience, visitor: Visitor, now: Date, month: string): Promise<MonthSlots> {
  const bounds = bookableDays(experience, now);
  const from = laterOf(monthStart(month), bounds.firstDate);
  const to = earlierOf(monthEnd(month), bounds.lastDate);
  const slots = from <= to ? await bookingCalls(visitor.platform).slots(experience.id, from, to) : [];
  return monthOf(month, slots, bounds, experience.timezone, visitor.timeZone, now);
}

/**
 * What the booking form of an experience offers: a page of its open slots (two weeks from the
 * `from` parameter, never before today's first bookable day in the experience's zone nor past six
 * months or its end), the links to the pages around it, the month of that page for the month view
 * (one slots call covers both: at most 44 days), the visitor's credits, and the choices a visitor
 * made before signing in; and the slots themselves.
 */
export async function bookingOptions(
  experience: Experience,
  visitor: Visitor,
  now: Date,
  params: URLSearchParams,
  path: string,
): Promise<{ options: BookingOptions; slots: OpenSlot[] }> {
  const zone = experience.timezone;
  const bounds = bookableDays(experience, now);
  const { firstDate, lastDate } = bounds;
  const defaults = Object.fromEntries(KEPT_FIELDS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!.slice(0, 200)]] : [])));

  // The page: `from` when it is a day in range, else the day of a kept choice, else the first day.
  const asked = params.get("from") ?? SLOT_VALUE.exec(defaults.slot ?? "")?.[1] ?? null;
  const pageStart = asked && isCalendarDate(asked) && asked >= firstDate && asked <= lastDate ? asked : firstDate;
  const pageEnd = earlierOf(addDays(pageStart, SLOT_PAGE_DAYS - 1), lastDate);
  const month = monthOfDate(pageStart);
  const from = laterOf(monthStart(month), firstDate);
  const to = laterOf(pageEnd, earlierOf(monthEnd(month), lastDate));
  const slots = pageStart <= lastDate ? await bookingCalls(visitor.platform).slots(experience.id, from, to) : [];

  const pageLink = (from: string) => {
    const kept = new URLSearchParams(params);
    kept.set("from", from);
    return `${path}?${kept}#book`;
  };
  const earlierStart = laterOf(addDays(pageStart, -SLOT_PAGE_DAYS), firstDate);
  const options: BookingOptions = {
    days: slotDays(
      slots.filter((slot) => slot.date >= pageStart && slot.date <= pageEnd),
      zone,
      visitor.timeZone,
      now,
    ),
    range: `${dayForPeople(new Date(`${pageStart}T12:00:00Z`), "UTC", now)} to ${dayForPeople(new Date(`${pageEnd}T12:00:00Z`), "UTC", now)}`,
    earlier: pageStart > firstDate ? pageLink(earlierStart) : null,
    later: pageEnd < lastDate ? pageLink(addDays(pageEnd, 1)) : null,
    page: pageStart === firstDate ? null : pageStart,
    month: monthOf(month, slots, bounds, zone, visitor.timeZone, now),
    zoneLabel: `${zoneName(zone, now)}, ${zone.replaceAll("_", " ")}`,
    zone,
    minGuests: experience.minGuests,
    maxGuests: experience.maxGuests,
    pickup: experience.transportation.included ? { radius: experience.transportation.radius } : null,
    credits: creditsFor(experience, visitor),
    timeZone: visitor.timeZone,
    signedOut: visitor.user === null,
    barrier: bookingBarrier(experience, visitor, `${path}#book`),
    defaults,
  };
  // The slots too: the page's structured data advertises them (no second call).
  return { options, slots };
}

/** What can pay here (docs/security.md "Money rules"): platform credits, and the selling brand's own coin, while some is held. */
export function creditsFor(experience: Experience, visitor: Pick<Visitor, "user">): BookingOptions["credits"] {
  return [...(visitor.user?.credits ?? []), ...(visitor.user?.coins ?? []).filter((coin) => coin.brandId === experience.provider.id)]
    .filter((credit) => credit.balance > 0)
    .map(({ id, name, balance }) => ({ id, name, balance }));
}

/** The slots by day, written for people: "Thu, Dec 10" then "6:00 PM CST", the reader's time beside it when their zone's clock differs. */
function slotDays(slots: OpenSlot[], zone: string, readerZone: string, now: Date): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = dayForPeople(slot.startsAt, zone, now);
    const time = timeForPeople(slot.startsAt, zone);
    const theirs = timeForPeople(slot.startsAt, readerZone);
    const theirDay = dayForPeople(slot.startsAt, readerZone, now);
    const yours = readerZone === zone || theirs === time ? null : `${theirDay === day ? "" : `${theirDay}, `}${theirs} your time`;
    let group = days.at(-1);
    if (!group || group.date !== slot.date) {
      group = { date: slot.date, label: day, slots: [] };
      days.push(group);
    }
    group.slots.push({ value: slotValue(slot), label: `${day} · ${time}`, time, yours, placesLeft: slot.placesLeft });
  }
  return days;
}
