import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { PlatformError, type PlatformClientOptions, type SessionTokens } from "../../app/.server/platform";
import { createPlatformCore, DEFAULT_TIMEOUT_MS, type Auth, type FetchLike } from "../../app/.server/platform/core";
import { ManualClock, settle } from "../support/manual-clock";
import { fakeJwt, json, misbehavingServer, nowSeconds, text, type Handler, type MisbehavingServer } from "../support/misbehaving-server";
import { pageDetailWire } from "../support/owner-wire";
import { systemCalls } from "../../app/areas/system/system-calls.server";
import { membershipCalls } from "../../app/areas/account/membership-calls.server";
import { brandCalls } from "../../app/areas/brands/brand-calls.server";

const VERSION = { name: "embedded-platform", version: "1.0.0", environment: "demo" };
const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

let server: MisbehavingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler): Promise<MisbehavingServer> {
  server = await misbehavingServer(handler);
  return server;
}

function options(url: string, extra: Partial<PlatformClientOptions> = {}): PlatformClientOptions {
  return { baseUrl: url, apiUsername: "demo", apiKey: "demo-api-key", ...extra };
}

/** The rejection of a call, which must be a PlatformError. */
async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

/** A call's outcome, caught so it can wait while the test moves the clock; `settled` says whether it has ended. */
function track<T>(promise: Promise<T>): { settled: () => boolean; outcome: Promise<T> } {
  let settled = false;
  const outcome = promise.finally(() => {
    settled = true;
  });
  outcome.catch(() => {}); // the test awaits it later
  return { settled: () => settled, outcome };
}

/** The pause before a GET is tried again (core.ts RETRY_DELAY_MS), and a Retry-After's ceiling. */
const RETRY_PAUSE_MS = 150;
const MAX_RETRY_PAUSE_MS = 1_000;

describe("construction", () => {
  test.each([
    ["no key", { apiKey: "" }],
    ["no username", { apiUsername: "" }],
    ["blank key", { apiKey: "   " }],
    ["neither", { apiKey: "", apiUsername: "" }],
  ])("refuses to build with %s", (_, missing) => {
    expect(() => createPlatformCore({ ...options("http://127.0.0.1:9"), ...missing })).toThrow(
      new Error("You must provide both an API key and username"),
    );
  });

  test("refuses credentials that cannot be sent as headers", () => {
    expect(() => createPlatformCore(options("http://127.0.0.1:9", { apiKey: "key\nX-Evil: 1" }))).toThrow(
      new Error("Invalid API username or key: not a valid header value"),
    );
  });

  test("refuses a time zone that is not IANA", () => {
    expect(() => createPlatformCore(options("http://127.0.0.1:9", { timeZone: "Mars/Olympus" }))).toThrow(
      new Error("Invalid time zone: Mars/Olympus"),
    );
  });
});

describe("headers", () => {
  test("every call sends the API username, key, time zone, client version and Accept", async () => {
    const { url, requests } = await serve((_, res) => json(res, 200, VERSION));
    const client = createPlatformCore(options(url));

    expect(await systemCalls(client).version()).toEqual(VERSION);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe("/version");
    expect(request?.headers["x-api-username"]).toBe("demo");
    expect(request?.headers["x-api-key"]).toBe("demo-api-key");
    expect(request?.headers["x-time-zone"]).toBe("America/New_York");
    expect(request?.headers["x-client-version"]).toBe("0.4.2");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers.authorization).toBeUndefined();
  });

  test("the user's time zone is sent as given, and a base URL path prefix is kept", async () => {
    const { url, requests } = await serve((_, res) => json(res, 200, VERSION));
    await systemCalls(createPlatformCore(options(`${url}/api/`, { timeZone: "Europe/Paris" }))).version();
    expect(requests[0]?.headers["x-time-zone"]).toBe("Europe/Paris");
    expect(requests[0]?.url).toBe("/api/version");
  });

  test("a held token is not sent on public calls", async () => {
    const { url, requests } = await serve((_, res) => json(res, 200, []));
    const tokens = { accessToken: fakeJwt({ exp: nowSeconds() + 600 }), idToken: "id", refreshToken: "r" };
    await brandCalls(createPlatformCore(options(url, { tokens }))).list();
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe("retry", () => {
  test.each(RETRYABLE)("a GET answered %i once is tried again once, after the retry pause, and succeeds", async (status) => {
    const clock = new ManualClock();
    const { url, requests } = await serve((_, res, index) => {
      clock.note(`request ${index}`);
      if (index === 0) json(res, status, { message: "try later" });
      else json(res, 200, VERSION);
    });
    const call = track(systemCalls(createPlatformCore(options(url, { clock }))).version());
    expect((await clock.nextTimer()).ms, "the first attempt's deadline").toBe(DEFAULT_TIMEOUT_MS);
    const pause = await clock.nextTimer();
    expect(pause.ms, "the pause before the retry").toBe(RETRY_PAUSE_MS);
    clock.advance(RETRY_PAUSE_MS - 1);
    await settle();
    expect(requests, "no retry before the pause is over").toHaveLength(1);
    clock.advance(1);
    expect(await call.outcome).toEqual(VERSION);
    expect(requests).toHaveLength(2);
    expect(clock.log).toEqual([
      `set ${DEFAULT_TIMEOUT_MS}`,
      "request 0",
      `clear ${DEFAULT_TIMEOUT_MS}`,
      `set ${RETRY_PAUSE_MS}`,
      `fire ${RETRY_PAUSE_MS}`,
      `set ${DEFAULT_TIMEOUT_MS}`,
      "request 1",
      `clear ${DEFAULT_TIMEOUT_MS}`,
    ]);
  });

  test("a GET answered 503 twice fails after exactly two requests", async () => {
    const { url, requests } = await serve((_, res) =>
      json(res, 503, { message: "Down for maintenance", code: "unavailable" }),
    );
    const error = await failure(brandCalls(createPlatformCore(options(url))).list());
    expect(requests).toHaveLength(2);
    expect(error.message).toBe("Unable to list businesses: Down for maintenance");
    expect(error.status).toBe(503);
    expect(error.code).toBe("unavailable");
    expect(error.serverMessage).toBe("Down for maintenance");
    expect(error.isNetworkError).toBe(false);
    expect(error.isTimeout).toBe(false);
  });

  test("a POST answered 503 is not retried", async () => {
    const { url, requests } = await serve((_, res) => json(res, 503, { message: "Down" }));
    const tokens = { accessToken: "a", idToken: "i", refreshToken: "r" };
    const error = await failure(createPlatformCore(options(url, { tokens })).refreshTokens());
    expect(requests.map((r) => r.method)).toEqual(["POST"]);
    expect(error.message).toBe("Unable to refresh tokens: Down");
    expect(error.status).toBe(503);
  });

  test.each([400, 401, 403, 404])("a GET answered %i is not retried", async (status) => {
    const { url, requests } = await serve((_, res) => json(res, status, { message: "Page not found", code: "not_found" }));
    const error = await failure(brandCalls(createPlatformCore(options(url))).page("lotusflow", "about"));
    expect(requests).toHaveLength(1);
    expect(error.message).toBe("Unable to get custom brand page about: Page not found");
    expect(error.status).toBe(status);
    expect(error.code).toBe("not_found");
  });

  test.each([
    ["Retry-After: 1 is honoured: the pause is a second", 429, "1", 1_000],
    ["a long Retry-After (120 s) is cut to a second", 503, "120", MAX_RETRY_PAUSE_MS],
  ])("%s", async (_, status, retryAfter, pauseMs) => {
    const clock = new ManualClock();
    const { url, requests } = await serve((_, res, index) => {
      clock.note(`request ${index}`);
      if (index === 0) json(res, status, { message: "Slow down" }, { "Retry-After": retryAfter });
      else json(res, 200, VERSION);
    });
    const call = track(systemCalls(createPlatformCore(options(url, { clock }))).version());
    await clock.nextTimer(); // the first attempt's deadline
    const pause = await clock.nextTimer();
    expect(pause.ms).toBe(pauseMs);
    clock.advance(pauseMs - 1);
    await settle();
    expect(requests, "no retry before the pause is over").toHaveLength(1);
    clock.advance(1);
    expect(await call.outcome).toEqual(VERSION);
    expect(requests).toHaveLength(2);
    expect(clock.log.filter((event) => !event.includes(String(DEFAULT_TIMEOUT_MS)))).toEqual(["request 0", `set ${pauseMs}`, `fire ${pauseMs}`, "request 1"]);
  });
});

describe("timeouts and network failures", () => {
  test("a server that never answers a POST fails it with a timeout when timeoutMs has passed, not before, and does not retry it", async () => {
    const clock = new ManualClock();
    const { url, requests, received } = await serve(() => clock.note("request 0")); // and never answers
    const tokens = { accessToken: "a", idToken: "i", refreshToken: "r" };
    const client = createPlatformCore(options(url, { tokens, timeoutMs: 300, clock }));
    const call = track(failure(client.refreshTokens()));
    expect((await clock.nextTimer()).ms, "the attempt's deadline").toBe(300);
    await received(1);
    clock.advance(299);
    await settle();
    expect(call.settled(), "still waiting 1 ms before the deadline").toBe(false);
    clock.advance(1);
    const error = await call.outcome;
    expect(requests).toHaveLength(1);
    expect(error.message).toBe("Unable to refresh tokens: request timed out after 300 ms");
    expect(error.isTimeout).toBe(true);
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBeUndefined();
    expect(clock.log).toEqual(["set 300", "request 0", "fire 300"]);
    expect(clock.pending(), "no retry pause, no second attempt").toEqual([]);
  });

  test("a GET to a server that never answers times out twice (one retry, after the pause), then fails", async () => {
    const clock = new ManualClock();
    const { url, requests, received } = await serve((_, __, index) => clock.note(`request ${index}`)); // and never answers
    const client = createPlatformCore(options(url, { timeoutMs: 300, clock }));
    const call = track(failure(brandCalls(client).list()));
    expect((await clock.nextTimer()).ms, "the first attempt's deadline").toBe(300);
    await received(1);
    clock.advance(300);
    expect((await clock.nextTimer()).ms, "the pause").toBe(RETRY_PAUSE_MS);
    clock.advance(RETRY_PAUSE_MS);
    expect((await clock.nextTimer()).ms, "the second attempt's deadline").toBe(300);
    await received(2);
    clock.advance(299);
    await settle();
    expect(call.settled(), "still waiting 1 ms before the second deadline").toBe(false);
    clock.advance(1);
    const error = await call.outcome;
    expect(requests).toHaveLength(2);
    expect(error.message).toBe("Unable to list businesses: request timed out after 300 ms");
    expect(error.isTimeout).toBe(true);
    expect(clock.log).toEqual(["set 300", "request 0", "fire 300", `set ${RETRY_PAUSE_MS}`, `fire ${RETRY_PAUSE_MS}`, "set 300", "request 1", "fire 300"]);
    expect(clock.pending()).toEqual([]);
  });

  test("headers sent, then a stalled body, still times out", async () => {
    const clock = new ManualClock();
    const { url, requests } = await serve((_, res) => {
      clock.note("request 0");
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('[{"id":');
    });
    let headersArrived!: () => void;
    const headers = new Promise<void>((resolve) => (headersArrived = resolve));
    const fetch: FetchLike = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      clock.note("headers");
      headersArrived();
      return response;
    };
    const tokens = { accessToken: "a", idToken: "i", refreshToken: "r" };
    const call = track(failure(createPlatformCore(options(url, { tokens, timeoutMs: 300, fetch, clock })).refreshTokens()));
    expect((await clock.nextTimer()).ms).toBe(300);
    await headers;
    await settle();
    expect(call.settled(), "the body never ends: still waiting").toBe(false);
    clock.advance(300);
    const error = await call.outcome;
    expect(requests).toHaveLength(1);
    expect(error.isTimeout).toBe(true);
    expect(clock.log).toEqual(["set 300", "request 0", "headers", "fire 300"]);
  });

  test("a fetch that ignores the abort signal cannot make a call hang", async () => {
    const clock = new ManualClock();
    const fetch = vi.fn(() => {
      clock.note("fetch");
      return new Promise<Response>(() => {});
    });
    const client = createPlatformCore(options("http://platform.internal", { fetch, timeoutMs: 100, clock }));
    const call = track(failure(systemCalls(client).version()));
    for (const ms of [100, RETRY_PAUSE_MS, 100]) {
      const timer = await clock.nextTimer();
      expect(timer.ms).toBe(ms);
      clock.advance(ms);
    }
    const error = await call.outcome;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error.message).toBe("Unable to get version: request timed out after 100 ms");
    expect(clock.log).toEqual(["set 100", "fetch", "fire 100", `set ${RETRY_PAUSE_MS}`, `fire ${RETRY_PAUSE_MS}`, "set 100", "fetch", "fire 100"]);
  });

  test("a socket closed mid-response is a network error, retried once for a GET", async () => {
    const { url, requests } = await serve((req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "500" });
      res.write('[{"id":"');
      setTimeout(() => req.socket.destroy(), 20);
    });
    const error = await failure(brandCalls(createPlatformCore(options(url))).list());
    expect(requests).toHaveLength(2);
    expect(error.message).toMatch(/^Unable to list businesses: network error: /);
    expect(error.isNetworkError).toBe(true);
    expect(error.isTimeout).toBe(false);
    expect(error.status).toBeUndefined();
  });

  test("a refused connection is a network error", async () => {
    const { url } = await serve(() => {});
    await server?.close();
    server = undefined;
    const error = await failure(membershipCalls(createPlatformCore(options(url))).plans());
    expect(error.message).toMatch(/^Unable to list membership plans: network error: fetch failed/);
    expect(error.isNetworkError).toBe(true);
  });
});

describe("responses", () => {
  test("malformed JSON fails with the operation's prefix, unretried", async () => {
    const { url, requests } = await serve((_, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("[{not json");
    });
    const error = await failure(membershipCalls(createPlatformCore(options(url))).plans());
    expect(requests).toHaveLength(1);
    expect(error.message).toBe("Unable to list membership plans: unexpected response");
    expect(error.status).toBe(200);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  test("a response of the wrong shape fails with the operation's prefix", async () => {
    const { url } = await serve((_, res) => json(res, 200, [{ id: 7, name: "Lotus" }]));
    const error = await failure(brandCalls(createPlatformCore(options(url))).list());
    expect(error.message).toBe("Unable to list businesses: unexpected response");
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  test("a text/plain error body becomes the server message", async () => {
    const { url, requests } = await serve((_, res) => text(res, 502, "Bad gateway: upstream unreachable\n"));
    const error = await failure(brandCalls(createPlatformCore(options(url))).pages("lotusflow"));
    expect(requests).toHaveLength(2);
    expect(error.message).toBe("Unable to get brand pages: Bad gateway: upstream unreachable");
    expect(error.serverMessage).toBe("Bad gateway: upstream unreachable");
    expect(error.code).toBeUndefined();
    expect(error.status).toBe(502);
  });

  test("an error without a body is told by its status", async () => {
    const { url } = await serve((_, res) => {
      res.writeHead(404);
      res.end();
    });
    const error = await failure(brandCalls(createPlatformCore(options(url))).pages("nobody"));
    expect(error.message).toBe("Unable to get brand pages: status 404");
    expect(error.serverMessage).toBeUndefined();
  });
});

describe("calls", () => {
  test("listBusinesses asks for every business only with global", async () => {
    const { url, requests } = await serve((_, res) => json(res, 200, []));
    const client = createPlatformCore(options(url));
    expect(await brandCalls(client).list({ global: true })).toEqual([]);
    await brandCalls(client).list();
    await brandCalls(client).list({ global: false });
    expect(requests.map((r) => r.url)).toEqual(["/business/list?global=true", "/business/list", "/business/list"]);
  });

  test("brand page paths encode the username and the page name", async () => {
    const { url, requests } = await serve((_, res, index) =>
      json(res, 200, index === 0 ? [] : pageDetailWire({ name: "a&b c" })),
    );
    const client = createPlatformCore(options(url));
    await brandCalls(client).pages("lotus/flow ?x");
    await brandCalls(client).page("lotus/flow", "a&b c");
    expect(requests.map((r) => r.url)).toEqual([
      "/business/name/lotus%2Fflow%20%3Fx/pages",
      "/business/name/lotus%2Fflow/pages?name=a%26b+c",
    ]);
  });
});

// ── Protected calls, through the core (no protected call is public yet) ─────

const ME = "/account/me";
const meSchema = z.object({ id: z.string() });

function protectedCall(core: ReturnType<typeof createPlatformCore>, auth: Auth = "required") {
  return core.call({ prefix: "Unable to get profile", operation: `GET ${ME}`, method: "GET", path: ME, auth, schema: meSchema });
}

/** Answers /refresh with fresh tokens (after `delayMs`) and /account/me with a profile. */
function platformWithRefresh(fresh: Record<string, string>, delayMs = 0): Handler {
  return (req, res) => {
    if (req.url === "/refresh") setTimeout(() => json(res, 200, fresh), delayMs);
    else json(res, 200, { id: "u1" });
  };
}

const FRESH_ACCESS = fakeJwt({ exp: nowSeconds() + 3600, sub: "u1" });

function held(accessToken: string): SessionTokens {
  return { accessToken, idToken: "id-1", refreshToken: "refresh-1" };
}

describe("protected calls", () => {
  test("send the bearer token with the usual headers; a token valid in the future is not refreshed", async () => {
    const { url, requests } = await serve(platformWithRefresh({}));
    const access = fakeJwt({ exp: nowSeconds() + 60 });
    const onTokensChanged = vi.fn();
    const core = createPlatformCore(options(url, { tokens: held(access), onTokensChanged }));
    expect(await protectedCall(core)).toEqual({ id: "u1" });
    expect(requests.map((r) => r.url)).toEqual([ME]);
    const headers = requests[0]?.headers;
    expect(headers?.authorization).toBe(`Bearer ${access}`);
    expect(headers?.["x-api-username"]).toBe("demo");
    expect(headers?.["x-api-key"]).toBe("demo-api-key");
    expect(headers?.["x-time-zone"]).toBe("America/New_York");
    expect(headers?.["x-client-version"]).toBe("0.4.2");
    expect(onTokensChanged).not.toHaveBeenCalled();
  });

  test("without an access token fail with 'No access token' and make no request", async () => {
    const { url, requests } = await serve(platformWithRefresh({}));
    const error = await failure(protectedCall(createPlatformCore(options(url))));
    expect(error.message).toBe("No access token");
    expect(requests).toHaveLength(0);
  });

  test("an optional token is left out when none is held", async () => {
    const { url, requests } = await serve(platformWithRefresh({}));
    await protectedCall(createPlatformCore(options(url)), "optional");
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  test("an expired token is refreshed first, the new tokens stored and reported", async () => {
    const { url, requests } = await serve(
      platformWithRefresh({ access_token: FRESH_ACCESS, refresh_token: "refresh-2" }),
    );
    const onTokensChanged = vi.fn();
    const core = createPlatformCore(
      options(url, { tokens: held(fakeJwt({ exp: nowSeconds() - 1 })), onTokensChanged }),
    );
    await protectedCall(core);

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /refresh", `GET ${ME}`]);
    const [refresh, me] = requests;
    expect(JSON.parse(refresh?.body ?? "")).toEqual({ refresh_token: "refresh-1" });
    expect(refresh?.headers["content-type"]).toBe("application/json");
    expect(refresh?.headers["x-api-key"]).toBe("demo-api-key");
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(me?.headers.authorization).toBe(`Bearer ${FRESH_ACCESS}`);
    // No id token in the answer: the old one is kept.
    const expected = { accessToken: FRESH_ACCESS, idToken: "id-1", refreshToken: "refresh-2" };
    expect(onTokensChanged.mock.calls).toEqual([[expected]]);
    expect(core.tokens()).toEqual(expected);
  });

  test("a refresh that returns an id token replaces it", async () => {
    const { url } = await serve(
      platformWithRefresh({ access_token: FRESH_ACCESS, refresh_token: "refresh-2", id_token: "id-2" }),
    );
    const client = createPlatformCore(options(url, { tokens: held("a") }));
    expect(await client.refreshTokens()).toEqual({ accessToken: FRESH_ACCESS, idToken: "id-2", refreshToken: "refresh-2" });
    expect(client.tokens()?.idToken).toBe("id-2");
  });

  test.each([
    ["has no exp claim", fakeJwt({ sub: "u1" })],
    ["expires this very second", fakeJwt({ exp: nowSeconds() })],
    ["is not a JWT", "opaque-token"],
  ])("a token that %s is refreshed", async (_, access) => {
    const { url, requests } = await serve(platformWithRefresh({ access_token: FRESH_ACCESS, refresh_token: "refresh-2" }));
    await protectedCall(createPlatformCore(options(url, { tokens: held(access) })));
    expect(requests.map((r) => r.url)).toEqual(["/refresh", ME]);
  });

  test("with autoRefresh off an expired token is sent as is", async () => {
    const { url, requests } = await serve(platformWithRefresh({}));
    const expired = fakeJwt({ exp: nowSeconds() - 3600 });
    await protectedCall(createPlatformCore(options(url, { tokens: held(expired), autoRefresh: false })));
    expect(requests.map((r) => r.url)).toEqual([ME]);
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${expired}`);
  });

  test("concurrent protected calls share one refresh", async () => {
    const { url, requests } = await serve(
      platformWithRefresh({ access_token: FRESH_ACCESS, refresh_token: "refresh-2" }, 100),
    );
    const onTokensChanged = vi.fn();
    const core = createPlatformCore(options(url, { tokens: held(fakeJwt({ exp: 1 })), onTokensChanged }));
    await Promise.all([protectedCall(core), protectedCall(core), protectedCall(core)]);
    expect(requests.filter((r) => r.url === "/refresh")).toHaveLength(1);
    const bearers = requests.filter((r) => r.url === ME).map((r) => r.headers.authorization);
    expect(bearers).toEqual([`Bearer ${FRESH_ACCESS}`, `Bearer ${FRESH_ACCESS}`, `Bearer ${FRESH_ACCESS}`]);
    expect(onTokensChanged).toHaveBeenCalledTimes(1);
  });

  test("a refused refresh fails the call with the server's reason and sends nothing else", async () => {
    const { url, requests } = await serve((_, res) => json(res, 401, { message: "Invalid refresh token", code: "invalid_token" }));
    const onTokensChanged = vi.fn();
    const core = createPlatformCore(options(url, { tokens: held(fakeJwt({ exp: 1 })), onTokensChanged }));
    const error = await failure(protectedCall(core));
    expect(error.message).toBe("Unable to refresh tokens: Invalid refresh token");
    expect(error.status).toBe(401);
    expect(error.code).toBe("invalid_token");
    expect(requests.map((r) => r.url)).toEqual(["/refresh"]);
    expect(onTokensChanged).not.toHaveBeenCalled();
  });

  test("a refresh lost to the network fails with the network error as the reason", async () => {
    const { url } = await serve((req) => {
      req.socket.destroy();
    });
    const error = await failure(protectedCall(createPlatformCore(options(url, { tokens: held(fakeJwt({ exp: 1 })) }))));
    expect(error.message).toMatch(/^Unable to refresh tokens: network error: fetch failed/);
    expect(error.isNetworkError).toBe(true);
  });

  test("a refresh answered with the wrong shape fails as unexpected", async () => {
    const { url } = await serve((_, res) => json(res, 200, { access_token: "a" }));
    const error = await failure(createPlatformCore(options(url, { tokens: held("a") })).refreshTokens());
    expect(error.message).toBe("Unable to refresh tokens: unexpected response");
  });

  test("without a refresh token the refresh fails without a request", async () => {
    const { url, requests } = await serve(platformWithRefresh({}));
    const core = createPlatformCore(options(url, { tokens: { accessToken: "x", idToken: "", refreshToken: "" } }));
    const error = await failure(protectedCall(core));
    expect(error.message).toBe("Unable to refresh tokens: no refresh token");
    expect(requests).toHaveLength(0);
  });
});
