/**
 * experiences.availability_mask (modules/experiences/availability-mask.ts) is what search reads
 * for dateRange and timeOfDay, so it must follow every change of an experience's windows, made by
 * any writer: the triggers of migration 0007 keep it, and the SQL computes each window's bits as
 * TIME_OF_DAY says.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experienceAvailabilities as av, experiences } from "../../platform/schema";
import type { Platform } from "../../platform/index";
import { windowMask } from "../../platform/modules/experiences/availability-mask";
import { forgetSharedAnswers } from "../../platform/infra/shared-cache";
import { addExperience, everyPage, names } from "../support/experiences";
import { databaseTargets, usePlatform } from "../support/platform";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
// 2026-12-05 is a Saturday, 2026-12-06 a Sunday, 2026-12-08 a Tuesday.
const on = (date: string, timeOfDay?: string) => ({ dateRange: { from: date, to: date }, ...(timeOfDay ? { timeOfDay } : {}) });

async function maskOf(platform: Platform, id: string): Promise<number> {
  const [row] = await platform.db.select({ mask: experiences.availabilityMask }).from(experiences).where(eq(experiences.id, id));
  return row!.mask;
}

describe.each(databaseTargets)("availability mask on $name", (target) => {
  const platform = usePlatform(target);
  // The windows are written in the tables directly (as another process would): the anonymous
  // pages this process keeps (docs/performance.md "Shared data") are forgotten before each search.
  const found = async (filters: Record<string, unknown>) => {
    forgetSharedAnswers();
    return names(await everyPage(platform(), filters)).filter((name) => name.startsWith("Mask Test"));
  };

  it("follows inserts, updates, moves and deletes of windows, so search answers from the current windows", async () => {
    const first = await addExperience(platform(), { name: "Mask Test One" }, [{ days: ["saturday"], start: "09:00", end: "11:00" }]);
    const second = await addExperience(platform(), { name: "Mask Test Two" });
    expect(await found(on("2026-12-05", "morning"))).toEqual(["Mask Test One"]);
    expect(await found(on("2026-12-06"))).toEqual([]);

    // The window moves to Sunday evening: Saturday no longer finds it, Sunday evening does.
    await platform().db.update(av).set({ saturday: false, sunday: true, startHour: 18, endHour: 20 }).where(eq(av.experienceId, first));
    expect(await found(on("2026-12-05"))).toEqual([]);
    expect(await found(on("2026-12-06", "morning"))).toEqual([]);
    expect(await found(on("2026-12-06", "evening"))).toEqual(["Mask Test One"]);
    expect(await found({ timeOfDay: "evening" })).toEqual(["Mask Test One"]);

    // A second window, in one statement with another experience's.
    await platform()
      .db.insert(av)
      .values([
        { experienceId: first, startHour: 12, endHour: 13, tuesday: true },
        { experienceId: second, startHour: 6, endHour: 7, tuesday: true },
      ]);
    expect(await found(on("2026-12-08", "afternoon"))).toEqual(["Mask Test One"]);
    expect(await found(on("2026-12-08", "morning"))).toEqual(["Mask Test Two"]);

    // A window handed from one experience to the other changes both.
    await platform().db.update(av).set({ experienceId: second }).where(eq(av.startHour, 12));
    expect(await found(on("2026-12-08", "afternoon"))).toEqual(["Mask Test Two"]);
    expect(await found(on("2026-12-06", "evening"))).toEqual(["Mask Test One"]);

    await platform().db.delete(av).where(eq(av.experienceId, first));
    expect(await found(on("2026-12-06"))).toEqual([]);
    expect(await maskOf(platform(), first)).toBe(0);
    await platform().db.execute(sql`TRUNCATE ${av}`);
    expect(await maskOf(platform(), second)).toBe(0);
  });

  it("sets exactly the bits TIME_OF_DAY gives each window, at every period boundary", async () => {
    const id = await addExperience(platform(), { name: "Mask Test Grid" });
    const times = [0, 299, 300, 301, 719, 720, 721, 1019, 1020, 1021, 1439, 1440];
    // Each start with a later end, an earlier one (a window past midnight) and itself.
    const cases = times.slice(0, -1).flatMap((start, i) => [times[(i + 1) % times.length]!, times[(i + 3) % times.length]!, start].map((end) => ({ start, end })));
    expect(cases.length).toBe(33);
    for (const [n, { start, end }] of cases.entries()) {
      const weekdays = [n % 7, (n * 3) % 7].filter((day, i, all) => all.indexOf(day) === i);
      await platform().db.delete(av).where(eq(av.experienceId, id));
      await platform()
        .db.insert(av)
        .values({
          experienceId: id,
          startHour: Math.floor(start / 60),
          startMinute: start % 60,
          endHour: Math.floor(end / 60),
          endMinute: end % 60,
          ...Object.fromEntries(weekdays.map((day) => [WEEKDAYS[day], true])),
        });
      expect([start, end, weekdays, await maskOf(platform(), id)]).toEqual([start, end, weekdays, windowMask({ start, end, weekdays })]);
    }
  });

  // Two connections are needed: PGlite has one, so only PostgreSQL can interleave transactions.
  it.runIf(target.name === "postgres")("keeps both windows when two transactions each add one at the same time", async () => {
    const id = await addExperience(platform(), { name: "Mask Test Race" });
    const db = platform().db;
    let release!: () => void;
    let inserted!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(av).values({ experienceId: id, startHour: 9, endHour: 10, saturday: true });
      inserted();
      await gate;
    });
    await firstInserted;
    const second = db.transaction(async (tx) => {
      await tx.insert(av).values({ experienceId: id, startHour: 18, endHour: 19, sunday: true });
    });
    // The second must be waiting for the first (its trigger is) before the first commits.
    for (;;) {
      const { rows } = await db.execute<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting > 0) break;
    }
    release();
    await Promise.all([first, second]);
    const both = windowMask({ start: 540, end: 600, weekdays: [6] }) | windowMask({ start: 1080, end: 1140, weekdays: [0] });
    expect(await maskOf(platform(), id)).toBe(both);
  });
});
