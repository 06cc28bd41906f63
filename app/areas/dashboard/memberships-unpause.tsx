import type { Route } from "./+types/memberships-unpause";
import { membershipAction } from "~/areas/dashboard/member.server";
import { MembershipsAnswer } from "~/areas/dashboard/memberships-panel";
import { NOTICES } from "~/areas/dashboard/dashboard-text";
import { unpauseSchema } from "./memberships-unpause.schema";

/* /dashboard/memberships/unpause: a paused membership is active again. */

export const action = membershipAction(unpauseSchema, async ({ planId }, platform) => {
  await platform.memberships.unpause(planId);
  return NOTICES.unpaused;
});

export default function UnpauseMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="unpause" actionData={actionData} />;
}
