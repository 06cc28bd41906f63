/**
 * Capacity holds under concurrency: a slot never sells more places than it has, however many
 * payments complete at once (platform/modules/purchases/payment.ts claimPlaces). 20 payments race
 * for the last 3 places of a 10-place slot: exactly 3 succeed, the 17 others get a 409 sold-out
 * page, and the slot holds 10 sold places and 10 tickets.
 *
 * Nothing here depends on timing. The HTTP race starts all 20 payments together (Promise.all).
 * On PostgreSQL a barrier also holds every payment's transaction open (each on its own
 * connection) until all 20 are inside it, then lets them claim at once: the worst interleaving,
 * forced. The NEGATIVE CONTROL runs the same race with an unguarded claim (read the places sold,
 * wait at the barrier until every payment has read, then write): it oversells, proving the test
 * can see an oversell. PGlite has a single connection, so its transactions run one after another:
 * the barrier would wait forever there and no interleaving can be forced, so the control cannot
 * fail on PGlite and runs on PostgreSQL only.
 */
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/connect";
import * as schema from "../../platform/schema";
import { experienceSlots, purchases, tickets } from "../../platform/schema";
import { createPlatform, type Platform } from "../../platform/index";
import { PlatformError } from "../../platform/errors";
import type { Transaction } from "../../platform/modules/purchases/checkout";
import { claimPlaces, payExperienceCheckout, type SlotClaim } from "../../platform/modules/purchases/payment";
import { databaseTargets, platformOptions, usePlatform, type TestDatabase } from "../support/platform";
import { experience, pay, person, startCheckout } from "../support/marketplace";

const CAPACITY = 10;
const ALREADY_SOLD = 7;
const RACERS = 20;
const options = { accounts: { returnOrigins: ["http://site.test"] } };

/** A slot with 3 places left and 20 open checkouts of one guest each for it. */
async function lastPlaces(platform: Platform) {
  const tour = await experience(platform, { maxGuests: CAPACITY });
  const buyer = await person(platform);
  const first = await startCheckout(platform, buyer, tour.id, { guests: ALREADY_SOLD });
  expect((await pay(platform, first.body.id)).status).toBe(303);
  const ids: string[] = [];
  for (let i = 0; i < RACERS; i++) {
    const started = await startCheckout(platform, buyer, tour.id, { guests: 1 });
    expect(started.status).toBe(201);
    ids.push(started.body.id);
  }
  return { tour, ids };
}

async function sales(platform: Platform, experienceId: string) {
  const [slot] = await platform.db.select().from(experienceSlots).where(eq(experienceSlots.experienceId, experienceId));
  const [count] = await platform.db
    .select({ tickets: sql<number>`count(*)::int` })
    .from(tickets)
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .where(eq(purchases.experienceId, experienceId));
  return { sold: slot!.sold, tickets: count!.tickets };
}

/** Resolves for everyone once `parties` have arrived. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return opened;
  };
}

/** Pays with `claim`; 409s are counted as sold out, anything else fails the test. */
async function race(db: Database, ids: string[], claim: (tx: Transaction, slot: SlotClaim) => Promise<boolean>) {
  const outcomes = await Promise.all(
    ids.map((id) =>
      payExperienceCheckout(db, id, claim).then(
        () => "paid" as const,
        (error: unknown) => {
          if (error instanceof PlatformError && error.status === 409 && error.code === "sold_out") return "sold out" as const;
          throw error;
        },
      ),
    ),
  );
  return { paid: outcomes.filter((o) => o === "paid").length, soldOut: outcomes.filter((o) => o === "sold out").length };
}

describe.each(databaseTargets)("capacity under concurrency on $name", (target) => {
  const platform = usePlatform(target, options);

  it(`${RACERS} payments at once for the last ${CAPACITY - ALREADY_SOLD} places: exactly those succeed, the rest are 409 sold out`, async () => {
    const { tour, ids } = await lastPlaces(platform());
    const answers = await Promise.all(ids.map((id) => pay(platform(), id)));
    const paid = answers.filter((a) => a.status === 303);
    const refused = answers.filter((a) => a.status === 409);
    expect([paid.length, refused.length]).toEqual([CAPACITY - ALREADY_SOLD, RACERS - (CAPACITY - ALREADY_SOLD)]);
    const page = await refused[0]!.text();
    expect(page).toContain("<h1>Sold out</h1>");
    expect(page).toContain("This slot is sold out: the last places were just booked. Choose another slot.");
    expect(await sales(platform(), tour.id)).toEqual({ sold: CAPACITY, tickets: CAPACITY });
    // The losers' checkouts stay open and paying one again is still refused.
    expect((await pay(platform(), ids[answers.indexOf(refused[0]!)]!)).status).toBe(409);
  });
});

describe.each(databaseTargets)("one checkout paid many times at once on $name", (target) => {
  const platform = usePlatform(target, options);

  it("makes one purchase: every answer goes to the success URL", async () => {
    const tour = await experience(platform(), { maxGuests: CAPACITY });
    const started = await startCheckout(platform(), await person(platform()), tour.id, { guests: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(platform(), started.body.id)));
    expect(answers.map((a) => [a.status, a.headers.get("location")])).toEqual(
      Array(5).fill([303, `http://site.test/purchases/done?checkout=${started.body.id}`]),
    );
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
    expect(await sales(platform(), tour.id)).toEqual({ sold: 2, tickets: 2 });
  });
});

const postgres = databaseTargets.find((t) => t.name === "postgres");

describe.runIf(postgres)("capacity with every payment's transaction forced to overlap, on PostgreSQL", () => {
  let database: TestDatabase;
  let platform: Platform;
  let pool: pg.Pool;
  let wide: Database;
  beforeAll(async () => {
    database = await postgres!.create();
    platform = await createPlatform(platformOptions(database, options));
    // One connection per racer, so all 20 transactions can be open at the barrier together.
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: RACERS + 5 });
    // The database is dropped WITH (FORCE) at the end: a connection still closing then is
    // terminated by the server, which must not be an uncaught error (it failed a CI run so).
    pool.on("error", () => {});
    wide = drizzle({ client: pool, schema }) as unknown as Database;
  });
  afterAll(async () => {
    await pool?.end();
    await platform?.close();
    await database?.drop();
  });
  beforeEach(() => platform.resetForTests());

  it("the guarded claim sells exactly the places left", async () => {
    const { tour, ids } = await lastPlaces(platform);
    const allInside = barrier(RACERS);
    const result = await race(wide, ids, async (tx, slot) => {
      await allInside();
      return claimPlaces(tx, slot);
    });
    expect(result).toEqual({ paid: CAPACITY - ALREADY_SOLD, soldOut: RACERS - (CAPACITY - ALREADY_SOLD) });
    expect(await sales(platform, tour.id)).toEqual({ sold: CAPACITY, tickets: CAPACITY });
  });

  it("NEGATIVE CONTROL: a read-then-write claim oversells the same race", async () => {
    const { tour, ids } = await lastPlaces(platform);
    const allRead = barrier(RACERS);
    const unguarded = async (tx: Transaction, slot: SlotClaim) => {
      const { rows } = await tx.execute<{ sold: number }>(
        sql`SELECT sold FROM experience_slots WHERE experience_id = ${slot.experienceId}::uuid AND date = ${slot.date}::date AND start_time = ${slot.startTime}`,
      );
      const sold = rows[0]?.sold ?? 0;
      await allRead();
      if (sold + slot.guests > slot.capacity) return false;
      await tx.execute(sql`
        INSERT INTO experience_slots (experience_id, date, start_time, sold)
        VALUES (${slot.experienceId}::uuid, ${slot.date}::date, ${slot.startTime}, ${slot.guests}::int)
        ON CONFLICT (experience_id, date, start_time) DO UPDATE SET sold = experience_slots.sold + excluded.sold`);
      return true;
    };
    const result = await race(wide, ids, unguarded);
    expect(result).toEqual({ paid: RACERS, soldOut: 0 });
    const { sold, tickets: issued } = await sales(platform, tour.id);
    expect(sold).toBe(ALREADY_SOLD + RACERS);
    expect(issued).toBeGreaterThan(CAPACITY);
  });
});
