/**
 * What the platform answers alike to everyone (the categories and tags with their counts, the
 * plans) is kept per process for at most SHARED_CACHE_MS (docs/performance.md "Shared data"):
 * read once for many calls, forgotten at once by this process's own writes (an experience
 * created, moved or archived; the taxonomy command), another process's change seen within the bound.
 */
import { describe, expect, it } from "vitest";
import { experienceCategories } from "../../platform/schema";
import { createSharedCache, SHARED_CACHE_MS } from "../../platform/infra/shared-cache";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const WINDOW = { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true, sunday: true };
const KAYAK = { name: "Harbor kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } };

describe("the shared cache", () => {
  it("reads an answer once for many callers, again after SHARED_CACHE_MS or a write", async () => {
    expect(SHARED_CACHE_MS).toBeLessThanOrEqual(30_000);
    const cache = createSharedCache();
    const db = {};
    let reads = 0;
    // A thenable that reads each time it is awaited, as a query builder does.
    const read = (): PromiseLike<number> => ({ then: (resolve) => Promise.resolve(++reads).then(resolve) });
    const now = 1_000_000;
    expect(await Promise.all([cache.get(db, "k", read, now), cache.get(db, "k", read, now)])).toEqual([1, 1]);
    expect(await cache.get(db, "k", read, now + SHARED_CACHE_MS - 1)).toBe(1);
    expect(await cache.get(db, "k", read, now + SHARED_CACHE_MS)).toBe(2);
    cache.changed();
    expect(await cache.get(db, "k", read, now + SHARED_CACHE_MS)).toBe(3);
    // Another database (another platform in the process) has answers of its own.
    expect(await cache.get({}, "k", read, now + SHARED_CACHE_MS)).toBe(4);
  });
});

describe.each(databaseTargets)("shared answers on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });
  const water = async () => {
    const categories = await send<Array<{ name: string; count: number }>>(platform(), "GET", "/experiences/categories?empty=true");
    return categories.body.find((category) => category.name === "water")?.count;
  };
  const waterTags = async () => (await send<Array<{ name: string; count: number }>>(platform(), "GET", "/experiences/categories/water/tags")).body;

  it("counts an experience in its category from the call after it was created, and no more once archived", async () => {
    await platform().db.insert(experienceCategories).values({ name: "water", title: "On the water" }).onConflictDoNothing();
    const owner = await person(platform(), "owner");
    await brand(platform(), owner.id);
    expect(await water()).toBe(0);
    expect(await waterTags()).toEqual([]);

    const created = await send<{ id: string }>(platform(), "POST", "/experiences/create", { token: owner.token, json: { category: "water", experience: KAYAK, availabilities: [WINDOW] } });
    expect(created.status).toBe(201);
    expect(await water()).toBe(1);

    expect((await send(platform(), "DELETE", `/experiences/id/${created.body.id}`, { token: owner.token })).status).toBeLessThan(300);
    expect(await water()).toBe(0);
  });
});
