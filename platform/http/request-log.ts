import type { MiddlewareHandler } from "hono";
import { inRequest, requestIdFrom, type Logger } from "../../observability/log";
import { REQUEST_ID_HEADER } from "#contract/request-id";

/**
 * The platform's first middleware (docs/operations.md): the request's id is the caller's
 * X-Request-Id when usable (the site sends its own request's, so one id finds both sides' lines),
 * else a fresh one; every line written while answering carries it, and the answer echoes it.
 * With `logRequests`, one line per request, by route pattern: a path can hold an email address.
 */
export function requestScope(logger: Logger, logRequests: boolean): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await inRequest({ id }, async () => {
      const start = performance.now();
      await next();
      c.header(REQUEST_ID_HEADER, id);
      if (!logRequests) return;
      const ms = performance.now() - start;
      // After next(): the pattern of the handler that answered ("/experiences/id/:id").
      const route = c.req.routePath;
      logger.info({ method: c.req.method, route, status: c.res.status, ms: Number(ms.toFixed(1)) }, `${c.req.method} ${route} ${c.res.status} ${ms.toFixed(1)} ms`);
    });
  };
}
