import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { sessionFrom } from "~/.server/session/session";
import { memberMiddleware, memberOf } from "./member.server";
import { pageMeta } from "~/areas/shell/meta";

/*
 * /dashboard and everything below it: who is signed in (name, picture, sign-out), the sections,
 * and the notice a form left after it succeeded. Its frames draw them: the member's own pages
 * (./member-frame.tsx), a brand's workspace (brands/workspace.tsx), each shipping only its own. Signed out, every dashboard URL goes to sign-in
 * and comes back afterwards.
 *
 * Nothing here comes from the form kit (~/ui/forms): the pages without a form of their own
 * (balances, brands, purchases) then load none of it.
 */

export const middleware: Route.MiddlewareFunction[] = [memberMiddleware];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Dashboard", "Your profile, memberships, coins, credits and brands.");

export async function loader({ context }: Route.LoaderArgs) {
  return { user: memberOf(context).user, notice: sessionFrom(context).takeNotice() ?? null };
}

/** A notice is shown once: moving to another section reads the session again (and the header with it). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export default function DashboardLayout() {
  return (
    <div className="bg-mist">
      <div className="container-page grid grid-cols-1 gap-6 py-8 sm:py-12 xl:max-w-7xl">
        <Outlet />
      </div>
    </div>
  );
}
