import type { IncomingMessage, ServerResponse } from "node:http";
import { inRequest, requestIdFrom, type RequestScope } from "../../../observability/log";
import { REQUEST_ID_HEADER } from "#contract/request-id";
import { config } from "~/.server/config";
import { log, metrics } from "./log";
import { ROUTE_LABELS, serveMetrics } from "./metrics";

/**
 * What server.js wraps every request in (docs/operations.md): its id (a proxy's X-Request-Id when
 * usable, else a fresh one), echoed on the answer and stamped on every log line written for it;
 * /metrics; and, when the answer is done, its count and duration under its route pattern (set by
 * whoever answered: the root middleware, the fast path, server.js) and, with LOG_REQUESTS, one line.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, serve: (scope: RequestScope) => void): void {
  const start = performance.now();
  const incoming = req.headers["x-request-id"];
  const scope: RequestScope = { id: requestIdFrom(typeof incoming === "string" ? incoming : null) };
  res.setHeader(REQUEST_ID_HEADER, scope.id);
  // Counted when the answer is handed over ("finish"), or when the client left first ("close").
  let counted = false;
  const done = () => {
    if (counted) return;
    counted = true;
    const ms = performance.now() - start;
    const method = req.method ?? "";
    metrics.observeRequest(method, scope.route ?? ROUTE_LABELS.unmatched, res.statusCode, ms / 1000);
    if (config.LOG_REQUESTS) {
      const status = res.writableFinished ? res.statusCode : "-"; // "-": the client left first
      log.info({ requestId: scope.id, method, url: req.url, route: scope.route, status, ms: Number(ms.toFixed(1)) }, `${method} ${req.url} ${status} ${ms.toFixed(1)} ms`);
    }
  };
  res.once("finish", done);
  res.once("close", done);
  inRequest(scope, () => {
    if (serveMetrics(req, res, metrics, config.METRICS_TOKEN)) {
      scope.route = "/metrics";
      return;
    }
    serve(scope);
  });
}
