/**
 * The record of card money (platform/modules/payments/records.ts): a provider movement is recorded
 * once however often it is reported (a webhook and the return both see a payment), a refund points
 * at its payment, and a provider event is claimed once per transaction that commits: a redelivery
 * finds it claimed, a handling that failed (rolled back) leaves it to be handled again.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { claimEvent, paymentFor, paymentsOf, recordPayment, recordRefund } from "../../platform/modules/payments";
import { person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("payment records ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("records a payment once, its refund beside it, newest first", async () => {
    const { db } = platform();
    const buyer = await person(platform(), "payer");
    const subjectId = randomUUID();
    const paid = { userId: buyer.id, purpose: "booking", subjectId, description: "Kayak tour, 2 guests", amountCents: 9000, provider: "stripe", providerRef: "pi_1" } as const;
    const first = await recordPayment(db, { ...paid, status: "pending" });
    const again = await recordPayment(db, { ...paid, status: "succeeded", receiptUrl: "https://pay.example/r/1" });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ status: "succeeded", receiptUrl: "https://pay.example/r/1" });
    expect(await paymentFor(db, subjectId)).toMatchObject({ id: first.id });

    const refund = await recordRefund(db, again, { amountCents: 4500, status: "succeeded", providerRef: "re_1", description: "Refund: Kayak tour" });
    await recordRefund(db, again, { amountCents: 4500, status: "succeeded", providerRef: "re_1", description: "Refund: Kayak tour" });
    expect(refund).toMatchObject({ kind: "refund", refundOf: first.id, amountCents: 4500, receiptUrl: "https://pay.example/r/1" });
    const records = await paymentsOf(db, buyer.id);
    expect(records.map((r) => [r.kind, r.amountCents])).toEqual([
      ["refund", 4500],
      ["payment", 9000],
    ]);
  });

  it("claims an event once; a rolled-back handling leaves it unclaimed", async () => {
    const { db } = platform();
    const event = { id: `evt_${randomUUID()}`, type: "checkout.session.completed" };
    await expect(
      db.transaction(async (tx) => {
        expect(await claimEvent(tx, event)).toBe(true);
        throw new Error("the effect failed");
      }),
    ).rejects.toThrow("the effect failed");
    expect(await db.transaction((tx) => claimEvent(tx, event))).toBe(true);
    expect(await db.transaction((tx) => claimEvent(tx, event))).toBe(false);
  });
});
