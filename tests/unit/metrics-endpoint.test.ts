/**
 * /metrics (docs/operations.md): Prometheus text for `Authorization: Bearer <METRICS_TOKEN>` only,
 * 401 with nothing said to any other caller, never cached; without METRICS_TOKEN it is any unknown
 * path (the site's 404). Requests are counted by route pattern, never by URL.
 */
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";

const TOKEN = "a-metrics-token-of-forty-characters-01234";
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The site's request wrapper (server.js) around a stand-in for the framework: a route by pattern, else 404. */
async function site(token: string | undefined): Promise<string> {
  vi.stubEnv("METRICS_TOKEN", token ?? "");
  vi.resetModules();
  const { observeRequest } = await import("~/.server/http/observe");
  server = createServer((req, res) =>
    observeRequest(req, res, (scope) => {
      const slug = /^\/experiences\/([\w-]+)$/.exec(req.url ?? "");
      if (slug) scope.route = "/experiences/:slug";
      else scope.route = "/*";
      res.writeHead(slug ? 200 : 404, { "Content-Type": "text/plain" });
      res.end(slug ? "an experience" : "Not found");
    }),
  );
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

const count = (text: string, labels: string) =>
  Number(new RegExp(`^http_requests_total\\{${labels.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);

describe("/metrics", () => {
  it("counts a request under its route pattern, for its token only", async () => {
    const url = await site(TOKEN);
    const scrape = () => fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });

    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(before.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = 'method="GET",route="/experiences/:slug",status="200"';
    const counted = count(await before.text(), labels);

    expect((await fetch(`${url}/experiences/sunset-kayak-tour`)).status).toBe(200);
    expect((await fetch(`${url}/experiences/night-market-walk`)).status).toBe(200);
    expect((await fetch(`${url}/no/such/page?x=1`)).status).toBe(404);

    const after = await (await scrape()).text();
    expect(count(after, labels)).toBe(counted + 2);
    expect(count(after, 'method="GET",route="/*",status="404"')).toBe(1);
    // Bounded labels: the URLs themselves appear nowhere.
    expect(after).not.toMatch(/sunset-kayak-tour|night-market-walk|no\/such\/page/);
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/experiences\/:slug",status="200"\} \d+$/m);
    for (const name of ["platform_call_duration_seconds", "nodejs_eventloop_lag_seconds", "db_pool_connections_total"]) expect(after).toContain(`# HELP ${name} `);
  });

  it("refuses a missing or wrong token: 401, nothing said, nothing cached", async () => {
    const url = await site(TOKEN);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, "Bearer "]) {
      const response = await fetch(`${url}/metrics`, { headers: authorization === undefined ? {} : { Authorization: authorization } });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.text()).toBe("");
    }
  });

  it("is an unknown path (the site's 404) when METRICS_TOKEN is not set", async () => {
    const url = await site(undefined);
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: "Bearer " } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("echoes a usable X-Request-Id, and replaces one that is not", async () => {
    const url = await site(TOKEN);
    expect((await fetch(`${url}/experiences/a`, { headers: { "X-Request-Id": "proxy-id-12345678" } })).headers.get("x-request-id")).toBe("proxy-id-12345678");
    expect((await fetch(`${url}/experiences/a`, { headers: { "X-Request-Id": "bad id" } })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("one registry per site", () => {
  it("two sites in one process count apart, with no clash of names", async () => {
    const { createSiteMetrics } = await import("~/.server/http/metrics");
    const [a, b] = [createSiteMetrics(), createSiteMetrics()];
    a.observeRequest("GET", "/tos", 200, 0.01);
    expect(await a.registry.getSingleMetricAsString("http_requests_total")).toContain('http_requests_total{method="GET",route="/tos",status="200"} 1');
    expect(await b.registry.getSingleMetricAsString("http_requests_total")).not.toContain('route="/tos"');
  });
});
