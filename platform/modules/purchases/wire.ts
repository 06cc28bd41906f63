/**
 * Purchases and tickets on the wire (contract/api/purchases.ts): snake_case like the rest of the
 * contract; money in dollars.
 */
import type { z } from "zod";
import type { booking, purchase, refundQuote, ticket } from "#contract/api/purchases";
import type { Purchase, Rating, Ticket } from "./schema";
import type { Venue } from "../venues";
import { bookingPlace } from "./lookups";
import { dollars, toExperienceWire, type ExperienceWithRelations, type ProviderWire } from "../experiences";

export type RefundQuote = {
  /** Percent of what was paid that comes back. */
  percent: number;
  /** Card money paid (the payment's amount; 0 when nothing was paid by card) and the part that comes back, in cents. */
  paidCents: number;
  refundCents: number;
  /** Credits used and the part that comes back. */
  creditsUsed: number;
  refundCredits: number;
  creditName: string | null;
};

export type TicketWire = z.input<typeof ticket>;
export type BookingWire = z.input<typeof booking>;
export type RefundQuoteWire = z.input<typeof refundQuote>;

/** Who cancelled, when and what came back; null while paid. */
export function cancellationWire(purchase: Purchase): NonNullable<PurchaseWire["cancellation"]> | null {
  if (purchase.state !== "cancelled" || !purchase.cancelledBy || !purchase.timeCancelled) return null;
  return {
    by: purchase.cancelledBy,
    time_cancelled: purchase.timeCancelled.toISOString(),
    refund_percent: purchase.refundPercent ?? 0,
    refund_cents: purchase.refundCents ?? 0,
    refund_credits: purchase.refundCreditQuantity ?? 0,
  };
}

export function toRefundQuoteWire(quote: RefundQuote): RefundQuoteWire {
  return {
    percent: quote.percent,
    paid_cents: quote.paidCents,
    refund_cents: quote.refundCents,
    credits_used: quote.creditsUsed,
    refund_credits: quote.refundCredits,
    credit_name: quote.creditName,
  };
}

export function toBookingWire(purchase: Purchase, experienceName: string, buyerName: string, checkedIn = 0): BookingWire {
  return {
    id: purchase.id,
    experience: { id: purchase.experienceId, name: experienceName },
    buyer: { id: purchase.userId, name: buyerName },
    date: purchase.date,
    time: purchase.startTime,
    timezone: purchase.timezone,
    starts_at: purchase.startsAt.toISOString(),
    guests: purchase.guests,
    price_cents: purchase.priceCents,
    state: purchase.state,
    checked_in: checkedIn,
    cancellation: cancellationWire(purchase),
  };
}
export type PurchaseWire = z.input<typeof purchase>;

export function toTicketWire(ticket: Ticket, seller: ProviderWire): TicketWire {
  return {
    id: ticket.id,
    purchase_id: ticket.purchaseId,
    number: ticket.number,
    seller,
    closed: ticket.closed,
    closed_by: ticket.closedBy,
    closed_by_user: ticket.closedByUserId,
    time_closed: ticket.timeClosed?.toISOString() ?? null,
    cancelled: ticket.cancelled,
    door_code: ticket.doorCode,
    data: ticket.data,
    time_created: ticket.timeCreated.toISOString(),
  };
}

export type LoadedPurchase = {
  purchase: Purchase;
  experience: ExperienceWithRelations;
  /** The venue the experience is held at, or null. */
  venue: Venue | null;
  seller: ProviderWire;
  creditName: string | null;
  tickets: Ticket[];
  rating: Rating | null;
};

export function toPurchaseWire(loaded: LoadedPurchase): PurchaseWire {
  const { purchase, seller } = loaded;
  return {
    id: purchase.id,
    checkout_id: purchase.checkoutId,
    experience: toExperienceWire(loaded.experience),
    seller,
    price: dollars(purchase.priceCents),
    guests: purchase.guests,
    date: purchase.date,
    time: purchase.startTime,
    timezone: purchase.timezone,
    starts_at: purchase.startsAt.toISOString(),
    state: purchase.state,
    cancellation: cancellationWire(purchase),
    place: bookingPlace(purchase, loaded.venue, loaded.experience.experience),
    details: {
      pickup: purchase.pickup,
      date: purchase.startsAt.toISOString(),
      address: purchase.pickup ? purchase.pickupAddress : loaded.experience.experience.address,
      ...(loaded.creditName ? { credit: { name: loaded.creditName, quantity: purchase.creditQuantity } } : {}),
      subtotal: dollars(purchase.subtotalCents),
    },
    time_created: purchase.timeCreated.toISOString(),
    tickets: loaded.tickets.map((ticket) => toTicketWire(ticket, seller)),
    experience_rating: loaded.rating?.experienceRating ?? null,
    provider_rating: loaded.rating?.providerRating ?? null,
    // A rating of the buyer by the seller: the spec names the field but no call that sets it.
    user_rating: null,
  };
}
