import { refundInWords } from "#contract/cancellation-policy";
import { dollarsOf } from "#contract/money";

/** The words of the purchase page's forms and notices. */
export const PURCHASE_MESSAGES = {
  noTicket: "This purchase has no ticket to use.",
  experienceRange: "Choose from 1 to 5 stars for the experience.",
  providerRange: "Choose from 0 to 5 stars for the host.",
  noRating: "Choose a rating for the experience or the host.",
  closeFailed: "The ticket could not be closed. Please try again.",
  rateFailed: "Your rating could not be saved. Please try again.",
  cancelFailed: "The booking could not be cancelled. Please try again.",
  /** The platform's 409 on cancelling: cancelled already, or started. */
  notCancellable: "This booking can no longer be cancelled: it is cancelled already or has started.",
  /** The platform's `rating_not_open` (#contract/ratings). */
  ratingNotOpen: "You can rate this experience once it has started.",
  /** The platform's `own_experience` (#contract/ratings). */
  ownExperience: "Your own brand sells this experience, so you cannot rate it.",
} as const;

/** Where the rating form would be, when it is not offered (#contract/ratings). */
export const RATING_CLOSED = {
  notStarted: (when: string) => `You can rate it once it has started: from ${when}.`,
  ownExperience: PURCHASE_MESSAGES.ownExperience,
} as const;

/** Closing a ticket cannot be undone: the page asks this first, with the ticket's number (DESIGN.md "Trust"). */
export const closeTicketQuestion = (number: number) => `Mark ticket ${number} as used? This cannot be undone`;

/**
 * The question before cancelling, with exactly what comes back at this moment: "Cancel this
 * booking? You get $40.00 back (50% of $80.00) and 2 Vibe credits."
 */
export function cancelQuestion(quote: { percent: number; paidCents: number; refundCents: number; creditsUsed: number; refundCredits: number; creditName: string | null }): string {
  const parts: string[] = [];
  if (quote.paidCents > 0) parts.push(`${dollarsOf(quote.refundCents)} back (${quote.percent}% of ${dollarsOf(quote.paidCents)})`);
  if (quote.refundCredits > 0) parts.push(`${quote.refundCredits.toLocaleString("en-US")} ${quote.creditName ?? "credits"}`);
  const back =
    quote.percent === 0
      ? "You get nothing back: the policy gives no refund now."
      : parts.length > 0
        ? `You get ${parts.join(" and ")}.`
        : `The policy gives ${quote.percent}% back; nothing was paid by card or with credits, so nothing comes back.`;
  return `Cancel this booking? ${back} This cannot be undone.`;
}

/** What a cancelled booking gave back, on its page. */
export function cancelledText(cancellation: { by: "buyer" | "seller"; refundPercent: number; refundCents: number; refundCredits: number }, creditName: string | null): string {
  const who = cancellation.by === "seller" ? "The host cancelled this booking" : "You cancelled this booking";
  return `${who}. You get back ${refundInWords({ cents: cancellation.refundCents, credits: cancellation.refundCredits, creditName })} (${cancellation.refundPercent}%).`;
}

export const PURCHASE_NOTICES = {
  cancelled: "Booking cancelled.",
  closed: "Ticket closed.",
  rated: "Thank you for rating.",
} as const;
