import type { Route } from "./+types/memberships-cancel";
import { membershipAction } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { NOTICES } from "./dashboard-text";
import { cancelSchema } from "./memberships-cancel.schema";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/*
 * /dashboard/memberships/cancel: a cancellation asks first. GET ?plan=… shows the question
 * (keeping the membership is a link back, which changes nothing); POST cancels.
 */

export const action = membershipAction(cancelSchema, async ({ planId }, platform) => {
  await membershipCalls(platform).cancel(planId);
  return NOTICES.cancelled;
});

export default function CancelMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="cancel" actionData={actionData} />;
}
