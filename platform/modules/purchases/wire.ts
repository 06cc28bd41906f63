/**
 * Purchases and tickets on the wire (contract/api/purchases.ts): snake_case like the rest of the
 * contract; money in dollars.
 */
import type { z } from "zod";
import type { purchase, ticket } from "#contract/api/purchases";
import type { Purchase, Rating, Ticket } from "./schema";
import { dollars, toExperienceWire, type ExperienceWithRelations, type ProviderWire } from "../experiences";

export type TicketWire = z.input<typeof ticket>;
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
    data: ticket.data,
    time_created: ticket.timeCreated.toISOString(),
  };
}

export type LoadedPurchase = {
  purchase: Purchase;
  experience: ExperienceWithRelations;
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
