import { z } from "zod";
import { isCalendarDate, isClockTime } from "#contract/wall-clock";
import { BOOKING_MESSAGES, MAX_PICKUP_ADDRESS, SLOT_VALUE } from "./booking-text";

const m = BOOKING_MESSAGES;

/*
 * The booking form of /experiences/:id. The platform checks everything again (the slot, capacity,
 * tier, credits) and prices it; these are the checks a person can fix in the form itself.
 */
export const bookingSchema = z
  .object({
    /** One of the slots offered: "2026-12-10T18:00" (date and time in the experience's zone). */
    slot: z.string({ error: m.slot }).max(20, m.slot).refine((value) => {
      const match = SLOT_VALUE.exec(value);
      return match !== null && isCalendarDate(match[1]!) && isClockTime(match[2]!);
    }, m.slot),
    guests: z.number({ error: m.guests }).int(m.guests).min(1, m.guests).max(1000, m.guests),
    pickup: z.boolean().default(false),
    pickupAddress: z.string().trim().max(MAX_PICKUP_ADDRESS, m.pickupAddressLength).optional(),
    credit: z.string().max(100).optional(),
    creditQuantity: z.number({ error: m.creditQuantity }).int(m.creditQuantity).min(0, m.creditQuantity).max(1000, m.creditQuantity).default(0),
    timeZone: z.string().max(100).optional(),
    /** The experience's zone, which the times offered are in. */
    zone: z.string({ error: m.failed }).max(100),
  })
  .superRefine((value, context) => {
    if (value.pickup && !value.pickupAddress) context.addIssue({ code: "custom", path: ["pickupAddress"], message: m.pickupAddress });
    if (value.creditQuantity > 0 && !value.credit) context.addIssue({ code: "custom", path: ["credit"], message: m.credit });
  });
