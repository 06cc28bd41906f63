/** The words of the booking form (shared by its schema and its component). */
export const BOOKING_MESSAGES = {
  date: "Choose the date you want to go.",
  time: "Choose a start time.",
  guests: "Enter how many guests are coming.",
  pickupAddress: "Enter the address to pick you up from.",
  pickupAddressLength: "Keep the pickup address under 200 characters.",
  credit: "Choose which credit to use.",
  creditQuantity: "Enter how many credits to use, or 0.",
  failed: "Unable to start checkout. Please try again.",
  // When a platform refuses by code without words of its own (contract/error-codes.ts).
  creditNotAccepted: "This credit cannot pay for this experience: only platform credits and this brand's own coin can.",
  tooExpensive: "This booking costs more than one checkout can take. Book fewer guests.",
} as const;

export const MAX_PICKUP_ADDRESS = 200;

/** Time zones offered when the browser cannot tell us the visitor's (JavaScript off). */
export const COMMON_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Toronto",
  "America/Mexico_City",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Pacific/Auckland",
  "UTC",
] as const;
