/** POST /experiences/id/{id}/checkout/hosted and paying on the demo page (platform/README.md "Purchases and tickets"). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditBalances, creditMovements, experienceCheckouts, experienceSlots, purchases, tickets } from "../../platform/schema";
import type { Platform } from "../../platform/index";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { credit, dateAhead, experience, membership, pay, person, startCheckout } from "../support/marketplace";

const refusal = (response: { status: number; body: any }) => [response.status, response.body.code, response.body.message];

/** The status of a start, its hold released at once when it opened (a member holds at most 3 at a time). */
async function opened(platform: Platform, started: Promise<{ status: number; body: any }>): Promise<number> {
  const answer = await started;
  if (answer.status === 201) await platform.fetch(new Request(`http://platform.test/experience-checkout/${answer.body.id}/cancel`, { method: "POST" }));
  return answer.status;
}

describe.each(databaseTargets)("experience checkout on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("prices on the server, opens a demo checkout, and paying creates the purchase and one ticket per guest", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform(), { retailPriceCents: 4000, perGuestPricing: true });
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 3, price: 1 } as Record<string, unknown>);
    expect(started.status).toBe(201);
    expect(started.body.url).toBe(`/experience-checkout/${started.body.id}`);
    const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, started.body.id));
    expect([row!.subtotalCents, row!.priceCents, row!.status, row!.startTime]).toEqual([12000, 12000, "open", "10:00"]);

    const page = await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}`));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Demo checkout — no real money");
    expect(html).toContain("Pay $120 (demo)");
    expect(html).toContain(`action="${started.body.id}/pay"`);
    expect(html).toContain('href="../assets/checkout.css"');

    const paid = await pay(platform(), started.body.id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://site.test/purchases/done?checkout=${started.body.id}`);
    const [purchase] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    expect([purchase!.guests, purchase!.priceCents, purchase!.businessId]).toEqual([3, 12000, tour.businessId]);
    const issued = await platform().db.select().from(tickets).where(eq(tickets.purchaseId, purchase!.id));
    expect(issued.map((t) => t.number).sort()).toEqual([1, 2, 3]);
    expect(issued[0]!.data).toMatchObject({ code: `exp-ticket:${issued[0]!.id}`, purchase_id: purchase!.id, time: "10:00", timezone: "America/New_York" });
    const [slot] = await platform().db.select().from(experienceSlots).where(eq(experienceSlots.experienceId, tour.id));
    expect(slot!.sold).toBe(3);

    // A double submit: the same purchase, no second sale.
    const again = await pay(platform(), started.body.id);
    expect([again.status, again.headers.get("location")]).toEqual([303, `http://site.test/purchases/done?checkout=${started.body.id}`]);
    expect(await platform().db.select().from(purchases)).toHaveLength(1);
    expect((await platform().db.select().from(experienceSlots))[0]!.sold).toBe(3);
  });

  it("cancelling returns to the cancel URL and sells nothing", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const started = await startCheckout(platform(), buyer, tour.id);
    const cancelled = await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}/cancel`, { method: "POST" }));
    expect([cancelled.status, cancelled.headers.get("location")]).toEqual([303, "http://site.test/experiences/back"]);
    const paid = await pay(platform(), started.body.id);
    expect(paid.status).toBe(410);
    expect(await platform().db.select().from(purchases)).toHaveLength(0);
  });

  it("starting holds the places and debits the credits as ledger rows; cancelling gives both back", async () => {
    const buyer = await person(platform());
    const vibe = await credit(platform(), buyer.id, 2, 500);
    const tour = await experience(platform());
    const started = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 2 });
    expect(started.status).toBe(201);
    const balance = async () => (await platform().db.select().from(creditBalances).where(eq(creditBalances.creditId, vibe.id)))[0]!.balance;
    const movements = async () =>
      (await platform().db.select().from(creditMovements).where(eq(creditMovements.creditId, vibe.id)).orderBy(creditMovements.seq)).map((m) => [m.kind, m.amount, m.checkoutId]);
    expect(await balance()).toBe(0);
    expect((await platform().db.select().from(experienceSlots))[0]!.sold).toBe(2);
    expect(await movements()).toEqual([["checkout", -2, started.body.id]]);

    const back = await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}/cancel`, { method: "POST" }));
    expect([back.status, back.headers.get("location")]).toEqual([303, "http://site.test/experiences/back"]);
    expect(await balance()).toBe(2);
    expect((await platform().db.select().from(experienceSlots))[0]!.sold).toBe(0);
    expect(await movements()).toEqual([
      ["checkout", -2, started.body.id],
      ["checkout_release", 2, started.body.id],
    ]);
    // Released once: cancelling again, or paying, changes nothing.
    expect((await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}/cancel`, { method: "POST" }))).status).toBe(303);
    expect((await pay(platform(), started.body.id)).status).toBe(410);
    expect(await balance()).toBe(2);
    expect(await platform().db.select().from(purchases)).toHaveLength(0);
  });

  it("holds at most 3 open checkouts per member; a released or paid one frees its turn", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const ids: string[] = [];
    for (const date of [dateAhead(10), dateAhead(11), dateAhead(12)]) {
      const started = await startCheckout(platform(), buyer, tour.id, { date, guests: 1 });
      expect(started.status).toBe(201);
      ids.push(started.body.id);
    }
    const fourth = await startCheckout(platform(), buyer, tour.id, { date: dateAhead(13), guests: 1 });
    expect(refusal(fourth)).toEqual([
      409,
      "too_many_holds",
      "You already have 3 bookings waiting for payment. Pay or cancel one of them first, or wait: each is released 30 minutes after it was started.",
    ]);
    expect(await platform().db.select().from(experienceCheckouts)).toHaveLength(3);
    // Another member is not held up by it.
    expect((await startCheckout(platform(), await person(platform(), "other"), tour.id, { date: dateAhead(13), guests: 1 })).status).toBe(201);
    expect((await pay(platform(), ids[0]!)).status).toBe(303);
    expect((await startCheckout(platform(), buyer, tour.id, { date: dateAhead(13), guests: 1 })).status).toBe(201);
  });

  it("an expired checkout cannot be paid", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    const started = await startCheckout(platform(), buyer, tour.id);
    await platform().db.update(experienceCheckouts).set({ expiresAt: new Date(Date.now() - 1000) });
    const page = await platform().fetch(new Request(`http://platform.test/experience-checkout/${started.body.id}`));
    expect(page.status).toBe(410);
    const paid = await pay(platform(), started.body.id);
    expect(paid.status).toBe(410);
    expect(await paid.text()).toContain("This checkout is closed or has expired. Start again from the experience.");
    expect(await platform().db.select().from(purchases)).toHaveLength(0);
    expect((await pay(platform(), "not-a-checkout")).status).toBe(404);
  });

  it("charges members the member price, for the party when pricing is not per guest", async () => {
    const buyer = await person(platform());
    await membership(platform(), buyer.id, 0);
    const tour = await experience(platform(), { retailPriceCents: 9000, memberPriceCents: 6000 });
    const started = await startCheckout(platform(), buyer, tour.id, { guests: 4 });
    const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, started.body.id));
    expect([row!.subtotalCents, row!.priceCents]).toEqual([6000, 6000]);

    const paused = await person(platform());
    await membership(platform(), paused.id, 0, "paused");
    const retail = await startCheckout(platform(), paused, tour.id, { guests: 4 });
    const [other] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, retail.body.id));
    expect(other!.priceCents).toBe(9000);
  });

  it("takes credits off at their rewards value, never below min_price, and debits them when the checkout starts", async () => {
    const buyer = await person(platform());
    const vibe = await credit(platform(), buyer.id, 10, 500);
    const tour = await experience(platform(), { retailPriceCents: 4000, minPriceCents: 1500 });
    const tooMany = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 6 });
    expect(refusal(tooMany)).toEqual([400, "invalid_request", `Field "credit_quantity": at most 5 ${vibe.name} can be used on this booking.`]);
    const started = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 5 });
    const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, started.body.id));
    expect([row!.subtotalCents, row!.priceCents]).toEqual([4000, 1500]);
    const held = async () => (await platform().db.select().from(creditBalances).where(eq(creditBalances.creditId, vibe.id)))[0]!.balance;
    // Debited by the hold, when the checkout starts; paying keeps them spent.
    expect(await held()).toBe(5);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    expect(await held()).toBe(5);

    const second = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 5, date: dateAhead(11) });
    expect(second.status).toBe(201);
    expect(await held()).toBe(0);
    const more = await startCheckout(platform(), buyer, tour.id, { credit_id: vibe.id, credit_quantity: 5, date: dateAhead(12), guests: 1 });
    expect(refusal(more)).toEqual([409, "conflict", `You hold 0 ${vibe.name}; this booking uses 5.`]);
  });

  it("refuses below the minimum tier or without a membership, naming the tier", async () => {
    const buyer = await person(platform());
    const gated = await experience(platform(), { minimumTier: 1 });
    expect(refusal(await startCheckout(platform(), buyer, gated.id))).toEqual([403, "forbidden", "This experience is for Alliance members and above."]);
    await membership(platform(), buyer.id, 0);
    expect(refusal(await startCheckout(platform(), buyer, gated.id))).toEqual([403, "forbidden", "This experience is for Alliance members and above."]);
    const members = await experience(platform(), { membersOnly: true });
    const stranger = await person(platform());
    expect(refusal(await startCheckout(platform(), stranger, members.id))).toEqual([403, "forbidden", "This experience is for members only."]);
    expect((await startCheckout(platform(), buyer, members.id)).status).toBe(201);
    const alliance = await person(platform());
    await membership(platform(), alliance.id, 2);
    expect((await startCheckout(platform(), alliance, gated.id)).status).toBe(201);
  });

  it("refuses slots outside the availabilities, in the past, without notice, and bad guests or pickup", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform(), {
      durationMinutes: 90,
      minGuests: 2,
      maxGuests: 6,
      windows: [{ start: "09:00", end: "12:00", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] }],
    });
    const at = (body: Record<string, unknown>) => startCheckout(platform(), buyer, tour.id, body).then(refusal);
    // slots of 09:00-12:00 by 90 minutes: 09:00 and 10:30 only
    expect(await opened(platform(), startCheckout(platform(), buyer, tour.id, { time: "10:30" }))).toBe(201);
    expect((await at({ time: "10:00" }))[0]).toBe(400);
    expect((await at({ time: "10:00" }))[2]).toMatch(/^This experience has no slot starting at 10:00 AM on \w+days \(times in America\/New_York\)\.$/);
    expect(await at({ time: "12:00" })).toEqual([400, "invalid_request", expect.stringContaining("no slot starting at 12:00")]);
    expect(await at({ date: "2026-02-30" })).toEqual([400, "invalid_request", 'Field "date": must be a calendar date written YYYY-MM-DD']);
    expect(await at({ time: "9:00" })).toEqual([400, "invalid_request", 'Field "time": must be a time written HH:MM (00:00 to 23:59)']);
    expect(await at({ date: "2020-01-06", time: "09:00" })).toEqual([400, "invalid_request", "This slot has already started. Choose a later one."]);
    expect(await at({ guests: 1, time: "09:00" })).toEqual([400, "invalid_request", 'Field "guests": this experience takes 2 to 6 guests.']);
    expect(await at({ guests: 7, time: "09:00" })).toEqual([400, "invalid_request", 'Field "guests": this experience takes 2 to 6 guests.']);
    expect(await at({ time: "09:00", timezone: "Europe/Paris" })).toEqual([
      400,
      "invalid_request",
      'Field "timezone": slot times are in the experience\'s time zone, America/New_York; got Europe/Paris',
    ]);
    expect(await opened(platform(), startCheckout(platform(), buyer, tour.id, { time: "09:00", timezone: "America/New York" }))).toBe(201);
    expect(await at({ time: "09:00", pickup: true, pickup_address: "5 Elm St" })).toEqual([400, "invalid_request", 'Field "pickup": this experience does not include transportation.']);
    expect(await at({ time: "09:00", success_url: "https://evil.test/x" })).toEqual([400, "invalid_request", 'Field "success_url": must be a path on this site or a URL on one of its origins']);

    const shuttle = await experience(platform(), { transportationIncluded: true });
    const pickup = (body: Record<string, unknown>) => startCheckout(platform(), buyer, shuttle.id, { pickup: true, ...body });
    expect(refusal(await pickup({}))).toEqual([400, "invalid_request", 'Field "pickup_address": required when pickup is true.']);
    expect(await opened(platform(), pickup({ pickup_address: "5 Elm St" }))).toBe(201);

    const notice = await experience(platform(), { advanceNoticeRequired: true, advanceNoticeTime: 30, advanceNoticeUnit: "days" });
    expect(refusal(await startCheckout(platform(), buyer, notice.id))).toEqual([400, "invalid_request", "This experience must be booked at least 30 days ahead."]);
    expect(await opened(platform(), startCheckout(platform(), buyer, notice.id, { date: dateAhead(40) }))).toBe(201);

    const period = await experience(platform(), { endTime: new Date(Date.now() + 5 * 86_400_000) });
    expect(refusal(await startCheckout(platform(), buyer, period.id))).toEqual([400, "invalid_request", "This experience is not offered that late: the slot ends after its end date."]);
  });

  it("refuses a spring-forward time that does not exist, in the experience's zone", async () => {
    const buyer = await person(platform());
    const night = await experience(platform(), {
      durationMinutes: 30,
      windows: [{ start: "01:00", end: "04:00", days: ["sunday"] }],
      startTime: null,
    });
    const refused = await startCheckout(platform(), buyer, night.id, { date: "2027-03-14", time: "02:30" });
    expect(refusal(refused)).toEqual([400, "invalid_request", "The time 2:30 AM does not exist on Sun, Mar 14, 2027 in America/New_York: the clocks skip it (daylight saving time)."]);
    const fine = await startCheckout(platform(), buyer, night.id, { date: "2027-03-14", time: "03:00" });
    expect(fine.status).toBe(201);
    const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, fine.body.id));
    expect(row!.startsAt.toISOString()).toBe("2027-03-14T07:00:00.000Z");
  });

  it("books 01:30 on a fall-back day at its first occurrence, and 09:00 at 09:00 local either side of both changes", async () => {
    const buyer = await person(platform());
    const startsAt = async (experienceId: string, date: string, time: string) => {
      const started = await startCheckout(platform(), buyer, experienceId, { date, time });
      expect(started.status).toBe(201);
      const [row] = await platform().db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, started.body.id));
      await opened(platform(), Promise.resolve(started));
      return row!.startsAt.toISOString();
    };
    const night = await experience(platform(), { durationMinutes: 30, windows: [{ start: "01:00", end: "04:00", days: ["sunday"] }] });
    expect(await startsAt(night.id, "2027-11-07", "01:30")).toBe("2027-11-07T05:30:00.000Z");
    const morning = await experience(platform(), { maxGuests: 20 });
    expect(await startsAt(morning.id, "2027-03-13", "09:00")).toBe("2027-03-13T14:00:00.000Z");
    expect(await startsAt(morning.id, "2027-03-15", "09:00")).toBe("2027-03-15T13:00:00.000Z");
    expect(await startsAt(morning.id, "2027-11-06", "09:00")).toBe("2027-11-06T13:00:00.000Z");
    expect(await startsAt(morning.id, "2027-11-08", "09:00")).toBe("2027-11-08T14:00:00.000Z");
    const tokyo = await experience(platform(), { timezone: "Asia/Tokyo" });
    expect(await startsAt(tokyo.id, "2027-03-15", "09:00")).toBe("2027-03-15T00:00:00.000Z");
  });

  it("refuses more guests than places left, an unknown or archived experience, and callers without a token", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform(), { maxGuests: 4 });
    await platform().db.insert(experienceSlots).values({ experienceId: tour.id, date: dateAhead(10), startTime: "10:00", sold: 3 });
    expect(refusal(await startCheckout(platform(), buyer, tour.id))).toEqual([409, "sold_out", "Only 1 place is left in this slot."]);
    expect((await startCheckout(platform(), buyer, tour.id, { guests: 1 })).status).toBe(201);
    await platform().db.update(experienceSlots).set({ sold: 4 });
    expect(refusal(await startCheckout(platform(), buyer, tour.id, { guests: 1 }))).toEqual([409, "sold_out", "This slot is sold out: the last places were just booked. Choose another slot."]);

    expect(refusal(await startCheckout(platform(), buyer, "00000000-0000-0000-0000-000000000000"))).toEqual([404, "not_found", "No such experience."]);
    const old = await experience(platform(), { archived: true });
    expect(refusal(await startCheckout(platform(), buyer, old.id))).toEqual([409, "conflict", "This experience is archived: it can no longer be booked."]);
    const anonymous = await send(platform(), "POST", `/experiences/id/${tour.id}/checkout/hosted`, { json: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe.each(databaseTargets)("experience checkout in production on $name", (target) => {
  const platform = usePlatform(target, { environment: "production", accounts: { returnOrigins: ["http://site.test"] } });

  it("is refused: the embedded platform takes no money", async () => {
    const buyer = await person(platform());
    const tour = await experience(platform());
    expect(refusal(await startCheckout(platform(), buyer, tour.id))).toEqual([409, "checkout_unsupported", "Hosted checkout is not available on this platform."]);
    expect(await platform().db.select().from(experienceCheckouts)).toEqual([]);
  });
});
