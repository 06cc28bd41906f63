/** Where the demo checkout pages of experience bookings are, and the cancel URL a provider sends the buyer back through. */
export const EXPERIENCE_CHECKOUT_PATH = "/experience-checkout";
