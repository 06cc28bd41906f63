/**
 * Door check-in by a ticket's code (contract/api/check-in.ts; spec §4: the closer is recorded).
 * Before it a host had no way to admit a guest: only the buyer could close a ticket. Now each
 * ticket carries an 8-character door code; the brand's owner lists an experience's tickets of a
 * date and checks one in by its code. A code is looked for only among that brand's tickets of that
 * experience and date, so another brand's (or date's) code reads exactly as a code nobody holds;
 * another owner gets the 404 of an unknown brand; wrong codes are rate limited per host; huge
 * bodies are refused before they are read; checking in twice records the first time only.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DOOR_CODE_ALPHABET, normalDoorCode } from "#contract/door-code";
import { purchases, tickets } from "../../platform/schema";
import { brand, dateAhead, experience, pay, person, startCheckout, type Person } from "../support/marketplace";
import { movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const WRONG_TRIES = 4;

describe.each(databaseTargets)("door check-in on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { clock, returnOrigins: ["http://site.test"], rateLimits: { doorCodes: { limit: WRONG_TRIES, windowSeconds: 600 } } } });
  beforeEach(() => clock.reset());

  async function booked(buyer: Person, experienceId: string, date: string, guests = 2) {
    const started = await startCheckout(platform(), buyer, experienceId, { date, guests });
    expect(started.status).toBe(201);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [purchase] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    return { purchase: purchase!, tickets: await platform().db.select().from(tickets).where(eq(tickets.purchaseId, purchase!.id)).orderBy(tickets.number) };
  }

  async function setUp() {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    const tour = await experience(platform(), { businessId: shop.id });
    const ann = await person(platform(), "ann");
    const date = dateAhead(10);
    return { owner, shop, tour, ann, date, ...(await booked(ann, tour.id, date)) };
  }

  const door = (who: Person, brandId: string, experienceId: string, date: string) => `/account/business/${brandId}/check-in/${experienceId}/${date}`;
  const checkIn = (who: Person, path: string, code: unknown) => send(platform(), "POST", path, { token: who.token, json: { code } });

  it("gives every ticket its own 8-character code of the unambiguous alphabet, shown to its holder", async () => {
    const { ann, purchase, tickets: rows } = await setUp();
    for (const row of rows) {
      expect(row.doorCode).toMatch(new RegExp(`^[${DOOR_CODE_ALPHABET}]{8}$`));
      expect(row.doorCode).not.toMatch(/[01OIL]/);
    }
    expect(new Set(rows.map((row) => row.doorCode)).size).toBe(rows.length);
    const own = await send(platform(), "GET", `/purchases/id/${purchase.id}`, { token: ann.token });
    expect(own.body.tickets.map((ticket: { door_code: string }) => ticket.door_code)).toEqual(rows.map((row) => row.doorCode));
    expect(normalDoorCode(` ${rows[0]!.doorCode!.slice(0, 4).toLowerCase()}-${rows[0]!.doorCode!.slice(4)} `)).toBe(rows[0]!.doorCode);
  });

  it("lets the owner list the date's tickets and check one in by its code, recording who and when, once", async () => {
    const { owner, shop, tour, ann, date, tickets: rows } = await setUp();
    const path = door(owner, shop.id, tour.id, date);
    const list = await send(platform(), "GET", path, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.tickets.map((t: { state: string; buyer: { name: string } }) => [t.state, t.buyer.name])).toEqual([
      ["open", "ann"],
      ["open", "ann"],
    ]);

    const first = await checkIn(owner, path, rows[0]!.doorCode!.toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: "checked_in", ticket: { id: rows[0]!.id, state: "used", closed_by: "seller", time_closed: new Date(clock.now()).toISOString() } });
    clock.advance(60_000);
    const again = await checkIn(owner, path, rows[0]!.doorCode);
    expect(again.body).toMatchObject({ result: "already_used", ticket: { time_closed: first.body.ticket.time_closed } });
    const [row] = await platform().db.select().from(tickets).where(eq(tickets.id, rows[0]!.id));
    expect([row!.closed, row!.closedBy, row!.closedByUserId]).toEqual([true, "seller", owner.id]);

    // The buyer sees it used, with the time.
    const own = await send(platform(), "GET", `/purchases/tickets/id/${rows[0]!.id}`, { token: ann.token });
    expect(own.body).toMatchObject({ closed: true, closed_by: "seller", time_closed: first.body.ticket.time_closed });
  });

  it("says a cancelled booking's ticket is cancelled, and admits no one", async () => {
    const { owner, shop, tour, date, purchase, tickets: rows } = await setUp();
    expect((await send(platform(), "POST", `/account/business/${shop.id}/bookings/${purchase.id}/cancel`, { token: owner.token })).status).toBe(200);
    const answer = await checkIn(owner, door(owner, shop.id, tour.id, date), rows[1]!.doorCode);
    expect(answer.body).toMatchObject({ result: "cancelled", ticket: { state: "cancelled" } });
    const [row] = await platform().db.select().from(tickets).where(eq(tickets.id, rows[1]!.id));
    expect(row!.closed).toBe(false);
  });

  it("answers a code of another brand, another date or nobody with the same 404, and leaves those tickets open", async () => {
    const { owner, shop, tour, date, ann, tickets: rows } = await setUp();
    const mallory = await person(platform(), "mallory");
    const hers = await brand(platform(), mallory.id);
    const herTour = await experience(platform(), { businessId: hers.id });
    const herPath = door(mallory, hers.id, herTour.id, date);
    const laterDay = await booked(ann, tour.id, dateAhead(11));

    const answers = [
      await checkIn(mallory, herPath, rows[0]!.doorCode), // another brand's ticket
      await checkIn(owner, door(owner, shop.id, tour.id, date), laterDay.tickets[0]!.doorCode), // another date's
      await checkIn(owner, door(owner, shop.id, tour.id, date), "ZZZZZZZZ"), // nobody's
      await checkIn(owner, door(owner, shop.id, tour.id, date), "<script>"), // not a code at all
    ];
    expect(answers.map((a) => [a.status, a.body.code, a.body.message])).toEqual(Array(4).fill([404, "not_found", "No ticket with that code for this date."]));
    const still = await platform().db.select().from(tickets).where(eq(tickets.closed, true));
    expect(still).toEqual([]);
  });

  it("answers another owner with the 404 of an unknown brand or experience, for the list and the check-in", async () => {
    const { shop, tour, date, tickets: rows } = await setUp();
    const mallory = await person(platform(), "mallory");
    const hers = await brand(platform(), mallory.id);
    const paths = [door(mallory, shop.id, tour.id, date), door(mallory, hers.id, tour.id, date), door(mallory, hers.id, "not-a-uuid", date), door(mallory, hers.id, tour.id, "2026-99-99x")];
    for (const path of paths) {
      expect((await send(platform(), "GET", path, { token: mallory.token })).status).toBe(404);
      expect((await checkIn(mallory, path, rows[0]!.doorCode)).status).toBe(404);
    }
    expect((await send(platform(), "GET", paths[0]!)).status).toBe(401);
    const [row] = await platform().db.select().from(tickets).where(eq(tickets.id, rows[0]!.id));
    expect(row!.closed).toBe(false);
  });

  it("refuses junk bodies with a 400 and huge ones with a 413, never a 5xx", async () => {
    const { owner, shop, tour, date } = await setUp();
    const path = door(owner, shop.id, tour.id, date);
    for (const json of [{}, { code: 12345678 }, { code: null }, { code: "A".repeat(41) }, { code: "ABCDEFGH", extra: 1 }, ["ABCDEFGH"]]) {
      const answer = await send(platform(), "POST", path, { token: owner.token, json });
      expect([answer.status, answer.body.code]).toEqual([400, "invalid_request"]);
    }
    const huge = await send(platform(), "POST", path, { token: owner.token, json: { code: "x".repeat(200_000) } });
    expect(huge.status).toBe(413);
  });

  it("stops a host after too many wrong codes, whatever the brand, while a right code costs no try", async () => {
    const { owner, shop, tour, date, tickets: rows } = await setUp();
    const path = door(owner, shop.id, tour.id, date);
    expect((await checkIn(owner, path, rows[0]!.doorCode)).status).toBe(200);
    for (let i = 0; i < WRONG_TRIES; i += 1) expect((await checkIn(owner, path, "ZZZZZZZZ")).status).toBe(404);
    const stopped = await checkIn(owner, path, rows[1]!.doorCode);
    expect([stopped.status, stopped.body.code]).toEqual([429, "rate_limited"]);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another host is not slowed by this one.
    const bob = await person(platform(), "bob");
    const his = await brand(platform(), bob.id);
    const histour = await experience(platform(), { businessId: his.id });
    expect((await checkIn(bob, door(bob, his.id, histour.id, date), "ZZZZZZZZ")).status).toBe(404);
    // After the window the host may try again.
    clock.advance(601_000);
    expect((await checkIn(owner, path, rows[1]!.doorCode)).body.result).toBe("checked_in");
  });
});
