/**
 * The one logger factory of the site and the platform (DESIGN.md "Operable"): JSON lines (pino),
 * each stamped with the id of the request it was written for. The id travels in an
 * AsyncLocalStorage scope, so a line written deep in a loader, a service or the embedded platform
 * carries it without being handed it; the site sends it to the platform as X-Request-Id, and the
 * platform opens its own scope from that header (hosted or in-process alike).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger } from "pino";
import { isRequestId } from "#contract/request-id";

export type { Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What one request's scope holds: its id, and (site) the route pattern it matched, for the metrics. */
export type RequestScope = { id: string; route?: string };

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `request` (its lines carry its id). */
export function inRequest<T>(request: RequestScope, work: () => T): T {
  return scope.run(request, work);
}

/** The scope of the request being served, if any. */
export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}

/** The id a request arrives with when it is a usable one (#contract/request-id), else a fresh one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && isRequestId(incoming) ? incoming : crypto.randomUUID();
}

export type LoggerOptions = {
  level?: LogLevel;
  /** Where the lines go: stdout by default, written synchronously so a crash's last line is not lost. */
  destination?: DestinationStream;
};

/** A logger named for its process part ("site", "platform"). */
export function createLogger(name: string, { level = "info", destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      name,
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = scope.getStore();
        return request ? { requestId: request.id } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const processLoggers = new Map<string, Logger>();

/**
 * The process's own logger named `name`, at LOG_LEVEL (default info; the configurations refuse a
 * bad one at start), made once: for code no logger was handed to (the standalone platform).
 */
export function processLogger(name: string): Logger {
  let logger = processLoggers.get(name);
  if (!logger) {
    const level = (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? "") ? (process.env.LOG_LEVEL as LogLevel) : "info";
    logger = createLogger(name, { level });
    processLoggers.set(name, logger);
  }
  return logger;
}
