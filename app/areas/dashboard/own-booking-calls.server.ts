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
    /** GET /purchases/experiences and /purchases/experiences/history: the upcoming ones and all of them. */
    async counts(): Promise<{ upcoming: number; all: number }> {
      const [upcoming, past] = await Promise.all([
        core.call(endpointCall(purchases.listUpcomingPurchases, {}, { prefix: "Unable to list purchased experiences" })),
        core.call(endpointCall(purchases.listPastPurchases, {}, { prefix: "Unable to get purchase history" })),
      ]);
      return { upcoming: upcoming.length, all: upcoming.length + past.length };
    },
  };
}
