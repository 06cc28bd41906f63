/**
 * Bad input never gives a 5xx, on the platform (DESIGN.md "Trust"): a property-based test throws
 * generated junk (control characters, lone surrogates, huge strings, odd percent-encodings, unknown
 * ids, random bytes, wrong content types) at every endpoint of the platform's route table, with
 * every method it serves, signed in and out, and asserts that no answer is a 5xx and that the
 * platform still answers afterwards. The junk is drawn from a fixed seed, printed at the start;
 * BAD_INPUT_SEED=<n> draws another (docs/security.md "Bad input").
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { badInputSeed, junkBody, junkQuery, mutatedExample, percentEncode, urlPiece, type JunkBody } from "../support/junk";
import { brand, dateAhead, experience, pay, person, startCheckout } from "../support/marketplace";
import { DEMO_CREDENTIAL, databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

/** Generated requests per endpoint, method and signed-in state (about 5,850 requests per database). */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 24);

/** The body and query field names of the platform's calls (their zod schemas), so junk reaches the checks behind the parsing. */
const FIELDS = [
  "name", "email", "password", "username", "first_name", "last_name", "phone", "zip", "dob", "verification", "signup",
  "refresh_token", "message", "company", "description", "title", "content", "body", "keywords", "q", "query", "tags",
  "category", "themes", "date", "time", "start", "end", "guests", "partySize", "dateRange", "timeOfDay", "budget",
  "ageRange", "petFriendly", "location", "radius", "latitude", "longitude", "address", "address2", "city", "state",
  "postal_code", "zipCode", "country", "website", "capacity", "timezone", "venue", "provider", "experience", "price",
  "retail_price", "availabilities", "blackout_times", "images", "image_url", "rating", "ticket_id", "purchase_id",
  "credit_id", "credit_quantity", "coin", "amount", "recipient", "rewardsValue", "dividendRate", "contract", "months",
  "success_url", "cancel_url", "block_type", "blocks", "order", "public", "archived", "mode", "unit", "target",
  "newPassword", "oldPassword", "page", "per_page", "empty", "open", "all", "business", "limit", "read", "unread", "image",
] as const;

/**
 * A valid body of the calls that take one (from the platform tests), by "METHOD /path" of the
 * route table: junk put in its values reaches the rules and the database behind the shape.
 */
const EXAMPLES: Record<string, unknown> = {
  "POST /account/create": { email: "junk@example.com", password: "Sup3rSecret!", phone: "5551234567", zip: "23220", dob: "1990-04-02", first_name: "Ada", last_name: "Lovelace" },
  "POST /account/verify": { email: "junk@example.com", verification: "123456" },
  "POST /account/verify/resend": { email: "junk@example.com" },
  "POST /login": { username: "junk@example.com", password: "Sup3rSecret!" },
  "POST /refresh": { refresh_token: "x" },
  "POST /forgot-password": { email: "junk@example.com" },
  "PUT /account/my/profile": { first_name: "Ada", last_name: "Lovelace", phone: "5551234567", zip: "23220", public: true },
  "PUT /account/my/password": { oldPassword: "Sup3rSecret!", newPassword: "An0therOne" },
  "PUT /account/my/email": { email: "new@example.com", password: "Sup3rSecret!" },
  "POST /account/my/email/confirm": { email: "new@example.com", verification: "123456" },
  "POST /account/business/onboard": { name: "Tidewater Paddle Co.", username: "tidewater", address: "1 Pier St", address2: "Dock B", city: "Norfolk", state: "VA", zipCode: "23510", website: "https://tidewater.example" },
  "POST /account/business/pages": { name: "about", title: "About", page_meta: { description: "Boats" } },
  "PUT /account/business/pages/:name": { title: "Hello", page_meta: { description: "Boats" } },
  "POST /account/business/pages/:name/blocks": { block_type: "text", content: "Hello" },
  "PUT /account/business/pages/:name/blocks/:id": { title: "Row with us", image_url: "" },
  "PUT /account/business/pages/:name/blocks/order": { blocks: ["x"] },
  "POST /account/business/:id/coin": { name: "Tide Coin" },
  "POST /account/business/:id/coin/mint": { amount: 5 },
  "POST /account/business/:id/coin/contracts": { name: "Founders", description: "Early backers", startDate: "2026-01-01", endDate: "2027-01-01", dividendRate: 2.5 },
  "POST /account/coins/transfer": { coin: "x", amount: 3, target: "someone@example.com" },
  "PUT /account/notifications/preferences": { follower: true },
  "POST /experiences/create": { category: "outdoors", experience: { name: "Harbor kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } }, availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true }] },
  "PUT /experiences/id/:id": { experience: { name: "Mine now", description: "On the water" } },
  "POST /experiences/search": { keywords: "kayak", category: "outdoors", tags: ["water"], dateRange: { from: "2026-06-01", to: "2026-06-07" }, timeOfDay: ["morning"], budget: { min: 10, max: 90 }, partySize: 2, ageRange: { min: 10, max: 60 }, petFriendly: true, location: { latitude: 36.85, longitude: -76.29 }, radius: 25, page: 1, per_page: 20 },
  "POST /experiences/id/:id/checkout/hosted": { date: "2026-12-01", time: "10:00", guests: 2, success_url: "http://site.test/done?checkout={CHECKOUT_SESSION_ID}", cancel_url: "http://site.test/back" },
  "POST /experiences/id/:id/rate": { rating: 5, ticket_id: "x" },
  "POST /experiences/id/:id/rate/provider": { rating: 4, ticket_id: "x" },
  "POST /membership/plans/:id/checkout/hosted": { success_url: "http://site.test/dashboard", cancel_url: "http://site.test/back" },
  "PUT /membership/plans/:id/pause": { months: 1 },
  "POST /location/search/autocomplete": { query: "portland, me", count: 3 },
  "POST /location/address": { address: "1 Pier St, Norfolk, VA" },
  "POST /location/distance": { from: { latitude: 36.85, longitude: -76.29 }, to: { latitude: 40.7, longitude: -74 } },
  "POST /location/venues/": { name: "Boathouse", address: "1 Pier St", city: "Norfolk", state: "VA", postal_code: "23510", capacity: 40, timezone: "America/New_York", themes: ["water"], blackout_times: [{ start: "2026-12-24T00:00:00Z", end: "2026-12-26T00:00:00Z" }] },
  "PUT /location/venues/id/:id": { available: false, licensed: true, license_text: "ABC 123", country: "ca" },
  "POST /location/venues/id/:id/tags": { tags: ["dock"] },
  "POST /location/venues/themes": { themes: ["water", "art"] },
  "POST /user/search": { q: "ada love" },
  "POST /sandbox/create": { name: "Foundry" },
  "POST /:name/contact": { name: "Ada", email: "ada@example.com", message: "Hello" },
  "POST /:name/contact/interests": { name: "Grace", email: "grace@example.com", phone: "5551234567", message: "Guides", interests: ["Branding"] },
  "POST /:name/website-requests": { name: "Linus", company: "Penguin Works", phone: "5551234567", email: "linus@example.com", description: "A shop" },
};
EXAMPLES["POST /location/venues"] = EXAMPLES["POST /location/venues/"];

type Endpoint = { path: string; methods: string[] };

/** Every path of the app's route table with the methods it serves (its ALL handlers are 405s and middleware). */
function endpointsOf(platform: Platform): Endpoint[] {
  const byPath = new Map<string, Set<string>>();
  for (const { path, method } of platform.app.routes) {
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(method);
    byPath.set(path, methods);
  }
  const endpoints: Endpoint[] = [];
  for (const [path, methods] of byPath) {
    const served = [...methods].filter((method) => method !== "ALL");
    if (served.length > 0) endpoints.push({ path, methods: served });
    // A sub-app mounted whole (the sandbox's pages): what a browser sends it.
    else if (path !== "/*" && !/^\/account\/|^\/user\//.test(path)) endpoints.push({ path, methods: ["GET", "POST"] });
  }
  return endpoints;
}

type Known = { ids: string[]; names: string[] };

/** A mutated example sent as its call takes it: JSON, or url-encoded (POST /login). */
function exampleBody(json: unknown, form: boolean): JunkBody {
  const what = JSON.stringify(json).slice(0, 400);
  if (!form || json === null || typeof json !== "object") return { body: JSON.stringify(json), contentType: "application/json", what: `JSON ${what}` };
  const pairs = Object.entries(json).map(([name, value]) => `${percentEncode(name)}=${percentEncode(typeof value === "string" ? value : JSON.stringify(value) ?? "")}`);
  return { body: pairs.join("&"), contentType: "application/x-www-form-urlencoded", what: `form ${what}` };
}

/** A request of junk for one endpoint and method. */
function junkRequest(endpoint: Endpoint, method: string, known: Known) {
  const params = endpoint.path.match(/:[A-Za-z]+|\*/g) ?? [];
  const pieces = fc.tuple(...params.map(() => urlPiece(...known.ids, ...known.names)));
  const values = [...known.ids, ...known.names];
  const example = EXAMPLES[`${method} ${endpoint.path}`];
  const body =
    method === "GET" || method === "HEAD"
      ? fc.constant<JunkBody>({ body: null, contentType: null, what: "" })
      : example === undefined
        ? junkBody(FIELDS, values)
        : fc.oneof(
            { arbitrary: mutatedExample(example, values).map((json) => exampleBody(json, endpoint.path === "/login")), weight: 3 },
            { arbitrary: junkBody(FIELDS, values), weight: 1 },
          );
  return fc.record({ pieces, query: junkQuery(FIELDS, known.names), body }).map(({ pieces, query, body }) => {
    let index = 0;
    const path = endpoint.path.replace(/:[A-Za-z]+|\*/g, () => pieces[index++] ?? "x");
    return { path: `${path}${query}`, body };
  });
}

describe.each(databaseTargets)("bad input on the platform on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  it("junk at every endpoint with every method it serves, signed in and out, never answers 5xx; the platform still answers", async () => {
    const seed = badInputSeed();
    console.log(`bad-input property test (platform, ${target.name}): seed ${seed}; rerun with BAD_INPUT_SEED=${seed}, another with BAD_INPUT_SEED=<n>`);

    // A member who owns a brand with an experience, a venue and a page, and holds a paid booking
    // of someone else's experience: their ids let junk reach the checks behind "not found".
    const member = await person(platform(), "junk");
    const own = await brand(platform(), member.id);
    const listed = await experience(platform(), { businessId: own.id });
    const venue = await send(platform(), "POST", "/location/venues/", { token: member.token, json: { name: "Boathouse", capacity: 40 } });
    expect(venue.status).toBe(201);
    const page = await send(platform(), "POST", "/account/business/pages", { token: member.token, json: { name: "home", title: "Home" } });
    const sold = await experience(platform());
    const checkout = await startCheckout(platform(), member, sold.id, { date: dateAhead(10) });
    expect(checkout.status).toBe(201);
    await pay(platform(), checkout.body.id);
    const purchases = await send(platform(), "GET", "/purchases/experiences", { token: member.token });
    const known: Known = {
      ids: [own.id, listed.id, venue.body.id, sold.id, checkout.body.id, member.id, ...JSON.stringify(purchases.body).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g)!.slice(0, 4)],
      names: ["home", own.domain, "outdoors", "foundry", "demo", String(page.body?.name ?? "home")],
    };

    const endpoints = endpointsOf(platform());
    let sent = 0;
    let serverErrors = 0;
    const failures: string[] = [];
    let combination = 0;
    for (const endpoint of endpoints) {
      for (const method of endpoint.methods) {
        for (const signedIn of [false, true]) {
          combination += 1;
          const property = fc.asyncProperty(junkRequest(endpoint, method, known), async ({ path, body }) => {
            const headers = new Headers({ "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key, "X-Client-Version": "0.4.2" });
            if (signedIn) headers.set("Authorization", `Bearer ${member.token}`);
            if (body.contentType) headers.set("Content-Type", body.contentType);
            sent += 1;
            const response = await platform().fetch(new Request(`http://platform.test${path}`, { method, headers, body: body.body }));
            await response.arrayBuffer();
            if (response.status >= 500) {
              serverErrors += 1;
              throw new Error(`${method} ${path} (${signedIn ? "signed in" : "signed out"}, ${body.what}) answered ${response.status}`);
            }
          });
          try {
            await fc.assert(property, { seed: seed + combination, numRuns: RUNS, endOnFailure: true });
          } catch (error) {
            // fast-check's error carries the property's own as its cause: the request and its answer.
            const cause = (error as Error).cause;
            failures.push(cause instanceof Error ? cause.message : (error as Error).message.slice(0, 800));
          }
        }
      }
    }
    console.log(`bad-input property test (platform, ${target.name}): ${sent} generated requests to ${endpoints.length} endpoints, ${serverErrors} answered 5xx`);
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);

    // Still answering, and still right.
    expect((await send(platform(), "GET", "/version")).status).toBe(200);
    const search = await send(platform(), "POST", "/experiences/search", { json: { keywords: "kayak" } });
    expect(search.status).toBe(200);
    // (The junk may have ended the member's session: a password change with their own password, say.)
    const newcomer = await person(platform(), "after");
    expect((await send(platform(), "GET", "/account/me", { token: newcomer.token })).status).toBe(200);
  });
});
