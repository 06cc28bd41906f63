/**
 * When the purchase page offers the rating form (#contract/ratings, the rule the platform
 * enforces): from the slot's start, and never to the owner of the selling brand.
 */
import { describe, expect, it } from "vitest";
import { ratingRefusal } from "#contract/ratings";
import { purchaseView } from "~/areas/purchases/purchase-view.server";
import type { Purchase } from "~/areas/purchases/purchase-calls.server";

const startsAt = new Date("2026-12-05T15:00:00Z");

const purchase = {
  id: "p1",
  experience: { id: "e1", name: "Harbor walk", images: [], location: null, cancellationPolicy: null, cancellationTiers: [] },
  seller: { id: "brand-1", name: "Harbor Co", username: "harbor", logo: null },
  price: 35,
  guests: 1,
  timezone: "America/New_York",
  startsAt: startsAt.toISOString(),
  state: "paid",
  cancellation: null,
  details: { pickup: false, date: null, address: null, credit: null, subtotal: 35 },
  tickets: [],
  experienceRating: null,
  providerRating: null,
} as unknown as Purchase;

describe("when a purchase may be rated", () => {
  it("opens at the slot's start, not a millisecond before", () => {
    expect(ratingRefusal({ startsAt, buyerOwnsSeller: false }, new Date(startsAt.getTime() - 1))).toBe("not_started");
    expect(ratingRefusal({ startsAt, buyerOwnsSeller: false }, startsAt)).toBeNull();
    expect(ratingRefusal({ startsAt, buyerOwnsSeller: true }, new Date(startsAt.getTime() + 86_400_000))).toBe("own_experience");
  });

  it("the page offers the form only then, and never to the seller's owner", () => {
    const before = new Date(startsAt.getTime() - 60_000);
    const after = new Date(startsAt.getTime() + 60_000);
    expect(purchaseView(purchase, "America/New_York", before, []).rating).toBe("not_started");
    expect(purchaseView(purchase, "America/New_York", after, []).rating).toBe("open");
    expect(purchaseView(purchase, "America/New_York", after, ["other", "brand-1"]).rating).toBe("own_experience");
  });
});
