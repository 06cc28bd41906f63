// The production server: plain node:http with React Router's request listener. What it adds to
// react-router-serve (which still works): the socket address of each request reaches the app
// (the demo outbox's loopback rule, per-address rate limits without a proxy), no per-request
// logging cost, and a graceful exit that closes the embedded platform.
//
//   node server.js [build/server/index.js]      PORT (3000), HOST (all interfaces),
//   LOG_REQUESTS=true: one line per request ("POST /sign-in 303 12.3 ms") when its connection is done;
//   METRICS_TOKEN: /metrics for Prometheus. Logs are JSON lines with each request's id (docs/operations.md).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import { lingerBeforeClosing } from "./server/lingering-close.js";

const buildFile = resolve(process.argv[2] ?? join(process.env.BUILD_DIR ?? "build", "server", "index.js"));
const build = await import(pathToFileURL(buildFile).href);
const app = build.entry.module;
const { log } = app;

const listener = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? "production",
  getLoadContext: (_request, client) => app.loadContextFor(client),
});

/*
 * The few unhashed files of public/ (favicon, robots.txt, the platform's stylesheet), listed
 * once at start so no request path reaches the file system. Hashed assets are served by the
 * app's /assets/* route, precompressed.
 */
const TYPES = { ".svg": "image/svg+xml", ".txt": "text/plain; charset=utf-8", ".css": "text/css; charset=utf-8", ".ico": "image/x-icon", ".png": "image/png", ".webmanifest": "application/manifest+json" };
const publicFiles = new Map();
const clientDir = join(dirname(buildFile), "..", "client");
if (existsSync(clientDir)) {
  for (const entry of readdirSync(clientDir, { recursive: true })) {
    const path = join(clientDir, String(entry));
    if (!statSync(path).isFile() || path.endsWith(".html")) continue;
    const body = readFileSync(path);
    publicFiles.set(`/${relative(clientDir, path).split(sep).join("/")}`, {
      body,
      headers: {
        "Content-Type": TYPES[extname(path)] ?? "application/octet-stream",
        "Content-Length": String(body.byteLength),
        // The demo covers and logos keep their names for life (a changed drawing gets a new name): cached a month.
        "Cache-Control": path.startsWith(join(clientDir, "platform-assets")) ? "public, max-age=2592000" : "public, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
}

/*
 * The methods the site and the platform mount answer. Anything else Node's parser accepts gets a
 * 405 here, before the framework: the WHATWG Request that React Router builds throws on some of
 * them (TRACE, TRACK), and no route serves WebDAV and the like.
 */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const ALLOW = [...SERVED_METHODS].join(", ");

/** One request's failure ends that request only: a 500 if nothing was sent yet, else the connection. */
function failRequest(res, error) {
  log.error({ err: error }, "Request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
  res.end("Something went wrong on our side. Please try again.");
}

const server = createServer((req, res) => {
  lingerBeforeClosing(req);
  // Its id, /metrics, its count and log line: app/.server/http/observe.ts.
  app.observeRequest(req, res, (scope) => serve(req, res, scope));
});

function serve(req, res, scope) {
  const file = (req.method === "GET" || req.method === "HEAD") && publicFiles.get(req.url?.split("?")[0]);
  if (file) {
    scope.route = "public file";
    res.writeHead(200, file.headers);
    res.end(req.method === "HEAD" ? undefined : file.body);
    return;
  }
  if (!SERVED_METHODS.has(req.method)) {
    res.writeHead(405, { Allow: ALLOW, "Content-Type": "text/plain; charset=utf-8", "Content-Length": "18" });
    res.end("Method not allowed");
    return;
  }
  try {
    if (app.serveFromMemory?.(req, res)) return;
    // The listener is async: what it throws, before or after the framework, arrives as a rejection.
    const member = app.serveMembersCopy?.(req, res);
    if (member) member.then((served) => served || listener(req, res)).catch((error) => failRequest(res, error));
    else listener(req, res).catch((error) => failRequest(res, error));
  } catch (error) {
    failRequest(res, error);
  }
}
// Slow clients may not hold sockets for ever (slowloris): headers within 20 s, a body within 60 s.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
// An idle keep-alive connection is closed by whichever side times out first, and a request the
// client sends on it just as the server closes it is reset (ECONNRESET; seen in the browser tests
// after 6 s idle: Node's default 5 s plus its 1 s grace, the server busy). Holding it longer than
// proxies do (load balancers commonly 60 s) leaves the closing to the client, which cannot race itself.
server.keepAliveTimeout = 65_000;

const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST, () => {
  const { address, port: bound } = server.address();
  const host = address === "::" || address === "0.0.0.0" ? "localhost" : address;
  log.info(`Listening on http://${host.includes(":") ? `[${host}]` : host}:${bound}`);
});

// SIGTERM/SIGINT: stop accepting, let requests in flight finish (10 s at most), close the
// embedded platform, exit. Idle keep-alive connections are closed at once.
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    try {
      await app.shutdown?.();
    } catch (error) {
      log.error({ err: error }, "Closing the platform failed");
    }
    process.exit(signal === "crash" ? 1 : signal === "SIGINT" ? 130 : 0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

// A failure no request owns leaves the process in a state nobody knows: log it, finish what is in
// flight, close the platform and exit non-zero, for the supervisor to start a fresh process
// (README, Deploy). Node's default would exit at once, mid-response, PGlite left open.
function crash(kind, error) {
  log.fatal({ err: error }, `${kind}; the server stops`);
  process.exitCode = 1;
  stop("crash");
}
process.on("uncaughtException", (error) => crash("Uncaught exception", error));
process.on("unhandledRejection", (reason) => crash("Unhandled rejection", reason));
