/** The words of the booking form (shared by its schema and its component). */
export const BOOKING_MESSAGES = {
  slot: "Choose a date, then a time.",
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

/** A slot's value in the booking form: the date and time the booking sends, "2026-12-10T18:00". */
export const SLOT_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

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
