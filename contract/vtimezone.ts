/**
 * A calendar file's times in the experience's own zone (DESIGN.md "Time": calendar files carry the
 * zone), with the zone's VTIMEZONE component as @touch4it/ical-timezones writes it. That library's
 * rules are a 2018 snapshot of the tz database and zones have changed since (Brazil dropped
 * daylight time in 2019, Mexico in 2022): a calendar reads a local time through the VTIMEZONE, so
 * a time is written in the zone only when reading it back through that component's rules (RFC
 * 5545 §3.6.5; a local time that happens twice is its first occurrence, §3.3.5) gives the very
 * instant this runtime's tz data says. Anything else: null, and the caller writes UTC.
 */
import { isTimeZone, offsetMinutes } from "./wall-clock";

/** A zone's VTIMEZONE component (BEGIN:VTIMEZONE … END:VTIMEZONE), or null for a zone it lacks. */
export type VtimezoneOf = (zone: string) => string | null;

type Rule = { month: number; nth: number; weekday: number };
/** A STANDARD or DAYLIGHT observance: `start` is its first onset, local time, as if UTC (ms). */
type Observance = { offsetFrom: number; offsetTo: number; start: number; rule: Rule | null };

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const OFFSET = /^([+-])(\d{2})(\d{2})(\d{2})?$/;
const LOCAL = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;
/** The only rule form the library writes: the nth (or last, -1) weekday of a month, yearly. */
const RRULE = /^FREQ=YEARLY;BYMONTH=(\d{1,2});BYDAY=(-?[1-5])(SU|MO|TU|WE|TH|FR|SA)$/;
/** A TZID safe as a parameter value unquoted (§3.2: no `"`, `;`, `:`, `,`). */
const TZID = /^[A-Za-z0-9_+\-/]+$/;

const minutesOf = (value: string): number | null => {
  const match = OFFSET.exec(value);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return match[1] === "-" ? -minutes : minutes;
};

const localMs = (value: string): number | null => {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
};

/** The component's observances, or null when it says something these rules do not read (an RDATE). */
function observancesOf(lines: string[]): Observance[] | null {
  const observances: Observance[] = [];
  let current: Partial<Observance> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:STANDARD" || line === "BEGIN:DAYLIGHT") current = { rule: null };
    else if (line === "END:STANDARD" || line === "END:DAYLIGHT") {
      if (current?.offsetFrom === undefined || current.offsetTo === undefined || current.start === undefined) return null;
      observances.push(current as Observance);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
      if (name === "TZNAME") continue;
      if (name === "TZOFFSETFROM" || name === "TZOFFSETTO") {
        const minutes = minutesOf(value);
        if (minutes === null) return null;
        current[name === "TZOFFSETFROM" ? "offsetFrom" : "offsetTo"] = minutes;
      } else if (name === "DTSTART") {
        const start = localMs(value);
        if (start === null) return null;
        current.start = start;
      } else if (name === "RRULE") {
        const match = RRULE.exec(value);
        if (!match) return null;
        current.rule = { month: Number(match[1]), nth: Number(match[2]), weekday: WEEKDAYS.indexOf(match[3]!) };
      } else return null;
    }
  }
  return observances.length > 0 ? observances : null;
}

/** The local onset (as if UTC, ms) of a yearly rule in `year`: the nth weekday of the month, -1 the last. */
function onsetIn(year: number, rule: Rule, start: number): number {
  const clock = start - Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate());
  const first = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
  const firstMatch = 1 + ((rule.weekday - first + 7) % 7);
  const day = rule.nth > 0 ? firstMatch + (rule.nth - 1) * 7 : firstMatch + Math.floor((days - firstMatch) / 7) * 7 + (rule.nth + 1) * 7;
  return Date.UTC(year, rule.month - 1, day) + clock;
}

/** The offset (minutes) the component says applies at `instant`; null before its first onset. */
function offsetAt(observances: Observance[], instant: number): number | null {
  let latest = -Infinity;
  let offset: number | null = null;
  const year = new Date(instant).getUTCFullYear();
  for (const o of observances) {
    const onsets = o.rule ? [year - 1, year, year + 1].map((y) => onsetIn(y, o.rule!, o.start)).filter((local) => local >= o.start) : [o.start];
    for (const local of onsets) {
      const onset = local - o.offsetFrom * 60_000;
      if (onset <= instant && onset > latest) [latest, offset] = [onset, o.offsetTo];
    }
  }
  return offset;
}

/** How a calendar reads `local` (as if UTC, ms) through the component: its first occurrence, or null (skipped). */
function instantOf(observances: Observance[], local: number): number | null {
  const candidates = [...new Set(observances.map((o) => o.offsetTo))]
    .map((offset) => ({ offset, instant: local - offset * 60_000 }))
    .filter(({ offset, instant }) => offsetAt(observances, instant) === offset)
    .map(({ instant }) => instant);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/** §3.3.5 form #3, a local time with a TZID: 20261210T180000. */
const icalLocal = (local: number): string => new Date(local).toISOString().replace(/\.\d{3}Z$/, "").replace(/[-:]/g, "");

/**
 * The VTIMEZONE's lines and `instants` as local times in `zone`, when the component reads each
 * of them back as the same instant; otherwise null.
 */
export function zonedTimes(zone: string, instants: Date[], vtimezoneOf: VtimezoneOf): { tzid: string; lines: string[]; locals: string[] } | null {
  if (!isTimeZone(zone)) return null;
  const component = vtimezoneOf(zone);
  if (!component) return null;
  const lines = component.split(/\r?\n/).filter((line) => line !== "");
  const tzid = lines.find((line) => line.startsWith("TZID:"))?.slice("TZID:".length);
  if (lines[0] !== "BEGIN:VTIMEZONE" || lines.at(-1) !== "END:VTIMEZONE" || !tzid || !TZID.test(tzid)) return null;
  const observances = observancesOf(lines);
  if (!observances) return null;
  const locals: string[] = [];
  for (const instant of instants) {
    const seconds = Math.floor(instant.getTime() / 1000) * 1000;
    const local = seconds + offsetMinutes(zone, instant) * 60_000;
    if (instantOf(observances, local) !== seconds) return null;
    locals.push(icalLocal(local));
  }
  return { tzid, lines, locals };
}
