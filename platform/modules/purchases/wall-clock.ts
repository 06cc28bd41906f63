/**
 * Wall-clock times in an IANA zone ↔ instants, with Intl only. Availabilities are wall-clock
 * windows in the experience's own zone, so a 09:00 slot is 09:00 local on either side of a DST
 * change. Two local times have no single instant:
 * - a time skipped by spring-forward (02:30 on 2026-03-08 in America/New_York) does not exist:
 *   `localToInstant` answers `{ kind: "nonexistent" }` and callers refuse it;
 * - a time repeated by fall-back (01:30 on 2026-11-01) happens twice: it resolves to the FIRST
 *   occurrence (the earlier instant, still on daylight time), as RFC 5545 and Temporal's
 *   "compatible" disambiguation do.
 */

export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number };
export type Resolved = { kind: "ok"; instant: Date; offsetMinutes: number } | { kind: "nonexistent" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

/** Whether Intl knows the zone (an IANA name such as "America/New_York"). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `instant` (to the minute). */
export function wallClockAt(instant: Date, zone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const asUtcMs = (t: LocalDateTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** Minutes `zone` is ahead of UTC at `instant` (New York in winter: -300). */
export function offsetMinutesAt(instant: Date, zone: string): number {
  const floored = Math.floor(instant.getTime() / 60_000) * 60_000;
  return (asUtcMs(wallClockAt(new Date(floored), zone)) - floored) / 60_000;
}

/**
 * The instant a local time in `zone` names. Candidates are the zone's offsets a day before and a
 * day after (every real zone changes its offset at most once in 48 hours); a candidate counts
 * when the zone's clock really reads the local time then. None: skipped; two: the first.
 */
export function localToInstant(local: LocalDateTime, zone: string): Resolved {
  const localMs = asUtcMs(local);
  const day = 24 * 60 * 60_000;
  const offsets = new Set([offsetMinutesAt(new Date(localMs - day), zone), offsetMinutesAt(new Date(localMs + day), zone)]);
  const matches = [...offsets]
    .map((offset) => ({ offset, ms: localMs - offset * 60_000 }))
    .filter(({ ms }) => asUtcMs(wallClockAt(new Date(ms), zone)) === localMs)
    .sort((a, b) => a.ms - b.ms);
  const first = matches[0];
  if (!first) return { kind: "nonexistent" };
  return { kind: "ok", instant: new Date(first.ms), offsetMinutes: first.offset };
}

/** `YYYY-MM-DD` → its parts when it is a real calendar date. */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `HH:MM` (00:00–23:59) → minutes after midnight. */
export function parseTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date (the same everywhere: it is a local date already). */
export function weekdayOf(date: { year: number; month: number; day: number }): Weekday {
  return WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]!;
}
