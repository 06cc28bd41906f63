/**
 * The tier is checked again when a booking's payment is confirmed (docs/payments.md "Bookings"):
 * a member whose membership ended between starting the checkout and paying it is not booked; the
 * payment is refunded in full through the refunders of the cancellation path, the credits come
 * back as a ledger row, the places go back on sale, and the member is told why (notification and
 * email). With the demo provider's Pay, and with Stripe (its webhook, and the reconciliation).
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { creditBalances, creditMovements, experienceCheckouts, experienceSlots, mailJobs, notifications, payments, purchases, subscriptions } from "../../platform/schema";
import type { Platform } from "../../platform/index";
import { databaseTargets, usePlatform } from "../support/platform";
import { credit, experience, membership, pay, person, startCheckout, type Person } from "../support/marketplace";
import { sessionOf, useStripePlatform } from "../support/stripe-platform";

const ALLIANCE = 1;
const MINUTE = 60_000;

async function membershipEnds(platform: Platform, userId: string) {
  await platform.db.update(subscriptions).set({ status: "cancelled" }).where(eq(subscriptions.userId, userId));
}

async function outcome(platform: Platform, buyer: Person, checkoutId: string, experienceId: string) {
  const db = platform.db;
  return {
    status: (await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId)))[0]!.status,
    purchases: (await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).length,
    sold: (await db.select().from(experienceSlots).where(eq(experienceSlots.experienceId, experienceId)))[0]?.sold ?? 0,
    money: (await db.select().from(payments).where(eq(payments.userId, buyer.id))).map((row) => [row.kind, row.amountCents, row.status]).sort(),
    notice: (await db.select().from(notifications).where(eq(notifications.userId, buyer.id))).map((row) => [row.title, row.message]),
    emails: (await db.select().from(mailJobs).where(eq(mailJobs.recipient, buyer.email))).map((row) => row.subject),
  };
}

describe.each(databaseTargets)("the tier checked again at payment, demo provider, on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("a membership that ended before Pay: nothing booked, the card payment and the credits back, the places on sale, the member told why", async () => {
    const buyer = await person(platform());
    await membership(platform(), buyer.id, ALLIANCE);
    const vibe = await credit(platform(), buyer.id, 2, 500);
    const gardens = await experience(platform(), { name: "Garden tour", minimumTier: ALLIANCE, retailPriceCents: 4000 });
    const started = await startCheckout(platform(), buyer, gardens.id, { guests: 2, credit_id: vibe.id, credit_quantity: 1 });
    expect(started.status).toBe(201);
    expect((await outcome(platform(), buyer, started.body.id, gardens.id)).sold).toBe(2);

    await membershipEnds(platform(), buyer.id);
    const paid = await pay(platform(), started.body.id);
    expect([paid.status, paid.headers.get("location")]).toEqual([303, `http://site.test/purchases/done?checkout=${started.body.id}`]);

    const after = await outcome(platform(), buyer, started.body.id, gardens.id);
    expect(after).toMatchObject({ status: "refunded", purchases: 0, sold: 0 });
    // Paid $35 ($40 for the group less one $5 credit), refunded in full by the demo refunder.
    expect(after.money).toEqual([
      ["payment", 3500, "succeeded"],
      ["refund", 3500, "succeeded"],
    ]);
    const movements = await platform().db.select().from(creditMovements).where(eq(creditMovements.creditId, vibe.id)).orderBy(creditMovements.seq);
    expect(movements.map((m) => [m.kind, m.amount])).toEqual([
      ["checkout", -1],
      ["checkout_release", 1],
    ]);
    expect((await platform().db.select().from(creditBalances).where(and(eq(creditBalances.creditId, vibe.id), eq(creditBalances.userId, buyer.id))))[0]!.balance).toBe(2);
    expect(after.notice).toEqual([
      [
        "Not booked: Garden tour",
        expect.stringMatching(
          /^Your booking of Garden tour on \w{3}, \w{3} \d+(, \d{4})?, 10:00 AM E[SD]T for 2 guests was not made: it is for Alliance members and above, and your membership no longer was when the payment arrived\. Nothing was booked; \$35 is refunded in full and the credit you used is back in your balance\.$/,
        ),
      ],
    ]);
    expect(after.emails).toEqual(["Not booked: Garden tour"]);

    // Paying again changes nothing.
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    expect((await outcome(platform(), buyer, started.body.id, gardens.id)).money).toHaveLength(2);
  });

  it("a member who still holds the tier is booked as before", async () => {
    const buyer = await person(platform());
    await membership(platform(), buyer.id, ALLIANCE);
    const gardens = await experience(platform(), { minimumTier: ALLIANCE });
    const started = await startCheckout(platform(), buyer, gardens.id, { guests: 2 });
    await pay(platform(), started.body.id);
    expect(await outcome(platform(), buyer, started.body.id, gardens.id)).toMatchObject({ status: "completed", purchases: 1, sold: 2 });
  });
});

describe.each(databaseTargets)("the tier checked again at payment, Stripe, on $name", async (target) => {
  const { platform, stripe, clock } = await useStripePlatform(target);
  beforeEach(() => {
    clock.reset();
    stripe.holdWebhooks = false;
  });
  const refundsAsked = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");

  it("on Stripe's webhook: refused, refunded at Stripe in full, places back, the member told", async () => {
    const buyer = await person(platform());
    await membership(platform(), buyer.id, ALLIANCE);
    const gardens = await experience(platform(), { name: "Garden tour", minimumTier: ALLIANCE, retailPriceCents: 4000 });
    const started = await startCheckout(platform(), buyer, gardens.id, { guests: 1 });
    expect(started.status).toBe(201);
    await membershipEnds(platform(), buyer.id);
    const before = refundsAsked().length;
    const { delivered } = await stripe.complete(await sessionOf(platform(), started.body.id));
    expect(delivered!.status).toBe(200);

    const after = await outcome(platform(), buyer, started.body.id, gardens.id);
    expect(after).toMatchObject({ status: "refunded", purchases: 0, sold: 0 });
    expect(after.money).toEqual([
      ["payment", 4000, "succeeded"],
      ["refund", 4000, "succeeded"],
    ]);
    expect(refundsAsked().length).toBe(before + 1);
    expect(refundsAsked().at(-1)!.form).toMatchObject({ amount: "4000" });
    expect(after.notice.map(([title]) => title)).toEqual(["Not booked: Garden tour"]);
    expect(after.emails).toEqual(["Not booked: Garden tour"]);

    // The same event again: handled once.
    for (const event of stripe.events) expect((await stripe.deliver(event)).status).toBe(200);
    expect(refundsAsked().length).toBe(before + 1);
    expect((await outcome(platform(), buyer, started.body.id, gardens.id)).money).toHaveLength(2);
  });

  it("by the reconciliation when the webhook never comes: the same refusal and refund", async () => {
    stripe.holdWebhooks = true;
    const buyer = await person(platform());
    await membership(platform(), buyer.id, ALLIANCE);
    const gardens = await experience(platform(), { minimumTier: ALLIANCE });
    const started = await startCheckout(platform(), buyer, gardens.id, { guests: 1 });
    await stripe.complete(await sessionOf(platform(), started.body.id));
    await membershipEnds(platform(), buyer.id);
    clock.advance(6 * MINUTE);
    expect(await platform().reconcilePayments()).toBe(1);
    const after = await outcome(platform(), buyer, started.body.id, gardens.id);
    expect(after).toMatchObject({ status: "refunded", purchases: 0, sold: 0 });
    expect(after.money).toEqual([
      ["payment", 4000, "succeeded"],
      ["refund", 4000, "succeeded"],
    ]);
  });
});
