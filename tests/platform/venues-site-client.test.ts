/**
 * The site's venue calls (app/areas/brands/venues/venue-calls.server.ts) against the real embedded platform:
 * what the site sends (camelCase fields, only those given) and reads matches platform/README.md "Venues".
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { brand } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { signedUp } from "../support/platform-accounts";
import { venueCalls } from "../../app/areas/brands/venues/venue-calls.server";

function clientOf(platform: Platform, tokens?: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: tokens && { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PlatformError);

describe.each(databaseTargets)("the site's venue calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("create, get, update (only the fields given), tags, themes, delete; refusals as PlatformErrors", async () => {
    const owner = await signedUp(platform(), "owner@example.com");
    const rival = await signedUp(platform(), "rival@example.com");
    const { id: brandId } = await brand(platform(), owner.id);
    await brand(platform(), rival.id);
    const venues = venueCalls(clientOf(platform(), owner));

    const created = await venues.create({
      name: "Boathouse",
      postalCode: "23510",
      city: "Norfolk",
      minimumTier: 1,
      membersOnly: true,
      licenseText: "ABC 1",
      licensed: true,
      themes: ["water"],
      blackouts: [{ start: "2026-12-24T09:00:00-05:00", end: "2026-12-24T17:00:00-05:00" }],
    });
    expect(created).toMatchObject({
      name: "Boathouse",
      provider: { id: brandId },
      postalCode: "23510",
      country: "US",
      timezone: "America/New_York",
      minimumTier: 1,
      membersOnly: true,
      licensed: true,
      licenseText: "ABC 1",
      themes: ["water"],
      blackouts: [{ id: expect.any(String), start: "2026-12-24T14:00:00.000Z", end: "2026-12-24T22:00:00.000Z" }],
    });
    expect(await venueCalls(clientOf(platform())).get(created.id)).toEqual(created);
    expect(await venues.get("00000000-0000-4000-8000-000000000000")).toBeNull();

    const changed = await venues.update(created.id, { capacity: 30, licenseText: null, licensed: false });
    expect(changed).toMatchObject({ name: "Boathouse", postalCode: "23510", capacity: 30, licensed: false, licenseText: null, blackouts: created.blackouts });
    expect((await venues.update(created.id, { blackouts: [] })).blackouts).toEqual([]);

    expect((await venues.setTags(created.id, ["Dock", "kayak"])).tags).toEqual(["dock", "kayak"]);
    expect(await venues.tags()).toEqual([{ tag: "dock", count: 1 }, { tag: "kayak", count: 1 }]);
    expect((await venues.withTheme({ theme: "water" })).map((v) => v.id)).toEqual([created.id]);
    expect((await venues.withThemes(["water", "art"], "all")).map((v) => v.id)).toEqual([]);

    const wrong = await refusalOf(venues.create({ name: "Shed", country: "USA" }));
    expect(wrong).toBeInstanceOf(PlatformError);
    expect([wrong!.status, wrong!.serverMessage]).toEqual([400, 'Field "country": must be a country\'s two-letter code, like US or CA']);
    const theirs = await refusalOf(venueCalls(clientOf(platform(), rival)).update(created.id, { name: "Ours" }));
    expect([theirs!.status, theirs!.serverMessage]).toEqual([403, "Only the owner of the venue's brand may change it."]);

    await venues.remove(created.id);
    expect(await venues.get(created.id)).toBeNull();
    expect((await refusalOf(venues.remove(created.id)))!.status).toBe(404);
  });
});
