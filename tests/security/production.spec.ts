/**
 * Over HTTP: the production build started with PLATFORM_ENV=production, the
 * way an operator starts it (server.js), on a data directory that survives a restart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { METHODS } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PRODUCTION_MESSAGES } from "#contract/production";
import { startSite, type SiteServer } from "../support/site-server";

const PRODUCTION = {
  PLATFORM_ENV: "production",
  SESSION_SECRET: "production-test-session-secret-0123456789abcdef",
  PLATFORM_JWT_SECRET: "production-test-jwt-secret-0123456789abcdef",
  PLATFORM_API_USERNAME: "site",
  PLATFORM_API_KEY: "production-test-api-key-0123456789",
  // Required in production; nothing in this file sends mail (port 9: discard, refused here).
  SMTP_URL: "smtp://127.0.0.1:9",
  METRICS_TOKEN: "production-test-metrics-token-0123456789abcdef",
};
const credential = (username: string, key: string) => ({ "X-Api-Username": username, "X-Api-Key": key });
const SITE_CREDENTIAL = credential(PRODUCTION.PLATFORM_API_USERNAME, PRODUCTION.PLATFORM_API_KEY);
const DEMO_CREDENTIAL = credential("demo", "demo-api-key");

test.describe.configure({ mode: "serial" });

let dataDir: string;
let site: SiteServer | undefined;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  dataDir = mkdtempSync(join(tmpdir(), "production-"));
  site = await startSite({ env: { ...PRODUCTION, DATA_DIR: dataDir } });
  api = await playwright.request.newContext({ baseURL: site.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("refuses to start with the demo defaults, naming every variable to set", async () => {
  const start = startSite({ env: { PLATFORM_ENV: "production", SESSION_SECRET: "", DATA_DIR: "memory", METRICS_TOKEN: "short-metrics-token" }, startTimeoutMs: 60_000 });
  const error = await start.then(
    async (started) => {
      await started.kill();
      return null;
    },
    (failure: Error) => failure.message,
  );
  expect(error, "the server started").not.toBeNull();
  expect(error).toContain("exited with 1");
  for (const message of [PRODUCTION_MESSAGES.sessionSecretMissing, PRODUCTION_MESSAGES.metricsTokenShort, PRODUCTION_MESSAGES.demoApiKey, PRODUCTION_MESSAGES.jwtSecretMissingEmbedded, PRODUCTION_MESSAGES.smtpUrlMissingEmbedded]) {
    expect(error).toContain(message);
  }
});

test("the demo outbox does not exist, not on the site and not through /platform-api, not even from this machine", async () => {
  expect((await api.get("/dev/outbox")).status()).toBe(404);
  expect((await api.get("/platform-api/dev/outbox", { headers: SITE_CREDENTIAL })).status()).toBe(404);
  // The verify page says nothing of an outbox either.
  const verify = await api.get("/verify-account");
  expect(verify.status()).toBe(200);
  // What it shows, not its scripts (the route manifest names every route, /dev/outbox too).
  const shown = (await verify.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  expect(shown).toContain("Verify Your Account");
  expect(shown).not.toMatch(/outbox/i);
});

test("the default credential opens nothing; the site's own works", async () => {
  expect((await api.get("/platform-api/membership/plans", { headers: DEMO_CREDENTIAL })).status()).toBe(401);
  expect((await api.get("/platform-api/foundry/contact?limit=2", { headers: DEMO_CREDENTIAL })).status()).toBe(401);
  const plans = await api.get("/platform-api/membership/plans", { headers: SITE_CREDENTIAL });
  expect(plans.status()).toBe(200);
  expect(((await plans.json()) as unknown[]).length).toBeGreaterThan(0);
});

test("no demo businesses are seeded: the showcase lists none", async () => {
  const businesses = await api.get("/platform-api/business/list?global=true", { headers: SITE_CREDENTIAL });
  expect(businesses.status()).toBe(200);
  expect(await businesses.json()).toEqual([]);
});

/** The status line's code of one raw request, or "closed" when the server hung up without one. */
function rawStatus(port: number, method: string, target: string): Promise<number | "closed"> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1");
    socket.on("connect", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve("closed") : reject(error)));
    socket.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : "closed");
    });
  });
}

test("every method Node's parser accepts gets an answer that is not a 5xx, and the server keeps serving", async () => {
  const answers: string[] = [];
  for (const method of METHODS) {
    for (const target of method === "CONNECT" ? ["127.0.0.1:80"] : ["/", "/sign-in", "/platform-api/membership/plans"]) {
      const status = await rawStatus(site!.port, method, target);
      answers.push(`${method} ${target} ${status}`);
      expect(status === "closed" || status < 500, `${method} ${target} answered ${status}`).toBe(true);
    }
  }
  // Request refuses TRACE and TRACK; only CONNECT may be hung up on (Node's parser hands it over).
  expect(answers).toContain("TRACE / 405");
  expect(answers.filter((answer) => answer.endsWith(" closed"))).toEqual(["CONNECT 127.0.0.1:80 closed"]);
  expect((await api.get("/healthz")).status()).toBe(200);
  expect((await api.get("/tos")).status()).toBe(200);
  expect(site!.logs()).not.toMatch(/Uncaught|TypeError/);
});

test("no page says how long its internal calls took (no Server-Timing in production)", async () => {
  for (const path of ["/", "/tos", "/tos", "/sign-in", "/experiences", "/no-such-page", "/healthz"]) {
    const answer = await api.get(path);
    expect(answer.status(), path).toBeLessThan(500);
    expect(answer.headers()["server-timing"], path).toBeUndefined();
  }
});

const count = (text: string, labels: string) =>
  Number(new RegExp(`^http_requests_total\\{${labels.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);

test("/metrics counts each request by its route pattern, for METRICS_TOKEN only", async () => {
  const scrape = async () => {
    const answer = await api.get("/metrics", { headers: { Authorization: `Bearer ${PRODUCTION.METRICS_TOKEN}` } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    return answer.text();
  };
  const wrong: Record<string, string>[] = [{}, { Authorization: `Bearer ${PRODUCTION.METRICS_TOKEN.slice(1)}` }, { Authorization: PRODUCTION.METRICS_TOKEN }];
  for (const headers of wrong) {
    const refused = await api.get("/metrics", { headers });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).toBe("");
  }
  const signIn = 'method="GET",route="/sign-in",status="200"';
  const unknown = 'method="GET",route="/*",status="404"';
  const before = await scrape();
  expect((await api.get("/sign-in")).status()).toBe(200);
  expect((await api.get("/no-such-page-4711")).status()).toBe(404);
  const after = await scrape();
  expect(count(after, signIn)).toBe(count(before, signIn) + 1);
  expect(count(after, unknown)).toBe(count(before, unknown) + 1);
  expect(after).not.toContain("no-such-page-4711");
  // The site's calls to the embedded platform, by operation; Node's event loop lag.
  expect(after).toMatch(/^platform_call_duration_seconds_count\{operation="(?:GET|POST) \/[^"]*",status="200"\} \d+$/m);
  expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
});

test("a request's id is echoed, and is on the platform's log line for each call made for it", async () => {
  const id = "production-test-request-0001";
  const page = await api.get("/experiences", { headers: { "X-Request-Id": id } });
  expect(page.status()).toBe(200);
  expect(page.headers()["x-request-id"]).toBe(id);
  await expect.poll(() => site!.logLines().filter((line) => line.requestId === id).map((line) => `${line.name} ${line.msg}`)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^platform (?:GET|POST) \/experiences\/\S* 200 /), expect.stringMatching(/^site GET \/experiences 200 /)]),
  );
});
