import { useOutletContext } from "react-router";
import type { Route } from "./+types/memberships-change";
import { submitDashboardForm } from "~/features/dashboard/member.server";
import { MembershipsPanel, type MembershipsData } from "~/features/dashboard/memberships-panel";
import { DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { changePlanSchema } from "./memberships-change.schema";

/* /dashboard/memberships/change: the membership becomes another plan. */

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: changePlanSchema,
    async submit({ planId }, { platform }) {
      await platform.memberships.change(planId);
      return { notice: NOTICES.membershipChanged, to: DASHBOARD_PATHS.memberships };
    },
  });
}

export default function ChangeMembership({ actionData }: Route.ComponentProps) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return <MembershipsPanel {...useOutletContext<MembershipsData>()} sent={{ form: "change", result }} />;
}
