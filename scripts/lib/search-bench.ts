// POST /experiences/search latency with 100,000 experiences, through the platform app in-process:
// on a fresh PGlite and on a throwaway PostgreSQL database (lib/postgres-for-bench.ts finds one).
// Three filter mixes, p50/p99 each. Used by `npm run bench` (its "Search" section) and
// `npm run bench:search` (the same, plus EXPLAIN ANALYZE of the slowest mix).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createPlatform, type Platform } from "../../platform/index.ts";
import { IN_MEMORY } from "../../platform/db/connect.ts";
import { parseSearchBody } from "../../platform/modules/experiences/requests.ts";
import { searchQueries } from "../../platform/modules/experiences/search.ts";
import { seedBenchExperiences } from "./bench-experiences.ts";
import { postgresForBench } from "./postgres-for-bench.ts";

/** The target: p99 under 50 ms on PostgreSQL for every mix. */
export const SEARCH_TARGET_P99_MS = 50;
export const SEARCH_BUDGET = `search p99 under ${SEARCH_TARGET_P99_MS} ms on PostgreSQL, every mix`;

export type MixResult = { p50Ms: number; p99Ms: number; meanMatches: number };
export type DatabaseResult = { seedSeconds: number; mixes: Record<string, MixResult>; explain?: string } | { skipped: string };
export type SearchResults = { experiences: number; requests: number; databases: Record<string, DatabaseResult> };
export type SearchOptions = { count?: number; requests?: number; databases?: Array<"PGlite" | "PostgreSQL">; explain?: boolean; log?: (message: string) => void };

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

export const MIXES: Record<string, (next: () => number) => Record<string, unknown>> = {
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
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(platform: Platform, mix: string, requests: number): Promise<MixResult> {
  const next = random(42);
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < WARM_UP + requests; i++) {
    const request = new Request("http://platform.bench/experiences/search", {
      method: "POST",
      headers: { "X-Api-Username": CREDENTIAL.username, "X-Api-Key": CREDENTIAL.key, "Content-Type": "application/json" },
      body: JSON.stringify(MIXES[mix]!(next)),
    });
    const started = performance.now();
    const response = await platform.fetch(request);
    const page = (await response.json()) as { total: number };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${mix}: ${response.status} ${JSON.stringify(page)}`);
    if (i >= WARM_UP) {
      times.push(elapsed);
      matches += page.total;
    }
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), meanMatches: Math.round(matches / requests) };
}

async function explain(platform: Platform, mix: string): Promise<string> {
  const { filters, paging } = parseSearchBody(MIXES[mix]!(random(42)));
  // Both statements, though `walk` runs only when `first` finds more than the cap.
  const plans: string[] = [];
  await platform.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL random_page_cost = 1.1`); // as findExperiences does
    for (const [name, query] of Object.entries(searchQueries(filters, { userId: null, member: false }, paging))) {
      if (!query) continue;
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
      plans.push(`${name}:\n${rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
    }
  });
  return `EXPLAIN ANALYZE of the slowest mix (${mix}), first request:\n${plans.join("\n")}`;
}

async function benchOn(databaseUrl: string | undefined, options: Required<Omit<SearchOptions, "databases">>): Promise<DatabaseResult> {
  const platform = await createPlatform({ databaseUrl, dataDir: IN_MEMORY, environment: "demo", credentials: [CREDENTIAL] });
  try {
    const started = performance.now();
    await seedBenchExperiences(platform.db, options.count);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    options.log(`  ${options.count} experiences seeded in ${seedSeconds} s; ${options.requests} searches per mix…`);
    const mixes: Record<string, MixResult> = {};
    for (const mix of Object.keys(MIXES)) mixes[mix] = await measure(platform, mix, options.requests);
    const slowest = Object.entries(mixes).reduce((a, b) => (b[1].p99Ms > a[1].p99Ms ? b : a))[0];
    return { seedSeconds, mixes, ...(options.explain ? { explain: await explain(platform, slowest) } : {}) };
  } finally {
    await platform.close();
  }
}

/** Seeds and measures on each database in turn; PostgreSQL is skipped, saying why, when none can be had. */
export async function benchSearch(options: SearchOptions = {}): Promise<SearchResults> {
  const settings = { count: options.count ?? 100_000, requests: options.requests ?? 200, explain: options.explain ?? false, log: options.log ?? console.error };
  const results: SearchResults = { experiences: settings.count, requests: settings.requests, databases: {} };
  for (const name of options.databases ?? ["PGlite", "PostgreSQL"]) {
    settings.log(`Search: ${name}…`);
    if (name === "PGlite") {
      results.databases[name] = await benchOn(undefined, settings);
      continue;
    }
    const postgres = await postgresForBench();
    if ("unavailable" in postgres) {
      results.databases[name] = { skipped: postgres.unavailable };
      continue;
    }
    try {
      results.databases[name] = await benchOn(postgres.url, settings);
    } finally {
      await postgres.release();
    }
  }
  return results;
}

/** Whether the target is met, and what was measured (PostgreSQL missing is a miss: nothing shows it met). */
export function searchBudget(results: SearchResults): [budget: string, met: boolean, measured: string] {
  const postgres = results.databases.PostgreSQL;
  if (!postgres || "skipped" in postgres) return [SEARCH_BUDGET, false, `PostgreSQL not measured (${postgres ? postgres.skipped : "not asked for"})`];
  const [mix, worst] = Object.entries(postgres.mixes).reduce((a, b) => (b[1].p99Ms > a[1].p99Ms ? b : a));
  return [SEARCH_BUDGET, worst.p99Ms < SEARCH_TARGET_P99_MS, `slowest p99 ${worst.p99Ms} ms (${mix})`];
}

/** The section of the bench's report: one line per database and mix, then the target. */
export function printSearch(results: SearchResults, table: (header: string[], rows: (string | number)[][]) => void): void {
  console.log(`\nSearch: POST /experiences/search with ${results.experiences} experiences, in-process, ${results.requests} requests per mix after ${WARM_UP} warm-up`);
  const rows: (string | number)[][] = [];
  for (const [database, result] of Object.entries(results.databases)) {
    if ("skipped" in result) rows.push([database, "—", "—", "—", `unavailable: ${result.skipped}`]);
    else for (const [mix, r] of Object.entries(result.mixes)) rows.push([`${database}: ${mix}`, r.p50Ms, r.p99Ms, r.meanMatches, `seeded in ${result.seedSeconds} s`]);
  }
  table(["database: filter mix", "p50 ms", "p99 ms", "matches", ""], rows);
  const [budget, met, measured] = searchBudget(results);
  console.log(`  target: ${budget}: ${met ? "met" : "MISSED"} (${measured})`);
}
