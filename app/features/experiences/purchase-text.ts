/** The words of the purchase page's forms and notices. */
export const PURCHASE_MESSAGES = {
  noTicket: "This purchase has no ticket to use.",
  experienceRange: "Choose from 1 to 5 stars for the experience.",
  providerRange: "Choose from 0 to 5 stars for the host.",
  noRating: "Choose a rating for the experience or the host.",
  closeFailed: "The ticket could not be closed. Please try again.",
  rateFailed: "Your rating could not be saved. Please try again.",
} as const;

export const PURCHASE_NOTICES = {
  closed: "Ticket closed.",
  rated: "Thank you for rating.",
} as const;
