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

export function bookingCalls(core: PlatformCore) {
  return {
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
