/**
 * The owner's brand: POST /account/business/onboard, GET /account/business and the
 * owner's lists GET /account/business/experiences?all= and /account/business/venues.
 */
import { describe, expect, it } from "vitest";
import { venues } from "../../platform/schema";
import { brand, experience, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const BRAND = {
  name: "Tidewater Paddle Co.",
  username: "tidewater",
  address: "1 Pier St",
  address2: "Dock B",
  city: "Norfolk",
  state: "VA",
  zipCode: "23510",
  website: "https://tidewater.example",
};

describe.each(databaseTargets)("brand onboarding on $name", (target) => {
  const platform = usePlatform(target);

  it("creates a brand the caller owns, with the default colours, and lists it as theirs only", async () => {
    const owner = await person(platform(), "owner");
    const created = await send(platform(), "POST", "/account/business/onboard", { token: owner.token, json: BRAND });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Tidewater Paddle Co.",
      domain: "tidewater",
      address: "1 Pier St",
      address_line_2: "Dock B",
      city: "Norfolk",
      state: "VA",
      zip: "23510",
      website: "https://tidewater.example",
      theme: { primary: "#00cde8", secondary: "#d400ff" },
      tier: null,
      parent: null,
    });
    const mine = await send(platform(), "GET", "/account/business", { token: owner.token });
    expect(mine.body.map((b: { id: string }) => b.id)).toEqual([created.body.id]);

    const stranger = await person(platform(), "stranger");
    const theirs = await send(platform(), "GET", "/account/business", { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("User has not created a brand");
  });

  it("keeps the colours given, lower-cased, and the username lower-cased", async () => {
    const owner = await person(platform(), "owner");
    const created = await send(platform(), "POST", "/account/business/onboard", {
      token: owner.token,
      json: { ...BRAND, username: "Tide-Water2", primaryColor: "#AABBCC", secondaryColor: "#112233" },
    });
    expect(created.status).toBe(201);
    expect(created.body.domain).toBe("tide-water2");
    expect(created.body.theme).toEqual({ primary: "#aabbcc", secondary: "#112233" });
  });

  it("refuses a username taken by any brand (any case) with 409, and one that is not URL-safe with 400", async () => {
    const owner = await person(platform(), "owner");
    const onboard = (json: Record<string, unknown>) => send(platform(), "POST", "/account/business/onboard", { token: owner.token, json: { ...BRAND, ...json } });
    expect((await onboard({})).status).toBe(201);
    const again = await onboard({ username: "TideWater" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: "conflict", message: 'The username "tidewater" is taken: choose another.' });
    for (const username of ["ab", "has space", "-edge", "edge-", "slash/name", "ünïcode", "a".repeat(33)]) {
      const refused = await onboard({ username });
      expect(refused.status, username).toBe(400);
      expect(refused.body.message, username).toMatch(/^Field "username": must be 3 to 32 letters, digits or hyphens/);
    }
  });

  it("names the field at fault: colours, ZIP code, website, a missing name, unknown fields", async () => {
    const owner = await person(platform(), "owner");
    const onboard = (json: Record<string, unknown>) => send(platform(), "POST", "/account/business/onboard", { token: owner.token, json });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...BRAND, primaryColor: "red" }, 'Field "primaryColor": must be a colour written #rrggbb'],
      [{ ...BRAND, zipCode: "2351" }, 'Field "zipCode": must be a ZIP code: 5 digits, or 5+4'],
      [{ ...BRAND, website: "javascript:alert(1)" }, 'Field "website": must be an http(s) URL such as https://example.com'],
      [{ ...BRAND, name: " " }, 'Field "name": must not be empty'],
      [{ ...BRAND, owner: "me" }, 'Body: Unrecognized key: "owner"'],
    ];
    for (const [json, message] of cases) {
      const refused = await onboard(json);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it("wants a signed-in caller for every owner call", async () => {
    for (const [method, path] of [
      ["POST", "/account/business/onboard"],
      ["GET", "/account/business"],
      ["GET", "/account/business/experiences"],
      ["GET", "/account/business/venues"],
    ] as const) {
      const response = await send(platform(), method, path, method === "POST" ? { json: BRAND } : {});
      expect(response.status, path).toBe(401);
    }
  });

  it("lists the owner's experiences (archived ones only with all=true) and venues, and nobody else's", async () => {
    const owner = await person(platform(), "owner");
    const other = await person(platform(), "other");
    const mine = await brand(platform(), owner.id);
    const theirs = await brand(platform(), other.id);
    const open = await experience(platform(), { businessId: mine.id, name: "B open" });
    const archived = await experience(platform(), { businessId: mine.id, name: "A archived", archived: true });
    await experience(platform(), { businessId: theirs.id, name: "Someone else's" });
    await platform().db.insert(venues).values([
      { businessId: mine.id, name: "Boathouse" },
      { businessId: theirs.id, name: "Their hall" },
    ]);

    const listed = await send(platform(), "GET", "/account/business/experiences", { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([open.id]);
    const all = await send(platform(), "GET", "/account/business/experiences?all=true", { token: owner.token });
    expect(all.body.map((e: { id: string }) => e.id)).toEqual([archived.id, open.id]);
    expect(all.body[0]).toMatchObject({ archived: true, provider: { id: mine.id } });
    expect((await send(platform(), "GET", "/account/business/experiences?all=yes", { token: owner.token })).status).toBe(400);

    const venueList = await send(platform(), "GET", "/account/business/venues", { token: owner.token });
    expect(venueList.status).toBe(200);
    expect(venueList.body).toHaveLength(1);
    expect(venueList.body[0]).toMatchObject({ name: "Boathouse", country: "US", available: true, timezone: "America/New_York", provider: { id: mine.id }, tags: [], blackout_times: [] });

    const nobody = await person(platform(), "nobody");
    for (const path of ["/account/business/experiences?all=true", "/account/business/venues"]) {
      const refused = await send(platform(), "GET", path, { token: nobody.token });
      expect(refused.status, path).toBe(404);
      expect(refused.body.message).toBe("User has not created a brand");
    }
  });
});
