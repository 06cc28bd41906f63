import type { CallAnswer, CallInput, Endpoint } from "#contract/api/endpoint";
import * as api from "#contract/api/purchases";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import type { JsonObject } from "~/.server/platform/wire";
import { toExperience, type Experience, type ExperienceProvider } from "~/areas/marketplace/experience-entity.server";

/*
 * Purchases and tickets (spec platform-core §3 Purchase and Ticket, §7 "Purchases and tickets").
 * Starting one (the experience's hosted checkout) is the marketplace's: marketplace/booking-calls.
 */

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
  /** Its booking was cancelled: it admits no one. */
  cancelled: boolean;
  /** What the holder shows at the door (#contract/door-code); null on a ticket from before door codes. */
  doorCode: string | null;
  /** What a scanner reads (`code`) and shows. */
  data: JsonObject;
  created: string | null;
}

/** The contract's ticket (contract/api/purchases.ts) as the site's entity. */
export function toTicket(w: CallAnswer<typeof api.getTicket>): Ticket {
  return {
    id: w.id,
    purchaseId: w.purchase_id,
    number: w.number,
    seller: w.seller,
    closed: w.closed,
    closedBy: w.closed_by,
    closedByUser: w.closed_by_user,
    closedAt: w.time_closed,
    cancelled: w.cancelled,
    doorCode: w.door_code,
    data: w.data,
    created: w.time_created,
  };
}

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
  /** Who cancelled it, when, and what came back (cents, credits); null while paid. */
  cancellation: Cancellation | null;
  /** Where it happens, one line for people, as the booking email says it (the platform's one rule). */
  place: string | null;
  details: PurchaseDetails;
  created: string | null;
  tickets: Ticket[];
  experienceRating: number | null;
  providerRating: number | null;
  userRating: number | null;
}

export interface Cancellation {
  by: "buyer" | "seller";
  time: string;
  refundPercent: number;
  refundCents: number;
  refundCredits: number;
}

export function toCancellation(w: NonNullable<CallAnswer<typeof api.getPurchase>["cancellation"]>): Cancellation {
  return { by: w.by, time: w.time_cancelled, refundPercent: w.refund_percent, refundCents: w.refund_cents, refundCredits: w.refund_credits };
}

/** The contract's purchase as the site's entity. */
export function toPurchase(w: CallAnswer<typeof api.getPurchase>): Purchase {
  return {
    id: w.id,
    checkoutId: w.checkout_id,
    experience: toExperience(w.experience),
    seller: w.seller,
    price: w.price,
    guests: w.guests,
    date: w.date,
    time: w.time,
    timezone: w.timezone,
    startsAt: w.starts_at,
    state: w.state,
    cancellation: w.cancellation && toCancellation(w.cancellation),
    place: w.place,
    details: { ...w.details, credit: w.details.credit ?? null },
    created: w.time_created,
    tickets: w.tickets.map(toTicket),
    experienceRating: w.experience_rating,
    providerRating: w.provider_rating,
    userRating: w.user_rating,
  };
}

export function purchaseCalls(core: PlatformCore) {
  const member = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));
  return {
    /**
     * GET /purchases/checkout/{id}: what became of one of the visitor's checkouts; the platform asks
     * its payment provider first when it is still open (the return from paying).
     */
    async checkoutStatus(checkoutId: string): Promise<{ status: (typeof api.CHECKOUT_STATUSES)[number]; purchaseId: string | null }> {
      const answer = await member(api.getExperienceCheckout, { params: { id: checkoutId } }, "Unable to get checkout");
      return { status: answer.status, purchaseId: answer.purchase_id };
    },

    /** GET /purchases/experiences: the visitor's upcoming purchases, soonest first. */
    async upcoming(): Promise<Purchase[]> {
      return (await member(api.listUpcomingPurchases, {}, "Unable to list purchased experiences")).map(toPurchase);
    },

    /** GET /purchases/experiences/history: past purchases, latest first. */
    async history(): Promise<Purchase[]> {
      return (await member(api.listPastPurchases, {}, "Unable to get purchase history")).map(toPurchase);
    },

    /** GET /purchases/id/{id}: one of the visitor's own purchases (anyone else's is a 404). */
    async get(purchaseId: string): Promise<Purchase> {
      return toPurchase(await member(api.getPurchase, { params: { id: purchaseId } }, "Unable to get purchase entry"));
    },

    /** GET /purchases/id/{id}/tickets. */
    async tickets(purchaseId: string): Promise<Ticket[]> {
      return (await member(api.listPurchaseTickets, { params: { id: purchaseId } }, "Unable to get tickets for purchase")).map(toTicket);
    },

    /** GET /purchases/tickets/id/{id}: a ticket its holder or its seller may see. */
    async ticket(ticketId: string): Promise<Ticket> {
      return toTicket(await member(api.getTicket, { params: { id: ticketId } }, "Unable to get ticket"));
    },

    /** GET /purchases/tickets/id/{id}/close (a plain GET, spec §7): closes it, recording who did. */
    async closeTicket(ticketId: string): Promise<Ticket> {
      return toTicket(await member(api.closeTicket, { params: { id: ticketId } }, "Unable to close ticket"));
    },

    /** GET /purchases/experiences/id/{id}/tickets?open=: an experience's tickets, for its seller. */
    async experienceTickets(experienceId: string, options: { open?: boolean } = {}): Promise<Ticket[]> {
      const open = options.open === undefined ? undefined : options.open ? ("true" as const) : ("false" as const);
      return (await member(api.listExperienceTickets, { params: { id: experienceId }, query: { open } }, "Unable to get tickets for experience")).map(toTicket);
    },

    /** POST /experiences/id/{id}/rate: 1 to 5, attached to the purchase's first ticket; again replaces it. */
    async rateExperience(experienceId: string, rating: number, ticketId: string): Promise<Purchase> {
      return toPurchase(await member(api.rateExperience, { params: { id: experienceId }, body: { rating, ticket_id: ticketId } }, "Unable to rate experience"));
    },

    /** POST /experiences/id/{id}/rate/provider: 0 to 5. */
    async rateProvider(experienceId: string, rating: number, ticketId: string): Promise<Purchase> {
      return toPurchase(await member(api.rateProvider, { params: { id: experienceId }, body: { rating, ticket_id: ticketId } }, "Unable to rate experience provider"));
    },
  };
}
