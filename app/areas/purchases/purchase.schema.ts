import { z } from "zod";
import { PURCHASE_MESSAGES } from "./purchase-text";

const m = PURCHASE_MESSAGES;

/* The forms of a purchase page: cancel the booking, close a ticket, and rate the experience and its provider. */
export const purchaseSchema = z.discriminatedUnion("intent", [
  // Closing asks first: without confirm=yes the page answers the question instead.
  // Cancelling asks first too, stating the refund: without confirm=yes the page asks.
  z.object({ intent: z.literal("cancel"), confirm: z.string().max(10).optional() }),
  z.object({ intent: z.literal("close"), ticketId: z.string({ error: m.noTicket }).max(100), confirm: z.string().max(10).optional() }),
  z
    .object({
      intent: z.literal("rate"),
      ticketId: z.string({ error: m.noTicket }).max(100),
      // The spec's ranges; the platform says the same in its own words if these are bypassed.
      experienceRating: z.number().int().min(1, m.experienceRange).max(5, m.experienceRange).optional(),
      providerRating: z.number().int().min(0, m.providerRange).max(5, m.providerRange).optional(),
    })
    .refine((value) => value.experienceRating !== undefined || value.providerRating !== undefined, { message: m.noRating, path: ["experienceRating"] }),
]);
