/**
 * What a booking costs, decided on the server only (a price never comes from the client). In cents:
 * - the unit price is the member price for a caller holding an active membership (when the
 *   experience has one), else the retail price;
 * - the subtotal is the unit price times the guests when pricing is per guest, else the unit price;
 * - each credit unit takes its `rewards_value` cents off; credits never take the price below
 *   `min_price` (nor below 0), and a booking may not spend more credits than it can use.
 */
import type { Experience } from "../experiences";
import { atField, invalidRequest } from "../../errors";

export const PRICING_MESSAGES = {
  noValue: (name: string) => atField("credit_id", `${name} has no rewards value, so it cannot pay for an experience.`),
  tooMany: (most: number, name: string) =>
    most === 0
      ? atField("credit_quantity", `no ${name} can be used on this booking (its price cannot go lower).`)
      : atField("credit_quantity", `at most ${most} ${name} can be used on this booking.`),
} as const;

export type Price = { subtotalCents: number; priceCents: number };
export type CreditUse = { name: string; rewardsValue: number | null; quantity: number };

export function priceOf(
  experience: Pick<Experience, "retailPriceCents" | "memberPriceCents" | "perGuestPricing" | "minPriceCents">,
  input: { isMember: boolean; guests: number; credit: CreditUse | null },
): Price {
  const unit = input.isMember && experience.memberPriceCents !== null ? experience.memberPriceCents : experience.retailPriceCents;
  const subtotalCents = experience.perGuestPricing ? unit * input.guests : unit;
  const credit = input.credit;
  if (!credit || credit.quantity === 0) return { subtotalCents, priceCents: subtotalCents };
  if (!credit.rewardsValue || credit.rewardsValue <= 0) throw invalidRequest(PRICING_MESSAGES.noValue(credit.name));
  const floor = Math.min(subtotalCents, Math.max(experience.minPriceCents ?? 0, 0));
  // The credits that still lower the price: one more would only be spent for nothing.
  const most = Math.ceil((subtotalCents - floor) / credit.rewardsValue);
  if (credit.quantity > most) throw invalidRequest(PRICING_MESSAGES.tooMany(most, credit.name));
  return { subtotalCents, priceCents: Math.max(floor, subtotalCents - credit.quantity * credit.rewardsValue) };
}
