/**
 * Cancelling a booking gives back what its policy gives, once (issue "Cancellation and refunds";
 * DESIGN.md "Money"). Before this there was no way to cancel: the purchase page promised "Free
 * cancellation up to 48 hours before the start" and nothing ever came back. Now a buyer cancels
 * (POST /purchases/id/{id}/cancel) and gets the tier's percent of the card money and credits at
 * the platform's now; the brand's owner cancels any booking with everything back; tickets are
 * cancelled (not used), the places go back on sale, both sides are told; a second cancel is a
 * 409 with no second refund; a refund its provider did not answer stays pending and is asked
 * again, with the same idempotency key, by the reconciliation. The platform's clock is moved to
 * each tier's boundary instead of waiting.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { refundPercentAt } from "#contract/cancellation-policy";
import type { Platform } from "../../platform/index";
import { retryUnsettledRefunds, type Refunders } from "../../platform/modules/payments";
import { creditBalances, creditMovements, experienceSlots, mailJobs, notifications, payments, purchases, tickets } from "../../platform/schema";
import { brand, credit, experience, pay, person, startCheckout, type Person } from "../support/marketplace";
import { HOUR, movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const TIERS = [
  { hours: 48, percent: 100 },
  { hours: 24, percent: 50 },
];

describe("a cancellation policy's tiers", () => {
  const start = new Date("2026-06-10T14:00:00Z");
  const before = (ms: number) => new Date(start.getTime() - ms);
  it("gives a tier's percent from exactly its hours before the start, and the next one a second later", () => {
    expect(refundPercentAt(TIERS, start, before(72 * HOUR))).toBe(100);
    expect(refundPercentAt(TIERS, start, before(48 * HOUR))).toBe(100);
    expect(refundPercentAt(TIERS, start, before(48 * HOUR - 1000))).toBe(50);
    expect(refundPercentAt(TIERS, start, before(24 * HOUR))).toBe(50);
    expect(refundPercentAt(TIERS, start, before(24 * HOUR - 1000))).toBe(0);
    expect(refundPercentAt(TIERS, start, before(1000))).toBe(0);
    expect(refundPercentAt(TIERS, start, start)).toBeNull();
    expect(refundPercentAt([], start, before(1000 * HOUR))).toBe(0);
    expect(refundPercentAt([{ hours: 0, percent: 30 }], start, before(1000))).toBe(30);
  });
});

type Booked = { id: string; startsAt: Date; checkoutId: string };

describe.each(databaseTargets)("cancelling a booking on $name", (target) => {
  const clock = movableClock();
  let refunds: Array<{ paymentId: string; amountCents: number; idempotencyKey: string }> = [];
  let failNext = 0;
  // The demo provider's behaviour, recorded, and made to fail when a test asks.
  const refunders: Refunders = {
    demo: async (input) => {
      refunds.push(input);
      if (failNext > 0) {
        failNext -= 1;
        throw new Error("the provider did not answer");
      }
      return { id: `demo_re_${input.idempotencyKey}`, status: "succeeded" };
    },
  };
  const platform = usePlatform(target, { accounts: { clock, returnOrigins: ["http://site.test"] }, refunders, logError: () => {} });
  beforeEach(() => {
    clock.reset();
    refunds = [];
    failNext = 0;
  });

  async function setUp(options: { creditQuantity?: number } = {}) {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    const tour = await experience(platform(), { businessId: shop.id, cancellationTiers: TIERS, perGuestPricing: true });
    const ann = await person(platform(), "ann");
    const vibe = options.creditQuantity ? await credit(platform(), ann.id, 10, 500) : null;
    return { owner, shop, tour, ann, vibe };
  }

  /** Books 2 guests through the demo page; its confirmation records the card payment, once. */
  async function book(buyer: Person, experienceId: string, body: Record<string, unknown> = {}): Promise<Booked> {
    const started = await startCheckout(platform(), buyer, experienceId, body);
    expect(started.status).toBe(201);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [row] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    const paid = await platform().db.select().from(payments).where(and(eq(payments.subjectId, row!.id), eq(payments.kind, "payment")));
    expect(paid.map((p) => [p.provider, p.amountCents])).toEqual(row!.priceCents > 0 ? [["demo", row!.priceCents]] : []);
    return { id: row!.id, startsAt: row!.startsAt, checkoutId: started.body.id };
  }

  const cancel = (who: Person, id: string) => send(platform(), "POST", `/purchases/id/${id}/cancel`, { token: who.token });
  const quote = (who: Person, id: string) => send(platform(), "GET", `/purchases/id/${id}/cancel`, { token: who.token });
  const moveTo = (booked: Booked, before: number) => clock.advance(booked.startsAt.getTime() - before - clock.now());
  const refundRows = (purchaseId: string) => platform().db.select().from(payments).where(and(eq(payments.subjectId, purchaseId), eq(payments.kind, "refund")));
  const sold = async (experienceId: string) =>
    (await platform().db.select().from(experienceSlots).where(eq(experienceSlots.experienceId, experienceId))).reduce((sum, row) => sum + row.sold, 0);

  it("quotes each tier from exactly its hours before the start, and the next a second later", async () => {
    const { tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    moveTo(booked, 48 * HOUR);
    expect((await quote(ann, booked.id)).body).toMatchObject({ percent: 100, paid_cents: 8000, refund_cents: 8000 });
    clock.advance(1000);
    expect((await quote(ann, booked.id)).body).toMatchObject({ percent: 50, refund_cents: 4000 });
    moveTo(booked, 24 * HOUR - 1000);
    expect((await quote(ann, booked.id)).body).toMatchObject({ percent: 0, refund_cents: 0 });
    moveTo(booked, 0);
    expect([(await quote(ann, booked.id)).status, (await cancel(ann, booked.id)).status]).toEqual([409, 409]);
  });

  it("gives the buyer the tier's card money and credits back, cancels the tickets, returns the places and tells both sides", async () => {
    const { owner, tour, ann, vibe } = await setUp({ creditQuantity: 4 });
    const booked = await book(ann, tour.id, { credit_id: vibe!.id, credit_quantity: 4 });
    expect(await sold(tour.id)).toBe(2);
    moveTo(booked, 30 * HOUR); // the 24-hour tier: half back
    const answer = await cancel(ann, booked.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: "cancelled", cancellation: { by: "buyer", refund_percent: 50, refund_cents: 3000, refund_credits: 2 } });
    expect(answer.body.tickets.map((ticket: { cancelled: boolean; closed: boolean }) => [ticket.cancelled, ticket.closed])).toEqual([
      [true, false],
      [true, false],
    ]);

    // $80 for 2 guests less 4 credits worth $5: $60 by card, half of it back, once.
    const [refund] = await refundRows(booked.id);
    expect(refund).toMatchObject({ amountCents: 3000, status: "succeeded", provider: "demo", providerRef: `demo_re_${refund!.id}`, userId: ann.id });
    expect(refunds).toEqual([{ paymentId: `demo_${booked.checkoutId}`, amountCents: 3000, idempotencyKey: refund!.id }]);
    const movements = await platform().db.select().from(creditMovements).where(eq(creditMovements.userId, ann.id));
    expect(movements.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ["checkout", -4, 6],
      ["refund", 2, 8],
    ]);
    const [balance] = await platform().db.select().from(creditBalances).where(and(eq(creditBalances.userId, ann.id), eq(creditBalances.creditId, vibe!.id)));
    expect(balance!.balance).toBe(8);
    expect(await sold(tour.id)).toBe(0);
    expect((await platform().db.select().from(tickets).where(eq(tickets.purchaseId, booked.id))).every((ticket) => ticket.cancelled && !ticket.closed)).toBe(true);

    const told = await platform().db.select().from(notifications);
    const cancelledNews = told.filter((row) => row.title.includes("ancelled"));
    expect(cancelledNews.map((row) => row.userId).sort()).toEqual([ann.id, owner.id].sort());
    expect(cancelledNews.find((row) => row.userId === ann.id)!.message).toContain("You get back $30.00 to your card and 2 ");
    const mails = await platform().db.select().from(mailJobs);
    expect(mails.filter((mail) => mail.subject.includes("ancelled")).map((mail) => mail.recipient).sort()).toEqual([ann.email, owner.email].sort());

    // A cancelled booking's ticket cannot be closed (used) afterwards.
    const closed = await send(platform(), "GET", `/purchases/tickets/id/${answer.body.tickets[0].id}/close`, { token: ann.token });
    expect(closed.body).toMatchObject({ closed: false, cancelled: true });
  });

  it("refuses a second cancel, even a concurrent one, with a 409 and no second refund", async () => {
    const { tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    const both = await Promise.all([cancel(ann, booked.id), cancel(ann, booked.id)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const again = await cancel(ann, booked.id);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, "conflict", "This booking is already cancelled."]);
    expect(await refundRows(booked.id)).toHaveLength(1);
    expect(refunds).toHaveLength(1);
    expect(await sold(tour.id)).toBe(0);
  });

  it("lets the brand's owner cancel with everything back, even when the policy gives nothing", async () => {
    const { owner, shop, tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    moveTo(booked, HOUR); // the policy gives nothing now
    expect((await quote(ann, booked.id)).body.percent).toBe(0);
    const list = await send(platform(), "GET", `/account/business/${shop.id}/bookings`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: booked.id, guests: 2, state: "paid", buyer: { id: ann.id, name: "ann" }, experience: { id: tour.id, name: tour.name } })]);

    const answer = await send(platform(), "POST", `/account/business/${shop.id}/bookings/${booked.id}/cancel`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: "cancelled", cancellation: { by: "seller", refund_percent: 100, refund_cents: 8000 } });
    expect((await refundRows(booked.id)).map((row) => [row.amountCents, row.status])).toEqual([[8000, "succeeded"]]);
    const dated = await send(platform(), "GET", `/account/business/${shop.id}/bookings?date=${booked.startsAt.toISOString().slice(0, 10)}`, { token: owner.token });
    expect(dated.body.map((row: { state: string }) => row.state)).toEqual(["cancelled"]);
  });

  it("answers 404 to anyone else's purchase, and to another brand's bookings", async () => {
    const { owner, shop, tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    const mallory = await person(platform(), "mallory");
    const hers = await brand(platform(), mallory.id);
    expect((await cancel(mallory, booked.id)).status).toBe(404);
    expect((await quote(mallory, booked.id)).status).toBe(404);
    expect((await cancel(owner, booked.id)).status).toBe(404); // the seller cancels from the brand's page, with everything back
    expect((await send(platform(), "GET", `/account/business/${shop.id}/bookings`, { token: mallory.token })).status).toBe(404);
    expect((await send(platform(), "POST", `/account/business/${shop.id}/bookings/${booked.id}/cancel`, { token: mallory.token })).status).toBe(404);
    // Her own brand's id with another brand's booking.
    expect((await send(platform(), "POST", `/account/business/${hers.id}/bookings/${booked.id}/cancel`, { token: mallory.token })).status).toBe(404);
    expect((await send(platform(), "GET", `/account/business/${shop.id}/bookings?date=2026-02-30`, { token: owner.token })).status).toBe(400);
    const [row] = await platform().db.select().from(purchases).where(eq(purchases.id, booked.id));
    expect(row!.state).toBe("paid");
    expect(refunds).toEqual([]);
  });

  it("keeps a refund its provider did not answer pending, and the reconciliation asks once more with the same key", async () => {
    const { tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    failNext = 1;
    const answer = await cancel(ann, booked.id);
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe("cancelled");
    const [pending] = await refundRows(booked.id);
    expect(pending).toMatchObject({ amountCents: 8000, status: "pending", providerRef: `requested:${pending!.id}` });

    const settled = await retryUnsettledRefunds(platform().db, refunders, () => {});
    expect(settled.map((row) => [row.id, row.status])).toEqual([[pending!.id, "succeeded"]]);
    expect(refunds.map((call) => call.idempotencyKey)).toEqual([pending!.id, pending!.id]);
    expect(await retryUnsettledRefunds(platform().db, refunders, () => {})).toEqual([]);
    expect(refunds).toHaveLength(2);
    expect(await refundRows(booked.id)).toHaveLength(1);
  });

  it("lists a member's payment and its refund as their receipts, and nobody else's", async () => {
    const { tour, ann } = await setUp();
    const booked = await book(ann, tour.id);
    expect((await cancel(ann, booked.id)).status).toBe(200);
    const mine = await send(platform(), "GET", "/account/my/payments", { token: ann.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((row: { kind: string; amount_cents: number; status: string; subject_id: string; currency: string }) => [row.kind, row.amount_cents, row.status, row.subject_id, row.currency])).toEqual([
      ["refund", 8000, "succeeded", booked.id, "usd"],
      ["payment", 8000, "succeeded", booked.id, "usd"],
    ]);
    const other = await person(platform(), "bob");
    expect((await send(platform(), "GET", "/account/my/payments", { token: other.token })).body).toEqual([]);
  });
});
