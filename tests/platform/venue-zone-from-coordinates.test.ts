/**
 * A venue's time zone is a fact of its coordinates (issue "venue by place"): the platform looks it
 * up (tz-lookup) where coordinates come from (each place the search answers) and where they are
 * accepted (a venue created or moved with coordinates and no zone of its own). A zone sent stands.
 */
import { describe, expect, it } from "vitest";
import { zoneAt } from "../../platform/infra/time-zones";
import { brand, person, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const MADISON = { latitude: 43.07305, longitude: -89.40123 };
const NORFOLK = { latitude: 36.84681, longitude: -76.28522 };

describe("zoneAt", () => {
  it("is the IANA zone of the point, not a guess by country", () => {
    expect(zoneAt(MADISON)).toBe("America/Chicago");
    expect(zoneAt(NORFOLK)).toBe("America/New_York");
    expect(zoneAt({ latitude: 33.4484, longitude: -112.074 })).toBe("America/Phoenix");
    expect(zoneAt({ latitude: 51.5072, longitude: -0.1276 })).toBe("Europe/London");
    expect(zoneAt({ latitude: -33.8688, longitude: 151.2093 })).toBe("Australia/Sydney");
  });
});

describe.each(databaseTargets)("a venue's zone from its coordinates on $name", (target) => {
  const platform = usePlatform(target);
  const owner = async (): Promise<Person> => {
    const who = await person(platform(), "owner");
    await brand(platform(), who.id);
    return who;
  };

  it("answers each place of the search with its zone", async () => {
    const found = await send(platform(), "POST", "/location/search/autocomplete", { json: { query: "Madison", count: 2 } });
    expect(found.status).toBe(200);
    expect(found.body.map((p: { name: string; region: string; timezone: string }) => `${p.name}, ${p.region}: ${p.timezone}`)).toEqual([
      "Madison, WI: America/Chicago",
      "Madison, AL: America/Chicago",
    ]);
    const address = await send(platform(), "POST", "/location/address", { json: { location: "Norfolk, VA" } });
    expect(address.body.timezone).toBe("America/New_York");
  });

  it("looks the zone up when a venue is created or moved with coordinates and no zone", async () => {
    const me = await owner();
    const created = await send(platform(), "POST", "/location/venues/", { token: me.token, json: { name: "Lakeside", city: "Madison", state: "WI", ...MADISON } });
    expect(created.status).toBe(201);
    expect(created.body.timezone).toBe("America/Chicago");

    const moved = await send(platform(), "PUT", `/location/venues/id/${created.body.id}`, { token: me.token, json: { city: "Norfolk", state: "VA", ...NORFOLK } });
    expect(moved.body.timezone).toBe("America/New_York");

    // Another field changed: the zone stays.
    const renamed = await send(platform(), "PUT", `/location/venues/id/${created.body.id}`, { token: me.token, json: { name: "Pierside" } });
    expect(renamed.body.timezone).toBe("America/New_York");
  });

  it("keeps a zone sent with the coordinates, and the default without coordinates", async () => {
    const me = await owner();
    const chosen = await send(platform(), "POST", "/location/venues/", { token: me.token, json: { name: "Lakeside", ...MADISON, timezone: "America/Denver" } });
    expect(chosen.body.timezone).toBe("America/Denver");
    const nowhere = await send(platform(), "POST", "/location/venues/", { token: me.token, json: { name: "Nowhere yet" } });
    expect(nowhere.body.timezone).toBe("America/New_York");
  });
});
