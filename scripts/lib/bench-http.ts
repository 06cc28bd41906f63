/** The bench's HTTP tools: waiting for a server, load tests, raw and text GETs, memory, exit time. */
import type { spawn } from "node:child_process";
import http from "node:http";
import { readFileSync } from "node:fs";
import autocannon, { type Options as AutocannonOptions } from "autocannon";

export type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };
export type LoadSettings = { connections: number; duration: number };

export async function waitFor(url: string, timeoutMs = 60_000) {
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

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** What a browser sends for a page: HTML first, brotli or gzip. */
export const BROWSER = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "Accept-Encoding": "br, gzip" };

/** `url` under load for `settings.duration` seconds, warmed first. */
export async function load(url: string, settings: LoadSettings, options: Partial<AutocannonOptions> = {}): Promise<Load> {
  const { headers, ...rest } = options;
  // Warm first (JIT, the database's pages, caches): a cold server's first second is not its speed.
  if (!rest.requests) for (let i = 0; i < 20; i++) await (await fetch(url, { headers: { ...BROWSER, ...(headers as Record<string, string>) } })).arrayBuffer();
  const result = await autocannon({ url, connections: settings.connections, duration: settings.duration, pipelining: 1, headers: { ...BROWSER, ...headers }, ...rest });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // Redirects are answers too (a sign-up answers 302); failures are 4xx, 5xx, errors and timeouts.
    errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
  };
}

/** A GET whose body is kept exactly as sent (fetch would decompress it). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
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
export async function getText(url: string | URL, headers: Record<string, string> = {}): Promise<string> {
  try {
    return await (await fetch(url, { headers })).text();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return (await fetch(url, { headers })).text();
  }
}

/** Milliseconds from SIGTERM to the process's exit. */
export function exitTime(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => {
    const sent = performance.now();
    child.once("exit", () => resolve(Math.round(performance.now() - sent)));
    child.kill("SIGTERM");
  });
}
