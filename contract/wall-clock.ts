/**
 * Wall-clock times in an IANA time zone, with Intl only. Experiences' availabilities are local
 * times in the experience's own zone: the site shows them (and the visitor's equivalent) with
 * these, and the platform turns a booked date and time into the instant it starts.
 *
 * Daylight saving: a local time that does not exist that day (02:30 on the US spring-forward
 * Sunday) has no instant; one that happens twice (01:30 on the fall-back Sunday) is its FIRST
 * occurrence, the one still on daylight time.
 */

import { dateFormat } from "./intl-formats";

/**
 * Zones found valid. Building a DateTimeFormat to check one costs 0.1-0.3 ms, and every platform
 * call names a zone (X-Time-Zone, checked by the site's client and again by the platform): 3% of
 * the server's CPU under the load test. Capped, as a visitor's cookie chooses what is asked
 * ("america/new_york" is valid too); past the cap a zone is checked each time.
 */
const validZones = new Set<string>();
const VALID_ZONES_MAX = 1_000;

/** The spec's default zone of an experience and a venue (platform-core §9), and of dates with no place (a membership's renewal). */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** Whether `zone` is an IANA time zone this runtime knows ("America/New_York"; not "America/New York"). */
export function isTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  if (validZones.size < VALID_ZONES_MAX) validZones.add(zone);
  return true;
}

/** The zone's offset from UTC at `instant`, in minutes (New York in winter: -300). */
export function offsetMinutes(zone: string, instant: Date): number {
  const parts = dateFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether `value` is a time of day written HH:MM (24-hour). */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/**
 * The instant at which it is `time` (HH:MM) on `date` (YYYY-MM-DD) in `zone`; null when that
 * local time does not exist that day (skipped by a daylight-saving change). Throws on a malformed
 * date or time.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  if (!isCalendarDate(date) || !isClockTime(time)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets that may apply are those a day either side; try the earlier instant first, so an
  // hour that happens twice resolves to its first occurrence.
  const candidates = [offsetMinutes(zone, new Date(naive - 86_400_000)), offsetMinutes(zone, new Date(naive + 86_400_000))]
    .map((offset) => naive - offset * 60_000)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const instant = new Date(candidate);
    if (localDate(instant, zone) === date && localTime(instant, zone) === time) return instant;
  }
  return null;
}

/** The local calendar date (YYYY-MM-DD) at `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The local time of day (HH:MM, 24-hour) at `instant` in `zone`. */
export function localTime(instant: Date, zone: string): string {
  return dateFormat("en-GB", { timeZone: zone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).format(instant);
}

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date (YYYY-MM-DD), the same in every zone. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** `date` plus `days` calendar days (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A weekly window of an experience: start and end as hour and minute, and its weekdays. */
export type WeeklyWindow = { start: { hour: number; minute: number }; end: { hour: number; minute: number } } & Record<Weekday, boolean>;

const pad = (value: number) => String(value).padStart(2, "0");
export const clockOf = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/**
 * The start times (HH:MM) a window offers for an experience lasting `durationMinutes`: the
 * window's start, then every duration after it, for as long as the experience ends by the
 * window's end. A window too short for one gives none.
 */
export function slotStarts(window: WeeklyWindow, durationMinutes: number): string[] {
  const start = window.start.hour * 60 + window.start.minute;
  const end = window.end.hour * 60 + window.end.minute;
  const starts: string[] = [];
  if (durationMinutes <= 0) return starts;
  for (let minute = start; minute + durationMinutes <= end && minute < 24 * 60; minute += durationMinutes) {
    starts.push(clockOf(Math.floor(minute / 60), minute % 60));
  }
  return starts;
}

/** The start times offered on `date` (its weekday) by any of the windows, sorted and without repeats. */
export function slotsOn(date: string, windows: readonly WeeklyWindow[], durationMinutes: number): string[] {
  const weekday = weekdayOf(date);
  const all = windows.filter((window) => window[weekday]).flatMap((window) => slotStarts(window, durationMinutes));
  return [...new Set(all)].sort();
}
