// `npm run bench`: performance figures of the production build, measured in ONE run so they can
// be compared with each other on a noisy machine (ratios to a bare node:http server matter more
// than absolute numbers). Prints a table and writes bench-results/latest.json.
//
// Options: --duration=5 (seconds per load test) --connections=10 --no-lighthouse --routes=/,/tos
//          --lighthouse-runs=3 (per page; the median run counts, scripts/lib/lighthouse.ts)
//          --port=3390 (the site; the bare server takes the next one)
//          --no-load (only what pages weigh and Lighthouse: no load tests, no react-router-serve)
//          --no-search (skip the search section: POST /experiences/search p50/p99 with 100,000
//          experiences on PGlite and PostgreSQL, scripts/lib/search-bench.ts) --search-count=100000
// Run with tsx: `npm run bench` (or `npx tsx scripts/bench.ts`).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import autocannon, { type Options as AutocannonOptions } from "autocannon";
import { lighthouseMedian, type Scores } from "./lib/lighthouse.ts";
import { brotliBytes as br, gzipBytes as gz, JS_BUDGET_BYTES, scriptsOf, stylesheetsOf } from "./lib/page-weight.ts";
import { siteRoutes } from "./lib/routes.ts";
import { benchSearch, printSearch, searchBudget, type SearchResults } from "./lib/search-bench.ts";
import { table } from "./lib/table.ts";

type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };
type LoadResult = Load | { skipped: string };
type Weight = { htmlBytes: number; htmlGzipBytes: number; jsGzipBytes: number; jsBrotliBytes: number; cssGzipBytes: number };
type LighthouseResult = Scores | { error: string };
type Budget = [budget: string, met: boolean, measured: string];
type Results = {
  date: string;
  commit: string;
  duration: number;
  connections: number;
  pinned: boolean;
  load: Record<string, LoadResult>;
  /** Per anonymous cached page: a bare node:http server sending its bytes and headers. */
  limits: Record<string, Load>;
  weight: Record<string, Weight>;
  lighthouse: Record<string, LighthouseResult>;
  memory: { atRestMb?: number; afterLoadMb?: number; exitMs?: number; reactRouterServeExitMs?: number };
  hashing?: { msPerHash: number };
  budgets?: { budget: string; met: boolean; measured: string }[];
  search?: SearchResults;
};

const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const sitePort = Number(args.port ?? 3390);
const limitPort = sitePort + 1;
const origin = `http://127.0.0.1:${sitePort}`;
// From the route table and the modules (scripts/lib/routes.ts): the pages with a URL of their own,
// and those marked `handle = staticPage` (no JavaScript, cached anonymous HTML). The catch-all 404
// is measured at a URL nothing else answers.
const NOT_FOUND_URL = "/no-such-page";
const urlOf = (path: string) => (path === "/*" ? NOT_FOUND_URL : path);
const staticPages = siteRoutes.filter((route) => route.isStatic && (route.isConcrete || route.path === "/*")).map((route) => urlOf(route.path));
const pages = args.routes?.split(",") ?? siteRoutes.filter((route) => route.isPage && (route.isConcrete || route.path === "/*") && !route.path.startsWith("/dev/")).map((route) => urlOf(route.path));

// Server on core 0, load generator (this process) on core 1, where the machine allows it.
const canPin = availableParallelism() > 1 && spawnSync("taskset", ["-V"]).status === 0;
const pinned = (core: number, command: string, commandArgs: string[]): [string, string[]] =>
  canPin ? ["taskset", ["-c", String(core), command, ...commandArgs]] : [command, commandArgs];
if (canPin) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** What a browser sends for a page: HTML first, brotli or gzip. */
const BROWSER = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "Accept-Encoding": "br, gzip" };

async function load(url: string, options: Partial<AutocannonOptions> = {}): Promise<Load> {
  const { headers, ...rest } = options;
  // Warm first (JIT, the database's pages, caches): a cold server's first second is not its speed.
  if (!rest.requests) for (let i = 0; i < 20; i++) await (await fetch(url, { headers: { ...BROWSER, ...(headers as Record<string, string>) } })).arrayBuffer();
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers: { ...BROWSER, ...headers }, ...rest });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // Redirects are answers too (a sign-up answers 302); failures are 4xx, 5xx, errors and timeouts.
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
  };
}

/** A GET whose body is kept exactly as sent (fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers as Record<string, string> }));
      })
      .on("error", reject);
  });
}

/**
 * A GET's body as text. Tried once more when the server closed the kept-alive connection just as
 * it was reused (after the load, the server's keep-alive timer can fire late): GETs are idempotent.
 */
async function getText(url: string | URL, headers: Record<string, string> = {}): Promise<string> {
  try {
    return await (await fetch(url, { headers })).text();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return (await fetch(url, { headers })).text();
  }
}

/** JavaScript and CSS a first visit to `path` downloads (gzip bytes), and its HTML size. */
async function weight(path: string, headers: Record<string, string> = {}): Promise<Weight> {
  const html = await getText(origin + path, headers);
  const scripts = new Set(scriptsOf(html));
  const styles = new Set(stylesheetsOf(html));
  const sizeOf = async (urls: Set<string>, measure = gz) => {
    let total = 0;
    for (const url of urls) total += measure(await getText(new URL(url, origin)));
    return total;
  };
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gz(html),
    jsGzipBytes: await sizeOf(scripts),
    jsBrotliBytes: await sizeOf(scripts, br),
    cssGzipBytes: await sizeOf(styles),
  };
}

/** The honeypot's fields as a form renders them (remix-utils: an empty name and an encrypted time). */
async function honeypotFields(path: string, base = origin): Promise<Record<string, string>> {
  const html = await (await fetch(base + path)).text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="((?:name|from)__confirm)"[^>]*>/g)) fields[m[1]!] = /value="([^"]*)"/.exec(m[0])?.[1] ?? "";
  return fields;
}

function accountForm(email: string, honeypot: Record<string, string>) {
  return new URLSearchParams({
    ...honeypot,
    firstName: "Bench",
    lastName: "Mark",
    email,
    birthday: "01/02/1990",
    phone: "(555) 010-0000",
    postalCode: "10001",
    password: "Bench-Password-1",
    confirmPassword: "Bench-Password-1",
    terms: "on",
  }).toString();
}

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

/** A member signed in through the real journey: create account, the code from the outbox, verify. */
async function signedInCookie(base = origin) {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: string, cookie = "") =>
    fetch(base + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
      body,
    });
  const created = await post("/create-account", accountForm(email, await honeypotFields("/create-account", base)));
  if (created.status !== 302) throw new Error(`create account answered ${created.status}`);
  // The pending sign-up's cookie shows its own mail whatever the server knows of the client's address.
  const outbox = await (await fetch(`${base}/dev/outbox`, { headers: { Cookie: cookieOf(created) } })).text();
  const code = new RegExp(`${email.replace(/[.]/g, "\\.")}[\\s\\S]*?data-testid="code"[^>]*>(\\d{6})<`).exec(outbox)?.[1];
  if (!code) throw new Error("no code in the outbox");
  const verified = await post("/verify-account", new URLSearchParams({ ...(await honeypotFields("/create-account", base)), intent: "verify", code }).toString(), cookieOf(created));
  const session = verified.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (verified.status !== 302 || !session) throw new Error(`verify answered ${verified.status}`);
  return session.split(";")[0]!;
}

/** The platform's own password hash (argon2id), timed alone on the server's core: ms per hash. */
function hashingMs() {
  const script = `import { hashPassword } from "./platform/modules/accounts/passwords.ts";
await hashPassword("warm-up-Password-1");
const n = 10, started = performance.now();
for (let i = 0; i < n; i++) await hashPassword("Bench-Password-" + i);
console.log(((performance.now() - started) / n).toFixed(1));`;
  const [command, commandArgs] = pinned(0, "npx", ["tsx", "--input-type=module", "-e", script]);
  return Number(execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "ignore"] }).toString().trim());
}

/** A server on the build, pinned to core 0: server.js (what `npm start` runs) or react-router-serve. */
function startSite(kind: "server.js" | "react-router-serve", port: number) {
  const entry = kind === "server.js" ? "server.js" : "node_modules/@react-router/serve/bin.js";
  const [command, commandArgs] = pinned(0, process.execPath, [entry, `${buildDir}/server/index.js`]);
  return spawn(command, commandArgs, {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory", SESSION_SECRET: "bench-session-secret-0123456789abcdef" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Milliseconds from SIGTERM to the process's exit. */
function exitTime(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => {
    const sent = performance.now();
    child.once("exit", () => resolve(Math.round(performance.now() - sent)));
    child.kill("SIGTERM");
  });
}

/** A bare node:http server (the physical limit) sending `path`'s cached bytes with the site's own headers. */
async function limitFor(path: string): Promise<Load> {
  await rawGet(path, BROWSER); // the first visit may render it; the next is the kept copy
  const { body, headers } = await rawGet(path, BROWSER);
  if (headers["x-page-cache"] !== "hit") throw new Error(`${path} was not served from the page cache`);
  // Per-connection and per-response headers are the server's own business.
  for (const name of ["date", "connection", "keep-alive", "transfer-encoding"]) delete headers[name];
  const limitScript = `const http=require("http");const b=Buffer.from(process.env.BODY,"base64");const h=JSON.parse(process.env.HEADERS);http.createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${limitPort},"127.0.0.1")`;
  const [limitCommand, limitArgs] = pinned(0, process.execPath, ["-e", limitScript]);
  const limit = spawn(limitCommand, limitArgs, { env: { ...process.env, BODY: body.toString("base64"), HEADERS: JSON.stringify(headers) }, stdio: "ignore" });
  try {
    await waitFor(`http://127.0.0.1:${limitPort}/`);
    return await load(`http://127.0.0.1:${limitPort}/`);
  } finally {
    limit.kill();
    await new Promise((resolve) => limit.once("exit", resolve));
  }
}

// The anonymous cached pages, each measured against its own limit.
const CACHED: [name: string, path: string][] = [
  ["home (anonymous)", "/"],
  ["legal page (anonymous)", "/tos"],
  ["pricing (anonymous)", "/pricing"],
];

async function main() {
  // Built every run unless told otherwise: a build left from an earlier commit measured that commit
  // (two runs here did, silently).
  if (!existsSync(`${buildDir}/server/index.js`) || args["reuse-build"] !== "true") {
    log(`Building into ${buildDir}…`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
    if (build.status !== 0) process.exit(1);
  }

  const server = startSite("server.js", sitePort);
  const results: Results = { date: new Date().toISOString(), commit: spawnSync("git", ["rev-parse", "--short", "HEAD"]).stdout.toString().trim(), duration, connections, pinned: canPin, load: {}, limits: {}, weight: {}, lighthouse: {}, memory: {} };
  let exited = false;
  try {
    await waitFor(`${origin}/healthz`);
    const serverPid = server.pid!; // taskset execs the command, so this is the server itself
    await new Promise((resolve) => setTimeout(resolve, 1000));
    results.memory.atRestMb = rssMb(serverPid);

    const withLoad = args["no-load"] !== "true";
    for (const [name, path] of withLoad ? CACHED : []) {
      log(`Load: ${name} and its limit…`);
      results.limits[name] = await limitFor(path);
      results.load[name] = await load(origin + path);
    }
    const targets: [name: string, path: string][] = [
      // A query string skips the page cache: the same page rendered by React Router every time.
      ["legal page rendered each time", "/tos?render"],
      ["showcase search", "/showcase?q=co"],
    ];
    for (const [name, path] of withLoad ? targets : []) {
      log(`Load: ${name}…`);
      results.load[name] = await load(origin + path);
    }
    try {
      const cookie = await signedInCookie();
      if (withLoad) {
        log("Load: signed-in pages…");
        results.load["dashboard (signed in)"] = await load(`${origin}/dashboard`, { headers: { Cookie: cookie } });
        results.load["legal page (signed in)"] = await load(`${origin}/tos`, { headers: { Cookie: cookie } });
      }
      // Anonymous, the dashboard's pages are the sign-in page; signed in, each is weighed as a member gets it.
      for (const path of pages.filter((path) => path.startsWith("/dashboard"))) results.weight[`${path} (signed in)`] = await weight(path, { Cookie: cookie });
    } catch (error) {
      results.load["dashboard (signed in)"] = { skipped: `could not sign in: ${(error as Error).message}` };
    }

    if (withLoad) await signUpLoad(results);

    results.memory.afterLoadMb = rssMb(serverPid);

    for (const path of pages) results.weight[path] = await weight(path);

    if (args["no-lighthouse"] !== "true") {
      // Sequential, with nothing else of the bench running; a first run (discarded) pays for the
      // first Chromium start and the server's first renders of what a page loads.
      const runs = Number(args["lighthouse-runs"] ?? 3);
      log("Lighthouse warm-up run…");
      try {
        lighthouseMedian(origin + pages[0], { runs: 1, pinned: canPin });
      } catch {
        // a warm-up's failure is the first page's to report
      }
      for (const path of pages) {
        log(`Lighthouse ${path} (median of ${runs})…`);
        try {
          results.lighthouse[path] = lighthouseMedian(origin + path, { runs, pinned: canPin, saveAs: `bench-results/lighthouse/${path.replace(/\//g, "_") || "_"}.json` });
        } catch (error) {
          results.lighthouse[path] = { error: String((error as Error).message ?? error).slice(0, 200) };
        }
      }
    }
    results.memory.exitMs = await exitTime(server);
    exited = true;
    if (withLoad) await compareWithReactRouterServe(results);
  } finally {
    if (!exited) server.kill();
  }

  // A section of its own, after the site's: the platform in this process, no server.
  if (args["no-search"] !== "true") results.search = await benchSearch({ count: Number(args["search-count"] ?? 100_000), log });

  results.budgets = budgets(results).map(([budget, met, measured]) => ({ budget, met, measured }));
  // Speed budgets are figures to compare on a noisy machine; what the build ships (no JavaScript
  // on static pages, at most 120 KB on the others) is a property of the build, and a miss fails the run.
  for (const hard of ["static pages ship no JavaScript", JS_BUDGET]) {
    if (!results.budgets.find((b) => b.budget === hard)?.met) process.exitCode = 1;
  }
  print(results);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
  log("\nWritten to bench-results/latest.json");
}

/** Sign-ups under load, and the password hash alone: what a sign-up costs. */
async function signUpLoad(results: Results) {
  // Sign-ups: every request a new account (a unique email), so each pays for a password hash.
  log("Load: create-account POST…");
  const honeypot = await honeypotFields("/create-account");
  let counter = 0;
  results.load["create account (POST)"] = await load(`${origin}/create-account`, {
    requests: [
      {
        method: "POST",
        headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        setupRequest: (request: object) => ({ ...request, body: accountForm(`bench-load-${Date.now()}-${counter++}@example.com`, honeypot) }),
      },
    ],
  });
  log("Timing the password hash alone…");
  results.hashing = { msPerHash: hashingMs() };
}

/**
 * The same build under react-router-serve (Express), in the same run: signed-in pages render for
 * each visitor whatever the server, so server.js must be at least as fast there, and the anonymous
 * page shows what answering before the framework is worth.
 */
async function compareWithReactRouterServe(results: Results) {
  const rrsOrigin = `http://127.0.0.1:${sitePort}`;
  const rrs = startSite("react-router-serve", sitePort);
  try {
    await waitFor(`${rrsOrigin}/healthz`);
    log("Load: react-router-serve, the same pages…");
    await fetch(`${rrsOrigin}/tos`, { headers: BROWSER });
    results.load["legal page (anonymous), react-router-serve"] = await load(`${rrsOrigin}/tos`);
    const cookie = await signedInCookie(rrsOrigin);
    results.load["dashboard (signed in), react-router-serve"] = await load(`${rrsOrigin}/dashboard`, { headers: { Cookie: cookie } });
    results.load["legal page (signed in), react-router-serve"] = await load(`${rrsOrigin}/tos`, { headers: { Cookie: cookie } });
    results.memory.reactRouterServeExitMs = await exitTime(rrs);
  } catch (error) {
    rrs.kill();
    results.load["dashboard (signed in), react-router-serve"] = { skipped: String((error as Error).message) };
  }
}

const measuredLoad = (r: LoadResult | undefined): Load | undefined => (r && !("skipped" in r) ? r : undefined);
const scored = (l: LighthouseResult | undefined): Partial<Scores> => (l && !("error" in l) ? l : {});

const JS_BUDGET = "no page ships more than 120 KB of gzip JavaScript";

function print(results: Results) {
  const rows = Object.entries(results.load).map(([name, r]) => {
    if ("skipped" in r) return [name, "—", "—", "—", "—", r.skipped];
    const limit = results.limits[name];
    return [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, limit ? `${((r.requestsPerSecond / limit.requestsPerSecond) * 100).toFixed(1)}% of ${limit.requestsPerSecond}` : "", r.errors ? `${r.errors} errors` : ""];
  });
  console.log(`\nThroughput (${results.connections} connections, ${results.duration}s each, browser headers${results.pinned ? ", server on core 0, load on core 1" : ""}; server.js unless named)`);
  table(["target", "req/s", "p50 ms", "p99 ms", "of its limit (bare node:http, same bytes and headers)", ""], rows);
  if (results.hashing) {
    const ms = results.hashing.msPerHash;
    console.log(`\nPassword hashing alone (argon2id, the platform's parameters): ${ms} ms per hash, at most ${Math.round(1000 / ms)} sign-ups/s per core.`);
  }
  const m = results.memory;
  console.log(`\nServer memory: ${m.atRestMb} MB at rest, ${m.afterLoadMb} MB after the load. Exit on SIGTERM: ${m.exitMs} ms (react-router-serve: ${m.reactRouterServeExitMs ?? "—"} ms)`);
  const hosts = Object.values(results.lighthouse).flatMap((l) => ("error" in l ? [] : l.benchmarkIndex));
  const loads = Object.values(results.lighthouse).flatMap((l) => ("error" in l ? [] : l.loadAverage));
  const range = (values: number[]) => (values.length ? `${Math.min(...values)}-${Math.max(...values)}` : "—");
  console.log(`\nBytes per route (first visit; gzip for JS and CSS) and Lighthouse (mobile, simulated throttling; the median run's scores; host benchmarkIndex ${range(hosts)}, load average ${range(loads)}; reports in bench-results/lighthouse/)`);
  table(
    ["route", "HTML", "HTML gz", "JS gz", "JS br", "CSS gz", "perf: median (runs)", "TBT ms", "a11y", "best", "seo", "LCP ms"],
    Object.entries(results.weight).map(([path, w]) => {
      const l = scored(results.lighthouse[path]);
      const failed = results.lighthouse[path] !== undefined && "error" in results.lighthouse[path];
      const runs = l.performanceRuns && l.performanceRuns.length > 1 ? ` (${l.performanceRuns.join(" ")})` : "";
      return [path, w.htmlBytes, w.htmlGzipBytes, w.jsGzipBytes, w.jsBrotliBytes, w.cssGzipBytes, l.performance === undefined ? "—" : `${l.performance}${runs}`, l.tbtMs ?? "—", l.accessibility ?? "—", l.bestPractices ?? "—", l.seo ?? "—", l.lcpMs ?? (failed ? "error" : "—")];
    }),
  );
  if (results.search) printSearch(results.search, table);
  console.log("\nBudgets (issue: performance)");
  for (const [budget, met, measured] of budgets(results)) console.log(`  ${met ? "met " : "MISS"}  ${budget}: ${measured}`);
}

/** The budgets the product holds itself to, checked against this run's figures. */
function budgets(results: Results): Budget[] {
  const rate = (name: string) => measuredLoad(results.load[name])?.requestsPerSecond ?? 0;
  const weights = Object.entries(results.weight);
  const heavy = weights.filter(([, w]) => w.jsGzipBytes > JS_BUDGET_BYTES).map(([path, w]) => `${path} ${(w.jsGzipBytes / 1024).toFixed(1)} KB`);
  const heaviest = Math.max(...weights.map(([, w]) => w.jsGzipBytes));
  // Only pages this run weighed count; none at all (say --routes without one) is a miss, not a pass.
  const staticMeasured = staticPages.filter((path) => results.weight[path] !== undefined);
  const staticWithJs = staticMeasured.filter((path) => results.weight[path]!.jsGzipBytes > 0);
  const versus = (name: string) => rate(`${name}, react-router-serve`) && rate(name) / rate(`${name}, react-router-serve`);
  const list: Budget[] = [
    [
      "static pages ship no JavaScript",
      staticMeasured.length > 0 && staticWithJs.length === 0,
      staticWithJs.length ? `JS on ${staticWithJs.join(", ")}` : staticMeasured.length ? `${staticMeasured.length} pages, 0 bytes` : "no static page measured",
    ],
    [JS_BUDGET, weights.length > 0 && heavy.length === 0, heavy.join(", ") || `heaviest ${(heaviest / 1024).toFixed(1)} KB of ${weights.length} routes`],
  ];
  // Speeds only when this run measured them (not with --no-load).
  if (Object.keys(results.load).length) list.push(
    ...CACHED.map(([name]): Budget => {
      const share = rate(name) / (results.limits[name]?.requestsPerSecond ?? Infinity);
      return [`${name} at least 25% of its limit`, share >= 0.25, `${(share * 100).toFixed(1)}%`];
    }),
    // Signed-in pages render per visitor under either server: within this machine's noise (5%) of react-router-serve, or faster.
    ...["dashboard (signed in)", "legal page (signed in)"].map((name): Budget => {
      const ratio = versus(name);
      return [`${name} at least as fast as under react-router-serve`, ratio >= 0.95, ratio ? `${ratio.toFixed(2)}×` : "not measured"];
    }),
  );
  list.push(
    ["exit within a second of SIGTERM when idle", (results.memory.exitMs ?? Infinity) <= 1000, `${results.memory.exitMs ?? "—"} ms`],
    [
      "no errors under load",
      Object.values(results.load).every((r) => !measuredLoad(r)?.errors),
      Object.entries(results.load)
        .filter(([, r]) => measuredLoad(r)?.errors)
        .map(([n, r]) => `${n}: ${measuredLoad(r)!.errors}`)
        .join("; ") || "none",
    ],
  );
  if (results.search) list.push(searchBudget(results.search));
  const scores = Object.entries(results.lighthouse).flatMap(([path, l]): [string, Scores][] => ("error" in l ? [] : [[path, l]]));
  if (scores.length) {
    const low = (key: "performance" | "accessibility" | "bestPractices" | "seo", min: number) => scores.filter(([, l]) => l[key] < min).map(([path, l]) => `${path} ${l[key]}`);
    // A page whose every run was on a host slower than Lighthouse expects was not measured: not a pass.
    const unjudged = scores.filter(([, l]) => l.hostTooSlow).map(([path]) => path);
    const judgedLow = low("performance", 98).filter((entry) => !unjudged.some((path) => entry.startsWith(`${path} `)));
    list.push([
      "Lighthouse performance at least 98 on every route",
      judgedLow.length === 0 && unjudged.length === 0,
      [judgedLow.join(", "), unjudged.length ? `not judged, host slower than Lighthouse expects in every run: ${unjudged.join(", ")}` : ""].filter(Boolean).join("; ") || `all ≥ 98 (${scores.length} routes)`,
    ]);
    const slow = scores.filter(([, l]) => l.lcpMs > 1200).map(([path, l]) => `${path} ${l.lcpMs} ms`);
    list.push(["LCP at most 1.2 s on every route", slow.length === 0, slow.join(", ") || `all ≤ 1200 ms (${scores.length} routes)`]);
    for (const [key, label] of [["accessibility", "accessibility"], ["bestPractices", "best practices"], ["seo", "SEO"]] as const) {
      list.push([`Lighthouse ${label} 100 on every route`, low(key, 100).length === 0, low(key, 100).join(", ") || "all 100"]);
    }
  }
  return list;
}

await main();
