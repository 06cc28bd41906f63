/**
 * Booking an experience through the demo hosted checkout: starting one (everything checked and
 * priced on the server) and paying it (one transaction: the capacity guard, the purchase, its
 * tickets, the credit debit, the checkout completed).
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ERROR_CODES } from "#contract/error-codes";
import type { Database } from "../../db/connect";
import {
  creditBalances,
  credits,
  experienceAvailabilities,
  experienceCheckouts,
  experiences,
  experienceSlots,
  membershipPlans,
  purchases,
  tickets,
  type Experience,
} from "../../db/schema";
import type { PlatformEnvironment } from "../../environment";
import { conflict, forbidden, invalidRequest, notFound, PlatformError } from "../../errors";
import { CHECKOUT_MINUTES, heldMemberships } from "../memberships/service";
import { priceOf } from "./pricing";
import { capacityOf, checkSlot } from "./slots";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const CHECKOUT_MESSAGES = {
  noExperience: "No such experience.",
  archived: "This experience is archived: it can no longer be booked.",
  unavailable: "Hosted checkout is not available on this platform.",
  membersOnly: "This experience is for members only.",
  tier: (name: string) => `This experience is for ${name} members and above.`,
  guests: (min: number, max: number) => `Field "guests": this experience takes ${min} to ${max} guests.`,
  noTransport: 'Field "pickup": this experience does not include transportation.',
  pickupAddress: 'Field "pickup_address": required when pickup is true.',
  creditWithoutId: 'Field "credit_id": required when credit_quantity is more than 0.',
  noCredit: 'Field "credit_id": no such credit.',
  notHeld: (held: number, name: string, asked: number) => `You hold ${held} ${name}; this booking uses ${asked}.`,
  soldOut: "This slot is sold out: the last places were just booked. Choose another slot.",
  placesLeft: (left: number) => `Only ${left} ${left === 1 ? "place is" : "places are"} left in this slot.`,
  closed: "This checkout is closed or has expired. Start again from the experience.",
} as const;

const UUID = /^[0-9a-f-]{36}$/i;
const soldOut = (message: string) => new PlatformError(409, ERROR_CODES.soldOut, message);

export async function experienceById(db: Database | Transaction, id: string): Promise<Experience> {
  if (!UUID.test(id)) throw notFound(CHECKOUT_MESSAGES.noExperience);
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
  if (!row) throw notFound(CHECKOUT_MESSAGES.noExperience);
  return row;
}

/** The name of a tier: its plan's ("Alliance"). */
async function tierName(db: Database, tier: number): Promise<string> {
  const [plan] = await db.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.tier, tier));
  return plan?.name ?? `tier ${tier}`;
}

/** The tier of the active membership the user holds, or null (a paused one does not count). */
async function activeTier(db: Database, userId: string): Promise<number | null> {
  const held = (await heldMemberships(db, userId)).filter((m) => m.subscription.status === "active");
  return held.length === 0 ? null : Math.max(...held.map((m) => m.plan.tier));
}

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

/**
 * Checks and prices a booking, then opens a checkout for it (the id is returned). The order of
 * the checks: the experience, who may book it (tier), the guests, the slot, pickup, credits,
 * the places left. Paying checks the places and credits again, atomically.
 */
export async function startExperienceCheckout(
  db: Database,
  environment: PlatformEnvironment,
  input: { userId: string; experienceId: string; request: CheckoutRequest },
): Promise<string> {
  const { userId, request } = input;
  if (environment !== "demo") throw new PlatformError(409, ERROR_CODES.checkoutUnsupported, CHECKOUT_MESSAGES.unavailable);
  const experience = await experienceById(db, input.experienceId);
  if (experience.archived) throw conflict(CHECKOUT_MESSAGES.archived);

  const tier = await activeTier(db, userId);
  if (experience.minimumTier !== null && (tier === null || tier < experience.minimumTier)) {
    throw forbidden(CHECKOUT_MESSAGES.tier(await tierName(db, experience.minimumTier)));
  }
  if (experience.membersOnly && tier === null) throw forbidden(CHECKOUT_MESSAGES.membersOnly);

  if (request.guests < experience.minGuests || request.guests > experience.maxGuests) {
    throw invalidRequest(CHECKOUT_MESSAGES.guests(experience.minGuests, experience.maxGuests));
  }
  const availabilities = await db.select().from(experienceAvailabilities).where(eq(experienceAvailabilities.experienceId, experience.id));
  const slot = checkSlot(experience, availabilities, request);

  if (request.pickup && !experience.transportationIncluded) throw invalidRequest(CHECKOUT_MESSAGES.noTransport);
  const pickupAddress = request.pickup ? request.pickupAddress?.trim() : null;
  if (request.pickup && !pickupAddress) throw invalidRequest(CHECKOUT_MESSAGES.pickupAddress);

  let credit: { id: string; name: string; rewardsValue: number | null; quantity: number } | null = null;
  if (request.creditQuantity > 0) {
    if (!request.creditId) throw invalidRequest(CHECKOUT_MESSAGES.creditWithoutId);
    if (!UUID.test(request.creditId)) throw invalidRequest(CHECKOUT_MESSAGES.noCredit);
    const [row] = await db
      .select({ id: credits.id, name: credits.name, rewardsValue: credits.rewardsValue, balance: creditBalances.balance })
      .from(credits)
      .leftJoin(creditBalances, and(eq(creditBalances.creditId, credits.id), eq(creditBalances.userId, userId)))
      .where(eq(credits.id, request.creditId));
    if (!row) throw invalidRequest(CHECKOUT_MESSAGES.noCredit);
    const held = row.balance ?? 0;
    if (held < request.creditQuantity) throw conflict(CHECKOUT_MESSAGES.notHeld(held, row.name, request.creditQuantity));
    credit = { id: row.id, name: row.name, rewardsValue: row.rewardsValue, quantity: request.creditQuantity };
  }
  const price = priceOf(experience, { isMember: tier !== null, guests: request.guests, credit });

  const left = capacityOf(experience) - (await soldIn(db, experience.id, slot.date, slot.time));
  if (left <= 0) throw soldOut(CHECKOUT_MESSAGES.soldOut);
  if (request.guests > left) throw soldOut(CHECKOUT_MESSAGES.placesLeft(left));

  const id = randomUUID();
  const withId = (url: string) => url.replaceAll("{CHECKOUT_SESSION_ID}", id);
  await db.insert(experienceCheckouts).values({
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
    expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_MINUTES})`,
  });
  return id;
}

export type SlotClaim = { experienceId: string; date: string; startTime: string; guests: number; capacity: number };

/**
 * Adds `guests` to the places sold in a slot, in ONE statement that refuses to pass the capacity:
 * the row (created on first sale) is locked by the upsert, and the WHERE is evaluated on its
 * latest version, so concurrent payments queue on it and none can push `sold` past capacity.
 * False: not enough places left.
 */
export async function claimPlaces(tx: Transaction, claim: SlotClaim): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO experience_slots (experience_id, date, start_time, sold)
    SELECT ${claim.experienceId}::uuid, ${claim.date}::date, ${claim.startTime}::text, ${claim.guests}::int
    WHERE ${claim.guests}::int <= ${claim.capacity}::int
    ON CONFLICT (experience_id, date, start_time)
    DO UPDATE SET sold = experience_slots.sold + excluded.sold
    WHERE experience_slots.sold + excluded.sold <= ${claim.capacity}::int
    RETURNING sold`);
  return rows.length > 0;
}

export type PaidCheckout = { purchaseId: string; successUrl: string };

/**
 * Pays an open, unexpired checkout: in one transaction the places are claimed, the credits
 * debited, the purchase and one ticket per guest created and the checkout completed; any
 * refusal rolls all of it back (the checkout stays open). Paying a completed checkout again
 * answers its purchase (a double submit makes one purchase). `claim` is replaceable only so a
 * test can show what an unguarded claim does.
 */
export async function payExperienceCheckout(db: Database, checkoutId: string, claim = claimPlaces): Promise<PaidCheckout> {
  if (!UUID.test(checkoutId)) throw notFound(CHECKOUT_MESSAGES.closed);
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(experienceCheckouts)
      .set({ status: "completed", timeCompleted: sql`now()` })
      .where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.status, "open"), sql`${experienceCheckouts.expiresAt} > now()`))
      .returning();
    if (!checkout) {
      const [done] = await tx
        .select({ purchaseId: purchases.id, successUrl: experienceCheckouts.successUrl })
        .from(purchases)
        .innerJoin(experienceCheckouts, eq(experienceCheckouts.id, purchases.checkoutId))
        .where(eq(purchases.checkoutId, checkoutId));
      if (done) return done;
      throw new PlatformError(410, ERROR_CODES.conflict, CHECKOUT_MESSAGES.closed);
    }
    const experience = await experienceById(tx, checkout.experienceId);
    const claimed = await claim(tx, {
      experienceId: experience.id,
      date: checkout.date,
      startTime: checkout.startTime,
      guests: checkout.guests,
      capacity: capacityOf(experience),
    });
    if (!claimed) throw soldOut(CHECKOUT_MESSAGES.soldOut);

    if (checkout.creditId && checkout.creditQuantity > 0) {
      const debited = await tx
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} - ${checkout.creditQuantity}` })
        .where(
          and(
            eq(creditBalances.userId, checkout.userId),
            eq(creditBalances.creditId, checkout.creditId),
            sql`${creditBalances.balance} >= ${checkout.creditQuantity}`,
          ),
        )
        .returning({ balance: creditBalances.balance });
      if (debited.length === 0) throw conflict("You no longer hold the credits this booking uses.");
    }

    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: checkout.userId,
        experienceId: experience.id,
        businessId: experience.businessId,
        checkoutId: checkout.id,
        date: checkout.date,
        startTime: checkout.startTime,
        startsAt: checkout.startsAt,
        timezone: experience.timezone,
        guests: checkout.guests,
        pickup: checkout.pickup,
        pickupAddress: checkout.pickupAddress,
        creditId: checkout.creditId,
        creditQuantity: checkout.creditQuantity,
        subtotalCents: checkout.subtotalCents,
        priceCents: checkout.priceCents,
      })
      .returning({ id: purchases.id });
    const purchaseId = purchase!.id;
    await tx.insert(tickets).values(
      Array.from({ length: checkout.guests }, (_, index) => {
        const id = randomUUID();
        // What a scanner needs to admit the holder without another lookup, and to look it up.
        const data = {
          code: `exp-ticket:${id}`,
          purchase_id: purchaseId,
          experience_id: experience.id,
          experience_name: experience.name,
          starts_at: checkout.startsAt.toISOString(),
          date: checkout.date,
          time: checkout.startTime,
          timezone: experience.timezone,
          number: index + 1,
          of: checkout.guests,
        };
        return { id, purchaseId, number: index + 1, data };
      }),
    );
    return { purchaseId, successUrl: checkout.successUrl };
  });
}

/** Cancels an open checkout; answers where the browser goes (the success URL once completed). */
export async function cancelExperienceCheckout(db: Database, checkoutId: string): Promise<string | null> {
  if (!UUID.test(checkoutId)) return null;
  await db
    .update(experienceCheckouts)
    .set({ status: "cancelled" })
    .where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.status, "open")));
  const [row] = await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId));
  if (!row) return null;
  return row.status === "completed" ? row.successUrl : row.cancelUrl;
}
