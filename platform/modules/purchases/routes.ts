/**
 * Booking, purchases, tickets and ratings — spec/platform-core.md §7: under /experiences the
 * hosted checkout and the ratings (beside the experiences module's own routes), under
 * /purchases the buyer's purchases and tickets and the seller's view of an experience's tickets.
 * All protected.
 */
import { Hono, type Context } from "hono";
import type { PlatformEnvironment } from "../../environment";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { returnUrlsOf } from "../memberships";
import { startExperienceCheckout } from "./checkout";
import { EXPERIENCE_CHECKOUT_PATH } from "./checkout-page";
import { rate, type RatingKind } from "./ratings";
import {
  closeTicket,
  listPurchases,
  loadPurchases,
  ownPurchase,
  reachableTicket,
  sellerOf,
  ticketsOfExperience,
} from "./service";
import { checkoutBody, noQuery, rateBody, ticketsQuery, toPurchaseWire, toTicketWire } from "./wire";

type Deps = { environment: PlatformEnvironment; accounts: AccountServices };

/** POST /experiences/id/{id}/checkout/hosted, /rate and /rate/provider. */
export function bookingRoutes({ environment, accounts }: Deps): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  const purchaseWire = async (userId: string, id: string) =>
    toPurchaseWire((await loadPurchases(db, [await ownPurchase(db, userId, id)], userId))[0]!);

  routes.post("/id/:id/checkout/hosted", signedIn, async (c) => {
    const body = await parseJsonBody(c, checkoutBody);
    const urls = returnUrlsOf(body, accounts.returnOrigins);
    const id = await startExperienceCheckout(db, environment, {
      userId: c.get("userId"),
      experienceId: c.req.param("id"),
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
    return c.json({ id, url: `${publicUrl}${EXPERIENCE_CHECKOUT_PATH}/${id}` }, 201);
  });
  allowOnly(routes, "/id/:id/checkout/hosted", ["POST"]);

  const onRate = (path: string, kind: RatingKind) => {
    routes.post(path, signedIn, async (c) => {
      const body = await parseJsonBody(c, rateBody);
      const userId = c.get("userId");
      const purchaseId = await rate(db, accounts.clock, {
        userId,
        experienceId: c.req.param("id") ?? "",
        kind,
        rating: body.rating,
        ticketId: body.ticket_id,
        purchaseId: body.purchase_id,
      });
      return c.json(await purchaseWire(userId, purchaseId));
    });
    allowOnly(routes, path, ["POST"]);
  };
  onRate("/id/:id/rate", "experience");
  onRate("/id/:id/rate/provider", "provider");
  return routes;
}

/** GET /purchases/…: the buyer's purchases and tickets, and an experience's tickets for its seller. */
export function purchaseRoutes({ accounts }: Deps): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = requireUser((token) => authenticate(accounts, token));
  const get = (path: string, handler: (c: Context<UserEnv>) => Promise<Response>) => {
    routes.get(path, signedIn, handler);
    allowOnly(routes, path, ["GET"]);
  };

  const list = (when: "upcoming" | "past") => async (c: Context<UserEnv>) => {
    parseQuery(c, noQuery);
    return c.json((await listPurchases(db, c.get("userId"), when)).map(toPurchaseWire));
  };
  get("/experiences", list("upcoming"));
  get("/experiences/history", list("past"));

  get("/id/:id", async (c) => {
    const userId = c.get("userId");
    const [loaded] = await loadPurchases(db, [await ownPurchase(db, userId, c.req.param("id") ?? "")], userId);
    return c.json(toPurchaseWire(loaded!));
  });

  get("/id/:id/tickets", async (c) => {
    const userId = c.get("userId");
    const [loaded] = await loadPurchases(db, [await ownPurchase(db, userId, c.req.param("id") ?? "")], userId);
    return c.json(toPurchaseWire(loaded!).tickets);
  });

  get("/tickets/id/:id", async (c) => {
    const { ticket, purchase } = await reachableTicket(db, c.get("userId"), c.req.param("id") ?? "");
    return c.json(toTicketWire(ticket, await sellerOf(db, purchase.businessId)));
  });

  get("/tickets/id/:id/close", async (c) => {
    const { ticket, purchase } = await closeTicket(db, c.get("userId"), c.req.param("id") ?? "", new Date(accounts.clock.now()));
    return c.json(toTicketWire(ticket, await sellerOf(db, purchase.businessId)));
  });

  get("/experiences/id/:id/tickets", async (c) => {
    const { open } = parseQuery(c, ticketsQuery);
    const found = await ticketsOfExperience(db, c.get("userId"), c.req.param("id") ?? "", open === undefined ? undefined : open === "true");
    return c.json(found.tickets.map((ticket) => toTicketWire(ticket, found.seller)));
  });

  return routes;
}
