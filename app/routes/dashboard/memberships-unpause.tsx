import { useOutletContext } from "react-router";
import type { Route } from "./+types/memberships-unpause";
import { submitDashboardForm } from "~/features/dashboard/member.server";
import { MembershipsPanel, type MembershipsData } from "~/features/dashboard/memberships-panel";
import { DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { unpauseSchema } from "./memberships-unpause.schema";

/* /dashboard/memberships/unpause: a paused membership is active again. */

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: unpauseSchema,
    async submit({ planId }, { platform }) {
      await platform.memberships.unpause(planId);
      return { notice: NOTICES.unpaused, to: DASHBOARD_PATHS.memberships };
    },
  });
}

export default function UnpauseMembership({ actionData }: Route.ComponentProps) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return <MembershipsPanel {...useOutletContext<MembershipsData>()} sent={{ form: "unpause", result }} />;
}
