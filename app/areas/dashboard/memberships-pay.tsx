import { redirectDocument } from "react-router";
import type { Route } from "./+types/memberships-pay";
import { membershipAction } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { NOTICES } from "./dashboard-text";
import { paySchema } from "./memberships-pay.schema";
import { readOwnProfile } from "~/.server/auth/own-profile";

/*
 * /dashboard/memberships/pay: a membership whose last payment failed is paid where its payment
 * provider says (its pay URL, read from the platform, never from the form): a whole-document
 * redirect, as to any hosted checkout.
 */

export const action = membershipAction(paySchema, async ({ planId }, platform) => {
  const user = await readOwnProfile(platform);
  const membership = user.subscriptionPlans?.find((plan) => plan.id === planId);
  if (membership?.status !== "past_due" || !membership.payUrl) return NOTICES.nothingToPay;
  throw redirectDocument(membership.payUrl, 303);
});

export default function PayMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="pay" actionData={actionData} />;
}
