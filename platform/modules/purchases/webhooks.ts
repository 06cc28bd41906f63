/**
 * A booking's events from the payment provider (docs/payments.md "Webhooks"): the checkout paid
 * confirms the booking (confirmBooking, after the session is read back for its receipt), the
 * checkout expired releases its hold. Each event is claimed in the transaction of its effect.
 * Out of order is fine: "expired" after "completed" finds no open hold; "completed" after
 * "expired" takes the places again or refunds the payment (payment.ts).
 */
import { claimEvent, type ProviderEvent } from "../payments";
import { releaseHoldIn } from "./holds";
import { confirmBooking, paidOf, type BookingDeps } from "./payment";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAID = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const UNPAID = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/** Handles a Checkout Session event of a booking (its metadata's purpose); false for anything else. */
export async function handleBookingEvent(deps: BookingDeps, event: ProviderEvent): Promise<boolean> {
  if (!PAID.has(event.type) && !UNPAID.has(event.type)) return false;
  const session = event.object as { id?: unknown; client_reference_id?: unknown; metadata?: Record<string, unknown> | null };
  if (session.metadata?.purpose !== "booking" || typeof session.id !== "string") return false;
  const checkoutId = typeof session.client_reference_id === "string" ? session.client_reference_id : String(session.metadata.checkout_id ?? "");
  const { db, provider } = deps;
  const claim = (tx: Parameters<typeof claimEvent>[0]) => claimEvent(tx, { id: event.id, type: event.type });

  if (PAID.has(event.type) && provider) {
    // Read back, expanded: the event's copy names the payment but not its receipt.
    const paid = paidOf(provider.name, await provider.readCheckout(session.id));
    if (paid) {
      const confirmed = await confirmBooking(deps, checkoutId, paid, { before: claim });
      // No such checkout here: the event is still handled (claimed), with nothing to do.
      if (confirmed === null) await db.transaction(async (tx) => void (await claim(tx)));
      return true;
    }
    // Completed but not paid yet (a delayed method): async_payment_succeeded or _failed follows.
    await db.transaction(async (tx) => void (await claim(tx)));
    return true;
  }
  await db.transaction(async (tx) => {
    if ((await claim(tx)) && UUID.test(checkoutId)) await releaseHoldIn(tx, checkoutId, "expired");
  });
  return true;
}
