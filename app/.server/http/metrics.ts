import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/*
 * The site's Prometheus metrics (docs/operations.md): requests by route pattern and status, the
 * platform calls by operation, the embedded platform's database pool, and Node's own (event loop
 * lag, memory, GC). One registry per site process, made here and nowhere global: two sites or
 * platforms in one test process each count their own.
 */

/** Route labels for what no route pattern names: bounded, whatever the URL was. */
export const ROUTE_LABELS = { unmatched: "unmatched", asset: "/assets/*", publicFile: "public file" } as const;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// Seconds: a cached page takes under a millisecond, a cold signed-in page a second or more.
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PoolStats = { total: number; idle: number; waiting: number };

export type SiteMetrics = {
  registry: Registry;
  /** One answered request: its method, its route pattern (never the raw URL) and status. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One platform call: its operation ("GET /experiences/id/{id}") and status (0: no answer). */
  observePlatformCall(operation: string, status: number, seconds: number): void;
  /** Where the database pool's numbers come from (null: no pool to show, PGlite or a hosted platform). */
  watchPool(read: () => Promise<PoolStats | null>): void;
};

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "Requests answered, by method, route pattern and status.", labelNames, registers: [registry] });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status.",
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const platformCalls = new Histogram({
    name: "platform_call_duration_seconds",
    help: "Platform API calls made by the site, by operation (method and path pattern) and status (0: no answer).",
    labelNames: ["operation", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  let readPool: () => Promise<PoolStats | null> = async () => null;
  // Labelled, so that without a pool (PGlite, a hosted platform) nothing is shown rather than a 0.
  const pool = (name: string, help: string, pick: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["database"] as const,
      registers: [registry],
      async collect() {
        const stats = await readPool().catch(() => null);
        if (stats) this.set({ database: "postgres" }, pick(stats));
      },
    });
  pool("db_pool_connections_total", "PostgreSQL pool: connections open (DATABASE_URL only).", (s) => s.total);
  pool("db_pool_connections_idle", "PostgreSQL pool: connections open and idle.", (s) => s.idle);
  pool("db_pool_waiting_requests", "PostgreSQL pool: queries waiting for a connection.", (s) => s.waiting);

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method: METHODS.has(method) ? method : "other", route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observePlatformCall(operation, status, seconds) {
      platformCalls.observe({ operation, status: String(status) }, seconds);
    },
    watchPool(read) {
      readPool = read;
    },
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Answers GET /metrics when `token` is set (METRICS_TOKEN): the registry's text to
 * `Authorization: Bearer <token>`, 401 to anything else. Returns false (the path is then any
 * unknown one's 404) when no token is set or the path is another.
 */
export function serveMetrics(req: IncomingMessage, res: ServerResponse, metrics: SiteMetrics, token: string | undefined): boolean {
  if (!token || req.url?.split("?")[0] !== "/metrics") return false;
  // Compared as digests: equal lengths whatever was sent, in constant time.
  const given = req.headers.authorization ?? "";
  if (!timingSafeEqual(digest(given), digest(`Bearer ${token}`))) {
    res.writeHead(401, { "WWW-Authenticate": "Bearer", "Cache-Control": "no-store", "Content-Length": "0" });
    res.end();
    return true;
  }
  metrics.registry.metrics().then(
    (text) => {
      res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    (error: unknown) => res.destroy(error instanceof Error ? error : undefined),
  );
  return true;
}
