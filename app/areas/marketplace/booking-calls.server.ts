import * as api from "#contract/api/purchases";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import type { HostedCheckout } from "~/.server/platform/return-urls";

/*
 * Booking an experience (spec platform-core §7 "Purchases and tickets"): the hosted checkout the
 * experience's page starts. The marketplace's, not purchases/', which imports the marketplace (an
 * experience's view for a purchase): the other way round would be a cycle.
 */

/** What POST /experiences/id/{id}/checkout/hosted takes (spec §7), in the site's words. */
export interface ExperienceCheckout {
  /** YYYY-MM-DD and HH:MM, wall-clock in `timezone`. */
  date: string;
  time: string;
  timezone: string;
  guests: number;
  pickup: boolean;
  pickupAddress: string | null;
  creditId: string | null;
  creditQuantity: number;
  successUrl: string;
  cancelUrl: string;
}

/** One slot the booking panel offers (GET /experiences/id/{id}/slots). */
export interface OpenSlot {
  /** YYYY-MM-DD and HH:MM in the experience's zone: what a booking sends. */
  date: string;
  time: string;
  startsAt: Date;
  placesLeft: number;
}

export function bookingCalls(core: PlatformCore) {
  return {
    /** GET /experiences/id/{id}/slots: the bookable slots of `from` … `to` (days in the experience's zone, at most 62). */
    async slots(experienceId: string, from: string, to: string): Promise<OpenSlot[]> {
      const answer = await core.call(endpointCall(api.listExperienceSlots, { params: { id: experienceId }, query: { from, to } }, { prefix: "Unable to list the dates" }));
      return answer.slots.map((slot) => ({ date: slot.date, time: slot.time, startsAt: new Date(slot.starts_at), placesLeft: slot.places_left }));
    },
    /** POST /experiences/id/{id}/checkout/hosted: checked and priced by the platform; the answer holds the URL to pay at. */
    checkout(experienceId: string, booking: ExperienceCheckout): Promise<HostedCheckout & { url: string }> {
      const body = {
        date: booking.date,
        time: booking.time,
        timezone: booking.timezone,
        guests: booking.guests,
        pickup: booking.pickup,
        pickup_address: booking.pickupAddress,
        credit_id: booking.creditId,
        credit_quantity: booking.creditQuantity,
        success_url: booking.successUrl,
        cancel_url: booking.cancelUrl,
      };
      return core.call(endpointCall(api.startExperienceCheckout, { params: { id: experienceId }, body }, { prefix: "Unable to start checkout" }));
    },
  };
}
