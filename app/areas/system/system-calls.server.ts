import type { CallAnswer } from "#contract/api/endpoint";
import { getVersion } from "#contract/api/system";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

export type PlatformVersion = CallAnswer<typeof getVersion>;

/** Calls about the platform itself. */
export function systemCalls(core: PlatformCore) {
  return {
    /** GET /version: name, version and environment (production or demo) of the platform. */
    version(): Promise<PlatformVersion> {
      return core.call(endpointCall(getVersion, {}, { prefix: "Unable to get version" }));
    },
  };
}
