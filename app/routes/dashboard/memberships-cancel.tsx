import { useOutletContext, useSearchParams } from "react-router";
import type { Route } from "./+types/memberships-cancel";
import { submitDashboardForm } from "~/features/dashboard/member.server";
import { MembershipsPanel, type MembershipsData } from "~/features/dashboard/memberships-panel";
import { DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { cancelSchema } from "./memberships-cancel.schema";

/*
 * /dashboard/memberships/cancel: a cancellation asks first. GET ?plan=… shows the question
 * (keeping the membership is a link back, which changes nothing); POST cancels.
 */

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: cancelSchema,
    async submit({ planId }, { platform }) {
      await platform.memberships.cancel(planId);
      return { notice: NOTICES.cancelled, to: DASHBOARD_PATHS.memberships };
    },
  });
}

export default function CancelMembership({ actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return <MembershipsPanel {...useOutletContext<MembershipsData>()} sent={{ form: "cancel", result }} confirmCancel={search.get("plan")} />;
}
