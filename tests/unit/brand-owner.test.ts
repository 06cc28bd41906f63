/**
 * The brand owner's client calls (areas/brands/brand-owner-calls.server.ts) against a stand-in platform, and how the
 * onboarding form reads the platform's refusals: a field it names comes back at that field.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "~/.server/platform";
import { fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { START_BRAND_WORDS, startBrandSchema } from "~/areas/brands/new.schema";
import { BRAND_ID, businessWire } from "../support/owner-wire";
import { fakeJwt, json, misbehavingServer, nowSeconds, type Handler, type MisbehavingServer } from "../support/misbehaving-server";
import { brandOwnerCalls } from "~/areas/brands/brand-owner-calls.server";

let server: MisbehavingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function ownerClient(handler: Handler) {
  server = await misbehavingServer(handler);
  const tokens = { accessToken: fakeJwt({ exp: nowSeconds() + 3600, sub: "u1" }), idToken: "id-1", refreshToken: "refresh-1" };
  return { client: createPlatformCore({ baseUrl: server.url, apiUsername: "demo", apiKey: "demo-api-key", tokens }), requests: server.requests };
}

const NO_BRAND = { message: "User has not created a brand", code: "not_found" };

const venueWire = {
  id: "9a1b2c3d-0000-4000-8000-000000000001",
  name: "Boathouse",
  provider: { id: BRAND_ID, name: "Tidewater", username: "tidewater" },
  address: null,
  address2: null,
  latitude: null,
  longitude: null,
  parking: false,
  licensed: false,
  license_text: null,
  city: "Annapolis",
  state: "MD",
  postal_code: "21401",
  country: "US",
  available: false,
  themes: ["waterfront"],
  tags: [],
  minimum_tier: null,
  members_only: false,
  capacity: 12,
  timezone: "America/New_York",
  blackout_times: [{ id: "9a1b2c3d-0000-4000-8000-0000000000b1", start: "2027-01-01T10:00:00Z", end: "2027-01-01T12:00:00Z" }],
  time_created: "2026-11-01T00:00:00Z",
  time_updated: "2026-11-01T00:00:00Z",
};

describe("brand owner calls", () => {
  it("onboard posts the body as JSON with the bearer token and reads the brand", async () => {
    const { client, requests } = await ownerClient((_, res) =>
      json(res, 201, businessWire({ theme: { primary: "#00cde8", secondary: "#123456" } })),
    );
    const brand = await brandOwnerCalls(client).onboard({ name: "Tidewater", username: "tidewater", secondaryColor: "#123456" });
    expect(brand).toMatchObject({ id: BRAND_ID, username: "tidewater", theme: { primary: "#00cde8", secondary: "#123456" } });
    expect(requests[0]).toMatchObject({ method: "POST", url: "/account/business/onboard" });
    expect(requests[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(JSON.parse(requests[0]!.body)).toEqual({ name: "Tidewater", username: "tidewater", secondaryColor: "#123456" });
  });

  it("the lists ask for archived experiences only with all, read venues, and are empty for someone without a brand", async () => {
    const { client, requests } = await ownerClient((req, res) => {
      if (req.url?.startsWith("/account/business/venues")) return json(res, 200, [venueWire]);
      return json(res, 404, NO_BRAND);
    });
    expect(await brandOwnerCalls(client).ownExperiences({ all: true })).toEqual([]);
    expect(await brandOwnerCalls(client).ownExperiences()).toEqual([]);
    const [venue] = await brandOwnerCalls(client).ownVenues();
    expect(venue).toMatchObject({ name: "Boathouse", postalCode: "21401", available: false, capacity: 12, parking: false });
    expect(venue?.blackouts).toEqual([{ id: "9a1b2c3d-0000-4000-8000-0000000000b1", start: "2027-01-01T10:00:00Z", end: "2027-01-01T12:00:00Z" }]);
    expect(requests.map((r) => r.url)).toEqual(["/account/business/experiences?all=true", "/account/business/experiences", "/account/business/venues"]);
  });
});

describe("onboarding form", () => {
  const refused = (message: string, concerns: { field?: string; problem?: string } = {}) =>
    PlatformError.of("Unable to start your brand", message, { status: 400, serverMessage: message, code: "invalid_request", ...concerns });
  it("shows a refusal about one of its fields at that field, in people's words (never the API's `Field \"…\"`), by the error's field, not its text", () => {
    const problem = "must be a ZIP code: 5 digits, or 5+4";
    const refusal = fieldRefusalInWords(refused(`Field "zipCode": ${problem}`, { field: "zipCode", problem }), START_BRAND_WORDS);
    expect(refusal?.message).toBe("Please enter a ZIP code of 5 digits, or 5+4 (21401-1234).");
    expect(refusal?.fieldErrors).toEqual({ zipCode: ["Please enter a ZIP code of 5 digits, or 5+4 (21401-1234)."] });
    expect(fieldRefusalInWords(refused('Field "logo": unknown', { field: "logo", problem: "unknown" }), START_BRAND_WORDS)).toBeNull();
    expect(fieldRefusalInWords(refused('Field "constructor": unknown', { field: "constructor", problem: "unknown" }), START_BRAND_WORDS)).toBeNull();
    expect(fieldRefusalInWords(refused("Something else"), START_BRAND_WORDS)).toBeNull();
    // The message's wording is for people: a message that merely looks like a field's is not read.
    expect(fieldRefusalInWords(refused(`Field "zipCode": ${problem}`), START_BRAND_WORDS)).toBeNull();
  });

  it("checks every format of the call at once, each at its field, in people's words", () => {
    const result = startBrandSchema.safeParse({ name: "Tidewater", username: "-x", zipCode: "2140", website: "tidewater", primaryColor: "red" });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
      username: "Use 3 to 32 letters, digits or hyphens, starting and ending with a letter or digit.",
      zipCode: "Please enter a ZIP code of 5 digits, or 5+4 (21401-1234).",
      website: "Please enter your website's address, like https://example.com.",
      primaryColor: "Please choose a colour.",
    });
    // The platform keeps the username in lower case: upper case typed is no error.
    expect(startBrandSchema.parse({ name: "Tidewater", username: "TideWater", zipCode: "21401-1234", website: "https://tidewater.example" }).username).toBe("TideWater");
  });

  it("needs a name and a username; the colours default to the platform's", () => {
    const empty = startBrandSchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => issue.path.join("."))).toEqual(["name", "username"]);
    expect(startBrandSchema.parse({ name: " Tidewater ", username: "tidewater" })).toMatchObject({
      name: "Tidewater",
      primaryColor: "#00cde8",
      secondaryColor: "#d400ff",
    });
  });
});
