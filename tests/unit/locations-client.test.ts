/** The site's location calls without a platform: what goes on the wire, and how refusals come back. */
import { describe, expect, test } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import { locationCalls } from "../../app/areas/marketplace/location-calls.server";

function clientAnswering(status: number, body: unknown) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const client = createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "key",
    fetch: async (input) => {
      const request = input as Request;
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return Response.json(body, { status });
    },
  });
  return { locations: locationCalls(client), sent };
}

const PLACE = { id: "5128581", name: "New York City", region: "NY", country: "US", latitude: 40.71427, longitude: -74.00597, population: 8175133, timezone: "America/New_York" };

describe("the site's location calls", () => {
  test("autocomplete sends query, count and near as given, leaving out what is not", async () => {
    const { locations, sent } = clientAnswering(200, [{ ...PLACE, distance: null }]);
    expect(await locations.autocomplete("new y")).toEqual([{ ...PLACE, distance: null }]);
    await locations.autocomplete("new y", { count: 100, near: "Boston" });
    expect(sent).toEqual([
      { path: "/location/search/autocomplete", body: { query: "new y" } },
      { path: "/location/search/autocomplete", body: { query: "new y", count: 100, near: "Boston" } },
    ]);
  });

  test("address answers null for the platform's 404 and throws other refusals", async () => {
    expect(await clientAnswering(404, { message: 'No place matches "x".', code: "not_found" }).locations.address("x")).toBeNull();
    const refused = await clientAnswering(400, { message: 'Field "location": must not be blank', code: "invalid_request" })
      .locations.address(" ")
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect(refused).toMatchObject({ status: 400 });
  });

  test("distance sends both spots and driving, and reads the estimate", async () => {
    const end = { latitude: 1, longitude: 2, place: null };
    const answer = { origin: end, destination: { ...PLACE, place: PLACE }, distance: { km: 1, miles: 0.6 }, driving: { km: 1.3, miles: 0.8, minutes: 1 } };
    const { locations, sent } = clientAnswering(200, { ...answer, destination: { latitude: PLACE.latitude, longitude: PLACE.longitude, place: PLACE } });
    const result = await locations.distance({ latitude: 1, longitude: 2 }, "New York", { driving: true });
    expect(result.driving).toEqual({ km: 1.3, miles: 0.8, minutes: 1 });
    expect(result.destination.place).toEqual(PLACE);
    expect(sent[0]).toEqual({ path: "/location/distance", body: { origin: { latitude: 1, longitude: 2 }, destination: "New York", driving: true } });
  });
});
