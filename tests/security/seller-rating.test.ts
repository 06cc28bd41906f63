/**
 * Ratings come from buyers who are not the seller (DESIGN.md "Trust"): the owner of the brand
 * that sells an experience cannot rate it or its host, not even by buying it. Before this, an
 * owner bought their own experience and gave it five stars.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experiences, purchases, ratings } from "../../platform/schema";
import { brand, experience, pay, person, startCheckout } from "../support/marketplace";
import { DAY, movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("a seller rating their own experience on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { clock, returnOrigins: ["http://site.test"] } });

  it("is refused with own_experience, after the start too, and changes no rating", async () => {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    const tour = await experience(platform(), { businessId: shop.id });
    const started = await startCheckout(platform(), owner, tour.id, { guests: 1 });
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [purchase] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    const ticketId = (await send(platform(), "GET", `/purchases/id/${purchase!.id}`, { token: owner.token })).body.tickets[0].id;
    clock.advance(30 * DAY);

    for (const path of ["rate", "rate/provider"]) {
      const answer = await send(platform(), "POST", `/experiences/id/${tour.id}/${path}`, { token: owner.token, json: { rating: 5, ticket_id: ticketId } });
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([403, "own_experience", "You cannot rate an experience your own brand sells."]);
    }
    expect(await platform().db.select().from(ratings).where(eq(ratings.purchaseId, purchase!.id))).toEqual([]);
    const [row] = await platform().db.select().from(experiences).where(eq(experiences.id, tour.id));
    expect([row!.rating, row!.ratingCount]).toEqual([null, 0]);
  });
});
