import { redirectDocument } from "react-router";
import type { Route } from "./+types/memberships-change";
import { ERROR_CODES } from "#contract/error-codes";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { checkoutReturnUrls } from "~/.server/platform/return-urls";
import { membershipAction, memberOf } from "./member.server";
import { MembershipsAnswer } from "./memberships-panel";
import { DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { changePlanSchema } from "./memberships-change.schema";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/*
 * /dashboard/memberships/change: a cheaper plan from the end of the paid period; a pricier one is
 * paid for first, so the member goes to the hosted checkout (and comes back here if they cancel).
 * The plan held already: the member keeps it (a scheduled end or change is dropped).
 */

export async function action(args: Route.ActionArgs) {
  const { user } = memberOf(args.context);
  return membershipAction(changePlanSchema, async ({ planId }, platform) => {
    const held = user.subscriptionPlans?.find((plan) => plan.id === planId);
    try {
      await membershipCalls(platform).change(planId);
      if (held) return NOTICES.kept(held.name);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== ERROR_CODES.checkoutRequired) throw error;
      throw await toCheckout(args.request, platform, planId);
    }
    const plans = await membershipCalls(platform).plans();
    return NOTICES.membershipChangeScheduled(plans.find((plan) => plan.id === planId)?.name ?? "the plan you chose");
  })(args);
}

/** The hosted checkout of the plan: a whole-document redirect, as from the membership levels page. */
async function toCheckout(request: Request, platform: PlatformCore, planId: string): Promise<Response> {
  const checkout = await membershipCalls(platform).checkout(planId, checkoutReturnUrls(request, DASHBOARD_PATHS.memberships));
  if (!checkout.url) throw PlatformError.of("Unable to start checkout", "no checkout URL");
  return redirectDocument(checkout.url, 303);
}

export default function ChangeMembership({ actionData }: Route.ComponentProps) {
  return <MembershipsAnswer form="change" actionData={actionData} />;
}
