/**
 * The booking email (sent when a booking is paid): what a person needs to get there and in
 * (the experience, the place, the time written for people, guests, the amount, a "View tickets"
 * link to the purchase page on the site's public origin) and the booking's calendar file attached,
 * through the durable mail queue into the demo outbox, where the buyer's own session reads it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experienceVenues, purchases, venues } from "../../platform/schema";
import { send } from "../support/platform-accounts";
import { databaseTargets, TEST_OPERATOR_CREDENTIAL, usePlatform } from "../support/platform";
import { brand, experience, pay, person, startCheckout } from "../support/marketplace";

type Kept = { recipient: string; subject: string; body: string; attachments: Array<{ filename: string; content_type: string; content: string }> };

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);

describe.each(databaseTargets)("the booking email on $name", (target) => {
  // The platform's clock stands on Nov 20, 2026: the slot below stays ahead whatever the day the test runs.
  const clock = { now: () => Date.parse("2026-11-20T12:00:00Z") };
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"], siteUrl: "https://site.test", clock } });

  it("has the place, the time for people, guests, the amount, a View tickets link and the .ics attached", async () => {
    const [buyer, seller] = [await person(platform(), "buyer"), await person(platform(), "seller")];
    const shop = await brand(platform(), seller.id);
    // Thursday Dec 10, 2026, 6:00 PM in Chicago (CST), 90 minutes, at a venue.
    const exp = await experience(platform(), {
      businessId: shop.id,
      name: "Pasta night; hands-on",
      timezone: "America/Chicago",
      durationMinutes: 90,
      retailPriceCents: 50_000,
      perGuestPricing: true,
      windows: [{ start: "18:00", end: "21:00", days: ["thursday"] }],
    });
    const [venue] = await platform()
      .db.insert(venues)
      .values({ businessId: shop.id, name: "Copper Pot Kitchen", address: "12 Main St", city: "Chicago", state: "IL", postalCode: "60601" })
      .returning();
    await platform().db.insert(experienceVenues).values({ experienceId: exp.id, venueId: venue!.id });

    const started = await startCheckout(platform(), buyer, exp.id, { date: "2026-12-10", time: "18:00", guests: 2, timezone: "America/Chicago" });
    expect(started.status).toBe(201);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [purchase] = await platform().db.select().from(purchases).where(eq(purchases.checkoutId, started.body.id));
    await platform().runMailQueue();

    const own = await send<Kept[]>(platform(), "GET", "/dev/outbox", { token: buyer.token });
    expect(own.status).toBe(200);
    const email = own.body.find((m) => m.subject === "Booked: Pasta night; hands-on");
    expect(email, "the buyer reads their own booking email in the demo outbox").toBeDefined();
    expect(email!.recipient).toBe(buyer.email);
    const ticketsUrl = `https://site.test/purchases/${purchase!.id}`;
    expect(email!.body).toContain("Your booking of Pasta night; hands-on is paid. Your tickets are ready.");
    // The year is written when the email is read in another year than the booking's (contract/when-for-people.ts).
    expect(email!.body).toMatch(/\nWhen: Thu, Dec 10(, 2026)?, 6:00 PM CST\n/);
    expect(email!.body).toContain("Where: Copper Pot Kitchen, 12 Main St, Chicago, IL 60601");
    expect(email!.body).toContain("Guests: 2");
    expect(email!.body).toContain("Paid: $1,000");
    expect(email!.body).toContain(`View tickets: ${ticketsUrl}`);
    expect(email!.body).not.toMatch(/2026-12-10|18:00/);

    expect(email!.attachments).toHaveLength(1);
    const [ics] = email!.attachments;
    expect(ics!.filename).toBe("pasta-night-hands-on.ics");
    expect(ics!.content_type).toContain("text/calendar");
    const lines = contentLines(ics!.content);
    expect(lines).toContain(`UID:purchase-${purchase!.id}@site.test`);
    // In the experience's zone, with its VTIMEZONE (DESIGN.md "Time"): 6:00 PM, 90 minutes.
    expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual(["BEGIN:VCALENDAR", "BEGIN:VTIMEZONE", "BEGIN:DAYLIGHT", "BEGIN:STANDARD", "BEGIN:VEVENT"]);
    expect(lines).toContain("TZID:America/Chicago");
    expect(lines).toContain("DTSTART;TZID=America/Chicago:20261210T180000");
    expect(lines).toContain("DTEND;TZID=America/Chicago:20261210T193000");
    expect(lines).toContain("SUMMARY:Pasta night\\; hands-on");
    expect(lines).toContain("LOCATION:Copper Pot Kitchen\\, 12 Main St\\, Chicago\\, IL 60601");
    expect(lines).toContain(`URL;VALUE=URI:${ticketsUrl}`);

    // The purchase (its page, "You're booked", the site's calendar file) names the same place as the email.
    const bought = await send<{ place: string | null }>(platform(), "GET", `/purchases/id/${purchase!.id}`, { token: buyer.token });
    expect(bought.status).toBe(200);
    expect(bought.body.place).toBe("Copper Pot Kitchen, 12 Main St, Chicago, IL 60601");

    // The seller's copy is theirs: the buyer does not read it, the operator reads both.
    expect(own.body.every((m) => m.recipient === buyer.email)).toBe(true);
    const all = await send<Kept[]>(platform(), "GET", "/dev/outbox", { credential: TEST_OPERATOR_CREDENTIAL });
    expect(all.body.map((m) => m.recipient).sort()).toEqual([buyer.email, seller.email].sort());
  });
});
