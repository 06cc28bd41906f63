/**
 * The /experiences "Near" filter (app/areas/marketplace/near.server.ts) against the real embedded
 * place search: old links' place ids still find their town, a typed place is found, junk or an
 * unknown place names none (a message, never a failure), and suggestions come as people write places.
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { applyNear, NEAR_MESSAGES, nearSuggestions, nearSuggestionsAnswer } from "../../app/areas/marketplace/near.server";
import { nearText, readSearchQuery } from "../../app/areas/marketplace/search-query.server";
import { databaseTargets, usePlatform } from "../support/platform";

/** The fixed list the filter offered before, with its points: links to `?near=<id>` exist. */
const OLD_PLACES: Array<[id: string, latitude: number, longitude: number]> = [
  ["asheville-nc", 35.5951, -82.5515], ["austin-tx", 30.2672, -97.7431], ["boulder-co", 40.015, -105.2705],
  ["burlington-vt", 44.4759, -73.2121], ["charleston-sc", 32.7765, -79.9311], ["chicago-il", 41.8781, -87.6298],
  ["columbus-oh", 39.9612, -82.9988], ["madison-wi", 43.0731, -89.4012], ["minneapolis-mn", 44.9778, -93.265],
  ["portland-or", 45.5152, -122.6784], ["providence-ri", 41.824, -71.4128], ["richmond-va", 37.5407, -77.436],
  ["savannah-ga", 32.0809, -81.0912],
];

describe.each(databaseTargets)("the Near filter ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });
  const client = () =>
    createPlatformCore({ baseUrl: "http://platform.test", apiUsername: "demo", apiKey: "demo-api-key", fetch: (input, init) => platform().fetch(new Request(input, init)) });

  it("reads an old link's place id as its town, and finds that town where the old list had it", async () => {
    expect(nearText("portland-or")).toBe("Portland, OR");
    expect(nearText("Portland, OR")).toBe("Portland, OR");
    for (const [id, latitude, longitude] of OLD_PLACES) {
      const query = readSearchQuery(new URLSearchParams({ near: id, radius: "10" }));
      await applyNear(query, client());
      expect(query.errors, id).toEqual({});
      expect(query.search.radius, id).toBe(10);
      expect(Math.abs(query.search.location!.latitude - latitude), id).toBeLessThan(0.3);
      expect(Math.abs(query.search.location!.longitude - longitude), id).toBeLessThan(0.3);
    }
  });

  it("says at the field when no place matches, whatever was typed, and searches without it", async () => {
    for (const typed of ["Qqzzyx Nowhere", "%%%", "\u0000\u0007", "a".repeat(100), "'; DROP TABLE places; --"]) {
      const query = readSearchQuery(new URLSearchParams({ near: typed }));
      await applyNear(query, client());
      expect(query.search.location, typed).toBeUndefined();
      expect(query.errors.near, typed).toBe(NEAR_MESSAGES.noPlace(query.values.near));
    }
  });

  it("suggests places as people write them", async () => {
    expect(await nearSuggestions(client(), "Savann")).toContain("Savannah, GA");
    expect(await nearSuggestions(client(), "s")).toEqual([]);
    expect(await nearSuggestions(client(), "\u0000\u0007")).toEqual([]);
  });

  it("answers the suggestions with 200, cacheable, and with [] (200, not kept) when the place search fails: they are a convenience", async () => {
    const found = await nearSuggestionsAnswer(client(), "Savann");
    expect([found.status, found.headers.get("Cache-Control")]).toEqual([200, "public, max-age=3600"]);
    expect(await found.json()).toContain("Savannah, GA");
    const failing = [
      (async () => Response.json({ code: "internal", message: "boom" }, { status: 500 })) as typeof fetch,
      (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    ];
    for (const fetch of failing) {
      const down = createPlatformCore({ baseUrl: "http://platform.test", apiUsername: "demo", apiKey: "demo-api-key", fetch });
      const answer = await nearSuggestionsAnswer(down, "Savann");
      expect([answer.status, answer.headers.get("Cache-Control"), await answer.json()]).toEqual([200, "no-store", []]);
    }
  });
});
