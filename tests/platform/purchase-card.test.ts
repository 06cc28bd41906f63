/**
 * An experience as a list, its own page and a purchase show it (spec/platform-core.md §7
 * "Experiences", "Purchases and tickets"): its seller, tags (by name, a tag's category or null),
 * weekly windows (by start), the caller's like, and a purchase's tickets and ratings. Pinned
 * field by field, so the loaders may change how they read without changing what they answer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experienceCategories, experienceTagLinks, experienceTags, purchases } from "../../platform/schema";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { brand, experience, pay, person, startCheckout } from "../support/marketplace";

describe.each(databaseTargets)("an experience's card on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("shows its seller, tags, windows, the caller's like, and a purchase's tickets and rating", async () => {
    const db = platform().db;
    const seller = await brand(platform());
    const tour = await experience(platform(), {
      businessId: seller.id,
      windows: [
        { start: "13:30", end: "17:00", days: ["saturday", "sunday"] },
        { start: "09:00", end: "12:15", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] },
      ],
    });
    const [water] = await db.insert(experienceCategories).values({ name: "water-card", title: "Water" }).returning();
    const tags = await db
      .insert(experienceTags)
      .values([
        { name: "zz-sunset-card", title: "Sunset" },
        { name: "aa-kayak-card", title: "Kayak", categoryId: water!.id },
      ])
      .returning();
    await db.insert(experienceTagLinks).values(tags.map((tag) => ({ experienceId: tour.id, tagId: tag.id })));

    const buyer = await person(platform());
    expect((await send(platform(), "POST", `/experiences/id/${tour.id}/likes`, { token: buyer.token })).status).toBe(200);
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 2, time: "09:00" });
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [bought] = await db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));

    const card = {
      provider: { id: seller.id, name: seller.name, username: seller.domain, logo: seller.logo },
      tags: [
        { name: "aa-kayak-card", title: "Kayak", category: "water-card" },
        { name: "zz-sunset-card", title: "Sunset", category: null },
      ],
      availabilities: [
        { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 15 }, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true },
        { start: { hour: 13, minute: 30 }, end: { hour: 17, minute: 0 }, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: true },
      ],
      liked: true,
      likes: 1,
      venue: null,
    };
    const page = await send<any>(platform(), "GET", `/experiences/id/${tour.id}`, { token: buyer.token });
    expect(page.body).toMatchObject(card);
    const anonymous = await send<any>(platform(), "GET", `/experiences/id/${tour.id}`);
    expect(anonymous.body).toMatchObject({ ...card, liked: false });

    const [listed] = (await send<any[]>(platform(), "GET", "/purchases/experiences", { token: buyer.token })).body;
    expect(listed.id).toBe(bought!.id);
    expect(listed.experience).toEqual(page.body);
    expect(listed.seller).toEqual(card.provider);
    expect(listed.tickets.map((t: any) => [t.number, t.closed, t.cancelled, t.purchase_id])).toEqual([
      [1, false, false, bought!.id],
      [2, false, false, bought!.id],
    ]);
    expect([listed.experience_rating, listed.provider_rating, listed.user_rating]).toEqual([null, null, null]);
    expect((await send<any>(platform(), "GET", `/purchases/id/${bought!.id}`, { token: buyer.token })).body).toEqual(listed);

    // Rated once its slot has started: the list and the purchase show the buyer's ratings.
    await db.update(purchases).set({ startsAt: new Date(Date.now() - 3_600_000) }).where(eq(purchases.id, bought!.id));
    const rate = (path: string, rating: number) =>
      send<any>(platform(), "POST", `/experiences/id/${tour.id}/${path}`, { token: buyer.token, json: { rating, ticket_id: listed.tickets[0].id } });
    expect((await rate("rate", 4)).status).toBe(200);
    expect((await rate("rate/provider", 2)).status).toBe(200);
    const [past] = (await send<any[]>(platform(), "GET", "/purchases/experiences/history", { token: buyer.token })).body;
    expect([past.id, past.experience_rating, past.provider_rating]).toEqual([bought!.id, 4, 2]);
    expect(past.experience).toMatchObject({ ...card, rating: 4, rating_count: 1 });
    expect((await send<any>(platform(), "GET", `/purchases/id/${bought!.id}`, { token: buyer.token })).body).toEqual(past);
  });
});
