import type { Route } from "./+types/memberships-unpause";
import { membershipAction } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { NOTICES } from "./dashboard-text";
import { unpauseSchema } from "./memberships-unpause.schema";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/* /dashboard/memberships/unpause: a paused membership is active again. */

export const action = membershipAction(unpauseSchema, async ({ planId }, platform) => {
  await membershipCalls(platform).unpause(planId);
  return NOTICES.unpaused;
});

export default function UnpauseMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="unpause" actionData={actionData} />;
}
