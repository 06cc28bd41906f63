import * as purchases from "#contract/api/purchases";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/*
 * How many bookings the member has, for the overview's next step (a new member is sent to browse
 * the experiences). purchases/ imports the dashboard (the member area's frame), so the overview
 * asks here; purchases/purchase-calls.server.ts reads the bookings themselves.
 */
export function ownBookingCalls(core: PlatformCore) {
  return {
    /** GET /purchases/experiences/counts: the upcoming ones and all of them, neither list loaded. */
    async counts(): Promise<{ upcoming: number; all: number }> {
      const { upcoming, past } = await core.call(endpointCall(purchases.countPurchases, {}, { prefix: "Unable to count purchased experiences" }));
      return { upcoming, all: upcoming + past };
    },
  };
}
