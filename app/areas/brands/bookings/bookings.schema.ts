import { z } from "zod";

/* Cancelling a booking with a full refund; without confirm=yes the page asks first. */
export const cancelBookingSchema = z.object({
  bookingId: z.string({ error: "Choose a booking to cancel." }).max(100),
  confirm: z.string().max(10).optional(),
});

/** The page's date filter: a real YYYY-MM-DD, else none. */
export function dateFilterOf(url: URL): string | null {
  const value = url.searchParams.get("date") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && day.getUTCFullYear() >= 1970 ? value : null;
}

export const BOOKING_STATES = ["open", "used", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The page's other filters: the buyer searched (name or whole email address) and a state. */
export function searchOf(url: URL): { q: string; state: BookingState | null } {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const state = url.searchParams.get("state");
  return { q, state: BOOKING_STATES.find((one) => one === state) ?? null };
}
