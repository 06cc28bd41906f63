import { useOutletContext } from "react-router";
import type { Route } from "./+types/memberships-pause";
import { submitDashboardForm } from "~/features/dashboard/member.server";
import { MembershipsPanel, type MembershipsData } from "~/features/dashboard/memberships-panel";
import { DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { pauseSchema } from "./memberships-pause.schema";

/* /dashboard/memberships/pause: an active membership rests for 1 to 12 months. */

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: pauseSchema,
    async submit({ planId, months }, { platform }) {
      await platform.memberships.pause(planId, months);
      return { notice: NOTICES.paused(months), to: DASHBOARD_PATHS.memberships };
    },
  });
}

export default function PauseMembership({ actionData }: Route.ComponentProps) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return <MembershipsPanel {...useOutletContext<MembershipsData>()} sent={{ form: "pause", result }} />;
}
