/**
 * A purchase as its page and the member's lists show it: when (in the experience's zone and, where
 * it differs, the visitor's), where, what was paid, and each ticket with its scannable code.
 */
import { renderSVG } from "uqr";
import { doorCodeForPeople } from "#contract/door-code";
import { timeForPeople } from "#contract/when-for-people";
import { policyInWords } from "#contract/cancellation-policy";
import { ratingRefusal, type RatingRefusal } from "#contract/ratings";
import { cancelledText } from "./purchase-text";
import type { Purchase, Ticket } from "./purchase-calls.server";
import { whenForPeople } from "#contract/when-for-people";
import { money } from "../marketplace/view.server";

export type TicketView = {
  id: string;
  number: number;
  label: string;
  closed: boolean;
  closedText: string | null;
  /** The scannable code, an SVG data URL. */
  code: string;
  /** What the code says, for someone who cannot scan it. */
  codeText: string;
};

/** Checked in at the door: "Used at 6:04 PM EST" (the experience's zone); closed by the buyer: "Closed by you at …". */
function closedText(ticket: Ticket, zone: string): string {
  const at = ticket.closedAt ? ` at ${timeForPeople(new Date(ticket.closedAt), zone)}` : "";
  return ticket.closedBy === "holder" ? `Closed by you${at}` : `Used${at}`;
}

function ticketView(ticket: Ticket, guests: number, zone: string): TicketView {
  // The door code, read out or scanned at the door (its QR holds the code and nothing else).
  const scanned = ticket.doorCode ?? (typeof ticket.data.code === "string" ? ticket.data.code : `ticket:${ticket.id}`);
  const codeText = ticket.doorCode ? doorCodeForPeople(ticket.doorCode) : scanned;
  const svg = renderSVG(scanned, { border: 2 });
  return {
    id: ticket.id,
    number: ticket.number,
    label: `Ticket ${ticket.number} of ${guests}`,
    closed: ticket.closed || ticket.cancelled,
    closedText: ticket.cancelled ? "Cancelled: it admits no one" : ticket.closed ? closedText(ticket, zone) : null,
    code: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`,
    codeText,
  };
}

export type PurchaseSummary = {
  id: string;
  name: string;
  experienceId: string;
  image: string | null;
  when: string;
  /** Where, as the booking email says it (the purchase's `place`). */
  where: string | null;
  guests: number;
  price: string;
  state: string;
};

/**
 * `when`: "Thu, Dec 10, 6:00 PM CST" in the experience's zone, with the reader's own time after it
 * when their zone (the time-zone cookie) has another clock (#contract/when-for-people).
 */
export function purchaseSummary(purchase: Purchase, readerZone?: string, now: Date = new Date()): PurchaseSummary {
  return {
    id: purchase.id,
    name: purchase.experience.name,
    experienceId: purchase.experience.id,
    image: purchase.experience.images[0] ?? null,
    when: whenForPeople(new Date(purchase.startsAt), purchase.timezone, { readerZone, now }),
    where: purchase.place,
    guests: purchase.guests,
    price: money(purchase.price),
    state: purchase.state,
  };
}

/**
 * `sellerIds`: the brands the viewer owns (their own experience is not theirs to rate). `rating`
 * is "open", or why the form is not offered (#contract/ratings, the platform's rule).
 */
export function purchaseView(purchase: Purchase, visitorZone: string, now: Date, ownBrandIds: readonly string[]) {
  const startsAt = new Date(purchase.startsAt);
  const rating: "open" | RatingRefusal = ratingRefusal({ startsAt, buyerOwnsSeller: ownBrandIds.includes(purchase.seller.id) }, now) ?? "open";
  return {
    ...purchaseSummary(purchase, visitorZone, now),
    /** In the experience's zone only: the rating's "from …". */
    localWhen: whenForPeople(startsAt, purchase.timezone, { now }),
    provider: purchase.seller.name,
    subtotal: money(purchase.details.subtotal),
    credit: purchase.details.credit ? `${purchase.details.credit.quantity} ${purchase.details.credit.name}` : null,
    upcoming: startsAt.getTime() > now.getTime(),
    tickets: purchase.tickets.map((ticket) => ticketView(ticket, purchase.guests, purchase.timezone)),
    // A cancelled booking is not rated: nobody attended it.
    firstTicketId: purchase.cancellation ? null : (purchase.tickets[0]?.id ?? null),
    rating,
    experienceRating: purchase.experienceRating,
    providerRating: purchase.providerRating,
    cancellationPolicy: purchase.experience.cancellationPolicy,
    policyInWords: policyInWords(purchase.experience.cancellationTiers),
    cancelled: purchase.cancellation ? cancelledText(purchase.cancellation, purchase.details.credit?.name ?? null) : null,
  };
}
