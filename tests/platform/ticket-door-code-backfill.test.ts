/**
 * Tickets written before door codes (migration 0025 adds `door_code`) each get their own code of
 * the door-code alphabet from 0026_backfill_ticket_door_codes, and a ticket that has one keeps it.
 */
import { eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { normalDoorCode } from "#contract/door-code";
import { migrations } from "../../platform/db/migrate";
import { purchases, tickets } from "../../platform/schema";
import { brand, experience, pay, person, startCheckout } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("the door codes of older tickets, on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("gives each ticket without a code its own, and leaves the others", async () => {
    const owner = await person(platform(), "owner");
    const tour = await experience(platform(), { businessId: (await brand(platform(), owner.id)).id });
    const ann = await person(platform(), "ann");
    for (const guests of [3, 2]) {
      const started = await startCheckout(platform(), ann, tour.id, { guests });
      expect((await pay(platform(), started.body.id)).status).toBe(303);
    }
    const all = await platform().db.select().from(tickets);
    expect(all).toHaveLength(5);
    const kept = all[0]!;
    // As before 0025: no code.
    await platform().db.update(tickets).set({ doorCode: null }).where(sql`${tickets.id} <> ${kept.id}`);
    expect(await platform().db.select().from(tickets).where(isNull(tickets.doorCode))).toHaveLength(4);

    const backfill = migrations.find((migration) => migration.id === "0026_backfill_ticket_door_codes")!;
    await platform().db.execute(sql.raw(backfill.sql));
    const after = await platform().db.select().from(tickets);
    expect(after.map((row) => normalDoorCode(row.doorCode ?? ""))).toEqual(after.map((row) => row.doorCode));
    expect(new Set(after.map((row) => row.doorCode)).size).toBe(5);
    expect(after.find((row) => row.id === kept.id)!.doorCode).toBe(kept.doorCode);
    expect((await platform().db.select().from(purchases).where(eq(purchases.userId, ann.id))).length).toBe(2);
  });
});
