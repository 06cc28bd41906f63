import { z } from "zod";
import { path, type PlatformCore } from "../core";
import type { HostedCheckout } from "./memberships";

/* Purchases and tickets (spec platform-core §3 Purchase and Ticket, §7 "Purchases and tickets"). */

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

const hostedCheckoutSchema: z.ZodType<HostedCheckout & { url: string }> = z.object({ id: z.string().nullish().transform((id) => id ?? null), url: z.string().min(1) });

export function purchaseCalls(core: PlatformCore) {
  return {
    /** POST /experiences/id/{id}/checkout/hosted: checked and priced by the platform; the answer holds the URL to pay at. */
    checkout(experienceId: string, booking: ExperienceCheckout): Promise<HostedCheckout & { url: string }> {
      return core.call({
        prefix: "Unable to start checkout",
        method: "POST",
        path: path`/experiences/id/${experienceId}/checkout/hosted`,
        auth: "required",
        json: {
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
        },
        schema: hostedCheckoutSchema,
      });
    },
  };
}
