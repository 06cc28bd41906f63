/** Purchases and tickets (GET /purchases/…) and ratings (POST /experiences/id/{id}/rate…). */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { experiences, purchases, tickets } from "../../platform/schema";
import type { PurchaseWire, TicketWire } from "../../platform/modules/purchases/wire";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { brand, credit, dateAhead, experience, pay, person, startCheckout, type Person } from "../support/marketplace";

const refusal = (response: { status: number; body: any }) => [response.status, response.body.code, response.body.message];

async function bought(platform: Platform, buyer: Person, experienceId: string, body: Record<string, unknown> = {}): Promise<string> {
  const started = await startCheckout(platform, buyer, experienceId, body);
  expect(started.status).toBe(201);
  expect((await pay(platform, started.body.id)).status).toBe(303);
  const [row] = await platform.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.checkoutId, started.body.id));
  return row!.id;
}

describe.each(databaseTargets)("purchases and tickets on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });
  const get = <T = any>(who: Person, path: string) => send<T>(platform(), "GET", path, { token: who.token });

  it("shows the buyer's purchase with its experience, seller, details and tickets; 404 for anyone else's", async () => {
    const buyer = await person(platform());
    const vibe = await credit(platform(), buyer.id, 3, 500);
    const tour = await experience(platform(), { name: "Sunset sail", retailPriceCents: 4000, perGuestPricing: true, transportationIncluded: true });
    const id = await bought(platform(), buyer, tour.id, { guests: 2, pickup: true, pickup_address: "5 Elm St", credit_id: vibe.id, credit_quantity: 2, time: "11:00" });

    const { status, body } = await get<PurchaseWire>(buyer, `/purchases/id/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      price: 70,
      guests: 2,
      date: dateAhead(10),
      time: "11:00",
      timezone: "America/New_York",
      state: "paid",
      place: "Pickup from 5 Elm St",
      details: { pickup: true, address: "5 Elm St", credit: { name: vibe.name, quantity: 2 }, subtotal: 80 },
      experience_rating: null,
      provider_rating: null,
      user_rating: null,
    });
    expect(body.experience).toMatchObject({ id: tour.id, name: "Sunset sail", retail_price: 40 });
    expect(body.seller.id).toBe(tour.businessId);
    expect(body.details.date).toBe(body.starts_at);
    expect(body.tickets.map((t) => [t.number, t.closed, t.purchase_id])).toEqual([[1, false, id], [2, false, id]]);
    expect(Object.keys(body).sort()).toEqual(
      ["cancellation", "checkout_id", "date", "details", "experience", "experience_rating", "guests", "id", "place", "price", "provider_rating", "seller", "starts_at", "state", "tickets", "time", "time_created", "timezone", "user_rating"],
    );

    const noCredit = await bought(platform(), buyer, tour.id, { guests: 1, time: "12:00" });
    expect((await get<PurchaseWire>(buyer, `/purchases/id/${noCredit}`)).body.details).not.toHaveProperty("credit");

    const stranger = await person(platform(), "stranger");
    expect(refusal(await get(stranger, `/purchases/id/${id}`))).toEqual([404, "not_found", "No such purchase."]);
    expect(refusal(await get(stranger, `/purchases/id/${id}/tickets`))).toEqual([404, "not_found", "No such purchase."]);
    expect(refusal(await get(buyer, "/purchases/id/00000000-0000-0000-0000-000000000000"))).toEqual([404, "not_found", "No such purchase."]);
    expect((await send(platform(), "GET", `/purchases/id/${id}`)).status).toBe(401);

    const list = await get<TicketWire[]>(buyer, `/purchases/id/${id}/tickets`);
    expect(list.body.map((t) => t.number)).toEqual([1, 2]);
    expect(list.body[0]!.data).toMatchObject({ code: `exp-ticket:${list.body[0]!.id}`, purchase_id: id });
  });

  it("lists upcoming purchases soonest first and past ones latest first", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const later = await bought(platform(), buyer, tour.id, { date: dateAhead(20) });
    const sooner = await bought(platform(), buyer, tour.id, { date: dateAhead(5) });
    const old = await bought(platform(), buyer, tour.id, { date: dateAhead(6) });
    const older = await bought(platform(), buyer, tour.id, { date: dateAhead(7) });
    await platform().db.update(purchases).set({ startsAt: new Date("2025-05-01T14:00:00Z") }).where(eq(purchases.id, old));
    await platform().db.update(purchases).set({ startsAt: new Date("2025-01-01T14:00:00Z") }).where(eq(purchases.id, older));
    const other = await person(platform(), "other");
    await bought(platform(), other, tour.id, { date: dateAhead(9) });

    expect((await get<PurchaseWire[]>(buyer, "/purchases/experiences")).body.map((p) => p.id)).toEqual([sooner, later]);
    expect((await get<PurchaseWire[]>(buyer, "/purchases/experiences/history")).body.map((p) => p.id)).toEqual([old, older]);
    expect(refusal(await get(buyer, "/purchases/experiences?x=1"))).toEqual([400, "invalid_request", 'Query: Unrecognized key: "x"']);

    // The dashboard's overview counts them without loading either list.
    expect((await get(buyer, "/purchases/experiences/counts")).body).toEqual({ upcoming: 2, past: 2 });
    expect((await get(other, "/purchases/experiences/counts")).body).toEqual({ upcoming: 1, past: 0 });
    expect((await get(await person(platform(), "nobody"), "/purchases/experiences/counts")).body).toEqual({ upcoming: 0, past: 0 });
    expect((await send(platform(), "GET", "/purchases/experiences/counts")).status).toBe(401);
    expect(refusal(await get(buyer, "/purchases/experiences/counts?x=1"))).toEqual([400, "invalid_request", 'Query: Unrecognized key: "x"']);
  });

  it("a ticket is seen and closed by its holder or by the seller's owner; closing again changes nothing", async () => {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    const tour = await experience(platform(), { businessId: shop.id });
    const buyer = await person(platform());
    const id = await bought(platform(), buyer, tour.id, { guests: 3 });
    const [first, second] = (await get<TicketWire[]>(buyer, `/purchases/id/${id}/tickets`)).body;

    const stranger = await person(platform(), "stranger");
    expect(refusal(await get(stranger, `/purchases/tickets/id/${first!.id}`))).toEqual([404, "not_found", "No such ticket."]);
    expect(refusal(await get(stranger, `/purchases/tickets/id/${first!.id}/close`))).toEqual([404, "not_found", "No such ticket."]);
    expect((await get<TicketWire>(owner, `/purchases/tickets/id/${first!.id}`)).body.id).toBe(first!.id);

    const closed = await get<TicketWire>(buyer, `/purchases/tickets/id/${first!.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, closed_by: "holder", closed_by_user: buyer.id });
    const again = await get<TicketWire>(owner, `/purchases/tickets/id/${first!.id}/close`);
    expect(again.body).toMatchObject({ closed: true, closed_by: "holder", closed_by_user: buyer.id, time_closed: closed.body.time_closed });

    const bySeller = await get<TicketWire>(owner, `/purchases/tickets/id/${second!.id}/close`);
    expect(bySeller.body).toMatchObject({ closed: true, closed_by: "seller", closed_by_user: owner.id });
    expect((await send(platform(), "POST", `/purchases/tickets/id/${second!.id}/close`, { token: owner.token })).status).toBe(405);

    // The seller's view of the experience's tickets.
    const all = await get<TicketWire[]>(owner, `/purchases/experiences/id/${tour.id}/tickets`);
    expect(all.body.map((t) => [t.number, t.closed])).toEqual([[1, true], [2, true], [3, false]]);
    expect((await get<TicketWire[]>(owner, `/purchases/experiences/id/${tour.id}/tickets?open=true`)).body.map((t) => t.number)).toEqual([3]);
    expect((await get<TicketWire[]>(owner, `/purchases/experiences/id/${tour.id}/tickets?open=false`)).body.map((t) => t.number)).toEqual([1, 2]);
    expect(refusal(await get(buyer, `/purchases/experiences/id/${tour.id}/tickets`))).toEqual([
      403,
      "forbidden",
      "Only the owner of the brand that sells this experience may list its tickets.",
    ]);
    expect(refusal(await get(owner, `/purchases/experiences/id/${tour.id}/tickets?open=yes`))[0]).toBe(400);
    expect(refusal(await get(owner, "/purchases/experiences/id/00000000-0000-0000-0000-000000000000/tickets"))).toEqual([404, "not_found", "No such experience."]);
  });
});

describe.each(databaseTargets)("ratings on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });
  const rate = (who: Person, experienceId: string, json: unknown, provider = false) =>
    send<any>(platform(), "POST", `/experiences/id/${experienceId}/rate${provider ? "/provider" : ""}`, { token: who.token, json });
  /** Bought, and its slot already started: ratings open at the start (tests/security/rating-before-start.test.ts). */
  const attended = async (buyer: Person, experienceId: string, body: Record<string, unknown> = {}) => {
    const id = await bought(platform(), buyer, experienceId, body);
    await platform().db.update(purchases).set({ startsAt: new Date(Date.now() - 3_600_000) }).where(eq(purchases.id, id));
    return id;
  };
  const firstTicket = async (purchaseId: string) =>
    (await platform().db.select().from(tickets).where(eq(tickets.purchaseId, purchaseId))).sort((a, b) => a.number - b.number);

  it("rates the experience 1-5 and the provider 0-5 on the first ticket; rating again replaces; the mean is kept", async () => {
    const tour = await experience(platform());
    const ann = await person(platform(), "ann");
    const bob = await person(platform(), "bob");
    const annPurchase = await attended(ann, tour.id, { guests: 2 });
    const bobPurchase = await attended(bob, tour.id, { guests: 1, time: "12:00" });
    const [annFirst, annSecond] = await firstTicket(annPurchase);
    const [bobFirst] = await firstTicket(bobPurchase);

    const rated = await rate(ann, tour.id, { rating: 5, ticket_id: annSecond!.id });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ id: annPurchase, experience_rating: 5, provider_rating: null });
    expect((await rate(bob, tour.id, { rating: 2, ticket_id: bobFirst!.id })).status).toBe(200);
    let [row] = await platform().db.select().from(experiences).where(eq(experiences.id, tour.id));
    expect([row!.rating, row!.ratingCount]).toEqual([3.5, 2]);

    expect((await rate(ann, tour.id, { rating: 3, ticket_id: annFirst!.id })).body.experience_rating).toBe(3);
    [row] = await platform().db.select().from(experiences).where(eq(experiences.id, tour.id));
    expect([row!.rating, row!.ratingCount]).toEqual([2.5, 2]);

    const provider = await rate(ann, tour.id, { rating: 0, ticket_id: annFirst!.id }, true);
    expect(provider.body).toMatchObject({ experience_rating: 3, provider_rating: 0 });
    const { rows } = await platform().db.execute<{ ticket_id: string }>(
      // the rating sits on the purchase's first ticket, whichever ticket was named
      sql`SELECT ticket_id FROM ratings WHERE purchase_id = ${annPurchase}::uuid`,
    );
    expect(rows.map((r) => r.ticket_id)).toEqual([annFirst!.id]);
  });

  it("answers with the spec's messages: out of range, and a purchase without tickets", async () => {
    const tour = await experience(platform());
    const ann = await person(platform(), "ann");
    const purchase = await attended(ann, tour.id);
    const [ticket] = await firstTicket(purchase);
    expect(refusal(await rate(ann, tour.id, { rating: 6, ticket_id: ticket!.id }))).toEqual([400, "invalid_request", "Rating must be in range 1-5, got 6"]);
    expect(refusal(await rate(ann, tour.id, { rating: 0, ticket_id: ticket!.id }))).toEqual([400, "invalid_request", "Rating must be in range 1-5, got 0"]);
    expect(refusal(await rate(ann, tour.id, { rating: 4.5, ticket_id: ticket!.id }))).toEqual([400, "invalid_request", "Rating must be in range 1-5, got 4.5"]);
    expect(refusal(await rate(ann, tour.id, { rating: -1, ticket_id: ticket!.id }, true))).toEqual([400, "invalid_request", "Rating must be in range 0-5, got -1"]);
    expect(refusal(await rate(ann, tour.id, { rating: 6, ticket_id: ticket!.id }, true))).toEqual([400, "invalid_request", "Rating must be in range 0-5, got 6"]);
    expect(refusal(await rate(ann, tour.id, { rating: "5", ticket_id: ticket!.id }))[0]).toBe(400);

    await platform().db.delete(tickets).where(eq(tickets.purchaseId, purchase));
    expect(refusal(await rate(ann, tour.id, { rating: 4, purchase_id: purchase }))).toEqual([400, "invalid_request", "Purchase must have at least one ticket to rate"]);
    expect(refusal(await rate(ann, tour.id, { rating: 4, purchase_id: purchase }, true))).toEqual([400, "invalid_request", "Purchase must have at least one ticket to rate"]);
  });

  it("only the purchase's holder rates, and only the experience bought", async () => {
    const tour = await experience(platform());
    const other = await experience(platform());
    const ann = await person(platform(), "ann");
    const eve = await person(platform(), "eve");
    const [ticket] = await firstTicket(await attended(ann, tour.id));
    expect(refusal(await rate(eve, tour.id, { rating: 1, ticket_id: ticket!.id }))).toEqual([404, "not_found", "No such ticket."]);
    expect(refusal(await rate(ann, other.id, { rating: 1, ticket_id: ticket!.id }))).toEqual([404, "not_found", "No such ticket."]);
    expect((await send(platform(), "POST", `/experiences/id/${tour.id}/rate`, { json: { rating: 1, ticket_id: ticket!.id } })).status).toBe(401);
    const [row] = await platform().db.select().from(experiences).where(eq(experiences.id, tour.id));
    expect([row!.rating, row!.ratingCount]).toEqual([null, 0]);
  });
});
