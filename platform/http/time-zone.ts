import type { MiddlewareHandler } from "hono";
import { isTimeZone } from "#contract/wall-clock";
import type { PlatformEnv } from "./env";

export const DEFAULT_TIME_ZONE = "America/New_York";

/** X-Time-Zone is optional; an unknown zone falls back to the default rather than failing the call. */
export const timeZone: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const zone = c.req.header("x-time-zone")?.trim();
  c.set("timeZone", zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
  await next();
};
