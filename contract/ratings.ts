/**
 * Who may rate a purchase, and from when (DESIGN.md "Trust": ratings come from people who
 * attended). The buyer rates once the booked slot has started, and never when they own the brand
 * that sells it (an owner buying their own experience). The platform refuses by this rule
 * (`rating_not_open`, `own_experience`); the site uses it to offer the form or say why not.
 */
export type RatingRefusal = "not_started" | "own_experience";

export function ratingRefusal(purchase: { startsAt: Date; buyerOwnsSeller: boolean }, now: Date): RatingRefusal | null {
  if (purchase.buyerOwnsSeller) return "own_experience";
  if (now.getTime() < purchase.startsAt.getTime()) return "not_started";
  return null;
}
