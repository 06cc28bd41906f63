/**
 * Bookings paid through Stripe (docs/payments.md "Bookings"), against the Stripe double: the
 * booking is made only when Stripe confirms the payment (its webhook, the session read back on
 * return, the reconciliation); an expired checkout releases its places and credits; events out
 * of order; the capacity race with Stripe. Time moves only when the test moves the clock.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { creditBalances, experienceCheckouts, experienceSlots, payments, purchases, tickets } from "../../platform/schema";
import { send } from "../support/platform-accounts";
import { databaseTargets } from "../support/platform";
import { credit, experience, person, startCheckout } from "../support/marketplace";
import { sessionOf, useStripePlatform } from "../support/stripe-platform";
import type { StripeEvent } from "../support/stripe-double";

const MINUTE = 60_000;

describe.each(databaseTargets)("bookings through Stripe on $name", async (target) => {
  const { platform, stripe, clock } = await useStripePlatform(target);
  beforeEach(() => {
    clock.reset();
    stripe.holdWebhooks = false;
  });

  const sold = async (experienceId: string) => (await platform().db.select().from(experienceSlots).where(eq(experienceSlots.experienceId, experienceId)))[0]?.sold ?? 0;
  const statusOf = async (id: string) => (await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, id)))[0]!.status;
  const returned = (who: { token: string }, id: string) => send(platform(), "GET", `/purchases/checkout/${id}`, { token: who.token });

  it("opens a Stripe Checkout Session for the price, and books only when Stripe's webhook says it was paid", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform(), { name: "Harbor kayak tour", retailPriceCents: 4000 });
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 2 });
    expect(started.status).toBe(201);
    const sessionId = await sessionOf(platform(), started.body.id);
    expect(started.body.url).toBe(`${stripe.url}/pay/${sessionId}`);
    const created = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.form).toMatchObject({
      mode: "payment",
      client_reference_id: started.body.id,
      metadata: { checkout_id: started.body.id, purpose: "booking" },
      customer_email: buyer.email,
      success_url: `http://site.test/purchases/done?checkout=${started.body.id}`,
      cancel_url: `http://platform.test/experience-checkout/${started.body.id}/cancel`,
      expires_at: String(Math.floor((clock.now() + 30 * MINUTE) / 1000)),
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "4000", product_data: { name: "Harbor kayak tour" } } }],
    });
    expect(created.idempotencyKey).toBe(`checkout-${started.body.id}`);
    // Held, not booked: the places are taken, no purchase exists, the return says "open".
    expect(await sold(tour.id)).toBe(2);
    expect(await platform().db.select().from(purchases)).toHaveLength(0);
    expect((await returned(buyer, started.body.id)).body).toMatchObject({ status: "open", purchase_id: null });

    const { delivered } = await stripe.complete(sessionId);
    expect(delivered!.status).toBe(200);
    const [purchase] = await platform().db.select().from(purchases);
    expect(purchase).toMatchObject({ checkoutId: started.body.id, guests: 2, priceCents: 4000 });
    expect(await platform().db.select().from(tickets).where(eq(tickets.purchaseId, purchase!.id))).toHaveLength(2);
    const session = stripe.session(sessionId) as { payment_intent: { id: string; latest_charge: { receipt_url: string } } };
    expect(await platform().db.select().from(payments)).toEqual([
      expect.objectContaining({
        userId: buyer.id,
        kind: "payment",
        purpose: "booking",
        subjectId: purchase!.id,
        amountCents: 4000,
        status: "succeeded",
        provider: "stripe",
        providerRef: session.payment_intent.id,
        receiptUrl: session.payment_intent.latest_charge.receipt_url,
        description: expect.stringMatching(/^Harbor kayak tour, \w{3}, \w{3} \d{1,2}, \d{4}, 10:00 AM E[SD]T, 2 guests$/),
      }),
    ]);
    expect((await returned(buyer, started.body.id)).body).toMatchObject({ status: "completed", purchase_id: purchase!.id });
    expect(await sold(tour.id)).toBe(2);
  });

  it("a webhook that never comes: the return reads the session from Stripe, and the reconciliation confirms the rest", async () => {
    stripe.holdWebhooks = true;
    const buyer = await person(platform());
    const tour = await experience(platform());
    const first = await startCheckout(platform(), buyer, tour.id, { guests: 1 });
    const second = await startCheckout(platform(), buyer, tour.id, { guests: 1 });
    await stripe.complete(await sessionOf(platform(), first.body.id));
    await stripe.complete(await sessionOf(platform(), second.body.id));
    expect(await platform().db.select().from(purchases)).toHaveLength(0);

    // The buyer comes back: the platform asks Stripe, which says paid.
    const back = await returned(buyer, first.body.id);
    expect(back.body).toMatchObject({ status: "completed", purchase_id: expect.any(String) });
    expect(await platform().db.select().from(purchases)).toHaveLength(1);

    // Nobody comes back for the second: the reconciliation asks once it is a few minutes old.
    expect(await platform().reconcilePayments()).toBe(0);
    clock.advance(6 * MINUTE);
    expect(await platform().reconcilePayments()).toBe(1);
    expect(await statusOf(second.body.id)).toBe("completed");
    expect(await platform().db.select().from(purchases)).toHaveLength(2);
    // The held webhooks arrive at last: handled once, nothing more.
    stripe.holdWebhooks = false;
    for (const event of stripe.events) expect((await stripe.deliver(event)).status).toBe(200);
    expect(await platform().db.select().from(purchases)).toHaveLength(2);
    expect(await platform().db.select().from(payments)).toHaveLength(2);
  });

  it("an expired checkout releases its places and gives its credits back: on Stripe's event, or by the reconciliation past the hold", async () => {
    const buyer = await person(platform());
    const vibe = await credit(platform(), buyer.id, 4, 500);
    const tour = await experience(platform(), { retailPriceCents: 4000 });
    const balance = async () => (await platform().db.select().from(creditBalances).where(eq(creditBalances.creditId, vibe.id)))[0]!.balance;
    const one = await startCheckout(platform(), buyer, tour.id, { guests: 1, credit_id: vibe.id, credit_quantity: 2 });
    const two = await startCheckout(platform(), buyer, tour.id, { guests: 2, credit_id: vibe.id, credit_quantity: 2 });
    expect([await sold(tour.id), await balance()]).toEqual([3, 0]);

    const { delivered } = await stripe.expire(await sessionOf(platform(), one.body.id));
    expect(delivered!.status).toBe(200);
    expect([await statusOf(one.body.id), await sold(tour.id), await balance()]).toEqual(["expired", 2, 2]);

    // The second's event never comes: past its 30 minutes, the reconciliation closes it at Stripe and releases it.
    stripe.holdWebhooks = true;
    clock.advance(31 * MINUTE);
    await platform().reconcilePayments();
    expect(stripe.session(await sessionOf(platform(), two.body.id)).status).toBe("expired");
    expect([await statusOf(two.body.id), await sold(tour.id), await balance()]).toEqual(["expired", 0, 4]);
    await stripe.idle();
  });

  it("coming back through the cancel URL closes the session at Stripe and releases the hold", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 2 });
    const sessionId = await sessionOf(platform(), started.body.id);
    const back = await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}/cancel`));
    expect([back.status, back.headers.get("location")]).toEqual([303, "http://site.test/experiences/back"]);
    expect(stripe.session(sessionId).status).toBe("expired");
    expect([await statusOf(started.body.id), await sold(tour.id)]).toEqual(["cancelled", 0]);
    await stripe.idle();
    expect(await statusOf(started.body.id)).toBe("cancelled");
  });

  it("out of order: completed after expired takes the places again when free, else refunds the payment in full", async () => {
    stripe.holdWebhooks = true;
    const buyer = await person(platform());
    const tour = await experience(platform(), { maxGuests: 2, retailPriceCents: 4000 });
    const expiredFirst = async (checkoutId: string) => {
      const { event } = await stripe.complete(await sessionOf(platform(), checkoutId));
      const expired: StripeEvent = { ...event, id: `${event.id}_expired`, type: "checkout.session.expired" };
      expect((await stripe.deliver(expired)).status).toBe(200);
      expect(await statusOf(checkoutId)).toBe("expired");
      return event;
    };

    const late = await startCheckout(platform(), buyer, tour.id, { guests: 2 });
    const completed = await expiredFirst(late.body.id);
    expect(await sold(tour.id)).toBe(0);
    expect((await stripe.deliver(completed)).status).toBe(200);
    expect([await statusOf(late.body.id), await sold(tour.id)]).toEqual(["completed", 2]);
    expect(await platform().db.select().from(purchases)).toHaveLength(1);

    // Again on another day, but someone takes the places between the release and the payment.
    const date = "2027-06-01";
    const lost = await startCheckout(platform(), buyer, tour.id, { guests: 2, date });
    const lostCompleted = await expiredFirst(lost.body.id);
    const rival = await startCheckout(platform(), await person(platform(), "rival"), tour.id, { guests: 2, date });
    expect(rival.status).toBe(201);
    expect((await stripe.deliver(lostCompleted)).status).toBe(200);
    expect(await statusOf(lost.body.id)).toBe("refunded");
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
    const refund = stripe.requests.find((r) => r.path === "/v1/refunds")!;
    const intent = (stripe.session(await sessionOf(platform(), lost.body.id)) as { payment_intent: { id: string } }).payment_intent.id;
    expect(refund.form).toEqual({ payment_intent: intent, amount: "4000" });
    expect(refund.idempotencyKey).toBe(`booking-refund-${lost.body.id}`);
    const records = await platform().db.select().from(payments).where(eq(payments.subjectId, lost.body.id));
    expect(records.map((r) => [r.kind, r.amountCents, r.status])).toEqual(
      expect.arrayContaining([
        ["payment", 4000, "succeeded"],
        ["refund", 4000, "succeeded"],
      ]),
    );
    expect((await returned(buyer, lost.body.id)).body).toMatchObject({ status: "refunded", purchase_id: null });
    // And told, wherever they are.
    const told = await send(platform(), "GET", "/account/notifications", { token: buyer.token });
    expect(JSON.stringify(told.body)).toContain("was refunded in full. Nothing was booked.");
    // Redelivered: no second refund.
    expect((await stripe.deliver(lostCompleted)).status).toBe(200);
    expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(1);
  });

  it("out of order: expired after completed changes nothing", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 2 });
    const { event } = await stripe.complete(await sessionOf(platform(), started.body.id));
    expect((await stripe.deliver({ ...event, id: `${event.id}_late`, type: "checkout.session.expired" })).status).toBe(200);
    expect([await statusOf(started.body.id), await sold(tour.id)]).toEqual(["completed", 2]);
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
  });

  it("a booking that costs nothing (all in credits) is booked at once without a card; one below Stripe's $0.50 is refused in words", async () => {
    const buyer = await person(platform());
    const vibe = await credit(platform(), buyer.id, 10, 500);
    const tour = await experience(platform(), { retailPriceCents: 1000 });
    const asked = stripe.requests.length;
    const free = await startCheckout(platform(), buyer, tour.id, { guests: 1, credit_id: vibe.id, credit_quantity: 2 });
    expect([free.status, free.body.url]).toEqual([201, `http://site.test/purchases/done?checkout=${free.body.id}`]);
    expect(await statusOf(free.body.id)).toBe("completed");
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
    expect(await platform().db.select().from(payments)).toHaveLength(0);
    const cheap = await experience(platform(), { retailPriceCents: 520 });
    const below = await startCheckout(platform(), buyer, cheap.id, { guests: 1, credit_id: vibe.id, credit_quantity: 1 });
    expect([below.status, below.body.code, below.body.message]).toEqual([
      409,
      "conflict",
      "Card payments start at $0.50; this booking would cost $0.20. Use fewer credits, or enough to cover it all.",
    ]);
    expect(stripe.requests.slice(asked)).toEqual([]);
  });

  it("20 checkouts at once for the last 3 places, with Stripe: exactly 3 sessions open, the rest are 409 sold out", async () => {
    const tour = await experience(platform(), { maxGuests: 10 });
    const first = await startCheckout(platform(), await person(platform()), tour.id, { guests: 7 });
    await stripe.complete(await sessionOf(platform(), first.body.id));
    const racers = [];
    for (let i = 0; i < 20; i++) racers.push(await person(platform(), `racer${i}`));
    const before = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const answers = await Promise.all(racers.map((racer) => startCheckout(platform(), racer, tour.id, { guests: 1 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(17).fill("sold_out"));
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length - before).toBe(3);
    for (const answer of answers.filter((a) => a.status === 201)) await stripe.complete(await sessionOf(platform(), answer.body.id));
    expect(await sold(tour.id)).toBe(10);
    const [count] = await platform().db.select().from(tickets);
    expect(count).toBeDefined();
    expect(await platform().db.select().from(tickets)).toHaveLength(10);
  });
});
