import { z } from "zod";
import { fieldRefusal } from "~/.server/forms/field-refusal";
import { text } from "~/.server/forms/rules";
import { FormRefusal } from "~/.server/forms/submission";
import type { PlatformCore } from "~/.server/platform";
import type { BlackoutInput } from "./venue-calls.server";
import { isTimeZone, localDate, localTime, offsetMinutes, zonedInstant } from "#contract/wall-clock";
import { VENUE_MESSAGES } from "./venue-text";
import { venueCalls } from "./venue-calls.server";
import type { Venue } from "~/areas/brands/venue-entity.server";

/*
 * A venue's blackouts, written as datetime-local in the venue's time zone; the platform keeps
 * instants (ISO 8601 with their offset), and PUT replaces the whole list: adding or removing one
 * sends the others as they are.
 */

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const local = (label: string, required: string) =>
  text(label, 16)
    .refine((value) => value !== "", { message: required })
    .refine((value) => value === "" || LOCAL.test(value), {
      message: `${label} must be a date and time.`,
    });

export const blackoutSchema = z.object({
  start: local("Start", VENUE_MESSAGES.blackoutStart),
  end: local("End", VENUE_MESSAGES.blackoutEnd),
});

export const removeBlackoutSchema = z.object({
  blackout: text("Blackout", 100).refine((value) => value !== ""),
});

/** "2026-12-24T09:00" in America/New_York -> "2026-12-24T09:00:00-05:00"; null for a time the zone skips. */
export function toInstant(value: string, zone: string): string | null {
  const [, date, time] = LOCAL.exec(value) ?? [];
  const instant = date && time && isTimeZone(zone) ? zonedInstant(date, time, zone) : null;
  if (!instant) return null;
  const offset = offsetMinutes(zone, instant);
  const sign = offset < 0 ? "-" : "+";
  const pad = (n: number) => String(Math.floor(n)).padStart(2, "0");
  return `${date}T${time}:00${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
}

/** An instant as the venue's wall clock ("2026-12-24 09:00"). */
export function wallClock(instant: string, zone: string): string {
  const at = new Date(instant);
  return `${localDate(at, zone)} ${localTime(at, zone)}`;
}

const kept = (venue: Venue): BlackoutInput[] => venue.blackouts.map(({ start, end }) => ({ start, end }));

export async function addBlackout(platform: PlatformCore, venue: Venue, value: z.output<typeof blackoutSchema>): Promise<void> {
  const start = toInstant(value.start, venue.timezone);
  const end = toInstant(value.end, venue.timezone);
  if (!start || !end) {
    const field = start ? "end" : "start";
    throw new FormRefusal(VENUE_MESSAGES.skippedTime, 400, {
      [field]: [VENUE_MESSAGES.skippedTime],
    });
  }
  const index = venue.blackouts.length;
  try {
    await venueCalls(platform).update(venue.id, {
      blackouts: [...kept(venue), { start, end }],
    });
  } catch (error) {
    // The new blackout is the last of the list: its fields are the form's.
    throw (
      fieldRefusal(error, {
        [`blackout_times.${index}.start`]: "start",
        [`blackout_times.${index}.end`]: "end",
        blackout_times: "end",
      }) ?? error
    );
  }
}

export async function removeBlackout(platform: PlatformCore, venue: Venue, blackoutId: string): Promise<void> {
  await venueCalls(platform).update(venue.id, {
    blackouts: kept({
      ...venue,
      blackouts: venue.blackouts.filter((b) => b.id !== blackoutId),
    }),
  });
}
