import { createLogger } from "../../../observability/log";
import { config } from "~/.server/config";
import { createSiteMetrics } from "./metrics";

/** The site process's logger (JSON lines, each with its request's id: observability/log.ts) and its metrics. */
export const log = createLogger("site", { level: config.LOG_LEVEL });
export const metrics = createSiteMetrics();

for (const notice of config.notices) log.warn(notice);
