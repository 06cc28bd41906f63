/**
 * A venue's place reads with its state's name where one is known ("Madison, Wisconsin, United
 * States", not "WI"; contract/regions.ts: Intl has no subdivision names), and that label typed
 * back into the place search still finds the place (the search narrows by a state's name too).
 */
import { describe, expect, it } from "vitest";
import { regionName } from "#contract/regions";
import { placeLabel } from "../../app/areas/brands/venues/places.server";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe("a region's name", () => {
  it("names US states, DC and territories; anything else has none", () => {
    expect([regionName("US", "WI"), regionName("US", "dc"), regionName("US", "PR"), regionName("US", "ZZ"), regionName("FR", "11")]).toEqual([
      "Wisconsin",
      "District of Columbia",
      "Puerto Rico",
      null,
      null,
    ]);
    expect(placeLabel("Madison", "WI", "US")).toBe("Madison, Wisconsin, United States");
    expect(placeLabel("Lyon", "", "FR")).toBe("Lyon, France");
  });
});

describe.each(databaseTargets)("the place search on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("finds a place typed back with its state's name", async () => {
    const found = await send(platform(), "POST", "/location/search/autocomplete", { json: { query: "Madison, Wisconsin, United States", count: 1 } });
    expect(found.body.map((p: { name: string; region: string }) => `${p.name}, ${p.region}`)).toEqual(["Madison, WI"]);
    const partial = await send(platform(), "POST", "/location/search/autocomplete", { json: { query: "portland, oreg", count: 1 } });
    expect(partial.body.map((p: { name: string; region: string }) => `${p.name}, ${p.region}`)).toEqual(["Portland, OR"]);
  });
});
