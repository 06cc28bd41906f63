/**
 * Booking an experience through the demo hosted checkout: starting one, everything checked and
 * priced on the server (paying it: payment.ts).
 */
import { whenForPeople } from "#contract/when-for-people";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import { dollarsOf, MAX_CHECKOUT_CENTS, MONEY_MESSAGES } from "#contract/money";
import type { Database } from "../../db/connect";
import type { Clock } from "../../infra/rate-limit";
import { emailOf } from "../accounts";
import { brandsOfCoins } from "../businesses";
import { creditWithBalance, debit } from "../coins";
import { availabilitiesOf } from "../experiences";
import type { PaymentProvider } from "../payments";
import { checkVenueSlot } from "../venues";
import { experienceCheckouts, experienceSlots } from "./schema";
import { atField, conflict, forbidden, invalidRequest, limitExceeded, PlatformError } from "../../errors";
import { priceOf } from "./pricing";
import { experienceById, NO_EXPERIENCE, venueOfExperience } from "./lookups";
import { confirmBooking } from "./payment";
import { activeTier, ELIGIBILITY_MESSAGES, ineligibility } from "./eligibility";
import { capacityOf, checkSlot } from "./slots";
import { claimPlaces, releaseHold, releaseLapsed, type SlotClaim } from "./holds";
import { EXPERIENCE_CHECKOUT_PATH } from "./paths";
import { logPlatformError } from "../../infra/log";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long a checkout holds its places and credits: Stripe's shortest expiry (docs/payments.md "Bookings"). */
export const HOLD_MINUTES = 30;
/** The least a card payment may be (Stripe's minimum charge in USD); a booking costing nothing takes no card at all. */
export const MIN_CARD_CENTS = 50;
/** Open holds a member may have at once. */
export const MAX_OPEN_HOLDS = 3;

export const CHECKOUT_MESSAGES = {
  noExperience: NO_EXPERIENCE,
  archived: "This experience is archived: it can no longer be booked.",
  unlisted: "This experience is not published yet: it cannot be booked.",
  unavailable: "Hosted checkout is not available on this platform.",
  membersOnly: ELIGIBILITY_MESSAGES.membersOnly,
  tier: ELIGIBILITY_MESSAGES.tier,
  guests: (min: number, max: number) => atField("guests", `this experience takes ${min} to ${max} guests.`),
  noTransport: atField("pickup", "this experience does not include transportation."),
  pickupAddress: atField("pickup_address", "required when pickup is true."),
  creditWithoutId: atField("credit_id", "required when credit_quantity is more than 0."),
  noCredit: atField("credit_id", "no such credit."),
  notHeld: (held: number, name: string, asked: number) => `You hold ${held} ${name}; this booking uses ${asked}.`,
  soldOut: "This slot is sold out: the last places were just booked. Choose another slot.",
  placesLeft: (left: number) => `Only ${left} ${left === 1 ? "place is" : "places are"} left in this slot.`,
  closed: "This checkout is closed or has expired. Start again from the experience.",
  tooManyHolds: `You already have ${MAX_OPEN_HOLDS} bookings waiting for payment. Pay or cancel one of them first, or wait: each is released ${HOLD_MINUTES} minutes after it was started.`,
  providerDown: "The payment provider could not be reached, so nothing was booked or charged. Please try again in a moment.",
  belowCardMinimum: (cents: number) =>
    `Card payments start at ${dollarsOf(MIN_CARD_CENTS)}; this booking would cost ${dollarsOf(cents)}. Use fewer credits, or enough to cover it all.`,
} as const;

export const UUID = /^[0-9a-f-]{36}$/i;
export const soldOut = (message: string) => new PlatformError(409, ERROR_CODES.soldOut, message);

export { experienceById, venueOfExperience } from "./lookups";

export type CheckoutRequest = {
  date: string;
  time: string;
  timezone?: string | undefined;
  guests: number;
  pickup: boolean;
  pickupAddress?: string | null | undefined;
  creditId?: string | null | undefined;
  creditQuantity: number;
  successUrl: string;
  cancelUrl: string;
};

/** Sold places of a slot (0 when nothing was sold yet). */
async function soldIn(db: Database, experienceId: string, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ sold: experienceSlots.sold })
    .from(experienceSlots)
    .where(and(eq(experienceSlots.experienceId, experienceId), eq(experienceSlots.date, date), eq(experienceSlots.startTime, time)));
  return row?.sold ?? 0;
}

/** What starting a checkout needs beyond the database: the provider (null: none, checkouts refuse), the clock, where the platform's pages are. */
export type CheckoutDeps = { db: Database; provider: PaymentProvider | null; clock: Clock; publicUrl: string };

/**
 * Checks and prices a booking, then holds it and opens the provider's checkout (its id and url are
 * returned). The order of the checks: the experience, who may book it (tier), the guests, the
 * slot, pickup, credits, the places left. Then ONE transaction holds the booking: at most
 * MAX_OPEN_HOLDS open per member (the member's row locked, so two starts cannot both pass), the
 * places claimed by the guarded claim (claimPlaces: never past capacity, however many race) and
 * the credits debited as ledger rows. The hold lasts HOLD_MINUTES; released unpaid, both go back.
 * `claim` is replaceable only so a test can show what an unguarded claim does.
 */
export async function startExperienceCheckout(
  deps: CheckoutDeps,
  input: { userId: string; experienceId: string; request: CheckoutRequest },
  claim: (tx: Transaction, slot: SlotClaim) => Promise<boolean> = claimPlaces,
): Promise<{ id: string; url: string }> {
  const { db, provider } = deps;
  const { userId, request } = input;
  if (!provider) throw new PlatformError(409, ERROR_CODES.checkoutUnsupported, CHECKOUT_MESSAGES.unavailable);
  const experience = await experienceById(db, input.experienceId);
  if (experience.archived) throw conflict(CHECKOUT_MESSAGES.archived);
  if (!experience.listed) throw conflict(CHECKOUT_MESSAGES.unlisted);

  const tier = await activeTier(db, userId, deps.clock.now());
  const notForThem = await ineligibility(db, tier, experience, null);
  if (notForThem) throw forbidden(notForThem);

  if (request.guests < experience.minGuests || request.guests > experience.maxGuests) {
    throw invalidRequest(CHECKOUT_MESSAGES.guests(experience.minGuests, experience.maxGuests));
  }
  const availabilities = await availabilitiesOf(db, experience.id);
  const slot = checkSlot(experience, availabilities, request);
  const venue = await venueOfExperience(db, experience.id);
  if (venue) {
    const notAtVenue = await ineligibility(db, tier, { minimumTier: null, membersOnly: false }, venue);
    if (notAtVenue) throw forbidden(notAtVenue);
    await checkVenueSlot(db, venue, slot.startsAt, new Date(slot.startsAt.getTime() + experience.durationMinutes * 60_000));
  }

  if (request.pickup && !experience.transportationIncluded) throw invalidRequest(CHECKOUT_MESSAGES.noTransport);
  const pickupAddress = request.pickup ? request.pickupAddress?.trim() : null;
  if (request.pickup && !pickupAddress) throw invalidRequest(CHECKOUT_MESSAGES.pickupAddress);

  let credit: { id: string; name: string; rewardsValue: number | null; quantity: number } | null = null;
  if (request.creditQuantity > 0) {
    if (!request.creditId) throw invalidRequest(CHECKOUT_MESSAGES.creditWithoutId);
    if (!UUID.test(request.creditId)) throw invalidRequest(CHECKOUT_MESSAGES.noCredit);
    const found = await creditWithBalance(db, request.creditId, userId);
    if (!found) throw invalidRequest(CHECKOUT_MESSAGES.noCredit);
    const row = { ...found, issuingBrand: (await brandsOfCoins(db, [found.id])).get(found.id) ?? null };
    // Only platform credits (no brand issued them) and the selling brand's own coin pay for its
    // experiences: a coin anyone can issue and mint must not buy another brand's (docs/security.md "Money rules").
    if (row.issuingBrand !== null && row.issuingBrand !== experience.businessId) {
      const problem = MONEY_MESSAGES.creditNotAccepted(row.name);
      throw new PlatformError(400, ERROR_CODES.creditNotAccepted, `Field "credit_id": ${problem}`, {}, { field: "credit_id", problem });
    }
    const held = row.balance ?? 0;
    if (held < request.creditQuantity) throw conflict(CHECKOUT_MESSAGES.notHeld(held, row.name, request.creditQuantity));
    credit = { id: row.id, name: row.name, rewardsValue: row.rewardsValue, quantity: request.creditQuantity };
  }
  const price = priceOf(experience, { isMember: tier !== null, guests: request.guests, credit });
  // The columns hold 32-bit cents: a price beyond the cap is refused here, never stored (or a 500).
  if (price.subtotalCents > MAX_CHECKOUT_CENTS) throw limitExceeded("guests", MONEY_MESSAGES.checkoutPastCap(price.subtotalCents));

  // A card provider cannot take less than its minimum (the demo page takes any amount, no card).
  if (provider.name !== "demo" && price.priceCents > 0 && price.priceCents < MIN_CARD_CENTS) throw conflict(CHECKOUT_MESSAGES.belowCardMinimum(price.priceCents));

  // Said before the hold, in words; the hold's guarded claim is what enforces it.
  const capacity = capacityOf(experience, venue);
  const left = capacity - (await soldIn(db, experience.id, slot.date, slot.time));
  if (left <= 0) throw soldOut(CHECKOUT_MESSAGES.soldOut);
  if (request.guests > left) throw soldOut(CHECKOUT_MESSAGES.placesLeft(left));

  const id = randomUUID();
  const withId = (url: string) => url.replaceAll("{CHECKOUT_SESSION_ID}", id);
  const expiresAt = new Date(deps.clock.now() + HOLD_MINUTES * 60_000);
  const email = await db.transaction(async (tx) => {
    // One lock per member for this transaction: their starts queue here, so the count of open holds is exact.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`holds:${userId}`}, 0))`);
    await releaseLapsed(tx, new Date(deps.clock.now()), { experienceId: experience.id, date: slot.date, startTime: slot.time }, userId);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(experienceCheckouts)
      .where(and(eq(experienceCheckouts.userId, userId), eq(experienceCheckouts.status, "open")));
    if ((open?.count ?? 0) >= MAX_OPEN_HOLDS) throw new PlatformError(409, ERROR_CODES.tooManyHolds, CHECKOUT_MESSAGES.tooManyHolds);
    await tx.insert(experienceCheckouts).values({
      id,
      userId,
      experienceId: experience.id,
      date: slot.date,
      startTime: slot.time,
      startsAt: slot.startsAt,
      guests: request.guests,
      pickup: request.pickup,
      pickupAddress: pickupAddress ?? null,
      creditId: credit?.id ?? null,
      creditQuantity: credit?.quantity ?? 0,
      subtotalCents: price.subtotalCents,
      priceCents: price.priceCents,
      successUrl: withId(request.successUrl),
      cancelUrl: withId(request.cancelUrl),
      provider: provider.name,
      expiresAt,
    });
    const claimed = await claim(tx, { experienceId: experience.id, date: slot.date, startTime: slot.time, guests: request.guests, capacity });
    if (!claimed) throw soldOut(CHECKOUT_MESSAGES.soldOut);
    if (credit) {
      const spend = { userId, creditId: credit.id, amount: credit.quantity, kind: "checkout" as const, checkoutId: id };
      if ((await debit(tx, spend)) === null) throw conflict(CHECKOUT_MESSAGES.notHeld(0, credit.name, credit.quantity));
    }
    return emailOf(tx, userId);
  });

  // Nothing to pay (free, or all in credits): no card provider is involved, the hold is the booking.
  if (price.priceCents === 0 && provider.name !== "demo") {
    const confirmed = await confirmBooking({ db, provider, clock: deps.clock }, id, { provider: provider.name, paymentId: null, amountCents: 0, receiptUrl: null });
    if (confirmed?.outcome === "booked") return { id, url: confirmed.successUrl };
  }

  const guests = `${request.guests} ${request.guests === 1 ? "guest" : "guests"}`;
  let opened: { id: string; url: string };
  try {
    opened = await provider.startCheckout({
      reference: id,
      purpose: "booking",
      line: { mode: "payment", name: experience.name, description: `${whenForPeople(slot.startsAt, experience.timezone, { now: new Date(deps.clock.now()) })}, ${guests}`, amountCents: price.priceCents },
      customerEmail: email,
      successUrl: withId(request.successUrl),
      // Through the platform, which closes the checkout at the provider and releases the hold.
      cancelUrl: `${deps.publicUrl}${EXPERIENCE_CHECKOUT_PATH}/${id}/cancel`,
      expiresAt,
    });
  } catch (error) {
    await releaseHold(db, id, "cancelled");
    logPlatformError("the payment provider refused or did not answer a checkout", error);
    throw new PlatformError(502, ERROR_CODES.paymentUnavailable, CHECKOUT_MESSAGES.providerDown);
  }
  await db.update(experienceCheckouts).set({ providerCheckoutId: opened.id }).where(eq(experienceCheckouts.id, id));
  return { id, url: opened.url };
}
