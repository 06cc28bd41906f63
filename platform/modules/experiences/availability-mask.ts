/**
 * experiences.availability_mask: what search needs of an experience's weekly windows, as bits of
 * one integer, so dateRange and timeOfDay are a bit test on the experience's row instead of a
 * look through its availabilities. The database keeps it (triggers of migration 0007, for every
 * writer); this module says what the bits mean and asks for them.
 *
 * Windows are wall-clock in the experience's own zone and so are the bits: weekday w (0 Sunday …
 * 6 Saturday) has bit w*4 when some window runs that day, and bit w*4 + 1 + p when some window
 * runs that day and overlaps time of day p (TIME_OF_DAY's order: morning, afternoon, evening);
 * bit 28 + p when some window overlaps p, whatever its days (timeOfDay without dateRange).
 */
import { TIME_OF_DAY, type TimeOfDay } from "#contract/experience-search";

export const PERIODS = Object.keys(TIME_OF_DAY) as TimeOfDay[];
const ANY_DAY = 28;

const dayBit = (weekday: number, period?: TimeOfDay) => 1 << (weekday * 4 + (period === undefined ? 0 : 1 + PERIODS.indexOf(period)));

/**
 * The bits of which one must be set for an experience to have a window on one of `weekdays`
 * (0-6; null: any day) overlapping one of `periods` (null: at any time). Null when neither.
 */
export function searchMask(weekdays: number[] | null, periods: TimeOfDay[] | null): number | null {
  if (weekdays === null && periods === null) return null;
  if (weekdays === null) return periods!.reduce((mask, period) => mask | (1 << (ANY_DAY + PERIODS.indexOf(period))), 0);
  let mask = 0;
  for (const weekday of weekdays) {
    if (periods === null) mask |= dayBit(weekday);
    else for (const period of periods) mask |= dayBit(weekday, period);
  }
  return mask;
}

export type Window = { start: number; end: number; weekdays: number[] };

/**
 * One window's bits, read from TIME_OF_DAY (minutes after local midnight, ends excluded): what
 * the SQL function experience_window_mask must compute (the tests hold it to this).
 */
export function windowMask({ start, end, weekdays }: Window): number {
  const overlapped = PERIODS.filter((period) => start < TIME_OF_DAY[period].to && end > TIME_OF_DAY[period].from);
  let mask = overlapped.reduce((bits, period) => bits | (1 << (ANY_DAY + PERIODS.indexOf(period))), 0);
  for (const weekday of weekdays) {
    mask |= dayBit(weekday);
    for (const period of overlapped) mask |= dayBit(weekday, period);
  }
  return mask;
}
