/**
 * Ratings come from people who attended (DESIGN.md "Trust"): a rating opens when the booked slot
 * starts. Before this, a buyer could rate an experience weeks ahead and its public page showed
 * the rating at once. The platform's clock is moved past the start instead of waiting for it.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { experiences, purchases, ratings } from "../../platform/schema";
import { experience, pay, person, startCheckout, type Person } from "../support/marketplace";
import { DAY, movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const refusal = (response: { status: number; body: any }) => [response.status, response.body.code, response.body.message];

async function bought(platform: Platform, buyer: Person, experienceId: string): Promise<{ id: string; startsAt: Date; ticketId: string }> {
  const started = await startCheckout(platform, buyer, experienceId, { guests: 1 });
  expect((await pay(platform, started.body.id)).status).toBe(303);
  const [row] = await platform.db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
  const answer = await send(platform, "GET", `/purchases/id/${row!.id}`, { token: buyer.token });
  return { id: row!.id, startsAt: row!.startsAt, ticketId: answer.body.tickets[0].id };
}

describe.each(databaseTargets)("a rating before the slot starts on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { clock, returnOrigins: ["http://site.test"] } });
  beforeEach(() => clock.reset());
  const rate = (who: Person, experienceId: string, json: unknown, provider = false) =>
    send(platform(), "POST", `/experiences/id/${experienceId}/rate${provider ? "/provider" : ""}`, { token: who.token, json });

  it("is refused with rating_not_open, for the experience and for its host, until the slot starts", async () => {
    const tour = await experience(platform());
    const ann = await person(platform(), "ann");
    const purchase = await bought(platform(), ann, tour.id);
    expect(purchase.startsAt.getTime()).toBeGreaterThan(Date.now() + 5 * DAY);

    const early = await rate(ann, tour.id, { rating: 5, ticket_id: purchase.ticketId });
    expect(refusal(early)).toEqual([409, "rating_not_open", "You can rate this experience once it has started."]);
    expect(refusal(await rate(ann, tour.id, { rating: 5, ticket_id: purchase.ticketId }, true))[1]).toBe("rating_not_open");
    expect(await platform().db.select().from(ratings).where(eq(ratings.purchaseId, purchase.id))).toEqual([]);
    const [row] = await platform().db.select().from(experiences).where(eq(experiences.id, tour.id));
    expect([row!.rating, row!.ratingCount]).toEqual([null, 0]);

    // One second before the start: still closed. At the start: open.
    clock.advance(purchase.startsAt.getTime() - clock.now() - 1000);
    expect((await rate(ann, tour.id, { rating: 5, ticket_id: purchase.ticketId })).status).toBe(409);
    clock.advance(1000);
    const rated = await rate(ann, tour.id, { rating: 5, ticket_id: purchase.ticketId });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ id: purchase.id, experience_rating: 5 });
  });
});
