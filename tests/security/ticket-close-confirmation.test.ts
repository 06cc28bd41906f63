/**
 * Irreversible actions ask first (DESIGN.md "Trust"), and closing a ticket is recorded (spec §4
 * "a user may close it and the closer is recorded"): the platform keeps who closed it and when,
 * by the platform's clock. The site's two steps (the question "Mark ticket 1 as used? This cannot
 * be undone", then the close), with JavaScript on and off, are proven in tests/e2e/marketplace.spec.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases, tickets } from "../../platform/schema";
import { brand, experience, pay, person, startCheckout } from "../support/marketplace";
import { DAY, movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("closing a ticket on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { clock, returnOrigins: ["http://site.test"] } });

  it("records the closer's id and the platform's time, once", async () => {
    const owner = await person(platform(), "owner");
    const tour = await experience(platform(), { businessId: (await brand(platform(), owner.id)).id });
    const buyer = await person(platform(), "buyer");
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 2 });
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [purchase] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    const [first, second] = (await send(platform(), "GET", `/purchases/id/${purchase!.id}/tickets`, { token: buyer.token })).body;

    clock.advance(10 * DAY);
    const closedAt = new Date(clock.now()).toISOString();
    const byBuyer = await send(platform(), "GET", `/purchases/tickets/id/${first.id}/close`, { token: buyer.token });
    expect(byBuyer.body).toMatchObject({ closed: true, closed_by: "holder", closed_by_user: buyer.id, time_closed: closedAt });
    clock.advance(60_000);
    const bySeller = await send(platform(), "GET", `/purchases/tickets/id/${second.id}/close`, { token: owner.token });
    expect(bySeller.body).toMatchObject({ closed: true, closed_by: "seller", closed_by_user: owner.id, time_closed: new Date(clock.now()).toISOString() });

    // Closing again changes nothing: the first close is the one on record.
    clock.advance(60_000);
    expect((await send(platform(), "GET", `/purchases/tickets/id/${first.id}/close`, { token: owner.token })).body).toMatchObject({ closed_by_user: buyer.id, time_closed: closedAt });
    const [row] = await platform().db.select().from(tickets).where(eq(tickets.id, first.id));
    expect([row!.closedByUserId, row!.timeClosed?.toISOString()]).toEqual([buyer.id, closedAt]);
  });
});
