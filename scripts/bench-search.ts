// `npm run bench:search`: only the search section of `npm run bench` (scripts/lib/search-bench.ts),
// plus EXPLAIN ANALYZE of the slowest mix on each database. POST /experiences/search latency with
// 100,000 experiences on a fresh PGlite and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, else a throwaway cluster when the PostgreSQL binaries are installed).
//
// Options: --count=100000 (experiences) --requests=200 (per mix, after 20 warm-up calls)
//          --only=postgres | --only=pglite
import { benchSearch, printSearch } from "./lib/search-bench.ts";
import { table } from "./lib/table.ts";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const databases = args.only === "postgres" ? (["PostgreSQL"] as const) : args.only === "pglite" ? (["PGlite"] as const) : (["PGlite", "PostgreSQL"] as const);
const results = await benchSearch({ count: Number(args.count ?? 100_000), requests: Number(args.requests ?? 200), databases: [...databases], explain: true });
printSearch(results, table);
for (const [name, result] of Object.entries(results.databases)) if ("explain" in result) console.log(`\n${name}: ${result.explain}`);
