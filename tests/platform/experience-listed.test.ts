/**
 * An experience's `listed` flag (the owner's editor creates experiences unlisted until they are
 * published): a create that omits it is listed, as the spec's calls always were; an unlisted one
 * is in no list or search (so not in the sitemap, which reads GET /experiences/list), not in its
 * brand's experiences, cannot be booked and offers no slots; its owner still sees it.
 */
import { describe, expect, it } from "vitest";
import { experienceCategories } from "../../platform/schema";
import { brand, dateAhead, person, startCheckout, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const WINDOW = { start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 }, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
const MINIMAL = { name: "Quiet pottery evening", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 0 } };

describe.each(databaseTargets)("an experience's listed flag on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  async function owner(): Promise<Person & { brandId: string; domain: string }> {
    const who = await person(platform(), "owner");
    const mine = await brand(platform(), who.id);
    await platform().db.insert(experienceCategories).values({ name: "crafts", title: "Crafts" }).onConflictDoNothing();
    return { ...who, brandId: mine.id, domain: mine.domain };
  }
  const create = (who: Person, experience: Record<string, unknown>) =>
    send(platform(), "POST", "/experiences/create", { token: who.token, json: { category: "crafts", experience: { ...MINIMAL, ...experience }, availabilities: [WINDOW] } });
  const ids = (body: { experiences: Array<{ id: string }> }) => body.experiences.map((e) => e.id);

  it("is listed when a create omits it, as before the flag", async () => {
    const me = await owner();
    const created = await create(me, {});
    expect(created.status).toBe(201);
    expect(created.body.listed).toBe(true);
    expect(ids((await send(platform(), "GET", "/experiences/list?per_page=50")).body)).toContain(created.body.id);
  });

  it("unlisted: in no list, search or brand page, not bookable, no slots; its owner sees it; listing it makes it public", async () => {
    const me = await owner();
    const created = await create(me, { name: "Hidden pottery evening", listed: false });
    expect(created.status).toBe(201);
    expect(created.body.listed).toBe(false);
    const id: string = created.body.id;

    expect(ids((await send(platform(), "GET", "/experiences/list?per_page=50")).body)).not.toContain(id);
    expect(ids((await send(platform(), "POST", "/experiences/search", { json: { keywords: "hidden pottery" } })).body)).not.toContain(id);
    expect(ids((await send(platform(), "GET", "/experiences/categories/crafts/list")).body)).not.toContain(id);
    expect(ids((await send(platform(), "GET", `/business/name/${me.domain}/experiences`)).body)).not.toContain(id);

    const buyer = await person(platform(), "buyer");
    const checkout = await startCheckout(platform(), buyer, id);
    expect(checkout.status).toBe(409);
    const slots = await send(platform(), "GET", `/experiences/id/${id}/slots?from=${dateAhead(5)}&to=${dateAhead(6)}`);
    expect(slots.body.slots).toEqual([]);

    // Its owner (and a link holder) still reads it by id; the owner's list has it.
    expect((await send(platform(), "GET", `/experiences/id/${id}`)).body).toMatchObject({ id, listed: false });
    const own = await send(platform(), "GET", "/account/business/experiences", { token: me.token });
    expect(own.body.map((e: { id: string }) => e.id)).toContain(id);

    const published = await send(platform(), "PUT", `/experiences/id/${id}`, { token: me.token, json: { experience: { listed: true } } });
    expect(published.status).toBe(200);
    expect(published.body.listed).toBe(true);
    expect(ids((await send(platform(), "POST", "/experiences/search", { json: { keywords: "hidden pottery" } })).body)).toContain(id);
    expect((await send(platform(), "GET", `/experiences/id/${id}/slots?from=${dateAhead(5)}&to=${dateAhead(6)}`)).body.slots.length).toBeGreaterThan(0);
  });
});
