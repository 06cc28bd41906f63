// `npm run bench`: performance figures of the production build, measured in ONE run so they can
// be compared with each other on a noisy machine (ratios to a bare node:http server matter more
// than absolute numbers). Prints a table and writes bench-results/latest.json.
//
// Options: --duration=5 (seconds per load test) --connections=10 --no-lighthouse --routes=/,/tos
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const sitePort = 3390;
const limitPort = 3391;
const origin = `http://127.0.0.1:${sitePort}`;
const pages = (args.routes ?? "/,/technology-page,/ecosystem-page,/showcase,/about-us,/contact-us,/careers,/pricing,/sign-in,/create-account,/verify-account,/membership-levels,/completion,/dashboard,/faqs,/tos,/privacy-policy,/cookie-policy,/request-website,/request-resume,/interests").split(",");

// Server on core 0, load generator (this process) on core 1, where the machine allows it.
const canPin = availableParallelism() > 1 && spawnSync("taskset", ["-V"]).status === 0;
const pinned = (core, command, commandArgs) => (canPin ? ["taskset", ["-c", String(core), command, ...commandArgs]] : [command, commandArgs]);
if (canPin) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });

function log(message) {
  process.stderr.write(`${message}\n`);
}

async function waitFor(url, timeoutMs = 60_000) {
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

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections, duration, pipelining: 1, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

/** JavaScript and CSS a first visit to `path` downloads (gzip bytes), and its HTML size. */
async function weight(path, headers = {}) {
  const html = await (await fetch(origin + path, { headers })).text();
  const scripts = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) scripts.add(m[1] ?? m[2] ?? m[3]);
  const styles = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]));
  const sizeOf = async (urls) => {
    let total = 0;
    for (const url of urls) total += gz(await (await fetch(new URL(url, origin))).text());
    return total;
  };
  return { htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gz(html), jsGzipBytes: await sizeOf(scripts), cssGzipBytes: await sizeOf(styles) };
}

function lighthouse(path) {
  const out = execFileSync(
    "npx",
    [
      "--yes",
      "lighthouse@12.8.2",
      origin + path,
      "--quiet",
      "--output=json",
      "--form-factor=mobile",
      "--throttling-method=simulate",
      `--chrome-path=${existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : ""}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { maxBuffer: 64 * 1024 * 1024, stdio: ["ignore", "pipe", "ignore"], timeout: 180_000 },
  );
  const report = JSON.parse(out.toString());
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
  };
}

/** A visitor signed in through the real journey's API, for the signed-in figures (skipped when unavailable). */
async function signedInCookie() {
  const email = `bench-${Date.now()}@example.com`;
  const password = "Bench-Password-1";
  const response = await fetch(`${origin}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = response.headers.get("set-cookie");
  return cookie && response.status === 302 ? cookie.split(";")[0] : null;
}

async function main() {
  if (!existsSync(`${buildDir}/server/index.js`) || args.rebuild) {
    log(`Building into ${buildDir}…`);
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
    if (build.status !== 0) process.exit(1);
  }

  const [command, commandArgs] = pinned(0, process.execPath, ["node_modules/@react-router/serve/bin.js", `${buildDir}/server/index.js`]);
  const server = spawn(command, commandArgs, {
    env: { ...process.env, NODE_ENV: "production", PORT: String(sitePort), HOST: "127.0.0.1", DATA_DIR: "memory", SESSION_SECRET: "bench-session-secret-0123456789abcdef" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const results = { date: new Date().toISOString(), commit: spawnSync("git", ["rev-parse", "--short", "HEAD"]).stdout.toString().trim(), duration, connections, pinned: canPin, load: {}, weight: {}, lighthouse: {}, memory: {} };
  try {
    await waitFor(`${origin}/healthz`);
    const serverPid = server.pid; // taskset execs the command, so this is the server itself
    await new Promise((resolve) => setTimeout(resolve, 1000));
    results.memory.atRestMb = rssMb(serverPid);

    // The physical limit: a bare node:http server sending the home page's bytes from memory.
    const homeBytes = Buffer.from(await (await fetch(`${origin}/`)).text());
    // It runs in a child pinned to the server's core, like the site.
    const limitScript = `const http=require("http");const b=Buffer.from(process.env.BODY,"base64");http.createServer((q,s)=>{s.writeHead(200,{"Content-Type":"text/html; charset=utf-8","Content-Length":b.length});s.end(b)}).listen(${limitPort},"127.0.0.1")`;
    const [limitCommand, limitArgs] = pinned(0, process.execPath, ["-e", limitScript]);
    const limit = spawn(limitCommand, limitArgs, { env: { ...process.env, BODY: homeBytes.toString("base64") }, stdio: "ignore" });
    await waitFor(`http://127.0.0.1:${limitPort}/`);
    log("Load: physical limit…");
    results.load.limit = await load(`http://127.0.0.1:${limitPort}/`);
    limit.kill();

    const targets = [
      ["home (anonymous)", "/"],
      ["legal page (anonymous)", "/tos"],
      ["showcase search", "/showcase?q=co"],
    ];
    for (const [name, path] of targets) {
      log(`Load: ${name}…`);
      results.load[name] = await load(origin + path);
    }
    const cookie = await signedInCookie().catch(() => null);
    if (cookie) {
      log("Load: dashboard (signed in)…");
      results.load["dashboard (signed in)"] = await load(`${origin}/dashboard`, { headers: { Cookie: cookie } });
    } else {
      results.load["dashboard (signed in)"] = { skipped: "no account journey to sign in with yet" };
    }
    results.memory.afterLoadMb = rssMb(serverPid);

    for (const path of pages) results.weight[path] = await weight(path);

    if (args["no-lighthouse"] !== "true") {
      for (const path of pages) {
        log(`Lighthouse ${path}…`);
        try {
          results.lighthouse[path] = lighthouse(path);
        } catch (error) {
          results.lighthouse[path] = { error: String(error.message ?? error).slice(0, 200) };
        }
      }
    }
  } finally {
    server.kill();
  }

  print(results);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
  log("\nWritten to bench-results/latest.json");
}

function print(results) {
  const limit = results.load.limit.requestsPerSecond;
  const rows = Object.entries(results.load).map(([name, r]) =>
    r.skipped ? [name, "—", "—", "—", "—", r.skipped] : [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, `${((r.requestsPerSecond / limit) * 100).toFixed(1)}%`, r.errors ? `${r.errors} errors` : ""],
  );
  console.log(`\nThroughput (${results.connections} connections, ${results.duration}s each${results.pinned ? ", server on core 0, load on core 1" : ""})`);
  table(["target", "req/s", "p50 ms", "p99 ms", "of limit", ""], rows);
  console.log(`\nServer memory: ${results.memory.atRestMb} MB at rest, ${results.memory.afterLoadMb} MB after the load`);
  console.log("\nBytes per route (first visit; gzip for JS and CSS)");
  table(
    ["route", "HTML", "HTML gz", "JS gz", "CSS gz", "perf", "a11y", "best", "seo", "LCP ms"],
    Object.entries(results.weight).map(([path, w]) => {
      const l = results.lighthouse[path] ?? {};
      return [path, w.htmlBytes, w.htmlGzipBytes, w.jsGzipBytes, w.cssGzipBytes, l.performance ?? "—", l.accessibility ?? "—", l.bestPractices ?? "—", l.seo ?? "—", l.lcpMs ?? (l.error ? "error" : "—")];
    }),
  );
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

await main();
