/**
 * A venue's country is an ISO 3166-1 alpha-2 code (contract/countries.ts), not any two letters:
 * "ZZ" or "QQ" is refused in words, on create and on change; real codes in any case are kept.
 */
import { describe, expect, it } from "vitest";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const HALL = { name: "Boathouse", city: "Madison", state: "WI" };
const REFUSAL = 'Field "country": must be a country\'s two-letter code, like US or CA';

describe.each(databaseTargets)("a venue's country on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("refuses two letters that are no country's code, and keeps real ones", async () => {
    const owner = await person(platform(), "owner");
    const { id: provider } = await brand(platform(), owner.id);
    const post = (json: Record<string, unknown>) => send(platform(), "POST", "/location/venues/", { token: owner.token, json: { ...HALL, provider, ...json } });

    for (const country of ["ZZ", "qq", "UK"]) {
      const refused = await post({ country });
      expect([country, refused.status, refused.body.code, refused.body.message]).toEqual([country, 400, "invalid_request", REFUSAL]);
    }
    const created = await post({ country: "gb" });
    expect([created.status, created.body.country]).toEqual([201, "GB"]);
    const changed = await send(platform(), "PUT", `/location/venues/id/${created.body.id}`, { token: owner.token, json: { country: "ZZ" } });
    expect([changed.status, changed.body.message]).toEqual([400, REFUSAL]);
    expect((await send(platform(), "PUT", `/location/venues/id/${created.body.id}`, { token: owner.token, json: { country: "XK" } })).body.country).toBe("XK");
  });
});
