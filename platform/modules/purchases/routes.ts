/**
 * Booking, purchases, tickets and ratings — spec/platform-core.md §7, served from their endpoints
 * (contract/api/purchases.ts): the hosted checkout and the ratings of an experience, the buyer's
 * purchases and tickets, and the seller's view of an experience's tickets. All protected.
 */
import { Hono, type Context } from "hono";
import * as api from "#contract/api/purchases";
import * as door from "#contract/api/check-in";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve, type ServedRequest } from "../../http/serve";
import { authenticate, type AccountServices } from "../accounts";
import { returnUrlsOf } from "../memberships";
import type { PaymentProvider } from "../payments";
import { startExperienceCheckout } from "./checkout";
import { notFound } from "../../errors";
import { checkoutOutcome } from "./payment";
import { openSlots } from "./open-slots";
import { rate, type RatingKind } from "./ratings";
import { closeTicket, countPurchases, listPurchases, loadPurchases, ownPurchase, reachableTicket, sellerOf, ticketsOfExperience } from "./service";
import { bookingWire, brandBookings, ownedBrand } from "./bookings";
import { checkIn, doorTickets } from "./check-in";
import { cancellablePurchase, cancelPurchase, refundQuote } from "./cancel";
import { DEFAULT_REFUNDERS, type Refunders } from "../payments";
import { toPurchaseWire, toRefundQuoteWire, toTicketWire } from "./wire";
import { logPlatformError } from "../../infra/log";

/** `payments`: the provider built at start (null: none, hosted checkouts refuse). */
type Deps = {
  accounts: AccountServices;
  payments: PaymentProvider | null;
  /** Who gives card money back, by provider (./cancel.ts); the demo provider's by default. */
  refunders?: Refunders;
  logError?: (message: string, error: unknown) => void;
};

/** POST /experiences/id/{id}/checkout/hosted, GET …/slots, /rate and /rate/provider; mounted at the root. */
export function bookingRoutes({ accounts, payments }: Deps): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  const purchaseWire = async (userId: string, id: string) =>
    toPurchaseWire((await loadPurchases(db, [await ownPurchase(db, userId, id)], userId))[0]!);

  serve(
    routes,
    api.startExperienceCheckout,
    async ({ params, body }, c) => {
      const urls = returnUrlsOf(body, accounts.returnOrigins);
      return startExperienceCheckout({ db, provider: payments, clock: accounts.clock, publicUrl }, {
        userId: c.get("userId"),
        experienceId: params.id,
        request: {
          date: body.date,
          time: body.time,
          timezone: body.timezone,
          guests: body.guests,
          pickup: body.pickup,
          pickupAddress: body.pickup_address,
          creditId: body.credit_id,
          creditQuantity: body.credit_quantity,
          ...urls,
        },
      });
    },
    signedIn,
  );

  serve(routes, api.listExperienceSlots, async ({ params, query }) => {
    const found = await openSlots(db, params.id, query, new Date(accounts.clock.now()));
    return {
      timezone: found.timezone,
      from: query.from,
      to: query.to,
      slots: found.slots.map((slot) => ({ date: slot.date, time: slot.time, starts_at: slot.startsAt.toISOString(), capacity: slot.capacity, places_left: slot.placesLeft })),
    };
  });

  // The two rating calls read the same body (contract/api/purchases.ts rateBody).
  type Rating = Pick<ServedRequest<typeof api.rateExperience>, "params" | "body">;
  const rating = (kind: RatingKind) => async ({ params, body }: Rating, c: Context<UserEnv>) => {
    const userId = c.get("userId");
    const purchaseId = await rate(db, accounts.clock, { userId, experienceId: params.id, kind, rating: body.rating, ticketId: body.ticket_id, purchaseId: body.purchase_id });
    return purchaseWire(userId, purchaseId);
  };
  serve(routes, api.rateExperience, rating("experience"), signedIn);
  serve(routes, api.rateProvider, rating("provider"), signedIn);

  refuseOtherMethods(routes, [api.startExperienceCheckout, api.listExperienceSlots, api.rateExperience, api.rateProvider]);
  return routes;
}

/**
 * /account/business/{id}/bookings…: a brand's bookings for its owner, and cancelling one with a
 * full refund; /account/business/{id}/check-in/…: its door check-in. Mounted at the root.
 */
export function brandBookingRoutes({ accounts, refunders = DEFAULT_REFUNDERS, logError = logPlatformError }: Deps): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  serve(routes, api.listBrandBookings, async ({ params, query }, c) => brandBookings(db, c.get("userId"), params.id, query.date, query.q), signedIn);
  serve(
    routes,
    api.cancelBrandBooking,
    async ({ params }, c) => {
      const seller = { role: "seller" as const, userId: c.get("userId") };
      const businessId = await ownedBrand(db, seller.userId, params.id);
      const purchase = await cancellablePurchase(db, seller, params.booking, businessId);
      await cancelPurchase(db, purchase.id, seller, new Date(accounts.clock.now()), refunders, logError);
      return bookingWire(db, purchase.id);
    },
    signedIn,
  );
  serve(routes, door.listDoorTickets, async ({ params }, c) => doorTickets(db, c.get("userId"), params.id, params.experience, params.date), signedIn);
  const tries = { spend: (userId: string) => accounts.limiter.spendDoorCodeTry(userId), refund: (userId: string) => accounts.limiter.refundDoorCodeTry(userId) };
  serve(
    routes,
    door.checkInTicket,
    async ({ params, body }, c) =>
      checkIn(db, tries, { userId: c.get("userId"), businessId: params.id, experienceId: params.experience, date: params.date, typed: body.code, now: new Date(accounts.clock.now()) }),
    signedIn,
  );
  refuseOtherMethods(routes, [api.listBrandBookings, api.cancelBrandBooking, door.listDoorTickets, door.checkInTicket]);
  return routes;
}

/** GET /purchases/…: the buyer's purchases and tickets, and an experience's tickets for its seller; mounted at the root. */
export function purchaseRoutes({ accounts, payments, refunders = DEFAULT_REFUNDERS, logError = logPlatformError }: Deps): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  const ownLoaded = async (userId: string, id: string) => (await loadPurchases(db, [await ownPurchase(db, userId, id)], userId))[0]!;

  serve(
    routes,
    api.getExperienceCheckout,
    async ({ params }, c) => {
      const found = await checkoutOutcome({ db, provider: payments, clock: accounts.clock }, c.get("userId"), params.id);
      if (!found) throw notFound("No such checkout.");
      const { checkout, purchaseId } = found;
      return { id: checkout.id, status: checkout.status, purchase_id: purchaseId, expires_at: checkout.expiresAt.toISOString() };
    },
    signedIn,
  );
  serve(routes, api.listUpcomingPurchases, async (_, c) => (await listPurchases(db, c.get("userId"), "upcoming")).map(toPurchaseWire), signedIn);
  serve(routes, api.listPastPurchases, async (_, c) => (await listPurchases(db, c.get("userId"), "past")).map(toPurchaseWire), signedIn);
  serve(routes, api.countPurchases, async (_, c) => countPurchases(db, c.get("userId")), signedIn);
  serve(routes, api.getPurchase, async ({ params }, c) => toPurchaseWire(await ownLoaded(c.get("userId"), params.id)), signedIn);
  serve(routes, api.listPurchaseTickets, async ({ params }, c) => toPurchaseWire(await ownLoaded(c.get("userId"), params.id)).tickets, signedIn);
  serve(
    routes,
    api.getTicket,
    async ({ params }, c) => {
      const { ticket, purchase } = await reachableTicket(db, c.get("userId"), params.id);
      return toTicketWire(ticket, await sellerOf(db, purchase.businessId));
    },
    signedIn,
  );
  serve(
    routes,
    api.closeTicket,
    async ({ params }, c) => {
      const { ticket, purchase } = await closeTicket(db, c.get("userId"), params.id, new Date(accounts.clock.now()));
      return toTicketWire(ticket, await sellerOf(db, purchase.businessId));
    },
    signedIn,
  );
  serve(
    routes,
    api.listExperienceTickets,
    async ({ params, query }, c) => {
      const found = await ticketsOfExperience(db, c.get("userId"), params.id, query.open === undefined ? undefined : query.open === "true");
      return found.tickets.map((ticket) => toTicketWire(ticket, found.seller));
    },
    signedIn,
  );

  const buyer = (userId: string) => ({ role: "buyer" as const, userId });
  serve(
    routes,
    api.getRefundQuote,
    async ({ params }, c) => {
      const purchase = await cancellablePurchase(db, buyer(c.get("userId")), params.id);
      return toRefundQuoteWire(await refundQuote(db, purchase, "buyer", new Date(accounts.clock.now())));
    },
    signedIn,
  );
  serve(
    routes,
    api.cancelPurchase,
    async ({ params }, c) => {
      const userId = c.get("userId");
      const purchase = await cancellablePurchase(db, buyer(userId), params.id);
      await cancelPurchase(db, purchase.id, buyer(userId), new Date(accounts.clock.now()), refunders, logError);
      return toPurchaseWire(await ownLoaded(userId, purchase.id));
    },
    signedIn,
  );

  refuseOtherMethods(routes, [
    api.getRefundQuote,
    api.cancelPurchase,
    api.getExperienceCheckout,
    api.listUpcomingPurchases,
    api.listPastPurchases,
    api.countPurchases,
    api.getPurchase,
    api.listPurchaseTickets,
    api.getTicket,
    api.closeTicket,
    api.listExperienceTickets,
  ]);
  return routes;
}
