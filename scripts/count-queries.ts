/**
 * Where a page's time goes (docs/performance.md): starts a build's server.js with the platform's
 * query log (PLATFORM_QUERY_LOG=1), signs a member up, books an experience for them (JavaScript
 * off, the demo checkout), then asks each page the performance work measures twice and prints,
 * for the second (warm) request: the platform calls, the queries and the database's time in them.
 *   npx tsx scripts/count-queries.ts [--build=build] [--port=3395] [--dir=<another checkout, e.g. a baseline's>]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { signedInCookie } from "./lib/bench-member.ts";
import { waitFor } from "./lib/bench-http.ts";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const dir = resolve(args.dir ?? ".");
const port = Number(args.port ?? 3395);
const origin = `http://127.0.0.1:${port}`;
const WALK = "Savannah Squares History Walk";

const server = spawn(process.execPath, ["server.js", `${args.build ?? "build"}/server/index.js`], {
  cwd: dir,
  env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: "memory", SESSION_SECRET: "count-session-secret-0123456789abcdef", PORT: String(port), PLATFORM_QUERY_LOG: "1" },
  stdio: ["ignore", "ignore", "pipe"],
});
let lines: string[] = [];
let partial = "";
server.stderr.on("data", (chunk: Buffer) => {
  const text = partial + chunk.toString();
  const parts = text.split("\n");
  partial = parts.pop() ?? "";
  lines.push(...parts);
});

/** The calls and queries one request made (asked twice: the first may fill caches). */
async function measure(path: string, cookie?: string) {
  const get = () => fetch(origin + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  await (await get()).arrayBuffer();
  await new Promise((r) => setTimeout(r, 50)); // the log's lines of the first request are written
  lines = [];
  const started = performance.now();
  const response = await get();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  await new Promise((r) => setTimeout(r, 50));
  const calls = lines.filter((line) => line.startsWith("[platform] "));
  const queries = lines.filter((line) => line.startsWith("[query] "));
  const dbMs = queries.reduce((sum, line) => sum + Number(/^\[query\] ([\d.]+) ms/.exec(line)?.[1] ?? 0), 0);
  return { path, status: response.status, calls: calls.length, queries: queries.length, dbMs: Math.round(dbMs * 10) / 10, ms: Math.round(elapsed), callList: calls.map((c) => c.slice(11)), queryList: queries };
}

try {
  await waitFor(`${origin}/healthz`);
  const cookie = await signedInCookie(origin);
  // A booking of the member's, for the purchase page (the demo checkout, JavaScript off).
  const executablePath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
  const browser = await chromium.launch({ executablePath });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const [name, value] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name: name!, value: value!, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/experiences?q=${encodeURIComponent(WALK)}`);
  await page.getByRole("link", { name: WALK, exact: true }).click();
  await page.waitForURL(/\/experiences\/[0-9a-f-]{36}/);
  const experience = new URL(page.url()).pathname;
  await page.locator("#book").getByRole("radio").first().check();
  await page.locator("#book").getByLabel("Guests").fill("1");
  await page.locator("#book").getByRole("button", { name: "Book and pay" }).click();
  await page.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await page.getByRole("link", { name: "View tickets" }).click();
  await page.waitForURL(/\/purchases\/[0-9a-f-]{36}$/);
  const purchase = new URL(page.url()).pathname;
  await browser.close();

  const results = [
    await measure("/tos", cookie),
    await measure("/dashboard", cookie),
    await measure("/dashboard/purchases", cookie),
    await measure("/experiences"),
    await measure("/experiences?category=food-drink&guests=2&price_max=100"),
    await measure("/experiences", cookie),
    await measure("/experiences?category=food-drink&guests=2&price_max=100", cookie),
    await measure(experience, cookie),
    await measure(purchase, cookie),
  ];
  for (const [index, result] of results.entries()) {
    const who = [0, 1, 2, 5, 6, 7, 8].includes(index) ? "signed in" : "anonymous";
    console.log(`${result.path} (${who}): ${result.status}, ${result.calls} platform calls, ${result.queries} queries, ${result.dbMs} ms in the database, ${result.ms} ms in all`);
    if (args.verbose) for (const call of result.callList) console.log(`    ${call}`);
    if (args.verbose === "queries") for (const query of result.queryList) console.log(`      ${query.slice(0, 200)}`);
  }
} finally {
  server.kill();
}
