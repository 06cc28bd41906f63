import { useOutlet } from "react-router";
import type { Route } from "./+types/memberships";
import { memberOf } from "./member.server";
import { MembershipsPanel, type MembershipsData } from "./memberships-panel";
import { pageMeta } from "~/areas/shell/meta";
import { membershipCalls } from "~/areas/account/membership-calls.server";

/*
 * /dashboard/memberships: the member's memberships and what can be done to them. Each form posts
 * to a route below this one (change, pause, unpause, cancel), which shows this page again with
 * that form's answer; it gets the memberships and plans from here.
 */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Memberships | Dashboard", "Change, pause, unpause or cancel your membership.");

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, user } = memberOf(context);
  return { user, plans: await membershipCalls(platform).plans().catch(() => []) };
}

export default function Memberships({ loaderData }: Route.ComponentProps) {
  const data: MembershipsData = loaderData;
  return useOutlet(data) ?? <MembershipsPanel {...data} />;
}
