/**
 * Purchases and tickets on the wire (platform/README.md "Purchases and tickets"), and the bodies
 * of the checkout and rating calls. Snake_case like the rest of the contract; money in dollars.
 */
import { z } from "zod";
import type { Purchase, Rating, Ticket } from "./schema";
import { dollars, toExperienceWire, type ExperienceWire, type ExperienceWithRelations, type ProviderWire } from "../experiences";

export const checkoutBody = z.object({
  date: z.string().max(20),
  time: z.string().max(10),
  timezone: z.string().max(100).optional(),
  guests: z.number().int().min(1).max(10_000),
  pickup: z.boolean().default(false),
  pickup_address: z.string().max(500).nullish(),
  credit_id: z.string().max(100).nullish(),
  credit_quantity: z.number().int().min(0).max(1_000_000).default(0),
  success_url: z.string().min(1).max(2000),
  cancel_url: z.string().min(1).max(2000),
});

/** `rating` is any number here: the range is checked with the spec's own message. */
export const rateBody = z
  .object({
    rating: z.number(),
    ticket_id: z.string().max(100).optional(),
    purchase_id: z.string().max(100).optional(),
  })
  .refine((body) => (body.ticket_id === undefined) !== (body.purchase_id === undefined), {
    message: "give ticket_id (or purchase_id), not both",
    path: ["ticket_id"],
  });

export const ticketsQuery = z.object({ open: z.enum(["true", "false"]).optional() }).strict();
export const noQuery = z.object({}).strict();

export type TicketWire = {
  id: string;
  purchase_id: string;
  number: number;
  seller: ProviderWire;
  closed: boolean;
  closed_by: "holder" | "seller" | null;
  closed_by_user: string | null;
  time_closed: string | null;
  data: Record<string, unknown>;
  time_created: string;
};

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

export type PurchaseWire = {
  id: string;
  /** The hosted checkout it was paid through (the site finds the purchase a checkout made). */
  checkout_id: string;
  experience: ExperienceWire;
  seller: ProviderWire;
  price: number;
  guests: number;
  date: string;
  time: string;
  timezone: string;
  starts_at: string;
  state: "paid" | "cancelled";
  details: {
    pickup: boolean;
    date: string;
    address: string | null;
    credit?: { name: string; quantity: number };
    subtotal: number;
  };
  time_created: string;
  tickets: TicketWire[];
  experience_rating: number | null;
  provider_rating: number | null;
  user_rating: number | null;
};

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
