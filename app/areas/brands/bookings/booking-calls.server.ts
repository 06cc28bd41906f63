import * as api from "#contract/api/purchases";
import type { CallAnswer, CallInput, Endpoint } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { toCancellation, type Cancellation } from "~/areas/purchases/purchase-calls.server";

/* A brand owner's bookings (contract/api/purchases.ts listBrandBookings, cancelBrandBooking). */

export interface Booking {
  id: string;
  experience: { id: string; name: string };
  buyer: { id: string; name: string };
  date: string;
  time: string;
  timezone: string;
  startsAt: string;
  guests: number;
  priceCents: number;
  state: "paid" | "cancelled";
  /** Its tickets checked in (closed) so far. */
  checkedIn: number;
  cancellation: Cancellation | null;
}

function toBooking(w: CallAnswer<typeof api.cancelBrandBooking>): Booking {
  return {
    id: w.id,
    experience: w.experience,
    buyer: w.buyer,
    date: w.date,
    time: w.time,
    timezone: w.timezone,
    startsAt: w.starts_at,
    guests: w.guests,
    priceCents: w.price_cents,
    state: w.state,
    checkedIn: w.checked_in,
    cancellation: w.cancellation && toCancellation(w.cancellation),
  };
}

export function bookingCalls(core: PlatformCore) {
  const owner = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));
  return {
    /** GET /account/business/{id}/bookings[?date=][&q=]: upcoming soonest first, or one date's; only the buyers `q` finds. */
    async list(brandId: string, filter: { date?: string; q?: string } = {}): Promise<Booking[]> {
      return (await owner(api.listBrandBookings, { params: { id: brandId }, query: filter }, "Unable to list the bookings")).map(toBooking);
    },

    /** POST /account/business/{id}/bookings/{booking}/cancel: cancels it with everything back. */
    async cancel(brandId: string, bookingId: string): Promise<Booking> {
      return toBooking(await owner(api.cancelBrandBooking, { params: { id: brandId, booking: bookingId } }, "Unable to cancel the booking"));
    },
  };
}
