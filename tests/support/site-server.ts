import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { resolve } from "node:path";
import { OPERATOR_ENV } from "./embedded-api";
import { migratedPgliteImage } from "./pglite-image";

/*
 * The production build run the way operators run it (server.js), in its own process, for
 * tests that need to control what the browser tests' shared server cannot: the environment (a
 * platform that is down or hangs), the data directory across a restart, its logs, and its memory.
 */

const serverEntry = resolve("server.js");

export type SiteServer = {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /**
   * What the process wrote to stdout and stderr so far, as a person reads it: each JSON log line
   * (observability/log.ts) as its message, then its error's stack if any; other lines as written.
   */
  logs(): string;
  /** The same, exactly as written (JSON lines): for what must be in no field at all. */
  rawLogs(): string;
  /** The JSON log lines written so far, parsed. */
  logLines(): LogLine[];
  /** Resident memory of the process in MB (Linux /proc). */
  rssMb(): number;
  /**
   * The JavaScript heap and buffers still alive after a full collection, in MB: only when the
   * server was started with `liveMemory: true` (tests/support/preload/heap-after-gc.mjs).
   */
  liveMemoryMb(): Promise<{ heapUsed: number; external: number; arrayBuffers: number }>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown work at all, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** The exit code once the process has ended of itself or been stopped (null: killed by a signal). */
  exited(): Promise<number | null>;
};

/** One line of the JSON log (observability/log.ts). */
export type LogLine = { level: string; msg?: string; name?: string; requestId?: string; err?: { message?: string; stack?: string } } & Record<string, unknown>;

/** JSON lines parsed; other lines (a child's own output) are skipped. */
export function parseLogLines(output: string): LogLine[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

/** The log as text: each JSON line as its message (then its error's stack), the others as they are. */
export function readableLogs(output: string): string {
  return output
    .split("\n")
    .map((line) => {
      const [parsed] = parseLogLines(line);
      if (!parsed) return line;
      const err = parsed.err ? `\n${parsed.err.stack ?? parsed.err.message ?? JSON.stringify(parsed.err)}` : "";
      return `${parsed.msg ?? ""}${err}`;
    })
    .join("\n");
}

export type SiteServerOptions = {
  /** Added to a test environment: production mode, in-memory data, fixed secret. */
  env?: Record<string, string | undefined>;
  /** Path of the build directory (default: $BUILD_DIR or build). */
  buildDir?: string;
  /** How long to wait for /healthz to answer. */
  startTimeoutMs?: number;
  /** Load the preload that lets liveMemoryMb() collect garbage and read what is alive. */
  liveMemory?: boolean;
  /** The port to listen on (default: a free one), for settings that name the site's own URL. */
  port?: number;
};

const liveMemoryPreload = resolve("tests/support/preload/heap-after-gc.mjs");

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export async function startSite(options: SiteServerOptions = {}): Promise<SiteServer> {
  const port = options.port ?? (await freePort());
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? "build";
  // An in-memory platform starts from the migrated image rather than running initdb (about 5 s less a boot).
  const pgliteImage = await migratedPgliteImage();
  const child = spawn(process.execPath, [serverEntry, `${buildDir}/server/index.js`], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      PGLITE_IMAGE: pgliteImage,
      SESSION_SECRET: "site-server-test-secret-0123456789abcdef",
      PLATFORM_ENV: "demo",
      PRODUCT_NAME: "Foundry",
      // Tests read the request log (what reached the server, that no secret is in it).
      LOG_REQUESTS: "true",
      // As in playwright.config.ts: a slow count is not a missing one on a starved machine.
      UNREAD_COUNT_TIMEOUT_MS: "60000",
      ...OPERATOR_ENV,
      ...(options.liveMemory ? { NODE_OPTIONS: `--expose-gc --import=${liveMemoryPreload}` } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 180_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return {
    url,
    port,
    pid: child.pid!,
    logs: () => readableLogs(output),
    rawLogs: () => output,
    logLines: () => parseLogLines(output),
    rssMb: () => rssMbOf(child.pid!),
    liveMemoryMb: async () => {
      if (!options.liveMemory) throw new Error("start the server with liveMemory: true");
      const from = output.length;
      child.kill("SIGUSR2");
      const deadline = Date.now() + 60_000;
      for (;;) {
        const line = /heap-after-gc (\{.*\})\n/.exec(output.slice(from));
        if (line) {
          const bytes = JSON.parse(line[1]!) as Record<"heapUsed" | "external" | "arrayBuffers", number>;
          const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
          return { heapUsed: mb(bytes.heapUsed), external: mb(bytes.external), arrayBuffers: mb(bytes.arrayBuffers) };
        }
        if (child.exitCode !== null || Date.now() > deadline) throw new Error("the server did not report its memory after a collection");
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
    exited: () => exited,
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      // Any answer means it serves: /healthz says 503 while the platform is down, and is slow
      // (its timeout) while the platform hangs.
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())) });
      return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
}

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * A stand-in for a platform that has failed: "down" refuses connections (nothing listens on the
 * port), "hanging" accepts them and never answers.
 */
export type BrokenPlatform = {
  url: string;
  /**
   * Hanging: every request it received, in order: method and path ("POST /foundry/contact"), and
   * whether the client has closed the connection since (given up waiting).
   */
  requests: { line: string; closed: boolean }[];
  close(): Promise<void>;
};

export async function brokenPlatform(mode: "down" | "hanging"): Promise<BrokenPlatform> {
  const requests: BrokenPlatform["requests"] = [];
  if (mode === "down") {
    const port = await freePort();
    return { url: `http://127.0.0.1:${port}`, requests, close: async () => {} };
  }
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    // Read the request, answer nothing. A client waiting for an answer sends one request per connection.
    let head = "";
    let request: BrokenPlatform["requests"][number] | undefined;
    socket.on("data", (chunk: Buffer) => {
      if (request) return;
      head += chunk.toString("latin1");
      if (!head.includes("\r\n")) return;
      request = { line: head.split("\r\n")[0]!.split(" ").slice(0, 2).join(" "), closed: false };
      requests.push(request);
    });
    socket.on("close", () => {
      if (request) request.closed = true;
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
