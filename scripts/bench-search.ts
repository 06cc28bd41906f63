// `npm run bench:search`: POST /experiences/search latency with 100,000 experiences, through the
// platform app in-process, on a fresh PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a PostgreSQL server whose user may create databases, on a throwaway database there.
// Three filter mixes; p50/p99 each, and EXPLAIN ANALYZE of the slowest one.
//
// Options: --count=100000 (experiences) --requests=200 (per mix, after 20 warm-up calls)
//          --only=postgres (skip PGlite)
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createPlatform, type Platform } from "../platform/index.ts";
import { IN_MEMORY } from "../platform/db/connect.ts";
import { parseSearchBody } from "../platform/modules/experiences/requests.ts";
import { searchQuery } from "../platform/modules/experiences/search.ts";
import { createDatabase } from "../tests/support/throwaway-database.ts";
import { seedBenchExperiences } from "./lib/bench-experiences.ts";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const count = Number(args.count ?? 100_000);
const requests = Number(args.requests ?? 200);
const WARM_UP = 20;
const CREDENTIAL = { username: "bench", key: "bench-api-key" };

// A fixed-seed generator (mulberry32): the same requests on every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const CITIES = [[40.71, -74.0], [41.88, -87.63], [34.05, -118.24], [29.76, -95.37], [39.74, -104.99], [47.61, -122.33], [33.75, -84.39], [44.98, -93.27]] as const;
const CATEGORIES = ["outdoors", "food-drink", "wellness", "arts-culture", "classes", "nightlife", "family", "tours"];
const KEYWORDS = ["kayak", "yoga class", "pottery", "jazz night", "wine tasting", "sunrise hike", "history walk", "coffee"];

const MIXES: Record<string, (next: () => number) => Record<string, unknown>> = {
  "keywords+category": (next) => ({ keywords: pick(next, KEYWORDS), category: pick(next, CATEGORIES) }),
  "dateRange+timeOfDay+partySize+budget": (next) => {
    const day = 1 + Math.floor(next() * 25);
    const from = `2026-12-${String(day).padStart(2, "0")}`;
    const to = `2026-12-${String(day + Math.floor(next() * 3)).padStart(2, "0")}`;
    return { dateRange: { from, to }, timeOfDay: pick(next, ["morning", "afternoon", "evening"]), partySize: 2 + Math.floor(next() * 5), budget: { max: 50 + Math.floor(next() * 250) } };
  },
  "location+radius+petFriendly+ageRange": (next) => {
    const [latitude, longitude] = pick(next, CITIES);
    return { location: { latitude, longitude }, radius: 10 + Math.floor(next() * 40), petFriendly: true, ageRange: { min: 8 + Math.floor(next() * 10) } };
  },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(platform: Platform, mix: string): Promise<{ p50: number; p99: number; meanTotal: number }> {
  const next = random(42);
  const times: number[] = [];
  let totals = 0;
  for (let i = 0; i < WARM_UP + requests; i++) {
    const body = JSON.stringify(MIXES[mix]!(next));
    const request = new Request("http://platform.bench/experiences/search", {
      method: "POST",
      headers: { "X-Api-Username": CREDENTIAL.username, "X-Api-Key": CREDENTIAL.key, "Content-Type": "application/json" },
      body,
    });
    const started = performance.now();
    const response = await platform.fetch(request);
    const page = (await response.json()) as { total: number };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${mix}: ${response.status} ${JSON.stringify(page)}`);
    if (i >= WARM_UP) {
      times.push(elapsed);
      totals += page.total;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), meanTotal: Math.round(totals / requests) };
}

async function explain(platform: Platform, mix: string): Promise<string> {
  const { filters, paging } = parseSearchBody(MIXES[mix]!(random(42)));
  const query = searchQuery(filters, { userId: null, member: false }, paging);
  const { rows } = await platform.db.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function benchOn(name: string, options: { databaseUrl?: string }) {
  const platform = await createPlatform({ ...options, dataDir: IN_MEMORY, environment: "demo", credentials: [CREDENTIAL] });
  try {
    const started = performance.now();
    await seedBenchExperiences(platform.db, count);
    console.log(`\n${name}: ${count} experiences seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results: Array<[string, Awaited<ReturnType<typeof measure>>]> = [];
    for (const mix of Object.keys(MIXES)) results.push([mix, await measure(platform, mix)]);
    console.table(Object.fromEntries(results.map(([mix, r]) => [mix, { "p50 ms": r.p50.toFixed(1), "p99 ms": r.p99.toFixed(1), "mean matches": r.meanTotal }])));
    const slowest = results.reduce((a, b) => (b[1].p99 > a[1].p99 ? b : a))[0];
    console.log(`EXPLAIN ANALYZE of the slowest mix (${slowest}), first request:\n${await explain(platform, slowest)}`);
  } finally {
    await platform.close();
  }
}

if (args.only !== "postgres") await benchOn("PGlite", {});
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await createDatabase(adminUrl, "bench");
  try {
    await benchOn("PostgreSQL", { databaseUrl: database.url });
  } finally {
    await database.drop();
  }
} else {
  console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
