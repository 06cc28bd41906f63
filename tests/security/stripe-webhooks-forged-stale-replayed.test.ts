/**
 * Finding: a booking used to be confirmed by the browser's return alone. Now only the provider
 * confirms it, and its webhook (POST /webhooks/stripe, no API credential) is believed only when
 * Stripe's signature over the raw body holds and is at most 5 minutes old: a forged or stale
 * event is a 400 with no effect; a replayed one a 2xx with no second effect; an unknown type a
 * 2xx, ignored; a body past the cap a 413.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experienceCheckouts, paymentEvents, payments, purchases } from "../../platform/schema";
import { databaseTargets } from "../support/platform";
import { experience, person, startCheckout } from "../support/marketplace";
import { sessionOf, useStripePlatform } from "../support/stripe-platform";

describe.each(databaseTargets)("Stripe webhooks on $name", async (target) => {
  const { platform, stripe, clock } = await useStripePlatform(target);

  /** A paid session whose completed event was not delivered yet. */
  async function paidSession() {
    stripe.holdWebhooks = true;
    const tour = await experience(platform());
    const started = await startCheckout(platform(), await person(platform()), tour.id, { guests: 1 });
    const { event } = await stripe.complete(await sessionOf(platform(), started.body.id));
    stripe.holdWebhooks = false;
    return { checkoutId: started.body.id, event };
  }
  const status = async (id: string) => (await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, id)))[0]!.status;

  it("a forged signature, or none, is refused with 400 and books nothing", async () => {
    const { checkoutId, event } = await paidSession();
    const forged = await stripe.deliver(event, { signature: `t=${Math.floor(clock.now() / 1000)},v1=${"0".repeat(64)}` });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).code).toBe("invalid_request");
    const other = await stripe.deliver(event, { signature: "" });
    expect(other.status).toBe(400);
    const unsigned = await platform().fetch(new Request("http://platform.test/webhooks/stripe", { method: "POST", body: JSON.stringify(event) }));
    expect(unsigned.status).toBe(400);
    expect([await status(checkoutId), (await platform().db.select().from(purchases)).length]).toEqual(["open", 0]);
    expect(await platform().db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("a correctly signed event older than 5 minutes is refused as a replay (400, no effect)", async () => {
    const { checkoutId, event } = await paidSession();
    const stale = await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect([await status(checkoutId), (await platform().db.select().from(purchases)).length]).toEqual(["open", 0]);
    // Within the tolerance it is taken.
    expect((await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 240 })).status).toBe(200);
    expect(await status(checkoutId)).toBe("completed");
  });

  it("a redelivered event is answered 2xx with no second effect", async () => {
    const { event } = await paidSession();
    const answers = [await stripe.deliver(event), await stripe.deliver(event), await stripe.deliver(event)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
    expect(await platform().db.select().from(payments)).toHaveLength(1);
    expect(await platform().db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("reaches the platform without an API credential; unknown events are 2xx and ignored; a body past the cap is 413", async () => {
    const { event } = await paidSession();
    const unknown = await stripe.deliver({ ...event, id: "evt_unknown_type", type: "customer.created" });
    expect([unknown.status, JSON.parse(unknown.body)]).toEqual([200, { received: true, ignored: true }]);
    expect(await platform().db.select().from(purchases)).toHaveLength(0);
    const huge = await platform().fetch(
      new Request("http://platform.test/webhooks/stripe", { method: "POST", body: "x".repeat(300 * 1024), headers: { "Stripe-Signature": "t=1,v1=00" } }),
    );
    expect(huge.status).toBe(413);
  });
});
