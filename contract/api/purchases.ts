/**
 * Booking, purchases, tickets and ratings (platform-core §7 "Experiences" and "Purchases and
 * tickets"; platform/README.md "Purchases and tickets"): the hosted checkout of an experience, the
 * buyer's purchases and tickets, closing a ticket, the seller's view of an experience's tickets,
 * and the buyer's ratings of the experience and its provider. All a member's calls.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badFlag, badQuery, queryRefused, signedOut } from "./errors";
import { experience, noExperience, provider } from "./experiences";

// ── What is asked ───────────────────────────────────────────────────────────

const checkoutBody = z.object({
  date: z.string().max(20).meta({ description: "YYYY-MM-DD, wall-clock in the experience's zone." }),
  time: z.string().max(10).meta({ description: "HH:MM, one of the slot starts of the day's windows." }),
  timezone: z.string().max(100).optional(),
  guests: z.number().int().min(1).max(10_000),
  pickup: z.boolean().default(false),
  pickup_address: z.string().max(500).nullish(),
  credit_id: z.string().max(100).nullish(),
  credit_quantity: z.number().int().min(0).max(1_000_000).default(0),
  success_url: z.string().min(1).max(2000),
  cancel_url: z.string().min(1).max(2000),
});

/** `rating` is any number here: the range is checked with the spec's own message. */
const rateBody = z
  .object({
    rating: z.number(),
    ticket_id: z.string().max(100).optional(),
    purchase_id: z.string().max(100).optional(),
  })
  .refine((body) => (body.ticket_id === undefined) !== (body.purchase_id === undefined), {
    message: "give ticket_id (or purchase_id), not both",
    path: ["ticket_id"],
  });

// ── What is answered ────────────────────────────────────────────────────────

const instant = z.iso.datetime({ offset: true });
const dollars = z.number().min(0).meta({ description: "Dollars." });

const cents = z.number().int().min(0).meta({ description: "Integer cents of the one currency (contract/money.ts CURRENCY)." });

const cancellation = z
  .object({
    by: z.enum(["buyer", "seller"]),
    time_cancelled: instant,
    refund_percent: z.number().int().min(0).max(100),
    refund_cents: cents.meta({ description: "Card money given back, in cents." }),
    refund_credits: z.number().int().min(0).meta({ description: "Credits or coins given back." }),
  })
  .meta({ id: "Cancellation" });

/** What cancelling now would give back (the question asked before cancelling states it). */
export const refundQuote = z
  .object({
    percent: z.number().int().min(0).max(100),
    paid_cents: cents.meta({ description: "Card money paid for it." }),
    refund_cents: cents.meta({ description: "Card money that would come back." }),
    credits_used: z.number().int().min(0),
    refund_credits: z.number().int().min(0),
    credit_name: z.string().nullable(),
  })
  .meta({ id: "RefundQuote" });

/** A booking as its seller sees it: the buyer's name, never their contact details. */
export const booking = z
  .object({
    id: z.string().min(1),
    experience: z.object({ id: z.string().min(1), name: z.string() }),
    buyer: z.object({ id: z.string().min(1), name: z.string() }),
    date: z.string().meta({ description: "YYYY-MM-DD in `timezone`." }),
    time: z.string().meta({ description: "HH:MM in `timezone`." }),
    timezone: z.string(),
    starts_at: instant,
    guests: z.number().int().min(1),
    price_cents: cents,
    state: z.enum(["paid", "cancelled"]),
    checked_in: z.number().int().min(0).default(0).meta({ description: "Its tickets closed so far (checked in at the door, or by their holder)." }),
    cancellation: cancellation.nullable(),
  })
  .meta({ id: "Booking" });

export const ticket = z
  .object({
    id: z.string().min(1),
    purchase_id: z.string().min(1),
    number: z.number().int().min(1).meta({ description: "1 … the purchase's guests." }),
    seller: provider,
    closed: z.boolean(),
    closed_by: z.enum(["holder", "seller"]).nullable().meta({ description: "Who closed it; null while open." }),
    closed_by_user: z.string().nullable(),
    time_closed: instant.nullable(),
    cancelled: z.boolean().default(false).meta({ description: "Its booking was cancelled: it admits no one (and is not closed: nobody used it)." }),
    door_code: z.string().nullable().default(null).meta({ description: "What its holder shows at the door: 8 characters (#contract/door-code), also its QR code." }),
    data: z.record(z.string(), z.unknown()).meta({ description: "What a scanner reads (`code`) and shows." }),
    time_created: instant,
  })
  .meta({ id: "Ticket" });

export const purchase = z
  .object({
    id: z.string().min(1),
    checkout_id: z.string().min(1).meta({ description: "The hosted checkout it was paid through." }),
    experience,
    seller: provider,
    price: dollars,
    guests: z.number().int().min(1),
    date: z.string().meta({ description: "YYYY-MM-DD in `timezone` (the experience's)." }),
    time: z.string().meta({ description: "HH:MM in `timezone`." }),
    timezone: z.string(),
    starts_at: instant,
    state: z.enum(["paid", "cancelled"]),
    cancellation: cancellation.nullable().default(null).meta({ description: "Who cancelled it, when, and what came back; null while paid." }),
    place: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: "Where it happens, one line for people (the booking email's): the pickup, else the venue's name and address, else the experience's address or location." }),
    details: z.object({
      pickup: z.boolean(),
      date: instant.meta({ description: "When it starts." }),
      address: z.string().nullable(),
      credit: z.object({ name: z.string(), quantity: z.number().int().min(0) }).optional().meta({ description: "Present only when a credit was used." }),
      subtotal: dollars,
    }),
    time_created: instant,
    tickets: z.array(ticket),
    experience_rating: z.number().nullable(),
    provider_rating: z.number().nullable(),
    user_rating: z.number().nullable().meta({ description: "A rating of the buyer by the seller: no call sets it yet." }),
  })
  .meta({ id: "Purchase" });

const byId = (what: string) => z.object({ id: z.string().meta({ description: `The ${what}'s id (a UUID; anything else is not found).` }) });
const EXPERIENCES = "platform-core §7 Experiences";
const PURCHASES = "platform-core §7 Purchases and tickets";

export const startExperienceCheckout = endpoint({
  id: "startExperienceCheckout",
  method: "POST",
  path: "/experiences/id/{id}/checkout/hosted",
  summary: "Check and price a booking, and open a hosted checkout for it",
  spec: EXPERIENCES,
  caller: "member",
  params: byId("experience"),
  body: { json: checkoutBody },
  answer: { status: 201, json: z.object({ id: z.string().min(1), url: z.string().min(1).meta({ description: "Where the buyer pays." }) }).meta({ id: "HostedCheckout" }) },
  refusals: [
    signedOut,
    { ...badBody, when: "A field is missing or not of its kind, the guests are out of the experience's range, the slot is not offered, a return URL is not the site's; `field` names it." },
    { status: 400, code: ERROR_CODES.limitExceeded, when: "The price would pass the checkout's cap." },
    { status: 403, code: ERROR_CODES.forbidden, when: "The experience is for members, or for a higher tier, than the caller holds." },
    { status: 403, code: ERROR_CODES.creditNotAccepted, field: "credit_id", when: "The credit cannot pay for this experience: only platform credits and the selling brand's own coin can." },
    noExperience,
    { status: 409, code: ERROR_CODES.conflict, when: "The experience is archived, or the caller holds too little of the credit." },
    { status: 409, code: ERROR_CODES.soldOut, when: "Too few places are left in the slot." },
    { status: 409, code: ERROR_CODES.tooManyHolds, when: "The caller already has 3 bookings waiting for payment (each holds its places for 30 minutes)." },
    { status: 409, code: ERROR_CODES.checkoutUnsupported, when: "This platform has no payment provider (production without Stripe)." },
    { status: 502, code: ERROR_CODES.paymentUnavailable, when: "The payment provider refused or did not answer; nothing was held or charged." },
  ],
});

/** The most days one slots call covers (a page of the booking panel is two weeks; a month view about five). */
export const MAX_SLOT_RANGE_DAYS = 62;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a calendar date written YYYY-MM-DD").refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "must be a calendar date written YYYY-MM-DD");

export const slotsQuery = z
  .object({
    from: calendarDate.meta({ description: "The first day (YYYY-MM-DD, in the experience's zone)." }),
    to: calendarDate.meta({ description: `The last day, included; at most ${MAX_SLOT_RANGE_DAYS} days after from.` }),
  })
  .strict()
  .refine(({ from, to }) => from <= to, { message: "must not be before from", path: ["to"] })
  .refine(({ from, to }) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 < MAX_SLOT_RANGE_DAYS, {
    message: `must be less than ${MAX_SLOT_RANGE_DAYS} days after from`,
    path: ["to"],
  });

export const openSlot = z
  .object({
    date: z.string().meta({ description: "YYYY-MM-DD in the experience's zone." }),
    time: z.string().meta({ description: "HH:MM in the experience's zone: what a booking sends." }),
    starts_at: instant,
    capacity: z.number().int().min(0),
    places_left: z.number().int().min(0).meta({ description: "0: full (held and paid places count)." }),
  })
  .meta({ id: "Slot" });

export const listExperienceSlots = endpoint({
  id: "listExperienceSlots",
  method: "GET",
  path: "/experiences/id/{id}/slots",
  summary: "The slots an experience can still be booked at between two days, with the places left in each",
  spec: EXPERIENCES,
  caller: "member-or-guest",
  params: byId("experience"),
  query: slotsQuery,
  answer: {
    status: 200,
    json: z
      .object({ timezone: z.string(), from: z.string(), to: z.string(), slots: z.array(openSlot) })
      .meta({ id: "ExperienceSlots", description: "Slots not yet started and past the advance notice, in order; days the experience does not run have none." }),
  },
  refusals: [{ ...badQuery, when: `from or to is not a calendar date, to is before from or ${MAX_SLOT_RANGE_DAYS} days or more after it, or another parameter was sent; \`field\` names it.` }, noExperience],
});

/** What became of a hosted checkout of an experience (docs/payments.md "Bookings"). */
export const CHECKOUT_STATUSES = ["open", "completed", "cancelled", "expired", "refunded"] as const;

export const getExperienceCheckout = endpoint({
  id: "getExperienceCheckout",
  method: "GET",
  path: "/purchases/checkout/{id}",
  summary: "What became of one of the caller's experience checkouts (the return from paying)",
  spec: PURCHASES,
  caller: "member",
  params: byId("checkout"),
  answer: {
    status: 200,
    json: z
      .object({
        id: z.string(),
        status: z.enum(CHECKOUT_STATUSES).meta({
          description:
            "open: waiting for the provider to confirm the payment (read from it on this call); completed: booked; cancelled or expired: released unpaid; refunded: paid after its places were gone, refunded in full.",
        }),
        purchase_id: z.string().nullable().meta({ description: "The purchase it made, once completed." }),
        expires_at: z.string().meta({ description: "When its hold ends (ISO 8601)." }),
      })
      .meta({ id: "ExperienceCheckout" }),
  },
  refusals: [signedOut, { status: 404, code: ERROR_CODES.notFound, when: "No checkout of this id is the caller's." }],
});

const rateRefusals: Refusal[] = [
  signedOut,
  { ...badBody, when: "The rating is out of its range or not whole, or neither or both of ticket_id and purchase_id were given." },
  { status: 404, code: ERROR_CODES.notFound, when: "No such experience, or no ticket or purchase of the caller's for it." },
  { status: 403, code: ERROR_CODES.ownExperience, when: "The caller's own brand sells the experience." },
  { status: 409, code: ERROR_CODES.ratingNotOpen, when: "The experience has not started yet." },
];

export const rateExperience = endpoint({
  id: "rateExperience",
  method: "POST",
  path: "/experiences/id/{id}/rate",
  summary: "Rate a purchased experience, 1 to 5 (again replaces it)",
  spec: EXPERIENCES,
  caller: "member",
  params: byId("experience"),
  body: { json: rateBody },
  answer: { status: 200, json: purchase },
  refusals: rateRefusals,
});

export const rateProvider = endpoint({
  id: "rateProvider",
  method: "POST",
  path: "/experiences/id/{id}/rate/provider",
  summary: "Rate the provider of a purchased experience, 0 to 5 (again replaces it)",
  spec: EXPERIENCES,
  caller: "member",
  params: byId("experience"),
  body: { json: rateBody },
  answer: { status: 200, json: purchase },
  refusals: rateRefusals,
});

const noQuery = z.object({}).strict();

export const listUpcomingPurchases = endpoint({
  id: "listUpcomingPurchases",
  method: "GET",
  path: "/purchases/experiences",
  summary: "The caller's upcoming purchases, soonest first",
  spec: PURCHASES,
  caller: "member",
  query: noQuery,
  answer: { status: 200, json: z.array(purchase) },
  refusals: [signedOut, queryRefused],
});

export const listPastPurchases = endpoint({
  id: "listPastPurchases",
  method: "GET",
  path: "/purchases/experiences/history",
  summary: "The caller's past purchases, latest first",
  spec: PURCHASES,
  caller: "member",
  query: noQuery,
  answer: { status: 200, json: z.array(purchase) },
  refusals: [signedOut, queryRefused],
});

/** Counted as the two lists select them (upcoming: starting now or later), without their limit. */
const purchaseCounts = z.object({
  upcoming: z.number().int().nonnegative(),
  past: z.number().int().nonnegative(),
});

export const countPurchases = endpoint({
  id: "countPurchases",
  method: "GET",
  path: "/purchases/experiences/counts",
  summary: "How many purchases the caller has, upcoming and past (the dashboard's overview)",
  spec: PURCHASES,
  caller: "member",
  query: noQuery,
  answer: { status: 200, json: purchaseCounts },
  refusals: [signedOut, queryRefused],
});

const noPurchase: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No purchase of the caller's with this id." };
const noTicket: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No ticket of this id that the caller holds or sells." };

export const getPurchase = endpoint({
  id: "getPurchase",
  method: "GET",
  path: "/purchases/id/{id}",
  summary: "One of the caller's purchases",
  spec: PURCHASES,
  caller: "member",
  params: byId("purchase"),
  answer: { status: 200, json: purchase },
  refusals: [signedOut, noPurchase],
});

export const listPurchaseTickets = endpoint({
  id: "listPurchaseTickets",
  method: "GET",
  path: "/purchases/id/{id}/tickets",
  summary: "The tickets of one of the caller's purchases",
  spec: PURCHASES,
  caller: "member",
  params: byId("purchase"),
  answer: { status: 200, json: z.array(ticket) },
  refusals: [signedOut, noPurchase],
});

export const getTicket = endpoint({
  id: "getTicket",
  method: "GET",
  path: "/purchases/tickets/id/{id}",
  summary: "A ticket its holder or its seller may see",
  spec: PURCHASES,
  caller: "member",
  params: byId("ticket"),
  answer: { status: 200, json: ticket },
  refusals: [signedOut, noTicket],
});

export const closeTicket = endpoint({
  id: "closeTicket",
  method: "GET",
  path: "/purchases/tickets/id/{id}/close",
  summary: "Close a ticket, recording who did (a plain GET, as the spec has it; again changes nothing)",
  spec: PURCHASES,
  caller: "member",
  params: byId("ticket"),
  answer: { status: 200, json: ticket },
  refusals: [signedOut, noTicket],
});

export const listExperienceTickets = endpoint({
  id: "listExperienceTickets",
  method: "GET",
  path: "/purchases/experiences/id/{id}/tickets",
  summary: "An experience's tickets, for its seller",
  spec: PURCHASES,
  caller: "member",
  params: byId("experience"),
  query: z.object({ open: z.enum(["true", "false"]).optional().meta({ description: "Only the open (true) or the closed (false) ones." }) }).strict(),
  answer: { status: 200, json: z.array(ticket) },
  refusals: [
    signedOut,
    badFlag("open"),
    { status: 403, code: ERROR_CODES.forbidden, when: "The caller does not own the brand that sells it." },
    noExperience,
  ],
});

const cancelRefusals: Refusal[] = [
  signedOut,
  noPurchase,
  { status: 409, code: ERROR_CODES.conflict, when: "The booking is already cancelled, or has started." },
];

export const getRefundQuote = endpoint({
  id: "getRefundQuote",
  method: "GET",
  path: "/purchases/id/{id}/cancel",
  summary: "What cancelling one of the caller's bookings now would give back, by its experience's policy",
  spec: PURCHASES,
  caller: "member",
  params: byId("purchase"),
  answer: { status: 200, json: refundQuote },
  refusals: cancelRefusals,
});

export const cancelPurchase = endpoint({
  id: "cancelPurchase",
  method: "POST",
  path: "/purchases/id/{id}/cancel",
  summary: "Cancel one of the caller's bookings: tickets cancelled, places back on sale, what the policy gives now returned (card money, credits)",
  spec: PURCHASES,
  caller: "member",
  params: byId("purchase"),
  answer: { status: 200, json: purchase },
  refusals: cancelRefusals,
});

/** A real day (not 2026-02-30), in the years the database and the calendar files both take. */
function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && day.getUTCFullYear() >= 1970;
}

const brandId = z.object({ id: z.string().meta({ description: "The brand's id." }) });
const noBrand: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No brand of the caller's with this id (another's brand is unknown too)." };

export const listBrandBookings = endpoint({
  id: "listBrandBookings",
  method: "GET",
  path: "/account/business/{id}/bookings",
  summary: "The bookings of the caller's brand, by experience and date: upcoming soonest first, or one date's",
  spec: PURCHASES,
  caller: "member",
  params: brandId,
  query: z
    .object({
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
        .refine(isCalendarDate, "must be a date of the calendar, from 1970 to 9999")
        .optional().meta({ description: "Only this date's (in each experience's zone); without it, the upcoming ones." }),
      q: z.string().max(200, "must be at most 200 characters").optional().meta({
        description: "Only bookings whose buyer's name contains it, or whose buyer's email address is exactly it (any case): an owner finds a buyer without learning anyone's address.",
      }),
    })
    .strict(),
  answer: { status: 200, json: z.array(booking) },
  refusals: [signedOut, { status: 400, code: ERROR_CODES.invalidRequest, field: "date", when: "date is not YYYY-MM-DD, q is longer than 200 characters, or another parameter was sent; `field` names it." }, noBrand],
});

export const cancelBrandBooking = endpoint({
  id: "cancelBrandBooking",
  method: "POST",
  path: "/account/business/{id}/bookings/{booking}/cancel",
  summary: "Cancel a booking of the caller's brand with a full refund",
  spec: PURCHASES,
  caller: "member",
  params: z.object({ id: z.string().meta({ description: "The brand's id." }), booking: z.string().meta({ description: "The booking's (purchase's) id." }) }),
  answer: { status: 200, json: booking },
  refusals: [signedOut, { ...noBrand, when: "No brand of the caller's with this id, or no booking of it with that id." }, { status: 409, code: ERROR_CODES.conflict, when: "The booking is already cancelled, or has started." }],
});

export const purchasesEndpoints = [
  startExperienceCheckout,
  listExperienceSlots,
  getExperienceCheckout,
  rateExperience,
  rateProvider,
  listUpcomingPurchases,
  listPastPurchases,
  countPurchases,
  getPurchase,
  listPurchaseTickets,
  getTicket,
  closeTicket,
  listExperienceTickets,
  getRefundQuote,
  cancelPurchase,
  listBrandBookings,
  cancelBrandBooking,
] as const;
