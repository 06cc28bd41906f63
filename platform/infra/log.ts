import { processLogger, type Logger } from "../../observability/log";

/**
 * The platform's logger: the one given (the site passes one writing beside its own), else the
 * process's own "platform" logger at LOG_LEVEL (observability/log.ts).
 */
export function platformLogger(given?: Logger): Logger {
  return given ?? processLogger("platform");
}

/** An error line of the process's platform logger: the default where no `logError` was handed in. */
export function logPlatformError(message: string, error?: unknown): void {
  platformLogger().error(error === undefined ? {} : { err: error }, message);
}
