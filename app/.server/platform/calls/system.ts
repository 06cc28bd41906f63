import { z } from "zod";
import type { PlatformCore } from "../core";

export interface PlatformVersion {
  name: string;
  version: string;
  /** "production" or "demo". */
  environment: string;
}

export const platformVersionSchema: z.ZodType<PlatformVersion> = z.object({
  name: z.string(),
  version: z.string(),
  environment: z.string(),
});

/** Calls about the platform itself. */
export function systemCalls(core: PlatformCore) {
  return {
    /** GET /version: name, version and environment (production or demo) of the platform. */
    version(): Promise<PlatformVersion> {
      return core.call({ prefix: "Unable to get version", method: "GET", path: "/version", schema: platformVersionSchema });
    },
  };
}
