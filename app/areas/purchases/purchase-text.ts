/** The words of the purchase page's forms and notices. */
export const PURCHASE_MESSAGES = {
  noTicket: "This purchase has no ticket to use.",
  experienceRange: "Choose from 1 to 5 stars for the experience.",
  providerRange: "Choose from 0 to 5 stars for the host.",
  noRating: "Choose a rating for the experience or the host.",
  closeFailed: "The ticket could not be closed. Please try again.",
  rateFailed: "Your rating could not be saved. Please try again.",
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

export const PURCHASE_NOTICES = {
  closed: "Ticket closed.",
  rated: "Thank you for rating.",
} as const;
