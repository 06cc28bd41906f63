/**
 * Dates and times written for people, the one way every page, notification and email writes them:
 * "Thu, Dec 10, 6:00 PM CST" in the experience's zone, with the reader's own time beside it when
 * their zone differs ("…, 6:00 PM CST (7:00 PM EST your time)"). ISO dates and 24-hour times are
 * for the wire only.
 */
import { dateFormat } from "./intl-formats";
import { zonedInstant } from "./wall-clock";

const format = (zone: string, options: Intl.DateTimeFormatOptions) => dateFormat("en-US", { timeZone: zone, ...options });

const DAY = { weekday: "short", month: "short", day: "numeric" } as const;
const TIME = { hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;

/** The year is written only when it is not the year of `now` (a date next year must say so). */
function dayOptions(instant: Date, zone: string, now: Date): Intl.DateTimeFormatOptions {
  const year = (at: Date) => format(zone, { year: "numeric" }).format(at);
  return year(instant) === year(now) ? DAY : { ...DAY, year: "numeric" };
}

/** "Thu, Dec 10" (with the year when it is not this year's). */
export function dayForPeople(instant: Date, zone: string, now: Date = new Date()): string {
  const options = dayOptions(instant, zone, now);
  return format(zone, options).format(instant);
}

/** "6:00 PM CST". */
export function timeForPeople(instant: Date, zone: string): string {
  return format(zone, TIME).format(instant);
}

/** "Thu, Dec 10, 6:00 PM CST", and "(7:00 PM EST your time)" after it when `readerZone` is another zone with another clock. */
export function whenForPeople(instant: Date, zone: string, options: { readerZone?: string; now?: Date } = {}): string {
  const when = `${dayForPeople(instant, zone, options.now)}, ${timeForPeople(instant, zone)}`;
  const reader = options.readerZone;
  if (!reader || reader === zone) return when;
  const theirs = timeForPeople(instant, reader);
  if (theirs === timeForPeople(instant, zone)) return when;
  const theirDay = dayForPeople(instant, reader, options.now);
  const sameDay = theirDay === dayForPeople(instant, zone, options.now);
  return `${when} (${sameDay ? "" : `${theirDay}, `}${theirs} your time)`;
}

/** A local date (YYYY-MM-DD) and time (HH:MM) in `zone`, written for people; the wire's words when that time does not exist (a daylight-saving gap). */
export function localWhenForPeople(date: string, time: string, zone: string, options: { readerZone?: string; now?: Date } = {}): string {
  const instant = zonedInstant(date, time, zone);
  return instant ? whenForPeople(instant, zone, options) : `${date} ${time}`;
}

/** A time of day (HH:MM, 24-hour) as "6:00 PM". */
export function clockTimeForPeople(time: string): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
