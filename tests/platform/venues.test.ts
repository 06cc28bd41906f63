/**
 * Venues: create, read, change, delete, tags and themes, ownership, and what a venue
 * does to the hosted checkout of an experience held there (blackouts, availability, capacity).
 */
import { describe, expect, it } from "vitest";
import { zonedInstant } from "#contract/wall-clock";
import { experienceCategories } from "../../platform/schema";
import { brand, dateAhead, experience, person, startCheckout, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const HALL = { name: "Boathouse", address: "1 Pier St", city: "Norfolk", state: "VA", postal_code: "23510", capacity: 40, parking: true };

describe.each(databaseTargets)("venues on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  async function owner(): Promise<Person & { brandId: string }> {
    const who = await person(platform(), "owner");
    return { ...who, brandId: (await brand(platform(), who.id)).id };
  }
  const post = (who: Person, json: Record<string, unknown>) => send(platform(), "POST", "/location/venues/", { token: who.token, json });

  it("creates with the defaults (country US, available, New York), reads publicly, changes, deletes", async () => {
    const me = await owner();
    const created = await post(me, HALL);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...HALL, country: "US", available: true, timezone: "America/New_York", licensed: false, members_only: false, minimum_tier: null, provider: { id: me.brandId }, blackout_times: [] });
    const id = created.body.id;
    expect((await send(platform(), "GET", `/location/venues/id/${id}`)).body).toEqual(created.body);

    const changed = await send(platform(), "PUT", `/location/venues/id/${id}`, {
      token: me.token,
      json: { available: false, licensed: true, license_text: "ABC 123", country: "ca", blackout_times: [{ start: "2026-12-24T00:00:00Z", end: "2026-12-26T00:00:00Z" }] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Boathouse", available: false, licensed: true, license_text: "ABC 123", country: "CA" });
    expect(changed.body.blackout_times).toEqual([{ id: expect.any(String), start: "2026-12-24T00:00:00.000Z", end: "2026-12-26T00:00:00.000Z" }]);
    expect((await send(platform(), "GET", "/account/business/venues", { token: me.token })).body.map((v: { id: string }) => v.id)).toEqual([id]);

    expect((await send(platform(), "DELETE", `/location/venues/id/${id}`, { token: me.token })).status).toBe(204);
    expect((await send(platform(), "GET", `/location/venues/id/${id}`)).status).toBe(404);
  });

  it("names what is wrong", async () => {
    const me = await owner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...HALL, country: "USA" }, 'Field "country": must be a country\'s two-letter code, like US or CA'],
      [{ ...HALL, capacity: 0 }, 'Field "capacity": must be at least 1'],
      [{ ...HALL, timezone: "Nowhere/Land" }, 'Field "timezone": must be an IANA time zone such as America/New_York'],
      [{ ...HALL, blackout_times: [{ start: "2026-12-26T00:00:00Z", end: "2026-12-24T00:00:00Z" }] }, 'Field "blackout_times.0.end": must be after start'],
      [{ city: "Norfolk" }, 'Field "name": required'],
    ];
    for (const [json, message] of cases) {
      const refused = await post(me, json);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
  });

  it("lets only the brand's owner change a venue: 403 for others, 404 without a brand, 401 without a session", async () => {
    const me = await owner();
    const { body: venue } = await post(me, HALL);
    const rival = await owner();
    for (const [method, path, json] of [
      ["PUT", `/location/venues/id/${venue.id}`, { name: "Ours" }],
      ["DELETE", `/location/venues/id/${venue.id}`, undefined],
      ["POST", `/location/venues/id/${venue.id}/tags`, { tags: ["river"] }],
    ] as const) {
      const refused = await send(platform(), method, path, { token: rival.token, json });
      expect([refused.status, refused.body.message], path).toEqual([403, "Only the owner of the venue's brand may change it."]);
      expect((await send(platform(), method, path, { json })).status, path).toBe(401);
    }
    expect((await post(rival, { ...HALL, provider: me.brandId })).status).toBe(403);
    expect((await post(await person(platform(), "nobody"), HALL)).status).toBe(404);
    expect((await send(platform(), "GET", `/location/venues/id/${venue.id}`)).body.name).toBe("Boathouse");
  });

  it("tags venues and finds them by theme (any by default, or all) and by the category they hold", async () => {
    const me = await owner();
    const { body: river } = await post(me, { name: "River shed", themes: ["outdoors", "water"] });
    const { body: loft } = await post(me, { name: "Loft", themes: ["indoors", "art"] });
    await post(me, { name: "Closed barn", themes: ["outdoors"], available: false });
    const tagged = await send(platform(), "POST", `/location/venues/id/${river.id}/tags`, { token: me.token, json: { tags: ["Kayak", "dock", "kayak"] } });
    expect(tagged.body.tags).toEqual(["dock", "kayak"]);
    await send(platform(), "POST", `/location/venues/id/${loft.id}/tags`, { token: me.token, json: { tags: ["dock"] } });
    expect((await send(platform(), "GET", "/location/venues/tags")).body).toEqual([{ tag: "dock", count: 2 }, { tag: "kayak", count: 1 }]);

    const names = (response: { body: Array<{ name: string }> }) => response.body.map((v) => v.name);
    expect(names(await send(platform(), "GET", "/location/venues/themes?theme=outdoors"))).toEqual(["River shed"]);
    expect(names(await send(platform(), "POST", "/location/venues/themes", { json: { themes: ["water", "art"] } }))).toEqual(["Loft", "River shed"]);
    expect(names(await send(platform(), "POST", "/location/venues/themes?mode=all", { json: { themes: ["water", "outdoors"] } }))).toEqual(["River shed"]);
    expect((await send(platform(), "POST", "/location/venues/themes?mode=some", { json: { themes: ["water"] } })).status).toBe(400);

    const [category] = await platform().db.insert(experienceCategories).values({ name: "paddling", title: "Paddling" }).returning();
    const held = await experience(platform(), { businessId: me.brandId, categoryId: category!.id });
    await send(platform(), "PUT", `/experiences/id/${held.id}`, { token: me.token, json: { experience: { venue: river.id } } });
    expect(names(await send(platform(), "GET", "/location/venues/themes?category=paddling"))).toEqual(["River shed"]);
  });

  it("answers 405 with Allow to a method a venue path does not serve", async () => {
    const me = await owner();
    const { body: venue } = await post(me, { name: "Shed" });
    for (const [method, path, allow] of [
      ["POST", `/location/venues/id/${venue.id}`, "GET, PUT, DELETE, HEAD"],
      ["GET", `/location/venues/id/${venue.id}/tags`, "POST"],
      ["POST", "/location/venues/tags", "GET, HEAD"],
      ["DELETE", "/location/venues/themes", "GET, POST, HEAD"],
      ["GET", "/location/venues/", "POST"],
    ] as const) {
      const refused = await send(platform(), method, path, { token: me.token });
      expect([refused.status, refused.body.code, refused.headers.get("allow")], `${method} ${path}`).toEqual([405, "method_not_allowed", allow]);
    }
  });

  it("refuses a checkout in a blackout or at an unavailable venue, and sells the venue's capacity per slot", async () => {
    const me = await owner();
    const buyer = await person(platform(), "buyer");
    const held = await experience(platform(), { businessId: me.brandId, maxGuests: 10 });
    const slot = zonedInstant(dateAhead(10), "10:00", "America/New_York")!;
    const { body: venue } = await post(me, {
      name: "Boathouse",
      capacity: 3,
      blackout_times: [{ start: new Date(slot.getTime() - 30 * 60_000).toISOString(), end: new Date(slot.getTime() + 30 * 60_000).toISOString() }],
    });
    const other = await owner();
    const { body: theirs } = await post(other, { name: "Not yours" });
    const elsewhere = await send(platform(), "PUT", `/experiences/id/${held.id}`, { token: me.token, json: { experience: { venue: theirs.id } } });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, 'Field "experience.venue": no such venue of this brand']);
    const placed = await send(platform(), "PUT", `/experiences/id/${held.id}`, { token: me.token, json: { experience: { venue: venue.id } } });
    expect([placed.status, placed.body.venue]).toEqual([200, venue.id]);

    const blacked = await startCheckout(platform(), buyer, held.id, { time: "10:00", guests: 1 });
    expect(blacked.status).toBe(400);
    expect(blacked.body.message).toMatch(/^This slot falls in a blackout at Boathouse \(.+\): choose another time\.$/);
    const tooMany = await startCheckout(platform(), buyer, held.id, { time: "12:00", guests: 4 });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([409, "sold_out", "Only 3 places are left in this slot."]);
    expect((await startCheckout(platform(), buyer, held.id, { time: "12:00", guests: 3 })).status).toBe(201);

    await send(platform(), "PUT", `/location/venues/id/${venue.id}`, { token: me.token, json: { available: false } });
    const closed = await startCheckout(platform(), buyer, held.id, { time: "12:00", guests: 1 });
    expect([closed.status, closed.body.message]).toEqual([409, "This experience's venue, Boathouse, is not taking bookings."]);
  });
});
