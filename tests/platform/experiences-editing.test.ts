/**
 * The owner's experiences: POST /experiences/create, PUT /experiences/id/{id}, archive
 * (DELETE /experiences/id/{id}), every field with its default, the rules, and ownership.
 */
import { describe, expect, it } from "vitest";
import { experienceCategories, experienceTags } from "../../platform/schema";
import { brand, person, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const WINDOW = { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true, sunday: true };
const MINIMAL = { name: "Harbor kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } };

describe.each(databaseTargets)("experience editing on $name", (target) => {
  const platform = usePlatform(target);

  async function owner(): Promise<Person & { brandId: string }> {
    const who = await person(platform(), "owner");
    const mine = await brand(platform(), who.id);
    await platform().db.insert(experienceCategories).values({ name: "water", title: "On the water" }).onConflictDoNothing();
    return { ...who, brandId: mine.id };
  }
  const create = (who: Person, json: Record<string, unknown>) => send(platform(), "POST", "/experiences/create", { token: who.token, json });

  it("creates with the spec's defaults: per-guest pricing off, no likes, New York time, duration split", async () => {
    const me = await owner();
    const created = await create(me, { category: "water", experience: MINIMAL, availabilities: [WINDOW] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Harbor kayak tour",
      archived: false,
      provider: { id: me.brandId },
      category: { name: "water", title: "On the water" },
      retail_price: 40,
      member_price: null,
      per_guest_pricing: false,
      min_guests: 1,
      max_guests: 6,
      likes: 0,
      rating: null,
      timezone: "America/New_York",
      duration: 90,
      duration_split: { hours: 1, minutes: 30 },
      images: [],
      advance_notice: { required: false, time: 0, unit: "hours" },
      transportation: { included: false, radius: null, lead_time: null },
      minimum_tier: null,
      members_only: false,
    });
    expect(created.body.availabilities).toEqual([
      { ...WINDOW, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false },
    ]);
    const read = await send(platform(), "GET", `/experiences/id/${created.body.id}`);
    expect(read.body).toEqual({ ...created.body });
  });

  it("stores every field given, prices in cents and duration in minutes", async () => {
    const me = await owner();
    await platform().db.insert(experienceTags).values({ name: "kayak", title: "Kayak" });
    const experience = {
      ...MINIMAL,
      provider: me.brandId,
      description: "Two hours on the harbor.",
      location: "Norfolk, VA",
      latitude: 36.85,
      longitude: -76.29,
      images: ["/platform-assets/experiences/water.svg", "https://cdn.example/kayak.jpg"],
      retail_price: 59.99,
      member_price: 49.5,
      per_guest_pricing: true,
      min_price: 10,
      min_guests: 2,
      max_guests: 8,
      min_age: 12,
      ideal_age: { youngest: 16, oldest: 60 },
      pet_friendly: true,
      duration: { hours: 2, minutes: 15 },
      address: "1 Pier St, Norfolk, VA",
      timezone: "America/Los Angeles",
      start_time: "2026-05-01T00:00:00Z",
      end_time: "2026-10-01T00:00:00.000+02:00",
      cancellation_policy: "Full refund up to 24 hours before.",
      types: ["tour"],
      themes: ["outdoors"],
      amenities: ["life jackets"],
      additional_items: ["dry bag"],
      disclaimer: "Swimmers only.",
      minimum_tier: 1,
      members_only: true,
      advance_notice: { required: true, time: 2, unit: "days" },
      transportation: { included: true, radius: 15, lead_time: 30 },
      tags: ["kayak"],
    };
    const created = await create(me, { category: "water", experience, availabilities: [{ ...WINDOW, end: { hour: 24, minute: 0 } }] });
    expect(created.status).toBe(201);
    const { provider, tags, duration, timezone, start_time, end_time, ...same } = experience;
    expect(created.body).toMatchObject({
      ...same,
      provider: { id: provider },
      tags: [{ name: "kayak", title: "Kayak", category: null }],
      duration: 135,
      duration_split: { hours: 2, minutes: 15 },
      timezone: "America/Los_Angeles",
      start_time: "2026-05-01T00:00:00.000Z",
      end_time: "2026-09-30T22:00:00.000Z",
      minimum_tier_name: expect.any(String),
    });
  });

  it("names what is wrong: zone, money, guests, windows, required and unknown fields, category", async () => {
    const me = await owner();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: "water", experience: { ...MINIMAL, timezone: "Mars/Olympus" } }, 'Field "experience.timezone": must be an IANA time zone such as America/New_York'],
      [{ category: "water", experience: { ...MINIMAL, retail_price: 10.005 } }, 'Field "experience.retail_price": must be dollars with at most 2 decimals'],
      [{ category: "water", experience: { ...MINIMAL, retail_price: -1 } }, 'Field "experience.retail_price": must be at least 0'],
      [{ category: "water", experience: { ...MINIMAL, member_price: 50 } }, 'Field "experience.member_price": must not be above retail_price'],
      [{ category: "water", experience: { ...MINIMAL, min_guests: 7 } }, 'Field "experience.max_guests": must be at least min_guests (7)'],
      [{ category: "water", experience: { ...MINIMAL, max_guests: 0 } }, 'Field "experience.max_guests": must be at least 1'],
      [{ category: "water", experience: { ...MINIMAL, duration: { hours: 0, minutes: 0 } } }, 'Field "experience.duration": must be at least 1 minute'],
      [{ category: "water", experience: { ...MINIMAL, start_time: "2026-06-01T00:00:00Z", end_time: "2026-05-01T00:00:00Z" } }, 'Field "experience.end_time": must be after start_time'],
      [{ category: "water", experience: MINIMAL, availabilities: [{ ...WINDOW, end: { hour: 10, minute: 0 } }] }, 'Field "availabilities.0": 09:00–10:00 is shorter than the duration (90 minutes): it offers no slot'],
      [{ category: "water", experience: MINIMAL, availabilities: [{ ...WINDOW, end: { hour: 8, minute: 0 } }] }, 'Field "availabilities.0.end": must be after start (a window ends the day it starts)'],
      [{ category: "water", experience: MINIMAL, availabilities: [{ start: WINDOW.start, end: WINDOW.end }] }, 'Field "availabilities.0": must name at least one weekday (monday … sunday true)'],
      [{ category: "water", experience: MINIMAL, availabilities: [{ ...WINDOW, start: { hour: 9, minute: 60 } }] }, 'Field "availabilities.0.start.minute": must be at most 59'],
      [{ category: "water", experience: { ...MINIMAL, likes: 5 } }, 'Field "experience": Unrecognized key: "likes"'],
      [{ category: "water", experience: { ...MINIMAL, images: ["javascript:alert(1)"] } }, 'Field "experience.images.0": must be an http(s) URL or a path on the site starting with /'],
      [{ category: "water", experience: { retail_price: 40, max_guests: 6, duration: { hours: 1 } } }, 'Field "experience.name": required'],
      [{ experience: MINIMAL }, 'Field "category": required'],
      [{ category: "space", experience: MINIMAL }, 'Field "category": no such category: space'],
      [{ category: "water", experience: { ...MINIMAL, tags: ["nope"] } }, 'Field "experience.tags": no such tag: nope'],
    ];
    for (const [json, message] of cases) {
      const refused = await create(me, json);
      expect(refused.body.message, message).toBe(message);
      expect(refused.status).toBe(400);
    }
  });

  it("updates only what the body names, replaces the windows when given, archives and restores", async () => {
    const me = await owner();
    const { body: made } = await create(me, { category: "water", experience: { ...MINIMAL, description: "Kept." }, availabilities: [WINDOW] });
    const put = (json: Record<string, unknown>) => send(platform(), "PUT", `/experiences/id/${made.id}`, { token: me.token, json });

    const changed = await put({ experience: { retail_price: 45.5, duration: { hours: 2 } }, availabilities: [{ ...WINDOW, monday: true, saturday: false, sunday: false }] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ retail_price: 45.5, duration: 120, description: "Kept.", name: "Harbor kayak tour" });
    expect(changed.body.availabilities.map((w: Record<string, boolean>) => [w.monday, w.saturday])).toEqual([[true, false]]);
    // The kept windows are checked against a new duration too.
    expect((await put({ experience: { duration: { hours: 4 } } })).body.message).toMatch(/^Field "availabilities.0": 09:00–12:30 is shorter/);

    const archived = await send(platform(), "DELETE", `/experiences/id/${made.id}`, { token: me.token });
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    const listed = await send(platform(), "GET", "/experiences/list?per_page=50");
    expect(listed.body.experiences.map((e: { id: string }) => e.id)).not.toContain(made.id);
    expect((await send(platform(), "GET", `/experiences/id/${made.id}`)).body.archived).toBe(true);
    expect((await put({ experience: { archived: false } })).body.archived).toBe(false);
  });

  it("lets no one else change, archive or add to a brand: 403 for another owner, 404 for unknown ids and brandless callers", async () => {
    const me = await owner();
    const { body: made } = await create(me, { category: "water", experience: MINIMAL, availabilities: [WINDOW] });
    const rival = await owner();
    const stranger = await person(platform(), "stranger");
    for (const who of [rival, stranger]) {
      const put = await send(platform(), "PUT", `/experiences/id/${made.id}`, { token: who.token, json: { experience: { name: "Mine now" } } });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe("Only the owner of the brand that sells this experience may change it.");
      expect((await send(platform(), "DELETE", `/experiences/id/${made.id}`, { token: who.token })).status).toBe(403);
    }
    const intoMine = await create(rival, { category: "water", experience: { ...MINIMAL, provider: me.brandId } });
    expect(intoMine.status).toBe(403);
    expect(intoMine.body.message).toBe("Only the brand's owner may add experiences to it.");
    const brandless = await create(stranger, { category: "water", experience: MINIMAL });
    expect(brandless.status).toBe(404);
    expect(brandless.body.message).toBe("User has not created a brand");
    const unknown = await send(platform(), "PUT", "/experiences/id/00000000-0000-4000-8000-000000000000", { token: me.token, json: { experience: {} } });
    expect(unknown.status).toBe(404);
    expect((await send(platform(), "PUT", `/experiences/id/${made.id}`, { json: { experience: {} } })).status).toBe(401);
    expect((await send(platform(), "GET", `/experiences/id/${made.id}`)).body.name).toBe("Harbor kayak tour");
  });

  it("asks which brand when the caller owns several", async () => {
    const me = await owner();
    await brand(platform(), me.id);
    const refused = await create(me, { category: "water", experience: MINIMAL });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Field "experience.provider": required: you own several brands');
    expect((await create(me, { category: "water", experience: { ...MINIMAL, provider: me.brandId } })).status).toBe(201);
  });
});
