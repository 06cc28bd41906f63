import type { Route } from "./+types/memberships-cancel";
import { membershipAction, memberOf } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { NOTICES } from "./dashboard-text";
import { cancelSchema } from "./memberships-cancel.schema";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/*
 * /dashboard/memberships/cancel: a cancellation asks first. GET ?plan=… shows the question
 * (keeping the membership is a link back, which changes nothing); POST cancels: at the end of the
 * period paid for, or at once when its last payment failed (that period was never paid).
 */

export async function action(args: Route.ActionArgs) {
  const { user } = memberOf(args.context);
  return membershipAction(cancelSchema, async ({ planId }, platform) => {
    const pastDue = user.subscriptionPlans?.some((plan) => plan.id === planId && plan.status === "past_due");
    await membershipCalls(platform).cancel(planId);
    return pastDue ? NOTICES.cancelledNow : NOTICES.cancelled;
  })(args);
}

export default function CancelMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="cancel" actionData={actionData} />;
}
