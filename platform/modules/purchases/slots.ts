/**
 * Which slots an experience offers (platform/README.md "Purchases and tickets"). A slot starts at
 * an availability's start, then every `duration` minutes while the slot still ends by the
 * availability's end: 09:00–12:00 with 60 minutes offers 09:00, 10:00 and 11:00; with 90 minutes
 * 09:00 and 10:30. Times are wall-clock in the experience's zone on the weekdays the availability
 * names; a window ends the same day (an end at or before its start offers nothing).
 */
import type { Experience, ExperienceAvailability } from "../experiences";
import { atField, invalidRequest } from "../../errors";
import { isCalendarDate, isClockTime, weekdayOf, zonedInstant, type Weekday } from "#contract/wall-clock";
import { clockTimeForPeople, dayForPeople } from "#contract/when-for-people";

export const SLOT_MESSAGES = {
  badDate: atField("date", "must be a calendar date written YYYY-MM-DD"),
  badTime: atField("time", "must be a time written HH:MM (00:00 to 23:59)"),
  otherZone: (zone: string, given: string) =>
    atField("timezone", `slot times are in the experience's time zone, ${zone}; got ${given}`),
  notOffered: (weekday: Weekday, time: string, zone: string) =>
    `This experience has no slot starting at ${clockTimeForPeople(time)} on ${weekday[0]!.toUpperCase()}${weekday.slice(1)}s (times in ${zone}).`,
  nonexistent: (date: string, time: string, zone: string) =>
    `The time ${clockTimeForPeople(time)} does not exist on ${dayForPeople(new Date(`${date}T12:00:00Z`), "UTC", new Date(0))} in ${zone}: the clocks skip it (daylight saving time).`,
  beforePeriod: "This experience is not offered that early: the slot is before its start date.",
  afterPeriod: "This experience is not offered that late: the slot ends after its end date.",
  past: "This slot has already started. Choose a later one.",
  notice: (amount: number, unit: string) => `This experience must be booked at least ${amount} ${unit} ahead.`,
} as const;

/** The start minutes (after local midnight) an availability offers for a duration. */
export function slotStarts(window: Pick<ExperienceAvailability, "startHour" | "startMinute" | "endHour" | "endMinute">, duration: number): number[] {
  const end = window.endHour * 60 + window.endMinute;
  const starts: number[] = [];
  for (let start = window.startHour * 60 + window.startMinute; start + duration <= end; start += duration) starts.push(start);
  return starts;
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

export type Slot = { date: string; time: string; startsAt: Date };

/**
 * The slot `date` `time` of the experience, checked against its availabilities, its period
 * (start_time/end_time), the present and its advance notice; a 400 naming the rule otherwise.
 * `timezone` (when given) must be the experience's own: slots are read in its zone, never
 * converted, so a page showing them in another zone cannot book the wrong hour.
 */
export function checkSlot(
  experience: Experience,
  availabilities: ExperienceAvailability[],
  input: { date: string; time: string; timezone?: string | undefined },
  now: Date = new Date(),
): Slot {
  const zone = experience.timezone;
  if (!isCalendarDate(input.date)) throw invalidRequest(SLOT_MESSAGES.badDate);
  if (!isClockTime(input.time)) throw invalidRequest(SLOT_MESSAGES.badTime);
  const [hour, minute] = input.time.split(":").map(Number) as [number, number];
  const minutes = hour * 60 + minute;
  // The spec writes the default zone "America/New York": spaces read as IANA's underscores.
  if (input.timezone !== undefined && input.timezone.trim().replaceAll(" ", "_") !== zone) {
    throw invalidRequest(SLOT_MESSAGES.otherZone(zone, input.timezone));
  }

  const weekday = weekdayOf(input.date);
  const offered = availabilities.some((window) => window[weekday] && slotStarts(window, experience.durationMinutes).includes(minutes));
  if (!offered) throw invalidRequest(SLOT_MESSAGES.notOffered(weekday, input.time, zone));

  const startsAt = zonedInstant(input.date, input.time, zone);
  if (!startsAt) throw invalidRequest(SLOT_MESSAGES.nonexistent(input.date, input.time, zone));
  const endsAt = new Date(startsAt.getTime() + experience.durationMinutes * 60_000);

  if (experience.startTime && startsAt < experience.startTime) throw invalidRequest(SLOT_MESSAGES.beforePeriod);
  if (experience.endTime && endsAt > experience.endTime) throw invalidRequest(SLOT_MESSAGES.afterPeriod);
  if (startsAt <= now) throw invalidRequest(SLOT_MESSAGES.past);
  if (experience.advanceNoticeRequired) {
    const notice = experience.advanceNoticeTime * UNIT_MS[experience.advanceNoticeUnit];
    if (startsAt.getTime() - now.getTime() < notice) {
      throw invalidRequest(SLOT_MESSAGES.notice(experience.advanceNoticeTime, experience.advanceNoticeUnit));
    }
  }
  return { date: input.date, time: input.time, startsAt };
}

/**
 * How many places a slot has: the capacity of the experience's venue when it is held at one that
 * sets a capacity, else the experience's max_guests. The guard reads only this.
 */
export function capacityOf(experience: Pick<Experience, "maxGuests">, venue: { capacity: number | null } | null = null): number {
  return venue?.capacity ?? experience.maxGuests;
}
