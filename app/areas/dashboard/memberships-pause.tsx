import type { Route } from "./+types/memberships-pause";
import { membershipAction } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { NOTICES } from "./dashboard-text";
import { pauseSchema } from "./memberships-pause.schema";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/* /dashboard/memberships/pause: an active membership rests for 1 to 12 months. */

export const action = membershipAction(pauseSchema, async ({ planId, months }, platform) => {
  await membershipCalls(platform).pause(planId, months);
  return NOTICES.paused(months);
});

export default function PauseMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="pause" actionData={actionData} />;
}
