/**
 * Confirming and releasing booking holds (docs/payments.md "Bookings"). A booking is made ONLY
 * when the provider confirms the payment: its webhook, the checkout read back from it (the
 * buyer's return, the reconciliation), or the demo page's "Pay" (provider "demo", no money).
 * Each path runs confirmBooking: one transaction that turns the hold into the purchase, its
 * tickets, the purchasePaid event and the payment's record. A payment that arrives after its
 * hold was released takes the places again when they are free, else it is refunded in full.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { emit } from "../../events";
import type { Clock } from "../../infra/rate-limit";
import { debit } from "../coins";
import { askForRefund, recordPayment, recordRefund, refundersOf, requestRefund, type CheckoutState, type Payment, type PaymentProvider, type ProviderName } from "../payments";
import { activeTier, ineligibility, requirementOf } from "./eligibility";
import { newDoorCodes } from "./door-codes";
import { bookingPlace, experienceById, venueOfExperience } from "./lookups";
import { claimPlaces, releaseHoldIn, releasePlaces, returnCredits, type SlotClaim, type Transaction } from "./holds";
import { experienceCheckouts, purchases, tickets, type CheckoutStatus, type ExperienceCheckout } from "./schema";
import { capacityOf } from "./slots";
import { whenForPeople } from "#contract/when-for-people";
import { logPlatformError } from "../../infra/log";

export { claimPlaces, type SlotClaim } from "./holds";

export type BookingDeps = { db: Database; provider: PaymentProvider | null; clock: Clock };

/** What the provider says was paid: the demo page's "Pay", or a checkout read from the provider. */
export type Paid = { provider: ProviderName; paymentId: string | null; amountCents: number; receiptUrl: string | null };

export type Confirmation =
  | { outcome: "booked"; purchaseId: string; successUrl: string }
  /** Paid after the hold was released, with the places gone: refunded in full. */
  | { outcome: "refunded"; successUrl: string }
  /** Not payable (expired, cancelled): nothing was booked. */
  | { outcome: "closed"; cancelUrl: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking in the member's records' words: "Harbor kayak tour, Tue, Dec 1, 2026, 10:00 AM EST, 2 guests" (the year always: a record is read later). */
function describe(experience: { name: string; timezone: string }, checkout: ExperienceCheckout): string {
  const when = whenForPeople(checkout.startsAt, experience.timezone, { now: new Date(0) });
  return `${experience.name}, ${when}, ${checkout.guests} ${checkout.guests === 1 ? "guest" : "guests"}`;
}

/** The purchase a completed checkout made. */
async function purchaseOf(tx: Transaction | Database, checkoutId: string): Promise<string | null> {
  const [row] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.checkoutId, checkoutId));
  return row?.id ?? null;
}

/** What a checkout in this state answers without doing anything. */
async function settled(tx: Transaction | Database, checkout: ExperienceCheckout): Promise<Confirmation | null> {
  if (checkout.status === "completed") {
    const purchaseId = await purchaseOf(tx, checkout.id);
    if (purchaseId) return { outcome: "booked", purchaseId, successUrl: checkout.successUrl };
  }
  if (checkout.status === "refunded") return { outcome: "refunded", successUrl: checkout.successUrl };
  return null;
}

/** The purchase, one ticket per guest, the purchasePaid event: what a held checkout becomes once paid. */
async function makePurchase(tx: Transaction, checkout: ExperienceCheckout): Promise<string> {
  const experience = await experienceById(tx, checkout.experienceId);
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
    .returning({ id: purchases.id, timeCreated: purchases.timeCreated });
  const purchaseId = purchase!.id;
  const doorCodes = await newDoorCodes(tx, checkout.guests);
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
      return { id, purchaseId, number: index + 1, doorCode: doorCodes[index]!, data };
    }),
  );
  await tx.update(experienceCheckouts).set({ status: "completed", timeCompleted: sql`now()` }).where(eq(experienceCheckouts.id, checkout.id));
  const slot = { date: checkout.date, time: checkout.startTime, guests: checkout.guests };
  // What the booking email says and puts in its calendar file: when, how long, where, what was paid.
  const place = bookingPlace(checkout, await venueOfExperience(tx, experience.id), experience);
  await emit(tx, "purchasePaid", {
    purchaseId,
    buyerId: checkout.userId,
    experienceId: experience.id,
    ...slot,
    startsAt: checkout.startsAt,
    timezone: experience.timezone,
    durationMinutes: experience.durationMinutes,
    place,
    priceCents: checkout.priceCents,
    bookedAt: purchase!.timeCreated,
  });
  return purchaseId;
}

/**
 * Takes a released checkout's places and credits again for a payment that came late: true when
 * both were free (the hold is whole again), false when either was gone (nothing taken).
 */
async function reclaim(tx: Transaction, checkout: ExperienceCheckout, claim: (tx: Transaction, slot: SlotClaim) => Promise<boolean>): Promise<boolean> {
  const experience = await experienceById(tx, checkout.experienceId);
  const capacity = capacityOf(experience, await venueOfExperience(tx, experience.id));
  if (!(await claim(tx, { experienceId: experience.id, date: checkout.date, startTime: checkout.startTime, guests: checkout.guests, capacity }))) return false;
  if (checkout.creditId && checkout.creditQuantity > 0) {
    const spend = { userId: checkout.userId, creditId: checkout.creditId, amount: checkout.creditQuantity, kind: "checkout" as const, checkoutId: checkout.id };
    if ((await debit(tx, spend)) === null) {
      await releasePlaces(tx, checkout);
      return false;
    }
  }
  return true;
}

export type ConfirmOptions = {
  /** Runs first in the transaction (a webhook claims its event there): false means handled already, nothing is done. */
  before?: (tx: Transaction) => Promise<boolean>;
  claim?: (tx: Transaction, slot: SlotClaim) => Promise<boolean>;
};

/**
 * Confirms a paid checkout in one transaction (see the file's comment). Confirming again answers
 * what the first confirmation made (one purchase however many paths confirm it). `paid` null: the
 * demo page's "Pay", which pays only an open, unexpired checkout.
 */
export async function confirmBooking(deps: BookingDeps, checkoutId: string, paid: Paid | null, options: ConfirmOptions = {}): Promise<Confirmation | null> {
  if (!UUID.test(checkoutId)) return null;
  const { db, provider, clock } = deps;
  // A refund written in the transaction is asked of its provider after the commit (./refunds.ts).
  let refundToAsk: { refund: Payment; of: Payment } | null = null;
  const confirmation = await db.transaction(async (tx): Promise<Confirmation | null> => {
    const handledBefore = options.before ? !(await options.before(tx)) : false;
    const [checkout] = await tx.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId)).for("update");
    if (!checkout) return null;
    const done = await settled(tx, checkout);
    if (done || handledBefore) return done ?? { outcome: "closed", cancelUrl: checkout.cancelUrl };
    const experience = await experienceById(tx, checkout.experienceId);
    const record = async (purchaseOrCheckoutId: string, status: "succeeded") => {
      const payment = paid ?? { provider: "demo" as const, paymentId: null, amountCents: checkout.priceCents, receiptUrl: null };
      if (payment.amountCents <= 0) return null;
      return recordPayment(tx, {
        userId: checkout.userId,
        purpose: "booking",
        subjectId: purchaseOrCheckoutId,
        description: describe(experience, checkout),
        amountCents: payment.amountCents,
        status,
        provider: payment.provider,
        providerRef: payment.paymentId ?? `demo_${checkout.id}`,
        receiptUrl: payment.receiptUrl,
      });
    };

    if (checkout.status === "open" && paid === null && checkout.expiresAt.getTime() <= clock.now()) {
      // The demo page pays only before the hold's end; a provider's word that it was paid is taken as it comes.
      await releaseHoldIn(tx, checkout.id, "expired");
      return { outcome: "closed", cancelUrl: checkout.cancelUrl };
    }
    if (checkout.status === "open" || paid !== null) {
      // The member must still be allowed to book it now: a membership can end or change between
      // starting and paying. If not, nothing is booked and everything paid goes back.
      const venue = await venueOfExperience(tx, experience.id);
      if (await ineligibility(tx, await activeTier(tx, checkout.userId, clock.now()), experience, venue)) {
        const payment = await record(checkout.id, "succeeded");
        const amountCents = payment?.amountCents ?? 0;
        const what = describe(experience, checkout);
        if (payment) refundToAsk = { refund: await requestRefund(tx, payment, { amountCents, description: `${what}: the membership it needs was no longer held at payment` }), of: payment };
        // An open hold gives its places and credits back (a released one gave them already).
        if (checkout.status === "open") {
          await releasePlaces(tx, checkout);
          await returnCredits(tx, checkout);
        }
        await tx.update(experienceCheckouts).set({ status: "refunded" satisfies CheckoutStatus, timeReleased: sql`now()` }).where(eq(experienceCheckouts.id, checkout.id));
        await emit(tx, "bookingRefunded", {
          buyerId: checkout.userId,
          experienceId: experience.id,
          date: checkout.date,
          time: checkout.startTime,
          timezone: experience.timezone,
          guests: checkout.guests,
          amountCents,
          reason: "membership",
          requirement: await requirementOf(tx, experience, venue),
          credits: checkout.status === "open" ? checkout.creditQuantity : 0,
        });
        return { outcome: "refunded", successUrl: checkout.successUrl };
      }
    }

    if (checkout.status === "open") {
      const purchaseId = await makePurchase(tx, checkout);
      await record(purchaseId, "succeeded");
      return { outcome: "booked", purchaseId, successUrl: checkout.successUrl };
    }

    // Released (cancelled or expired): only a provider's payment revives it.
    if (paid === null) return { outcome: "closed", cancelUrl: checkout.cancelUrl };
    if (await reclaim(tx, checkout, options.claim ?? claimPlaces)) {
      const purchaseId = await makePurchase(tx, checkout);
      await record(purchaseId, "succeeded");
      return { outcome: "booked", purchaseId, successUrl: checkout.successUrl };
    }
    // The places (or credits) are gone: the whole payment goes back at once. The provider's refund
    // carries an idempotency key, so a retry of this transaction after a failure refunds once.
    const payment = await record(checkout.id, "succeeded");
    if (payment && paid.paymentId && provider) {
      const refund = await provider.refund({ paymentId: paid.paymentId, amountCents: paid.amountCents, idempotencyKey: `booking-refund-${checkout.id}` });
      await recordRefund(tx, payment, {
        amountCents: paid.amountCents,
        status: refund.status,
        providerRef: refund.id,
        description: `${describe(experience, checkout)}: the places were taken before the payment arrived`,
      });
    }
    await tx.update(experienceCheckouts).set({ status: "refunded" satisfies CheckoutStatus }).where(eq(experienceCheckouts.id, checkout.id));
    const slot = { date: checkout.date, time: checkout.startTime, guests: checkout.guests };
    await emit(tx, "bookingRefunded", { buyerId: checkout.userId, experienceId: experience.id, ...slot, timezone: experience.timezone, amountCents: paid.amountCents, reason: "placesTaken", requirement: null, credits: 0 });
    return { outcome: "refunded", successUrl: checkout.successUrl };
  });
  if (refundToAsk) {
    const { refund, of } = refundToAsk;
    await askForRefund(db, refundersOf(provider), refund, of, logPlatformError);
  }
  return confirmation;
}

/** What the provider says of a checkout, as the payment confirmBooking takes; null when it is not paid. */
export function paidOf(provider: ProviderName, state: CheckoutState): Paid | null {
  return state.paid ? { provider, paymentId: state.paymentId, amountCents: state.amountCents, receiptUrl: state.receiptUrl } : null;
}

/**
 * Asks the provider about an open checkout and applies its answer: paid → booked; expired →
 * released; still open past its hold → closed at the provider, then released unless it was paid
 * meanwhile.
 */
export async function settleWithProvider(deps: BookingDeps, checkout: ExperienceCheckout): Promise<void> {
  const { provider, clock, db } = deps;
  if (checkout.status !== "open") return;
  const pastHold = checkout.expiresAt.getTime() <= clock.now();
  // A checkout of another provider than today's (the configuration changed), or one whose start never reached its provider.
  if (!provider || provider.name !== checkout.provider || !checkout.providerCheckoutId) {
    if (pastHold) await releaseHold(db, checkout.id, "expired");
    return;
  }
  let state = await provider.readCheckout(checkout.providerCheckoutId);
  if (state.status === "open" && pastHold) {
    await provider.expireCheckout(checkout.providerCheckoutId);
    state = await provider.readCheckout(checkout.providerCheckoutId);
  }
  const paid = paidOf(provider.name, state);
  if (paid) await confirmBooking(deps, checkout.id, paid);
  else if (state.status === "expired" || (state.status === "open" && pastHold)) await releaseHold(db, checkout.id, "expired");
}

async function releaseHold(db: Database, checkoutId: string, status: "cancelled" | "expired") {
  return db.transaction((tx) => releaseHoldIn(tx, checkoutId, status));
}

/**
 * The buyer came back through the cancel URL (or the demo page's "Cancel"): the hold is released,
 * then the checkout is closed at the provider so it can no longer be paid. If the provider says
 * it was paid meanwhile (another tab), that payment is confirmed as any late one (places taken
 * again, else refunded). Where the browser goes.
 */
export async function cancelBooking(deps: BookingDeps, checkoutId: string): Promise<string | null> {
  if (!UUID.test(checkoutId)) return null;
  const { db, provider } = deps;
  const [checkout] = await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId));
  if (!checkout) return null;
  if (checkout.status === "open") {
    await releaseHold(db, checkout.id, "cancelled");
    if (provider && provider.name !== "demo" && provider.name === checkout.provider && checkout.providerCheckoutId) {
      await provider.expireCheckout(checkout.providerCheckoutId);
      const paid = paidOf(provider.name, await provider.readCheckout(checkout.providerCheckoutId));
      if (paid) await confirmBooking(deps, checkout.id, paid);
    }
  }
  const [now] = await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId));
  return now!.status === "completed" || now!.status === "refunded" ? now!.successUrl : now!.cancelUrl;
}

/** Open checkouts the reconciliation looks at: older than this, or past their hold. */
export const RECONCILE_AFTER_MINUTES = 5;

/**
 * The reconciliation (docs/payments.md): every open checkout older than RECONCILE_AFTER_MINUTES,
 * or past its hold, is settled with its provider, so none stays pending for ever when a webhook
 * is lost. One checkout's failure (the provider down) leaves it for the next run. How many it settled.
 */
export async function reconcileBookings(deps: BookingDeps, logError: (message: string, error: unknown) => void = logPlatformError): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(experienceCheckouts)
    .where(
      and(
        eq(experienceCheckouts.status, "open"),
        or(lt(experienceCheckouts.timeCreated, new Date(now - RECONCILE_AFTER_MINUTES * 60_000)), lt(experienceCheckouts.expiresAt, new Date(now + 1))),
      ),
    )
    .orderBy(asc(experienceCheckouts.timeCreated))
    .limit(200);
  let settledCount = 0;
  for (const checkout of due) {
    try {
      await settleWithProvider(deps, checkout);
      settledCount += 1;
    } catch (error) {
      logError(`[platform] reconciling checkout ${checkout.id} failed`, error);
    }
  }
  return settledCount;
}

/**
 * What became of one of a member's checkouts (GET /purchases/checkout/{id}, the return from
 * paying): an open one is read from its provider first, since the webhook may not have come yet;
 * the provider down leaves it open for the webhook or the reconciliation. Null: not theirs.
 */
export async function checkoutOutcome(deps: BookingDeps, userId: string, checkoutId: string): Promise<{ checkout: ExperienceCheckout; purchaseId: string | null } | null> {
  if (!UUID.test(checkoutId)) return null;
  const own = async () =>
    (await deps.db.select().from(experienceCheckouts).where(and(eq(experienceCheckouts.id, checkoutId), eq(experienceCheckouts.userId, userId))))[0] ?? null;
  const first = await own();
  if (!first) return null;
  if (first.status === "open") {
    await settleWithProvider(deps, first).catch((error: unknown) => logPlatformError(`reading checkout ${first.id} from its provider failed`, error));
  }
  const checkout = (await own())!;
  return { checkout, purchaseId: await purchaseOf(deps.db, checkout.id) };
}
