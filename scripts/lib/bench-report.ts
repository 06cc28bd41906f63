/** The bench's results: their shape, the budgets they are held to, and the printed tables. */
import type { BaselineComparison } from "./bench-baseline.ts";
import { PERFORMANCE_PASS, type Scores } from "./lighthouse.ts";
import type { Load } from "./bench-http.ts";
import { JS_BUDGET_BYTES } from "./page-weight.ts";
import { siteRoutes } from "./routes.ts";
import { printSearch, searchBudget, type SearchResults } from "./search-bench.ts";
import { table } from "./table.ts";

export type LoadResult = Load | { skipped: string };
export type Weight = { htmlBytes: number; htmlGzipBytes: number; jsGzipBytes: number; jsBrotliBytes: number; cssGzipBytes: number };
export type LighthouseResult = Scores | { error: string };
export type Budget = [budget: string, met: boolean, measured: string];
export type Results = {
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
  /** --baseline: the dynamic pages side by side with an earlier build. */
  baseline?: BaselineComparison;
};

// From the route table and the modules (scripts/lib/routes.ts): the pages marked `handle =
// staticPage` (no JavaScript, cached anonymous HTML). The catch-all 404 is measured at a URL
// nothing else answers.
const NOT_FOUND_URL = "/no-such-page";
export const urlOf = (path: string) => (path === "/*" ? NOT_FOUND_URL : path);
const staticPages = siteRoutes.filter((route) => route.isStatic && (route.isConcrete || route.path === "/*")).map((route) => urlOf(route.path));

// The anonymous cached pages, each measured against its own limit.
export const CACHED: [name: string, path: string][] = [
  ["home (anonymous)", "/"],
  ["legal page (anonymous)", "/tos"],
  ["pricing (anonymous)", "/pricing"],
];

const measuredLoad = (r: LoadResult | undefined): Load | undefined => (r && !("skipped" in r) ? r : undefined);
const scored = (l: LighthouseResult | undefined): Partial<Scores> => (l && !("error" in l) ? l : {});

export const JS_BUDGET = "no page ships more than 120 KB of gzip JavaScript";

export function print(results: Results) {
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
  console.log(`\nBytes per route (first visit; gzip for JS and CSS) and Lighthouse (mobile, simulated throttling; the median run's scores, with more runs for a page when one scored under ${PERFORMANCE_PASS}; host benchmarkIndex ${range(hosts)}, load average ${range(loads)}; reports in bench-results/lighthouse/)`);
  table(
    ["route", "HTML", "HTML gz", "JS gz", "JS br", "CSS gz", "perf: median (runs)", "TBT ms", "a11y", "best", "seo", "LCP ms"],
    Object.entries(results.weight).map(([path, w]) => {
      const l = scored(results.lighthouse[path]);
      const failed = results.lighthouse[path] !== undefined && "error" in results.lighthouse[path];
      const runs = l.performanceRuns && l.performanceRuns.length > 1 ? ` (${l.performanceRuns.join(" ")})` : "";
      const excused = l.excused ? "*" : "";
      return [path, w.htmlBytes, w.htmlGzipBytes, w.jsGzipBytes, w.jsBrotliBytes, w.cssGzipBytes, l.performance === undefined ? "—" : `${l.performance}${runs}`, l.tbtMs ?? "—", l.accessibility ?? "—", `${l.bestPractices ?? "—"}${excused}`, `${l.seo ?? "—"}${excused}`, l.lcpMs ?? (failed ? "error" : "—")];
    }),
  );
  const excused = Object.entries(results.lighthouse).flatMap(([path, l]) => ("excused" in l && l.excused ? [`${path}: ${l.excused.join(", ")}`] : []));
  if (excused.length) console.log(`  * without the audits the page must fail (a 404 answers 404 and asks not to be indexed): ${excused.join("; ")}`);
  if (results.baseline) {
    const b = results.baseline;
    console.log(`\nDynamic pages side by side with ${b.commit}, each build's server on its own database (the ratio is the gate, p99 is the machine's; load average over 1 minute as each page's slices ended)`);
    table(
      ["page", "database", "req/s", `req/s at ${b.commit}`, "ratio", "p50 ms", "p99 ms", `p99 ms at ${b.commit}`, "errors", "load avg"],
      Object.entries(b.databases).flatMap(([database, d]) =>
        "skipped" in d ? [] : Object.entries(d.pages).map(([name, p]) => [name, database, p.ours.requestsPerSecond, p.baseline.requestsPerSecond, `${p.ratio}x`, p.ours.p50Ms, p.ours.p99Ms, p.baseline.p99Ms, p.ours.errors + p.baseline.errors, p.loadAverage]),
      ),
    );
    for (const [database, d] of Object.entries(b.databases)) if ("skipped" in d) console.log(`  ${database}: not measured, unavailable: ${d.skipped}`);
  }
  if (results.search) printSearch(results.search, table);
  console.log("\nBudgets (issue: performance)");
  for (const [budget, met, measured] of budgets(results)) console.log(`  ${met ? "met " : "MISS"}  ${budget}: ${measured}`);
}

/** The budgets the product holds itself to, checked against this run's figures. */
export function budgets(results: Results): Budget[] {
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
  const { atRestMb, afterLoadMb } = results.memory;
  list.push(["memory at most 300 MB at rest", atRestMb !== undefined && atRestMb <= 300, `${atRestMb ?? "—"} MB`]);
  if (Object.keys(results.load).length) {
    // "Flat under load": what the whole load left behind, within 50 MB of the start.
    list.push(["memory flat under load (at most 50 MB over its size at rest)", atRestMb !== undefined && afterLoadMb !== undefined && afterLoadMb - atRestMb <= 50, `${atRestMb ?? "—"} -> ${afterLoadMb ?? "—"} MB`]);
  }
  // The performance issue's gate: each dynamic page at least 10x the requests per second of the build before it, on each database.
  for (const [database, d] of Object.entries(results.baseline?.databases ?? {})) {
    if ("skipped" in d) continue;
    for (const [name, page] of Object.entries(d.pages)) list.push([`${name} on ${database} at least 10x ${results.baseline!.commit}`, page.ratio >= 10, `${page.ratio}x`]);
  }
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
    const judgedLow = low("performance", PERFORMANCE_PASS).filter((entry) => !unjudged.some((path) => entry.startsWith(`${path} `)));
    list.push([
      `Lighthouse performance at least ${PERFORMANCE_PASS} on every route`,
      judgedLow.length === 0 && unjudged.length === 0,
      [judgedLow.join(", "), unjudged.length ? `not judged, host slower than Lighthouse expects in every run: ${unjudged.join(", ")}` : ""].filter(Boolean).join("; ") || `all ≥ ${PERFORMANCE_PASS} (${scores.length} routes)`,
    ]);
    const slow = scores.filter(([, l]) => l.lcpMs > 1200).map(([path, l]) => `${path} ${l.lcpMs} ms`);
    list.push(["LCP at most 1.2 s on every route", slow.length === 0, slow.join(", ") || `all ≤ 1200 ms (${scores.length} routes)`]);
    for (const [key, label] of [["accessibility", "accessibility"], ["bestPractices", "best practices"], ["seo", "SEO"]] as const) {
      list.push([`Lighthouse ${label} 100 on every route`, low(key, 100).length === 0, low(key, 100).join(", ") || "all 100"]);
    }
  }
  return list;
}
