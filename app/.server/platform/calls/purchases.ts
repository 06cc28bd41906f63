import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { id, jsonObject, maybe, timestamp, type JsonObject } from "../wire";
import { experienceSchema, type Experience, type ExperienceProvider } from "./experience-entity";
import type { HostedCheckout } from "./memberships";

/* Purchases and tickets (spec platform-core §3 Purchase and Ticket, §7 "Purchases and tickets"). */

/** What POST /experiences/id/{id}/checkout/hosted takes (spec §7), in the site's words. */
export interface ExperienceCheckout {
  /** YYYY-MM-DD and HH:MM, wall-clock in `timezone`. */
  date: string;
  time: string;
  timezone: string;
  guests: number;
  pickup: boolean;
  pickupAddress: string | null;
  creditId: string | null;
  creditQuantity: number;
  successUrl: string;
  cancelUrl: string;
}

export interface Ticket {
  id: string;
  purchaseId: string | null;
  /** 1 … the purchase's guests. */
  number: number;
  seller: ExperienceProvider | null;
  closed: boolean;
  /** "holder" or "seller": who closed it; null while open. */
  closedBy: string | null;
  closedByUser: string | null;
  closedAt: string | null;
  /** What a scanner reads (`code`) and shows. */
  data: JsonObject;
  created: string | null;
}

const providerSchema = z.object({ id, name: z.string(), username: z.string(), logo: maybe(z.string()) });

export const ticketSchema: z.ZodType<Ticket> = z
  .object({
    id,
    purchase_id: maybe(id),
    number: z.number().int().min(1).default(1),
    seller: maybe(providerSchema),
    closed: z.boolean().default(false),
    closed_by: maybe(z.string()),
    closed_by_user: maybe(z.string()),
    time_closed: maybe(timestamp),
    data: maybe(jsonObject),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    purchaseId: w.purchase_id,
    number: w.number,
    seller: w.seller,
    closed: w.closed,
    closedBy: w.closed_by,
    closedByUser: w.closed_by_user,
    closedAt: w.time_closed,
    data: w.data ?? {},
    created: w.time_created,
  }));

export interface PurchaseDetails {
  pickup: boolean;
  /** When it starts (an instant). */
  date: string | null;
  address: string | null;
  /** Present only when a credit was used (spec §3). */
  credit: { name: string; quantity: number } | null;
  subtotal: number;
}

export interface Purchase {
  id: string;
  /** The hosted checkout it was paid through. */
  checkoutId: string | null;
  experience: Experience;
  seller: ExperienceProvider;
  /** Dollars charged. */
  price: number;
  guests: number;
  /** YYYY-MM-DD and HH:MM in `timezone` (the experience's), and the instant it starts. */
  date: string;
  time: string;
  timezone: string;
  startsAt: string;
  state: string;
  details: PurchaseDetails;
  created: string | null;
  tickets: Ticket[];
  experienceRating: number | null;
  providerRating: number | null;
  userRating: number | null;
}

export const purchaseSchema: z.ZodType<Purchase> = z
  .object({
    id,
    checkout_id: maybe(id),
    experience: experienceSchema,
    seller: providerSchema,
    price: z.number().min(0),
    guests: z.number().int().min(1),
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    starts_at: timestamp,
    state: z.string(),
    details: z.object({
      pickup: z.boolean().default(false),
      date: maybe(timestamp),
      address: maybe(z.string()),
      credit: maybe(z.object({ name: z.string(), quantity: z.number().int().min(0).default(0) })),
      subtotal: z.number().min(0),
    }),
    time_created: maybe(timestamp),
    tickets: z.array(ticketSchema).default([]),
    experience_rating: maybe(z.number()),
    provider_rating: maybe(z.number()),
    user_rating: maybe(z.number()),
  })
  .transform((w) => ({
    id: w.id,
    checkoutId: w.checkout_id,
    experience: w.experience,
    seller: w.seller,
    price: w.price,
    guests: w.guests,
    date: w.date,
    time: w.time,
    timezone: w.timezone,
    startsAt: w.starts_at,
    state: w.state,
    details: w.details,
    created: w.time_created,
    tickets: w.tickets,
    experienceRating: w.experience_rating,
    providerRating: w.provider_rating,
    userRating: w.user_rating,
  }));

const hostedCheckoutSchema: z.ZodType<HostedCheckout & { url: string }> = z.object({ id: z.string().nullish().transform((id) => id ?? null), url: z.string().min(1) });

export function purchaseCalls(core: PlatformCore) {
  return {
    /** POST /experiences/id/{id}/checkout/hosted: checked and priced by the platform; the answer holds the URL to pay at. */
    checkout(experienceId: string, booking: ExperienceCheckout): Promise<HostedCheckout & { url: string }> {
      return core.call({
        prefix: "Unable to start checkout",
        method: "POST",
        path: path`/experiences/id/${experienceId}/checkout/hosted`,
        auth: "required",
        json: {
          date: booking.date,
          time: booking.time,
          timezone: booking.timezone,
          guests: booking.guests,
          pickup: booking.pickup,
          pickup_address: booking.pickupAddress,
          credit_id: booking.creditId,
          credit_quantity: booking.creditQuantity,
          success_url: booking.successUrl,
          cancel_url: booking.cancelUrl,
        },
        schema: hostedCheckoutSchema,
      });
    },

    /** GET /purchases/experiences: the visitor's upcoming purchases, soonest first. */
    upcoming(): Promise<Purchase[]> {
      return core.call({ prefix: "Unable to list purchased experiences", method: "GET", path: "/purchases/experiences", auth: "required", schema: z.array(purchaseSchema) });
    },

    /** GET /purchases/experiences/history: past purchases, latest first. */
    history(): Promise<Purchase[]> {
      return core.call({ prefix: "Unable to get purchase history", method: "GET", path: "/purchases/experiences/history", auth: "required", schema: z.array(purchaseSchema) });
    },

    /** GET /purchases/id/{id}: one of the visitor's own purchases (anyone else's is a 404). */
    get(purchaseId: string): Promise<Purchase> {
      return core.call({ prefix: "Unable to get purchase entry", method: "GET", path: path`/purchases/id/${purchaseId}`, auth: "required", schema: purchaseSchema });
    },

    /** GET /purchases/id/{id}/tickets. */
    tickets(purchaseId: string): Promise<Ticket[]> {
      return core.call({ prefix: "Unable to get tickets for purchase", method: "GET", path: path`/purchases/id/${purchaseId}/tickets`, auth: "required", schema: z.array(ticketSchema) });
    },

    /** GET /purchases/tickets/id/{id}: a ticket its holder or its seller may see. */
    ticket(ticketId: string): Promise<Ticket> {
      return core.call({ prefix: "Unable to get ticket", method: "GET", path: path`/purchases/tickets/id/${ticketId}`, auth: "required", schema: ticketSchema });
    },

    /** GET /purchases/tickets/id/{id}/close (a plain GET, spec §7): closes it, recording who did. */
    closeTicket(ticketId: string): Promise<Ticket> {
      return core.call({ prefix: "Unable to close ticket", method: "GET", path: path`/purchases/tickets/id/${ticketId}/close`, auth: "required", schema: ticketSchema });
    },

    /** GET /purchases/experiences/id/{id}/tickets?open=: an experience's tickets, for its seller. */
    experienceTickets(experienceId: string, options: { open?: boolean } = {}): Promise<Ticket[]> {
      return core.call({
        prefix: "Unable to get tickets for experience",
        method: "GET",
        path: path`/purchases/experiences/id/${experienceId}/tickets`,
        query: { open: options.open },
        auth: "required",
        schema: z.array(ticketSchema),
      });
    },

    /** POST /experiences/id/{id}/rate: 1 to 5, attached to the purchase's first ticket; again replaces it. */
    rateExperience(experienceId: string, rating: number, ticketId: string): Promise<Purchase> {
      return core.call({
        prefix: "Unable to rate experience",
        method: "POST",
        path: path`/experiences/id/${experienceId}/rate`,
        json: { rating, ticket_id: ticketId },
        auth: "required",
        schema: purchaseSchema,
      });
    },

    /** POST /experiences/id/{id}/rate/provider: 0 to 5. */
    rateProvider(experienceId: string, rating: number, ticketId: string): Promise<Purchase> {
      return core.call({
        prefix: "Unable to rate experience provider",
        method: "POST",
        path: path`/experiences/id/${experienceId}/rate/provider`,
        json: { rating, ticket_id: ticketId },
        auth: "required",
        schema: purchaseSchema,
      });
    },
  };
}
