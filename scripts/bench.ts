// `npm run bench`: performance figures of the production build, measured in ONE run so they can
// be compared with each other on a noisy machine (ratios to a bare node:http server matter more
// than absolute numbers). Prints a table and writes bench-results/latest.json.
//
// Options: --duration=5 (seconds per load test) --connections=10 --no-lighthouse --routes=/,/tos
//          --lighthouse-runs=3 (per page, in rounds over all pages; the median run counts,
//          scripts/lib/lighthouse.ts) and
//          --lighthouse-up-to=5 (more runs, to this many, when one scored under 98)
//          --port=3390 (the site; the bare server takes the next one, react-router-serve the one after,
//          then --baseline's server, then this build's on PostgreSQL for that comparison)
//          --no-load (only what pages weigh and Lighthouse: no load tests, no react-router-serve)
//          --baseline=<git ref> (the dynamic pages side by side with that commit's build, the
//          ratio per page, on PGlite and on PostgreSQL: scripts/lib/bench-baseline.ts;
//          docs/performance.md) --no-postgres (that comparison on PGlite only)
//          --no-search (skip the search section: POST /experiences/search p50/p99 with 100,000
//          experiences on PGlite and PostgreSQL, scripts/lib/search-bench.ts) --search-count=100000
// Run with tsx: `npm run bench` (or `npx tsx scripts/bench.ts`).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import type { Options as AutocannonOptions } from "autocannon";
import { BROWSER, exitTime, getText, load as loadTest, type Load, rawGet, rssMb, waitFor } from "./lib/bench-http.ts";
import { baselineBuild, baselineDatabases, DYNAMIC_PAGES, startBaseline, type BaselineComparison, type BaselinePage } from "./lib/bench-baseline.ts";
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from "./lib/server-memory.ts";
import { accountForm, honeypotFields, signedInCookie } from "./lib/bench-member.ts";
import { budgets, CACHED, JS_BUDGET, print, type Results, urlOf, type Weight } from "./lib/bench-report.ts";
import { lighthouseRounds } from "./lib/lighthouse.ts";
import { scriptsOf, servedBytes, stylesheetsOf } from "./lib/page-weight.ts";
import { siteRoutes } from "./lib/routes.ts";
import { benchSearch } from "./lib/search-bench.ts";

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
/** react-router-serve's, beside the site while the two are compared. */
const rrsPort = sitePort + 2;
/** The earlier build's (--baseline), beside the site while the two are compared. */
const baselinePort = sitePort + 3;
/** This build's on PostgreSQL (--baseline), beside the baseline's on PostgreSQL. */
const postgresSitePort = sitePort + 4;
const origin = `http://127.0.0.1:${sitePort}`;
// The pages with a URL of their own (scripts/lib/routes.ts), and the catch-all 404.
const pages = args.routes?.split(",") ?? siteRoutes.filter((route) => route.isPage && (route.isConcrete || route.path === "/*") && !route.path.startsWith("/dev/")).map((route) => urlOf(route.path));

// Server on core 0, load generator (this process) on core 1, where the machine allows it.
const canPin = availableParallelism() > 1 && spawnSync("taskset", ["-V"]).status === 0;
const pinned = (core: number, command: string, commandArgs: string[]): [string, string[]] =>
  canPin ? ["taskset", ["-c", String(core), command, ...commandArgs]] : [command, commandArgs];
// Every core for the browser Lighthouse drives (a renderer confined to one core runs beside the
// browser's other processes, which inflates every task it traces), counted before this process
// pins itself: the count follows the affinity mask.
const browserCores = canPin ? `0-${availableParallelism() - 1}` : undefined;
if (canPin) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });

const load = (url: string, options?: Partial<AutocannonOptions>) => loadTest(url, { connections, duration }, options);

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** JavaScript and CSS a first visit to `path` downloads (bytes as sent, gzip and brotli), and its HTML size. */
async function weight(path: string, headers: Record<string, string> = {}): Promise<Weight> {
  const html = await getText(origin + path, headers);
  const sizeOf = async (urls: string[], encoding: "gzip" | "br") => {
    let total = 0;
    for (const url of urls) total += await servedBytes(new URL(url, origin).href, encoding);
    return total;
  };
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    jsGzipBytes: await sizeOf(scriptsOf(html), "gzip"),
    jsBrotliBytes: await sizeOf(scriptsOf(html), "br"),
    cssGzipBytes: await sizeOf(stylesheetsOf(html), "gzip"),
  };
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

// The memory settings `npm start` runs with (scripts/lib/server-memory.ts), for every server compared.
const SERVER_ENV = { NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: "memory", SESSION_SECRET: "bench-session-secret-0123456789abcdef", ...SERVER_MEMORY_ENV };

/** A server on the build, pinned to core 0: server.js (what `npm start` runs) or react-router-serve; `env` adds to SERVER_ENV. */
function startSite(kind: "server.js" | "react-router-serve", port: number, env: Record<string, string> = {}) {
  const entry = kind === "server.js" ? "server.js" : "node_modules/@react-router/serve/bin.js";
  const [command, commandArgs] = pinned(0, process.execPath, [...SERVER_NODE_FLAGS, entry, `${buildDir}/server/index.js`]);
  return spawn(command, commandArgs, {
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A bare node:http server (the physical limit) sending `path`'s cached bytes with the site's own headers. */
async function limitFor(path: string): Promise<Load> {
  await rawGet(origin + path, BROWSER); // the first visit may render it; the next is the kept copy
  const { body, headers } = await rawGet(origin + path, BROWSER);
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
      const cookie = await signedInCookie(origin);
      if (args.baseline) results.baseline = await compareWithBaseline(args.baseline, cookie);
      if (withLoad) await compareWithReactRouterServe(results, cookie);
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
      // first Chromium start and the server's first renders of what a page loads. Then every page
      // once a round, so each page's runs are spread over the whole session (scripts/lib/lighthouse.ts).
      const runs = Number(args["lighthouse-runs"] ?? 3);
      const upTo = Math.max(runs, Number(args["lighthouse-up-to"] ?? 5));
      log("Lighthouse warm-up run…");
      lighthouseRounds([{ url: origin + pages[0] }], { runs: 1 });
      const scores = lighthouseRounds(
        pages.map((path) => ({
          url: origin + path,
          options: { cores: browserCores, ignoreStatusCode: path === urlOf("/*") },
          saveAs: `bench-results/lighthouse/${path.replace(/\//g, "_") || "_"}.json`,
        })),
        { runs, upTo, onRound: (round, urls) => log(`Lighthouse round ${round} (median of ${runs}, of up to ${upTo} near the line): ${urls.length} page${urls.length === 1 ? "" : "s"}…`) },
      );
      for (const path of pages) results.lighthouse[path] = scores.get(origin + path)!;
    }
    results.memory.exitMs = await exitTime(server);
    exited = true;
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
  const honeypot = await honeypotFields("/create-account", origin);
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
 * The same build under react-router-serve (Express), side by side with server.js: signed-in pages
 * render for each visitor whatever the server, so server.js must be at least as fast there, and
 * the anonymous page shows what answering before the framework is worth. Each signed-in page is
 * loaded on the two servers in alternating slices (sideBySide), not one server after the other:
 * measured minutes apart (react-router-serve last, after Lighthouse, until 2026-11-26), the same
 * build gave server.js 0.77x to 1.14x of react-router-serve's rate from run to run.
 */
async function compareWithReactRouterServe(results: Results, cookie: string) {
  const rrsOrigin = `http://127.0.0.1:${rrsPort}`;
  const rrs = startSite("react-router-serve", rrsPort);
  try {
    await waitFor(`${rrsOrigin}/healthz`);
    log("Load: react-router-serve, the anonymous legal page…");
    await fetch(`${rrsOrigin}/tos`, { headers: BROWSER });
    results.load["legal page (anonymous), react-router-serve"] = await load(`${rrsOrigin}/tos`);
    const rrsCookie = await signedInCookie(rrsOrigin);
    for (const [name, path] of [["dashboard (signed in)", "/dashboard"], ["legal page (signed in)", "/tos"]] as const) {
      log(`Load: ${name}, side by side with react-router-serve…`);
      const [ours, theirs] = await sideBySide(`${origin}${path}`, { Cookie: cookie }, `${rrsOrigin}${path}`, { Cookie: rrsCookie });
      results.load[name] = ours;
      results.load[`${name}, react-router-serve`] = theirs;
    }
    results.memory.reactRouterServeExitMs = await exitTime(rrs);
  } catch (error) {
    rrs.kill();
    results.load["dashboard (signed in), react-router-serve"] = { skipped: String((error as Error).message) };
  }
}

/**
 * The dynamic pages here and on the --baseline build, side by side (scripts/lib/bench-baseline.ts):
 * on PGlite (this build's on the site's server, signed in as `cookie`), then, unless --no-postgres,
 * on PostgreSQL (two more servers, each on a database of its own).
 */
async function compareWithBaseline(ref: string, cookie: string): Promise<BaselineComparison> {
  const { commit, dir } = baselineBuild(ref, log);
  const databases: BaselineComparison["databases"] = { PGlite: await pagesWithBaseline(commit, dir, origin, cookie, {}) };
  if (args["no-postgres"] === "true") return { commit, databases };
  log("PostgreSQL for the side by side with the baseline…");
  const postgres = await baselineDatabases();
  if ("unavailable" in postgres) return { commit, databases: { ...databases, PostgreSQL: { skipped: postgres.unavailable } } };
  const postgresOrigin = `http://127.0.0.1:${postgresSitePort}`;
  const site = startSite("server.js", postgresSitePort, { DATABASE_URL: postgres.ours });
  try {
    await waitFor(`${postgresOrigin}/healthz`);
    databases.PostgreSQL = await pagesWithBaseline(commit, dir, postgresOrigin, await signedInCookie(postgresOrigin), { DATABASE_URL: postgres.baseline });
  } catch (error) {
    databases.PostgreSQL = { skipped: (error as Error).message };
  } finally {
    await stop(site);
    await postgres.release();
  }
  return { commit, databases };
}

/** Each dynamic page on this build's server at `ours` and on the baseline's, started with `env` added, side by side. */
async function pagesWithBaseline(commit: string, dir: string, ours: string, cookie: string, env: Record<string, string>): Promise<{ pages: Record<string, BaselinePage> }> {
  const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
  const baseline = startBaseline(dir, baselinePort, pinned, { ...SERVER_ENV, ...env });
  try {
    await waitFor(`${baselineOrigin}/healthz`);
    const baselineCookie = await signedInCookie(baselineOrigin);
    const pages: Record<string, BaselinePage> = {};
    for (const page of DYNAMIC_PAGES) {
      log(`Load: ${page.name}${env.DATABASE_URL ? " on PostgreSQL" : ""}, side by side with ${commit}…`);
      const [mine, theirs] = await sideBySide(`${ours}${page.path}`, page.signedIn ? { Cookie: cookie } : {}, `${baselineOrigin}${page.path}`, page.signedIn ? { Cookie: baselineCookie } : {});
      pages[page.name] = { ours: mine, baseline: theirs, ratio: Math.round((mine.requestsPerSecond / Math.max(1, theirs.requestsPerSecond)) * 100) / 100, loadAverage: Math.round(loadavg()[0]! * 10) / 10 };
    }
    return { pages };
  } finally {
    await stop(baseline);
  }
}

/** Stops a server started here, unless it has already exited. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

/**
 * Two servers under the same load in alternating slices of half the load test's duration, in the
 * order A B B A, then B A A B: a drift in the host's speed falls on both alike. Per server, the
 * slices' mean rate, median p50, highest p99 and summed errors.
 */
async function sideBySide(a: string, aHeaders: Record<string, string>, b: string, bHeaders: Record<string, string>): Promise<[Load, Load]> {
  const slices: [Load[], Load[]] = [[], []];
  const targets = [
    [a, aHeaders],
    [b, bHeaders],
  ] as const;
  for (const order of [[0, 1, 1, 0], [1, 0, 0, 1]] as const) {
    for (const which of order) {
      const [url, headers] = targets[which];
      slices[which].push(await loadTest(url, { connections, duration: duration / 2 }, { headers }));
    }
  }
  const combined = (loads: Load[]): Load => {
    const p50s = loads.map((l) => l.p50Ms).sort((x, y) => x - y);
    return {
      requestsPerSecond: Math.round(loads.reduce((sum, l) => sum + l.requestsPerSecond, 0) / loads.length),
      p50Ms: (p50s[(p50s.length - 1) >> 1]! + p50s[p50s.length >> 1]!) / 2,
      p99Ms: Math.max(...loads.map((l) => l.p99Ms)),
      errors: loads.reduce((sum, l) => sum + l.errors, 0),
    };
  };
  return [combined(slices[0]), combined(slices[1])];
}

await main();
