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
import { experienceEvents, isoInZone } from "../../app/areas/marketplace/structured-data.server";
import { PUBLIC_PAGES, sitemapXml } from "../../app/areas/system/sitemap.server";
import { experiences } from "../../platform/modules/experiences/schema";
import { addExperience } from "../support/experiences";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";

const ORIGIN = "https://www.example.com";

describe.each(databaseTargets)("search engines ($name)", (target) => {
  const platform = usePlatform(target);
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
    // Monday 7 December 2026, noon in Madison (CST, UTC-6): Thursday and Friday 18:00 run next.
    const now = new Date("2026-12-07T18:00:00Z");
    const events = experienceEvents(pasta, ORIGIN, now);
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

    expect(experienceEvents({ ...pasta, archived: true }, ORIGIN, now)).toEqual([]);
    expect(experienceEvents({ ...pasta, address: null, location: null }, ORIGIN, now)).toEqual([]);
  });

  it("writes times with the zone's offset on both sides of a change of clocks", () => {
    expect(isoInZone(new Date("2026-07-01T16:00:00Z"), "America/Chicago")).toBe("2026-07-01T11:00:00-05:00");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "America/Chicago")).toBe("2026-12-01T10:00:00-06:00");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "Asia/Kolkata")).toBe("2026-12-01T21:30:00+05:30");
    expect(isoInZone(new Date("2026-12-01T16:00:00Z"), "UTC")).toBe("2026-12-01T16:00:00+00:00");
  });
});
