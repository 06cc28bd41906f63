/**
 * The site's location calls (app/areas/marketplace/location-calls.server.ts) against the real embedded
 * platform: what the site sends and reads matches platform/README.md "Locations".
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { addExperience } from "../support/experiences";
import { databaseTargets, usePlatform } from "../support/platform";
import { locationCalls } from "../../app/areas/marketplace/location-calls.server";

const clientOf = (platform: Platform) =>
  createPlatformCore({ baseUrl: "http://platform.test", apiUsername: "demo", apiKey: "demo-api-key", fetch: (input, init) => platform.fetch(new Request(input, init)) });

describe.each(databaseTargets)("the site's location calls ($name)", (target) => {
  const platform = usePlatform(target);

  it("autocomplete, address, distances between spots, to a place and to an experience", async () => {
    const locations = locationCalls(clientOf(platform()));
    const suggestions = await locations.autocomplete("sao", { count: 40 });
    expect(suggestions).toHaveLength(25);
    expect(suggestions[0]).toMatchObject({ name: "São Paulo", country: "BR", distance: null });
    const near = await locations.autocomplete("portland", { count: 1, near: { latitude: 44.8, longitude: -68.77 } });
    expect(near[0]).toMatchObject({ name: "Portland", region: "ME", distance: { km: expect.any(Number) } });

    const la = await locations.address("Los Angeles, CA");
    expect(la).toMatchObject({ id: "5368361", region: "CA", population: 3971883 });
    expect(await locations.address("Qqqxyzzy")).toBeNull();

    const measured = await locations.distance("New York, NY", { latitude: la!.latitude, longitude: la!.longitude }, { driving: true });
    expect(measured).toMatchObject({ distance: { km: 3935.7 }, driving: { minutes: 4386 }, origin: { place: { name: "New York City" } }, destination: { place: null } });
    expect((await locations.distanceToPlace("New York City", la!.id)).distance).toEqual(measured.distance);

    const cruise = await addExperience(platform(), { name: "Harbor Cruise", latitude: la!.latitude, longitude: la!.longitude });
    const toCruise = await locations.distanceToExperience("New York City", cruise);
    expect(toCruise).toMatchObject({ distance: measured.distance, driving: null, experience: { id: cruise, name: "Harbor Cruise" } });
    const unknown = await locations.distanceToExperience("New York City", "00000000-0000-4000-8000-000000000000").catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PlatformError);
    expect(unknown).toMatchObject({ status: 404 });
  });
});
