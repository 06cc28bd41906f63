/**
 * What search engines and link previews read (issue "marketplace" item 9), from the real embedded
 * platform through the site's calls: /sitemap.xml's list (app/areas/system/sitemap.server.ts) and
 * an experience's schema.org Events (app/areas/marketplace/structured-data.server.ts), checked for
 * the properties Google requires or recommends for an Event and its Offer.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { experienceCalls } from "../../app/areas/marketplace/experience-calls.server";
import { bookingCalls } from "../../app/areas/marketplace/booking-calls.server";
import { experienceEvents, isoInZone } from "../../app/areas/marketplace/structured-data.server";
import { PUBLIC_PAGES, sitemapXml } from "../../app/areas/system/sitemap.server";
import { experiences } from "../../platform/modules/experiences/schema";
import { experienceVenues, venueBlackouts, venues } from "../../platform/schema";
import { addExperience } from "../support/experiences";
import { brand, experience, person, startCheckout } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";

const ORIGIN = "https://www.example.com";
// Monday 7 December 2026, noon in Madison (CST, UTC-6), on the platform's clock too.
const NOW = new Date("2026-12-07T18:00:00Z");

describe.each(databaseTargets)("search engines ($name)", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"], clock: { now: () => NOW.getTime() } } });
  const client = () =>
    createPlatformCore({ baseUrl: "http://platform.test", apiUsername: "demo", apiKey: "demo-api-key", fetch: (input, init) => platform().fetch(new Request(input, init)) });
  const idOf = async (name: string) => (await platform().db.select({ id: experiences.id }).from(experiences).where(eq(experiences.name, name)))[0]!.id;

  it("the sitemap lists the public pages, every listed experience and published brand page, absolute, and nothing unlisted", async () => {
    const archived = await addExperience(platform(), { name: "Closed Canoe Trip", archived: true });
    const owner = await person(platform(), "owner");
    const unpublished = await brand(platform(), owner.id); // a brand with no page
    const xml = await sitemapXml(client(), ORIGIN);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of PUBLIC_PAGES) expect(locs).toContain(new URL(path, ORIGIN).href);
    expect(locs).toContain(`${ORIGIN}/experiences/${await idOf("Handmade Pasta Night")}`);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/experiences/`))).toHaveLength(62);
    expect(locs).toContain(`${ORIGIN}/b/lotusflow`);
    expect(locs).toContain(`${ORIGIN}/b/copperpot`);
    expect(locs).not.toContain(`${ORIGIN}/experiences/${archived}`);
    expect(locs).not.toContain(`${ORIGIN}/b/${unpublished.domain}`);
    expect(locs.some((loc) => loc.includes("/dashboard"))).toBe(false);
  });

  it("an experience's page describes each upcoming slot as a schema.org Event with its Offer", async () => {
    const pasta = await experienceCalls(client()).byId(await idOf("Handmade Pasta Night"));
    // Thursday and Friday 18:00 run next: the slots the booking panel offers (its first two weeks).
    const now = NOW;
    const slots = await bookingCalls(client()).slots(pasta.id, "2026-12-07", "2026-12-20");
    const events = experienceEvents(pasta, slots, ORIGIN, now);
    expect(events.map((event) => (event as { startDate: string }).startDate)).toEqual([
      "2026-12-10T18:00:00-06:00",
      "2026-12-11T18:00:00-06:00",
      "2026-12-17T18:00:00-06:00",
      "2026-12-18T18:00:00-06:00",
    ]);
    const event = JSON.parse(JSON.stringify(events[0])) as Record<string, any>;
    // Google's required properties for an Event: name, startDate, location (a Place with an address).
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Handmade Pasta Night",
      startDate: "2026-12-10T18:00:00-06:00",
      endDate: "2026-12-10T21:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Madison, WI",
        address: { "@type": "PostalAddress", streetAddress: "118 King St", addressLocality: "Madison", addressRegion: "WI" },
        geo: { "@type": "GeoCoordinates", latitude: 43.0753, longitude: -89.3817 },
      },
      image: [`${ORIGIN}/platform-assets/experiences/pasta.svg`],
      organizer: { "@type": "Organization", name: "Copper Pot Cooking School", url: `${ORIGIN}/b/copperpot` },
      url: `${ORIGIN}/experiences/${pasta.id}`,
    });
    expect(event.description).toContain("Tagliatelle");
    // An Offer: price, priceCurrency (ISO 4217), availability, url, validFrom.
    expect(event.offers).toEqual({
      "@type": "Offer",
      price: "95.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${ORIGIN}/experiences/${pasta.id}`,
      validFrom: "2026-12-07T12:00:00-06:00",
    });
    for (const e of events) expect(Date.parse((e as { startDate: string }).startDate)).toBeGreaterThan(now.getTime());

    expect(experienceEvents({ ...pasta, archived: true }, slots, ORIGIN, now)).toEqual([]);
    expect(experienceEvents({ ...pasta, address: null, location: null }, slots, ORIGIN, now)).toEqual([]);
  });

  it("advertises only the slots a visitor can book: never within the notice, in a blackout of the venue, or full", async () => {
    const owner = await person(platform(), "owner");
    const shop = await brand(platform(), owner.id);
    // New York, 9:00 and 10:00 every day, 2 guests a slot, booked at least a day ahead.
    const walk = await experience(platform(), {
      businessId: shop.id,
      maxGuests: 2,
      advanceNoticeRequired: true,
      advanceNoticeTime: 1,
      advanceNoticeUnit: "days",
      windows: [{ start: "09:00", end: "11:00", days: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] }],
    });
    const [hall] = await platform().db.insert(venues).values({ businessId: shop.id, name: "Harbor Hall", address: "1 Pier St", city: "Brooklyn", state: "NY" }).returning();
    await platform().db.insert(experienceVenues).values({ experienceId: walk.id, venueId: hall!.id });
    // Wednesday Dec 9 is a blackout of the venue; Thursday's 10:00 is full.
    await platform().db.insert(venueBlackouts).values({ venueId: hall!.id, startsAt: new Date("2026-12-09T05:00:00Z"), endsAt: new Date("2026-12-10T05:00:00Z") });
    const buyer = await person(platform(), "buyer");
    expect((await startCheckout(platform(), buyer, walk.id, { date: "2026-12-10", time: "10:00", guests: 2 })).status).toBe(201);

    const entity = await experienceCalls(client()).byId(walk.id);
    const slots = await bookingCalls(client()).slots(walk.id, "2026-12-07", "2026-12-20");
    const starts = experienceEvents(entity, slots, ORIGIN, NOW).map((event) => (event as { startDate: string }).startDate);
    expect(starts.slice(0, 5)).toEqual([
      "2026-12-10T09:00:00-05:00",
      "2026-12-11T09:00:00-05:00",
      "2026-12-11T10:00:00-05:00",
      "2026-12-12T09:00:00-05:00",
      "2026-12-12T10:00:00-05:00",
    ]);
    expect(starts).toHaveLength(12);
  });

  it("writes times with the zone's offset on both sides of a change of clocks", () => {
    expect(isoInZone(new Date("2026-07-01T16:00:00Z"), "America/Chicago")).toBe("2026-07-01T11:00:00-05:00");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "America/Chicago")).toBe("2026-12-01T10:00:00-06:00");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "Asia/Kolkata")).toBe("2026-12-01T21:30:00+05:30");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "UTC")).toBe("2026-12-01T16:00:00+00:00");
  });
});
