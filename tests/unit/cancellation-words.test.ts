/**
 * A cancellation policy and a refund in words (#contract/cancellation-policy, the purchase page's
 * question): one wording on the experience's page and the purchase's, exact amounts in dollars.
 */
import { describe, expect, it } from "vitest";
import { partOf, policyInWords, refundInWords } from "#contract/cancellation-policy";
import { cancelQuestion } from "~/areas/purchases/purchase-text";

describe("a cancellation policy in words", () => {
  it("says each tier, longest notice first, then what later cancelling gives", () => {
    expect(policyInWords([{ hours: 24, percent: 50 }, { hours: 48, percent: 100 }])).toEqual([
      "Cancel at least 48 hours before the start: a full refund.",
      "Cancel at least 24 hours before the start: 50% back.",
      "Later: no refund.",
    ]);
    expect(policyInWords([{ hours: 1, percent: 0 }, { hours: 0, percent: 20 }])).toEqual(["Cancel at least 1 hour before the start: no refund.", "Cancel any time before the start: 20% back."]);
    expect(policyInWords([])).toEqual(["Cancelling gives no refund."]);
  });

  it("rounds a part down, never above what was paid", () => {
    expect([partOf(999, 50), partOf(3, 50), partOf(8000, 100), partOf(7, 0)]).toEqual([499, 1, 8000, 0]);
  });

  it("states the refund before cancelling, with exact amounts", () => {
    const quote = { percent: 50, paidCents: 8000, refundCents: 4000, creditsUsed: 4, refundCredits: 2, creditName: "Vibe credits" };
    expect(cancelQuestion(quote)).toBe("Cancel this booking? You get $40.00 back (50% of $80.00) and 2 Vibe credits. This cannot be undone.");
    expect(cancelQuestion({ ...quote, percent: 0, refundCents: 0, refundCredits: 0 })).toBe("Cancel this booking? You get nothing back: the policy gives no refund now. This cannot be undone.");
    expect(refundInWords({ cents: 1250, credits: 0, creditName: null })).toBe("$12.50 to your card");
  });
});
