import { platformVersionSchema, type PlatformVersion } from "./entities";
import type { PlatformCore } from "./core";

/** Calls about the platform itself. */
export function systemCalls(core: PlatformCore) {
  return {
    /** GET /version: name, version and environment (production or demo) of the platform. */
    version(): Promise<PlatformVersion> {
      return core.call({ prefix: "Unable to get version", method: "GET", path: "/version", schema: platformVersionSchema });
    },
  };
}
