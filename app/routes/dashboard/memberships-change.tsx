import type { Route } from "./+types/memberships-change";
import { membershipAction } from "~/features/dashboard/member.server";
import { MembershipsAnswer } from "~/features/dashboard/memberships-panel";
import { NOTICES } from "~/features/dashboard/dashboard-text";
import { changePlanSchema } from "./memberships-change.schema";

/* /dashboard/memberships/change: the membership becomes another plan. */

export const action = membershipAction(changePlanSchema, async ({ planId }, platform) => {
  await platform.memberships.change(planId);
  return NOTICES.membershipChanged;
});

export default function ChangeMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="change" actionData={actionData} />;
}
