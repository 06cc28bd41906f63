import { Form, Outlet, useMatches, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { sessionFrom } from "~/.server/session/session";
import { memberMiddleware, memberOf } from "./member.server";
import { DashboardNav } from "./dashboard-ui";
import { WorkspaceHeader, workspaceOf } from "./workspace-frame";
import { pageMeta } from "~/areas/shell/meta";

/*
 * /dashboard and everything below it: who is signed in (name, picture, sign-out), the sections,
 * and the notice a form left after it succeeded. A brand's pages show the brand's workspace frame
 * (./workspace-frame.tsx) instead of the member's header and sections. Signed out, every dashboard URL goes to sign-in
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

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, notice } = loaderData;
  const workspace = useMatches().map((match) => workspaceOf(match.data)).find(Boolean);
  return (
    <div className="bg-mist">
      <div className="container-page grid grid-cols-1 gap-6 py-8 sm:py-12 xl:max-w-7xl">
        {workspace ? <WorkspaceHeader brand={workspace} /> : <MemberHeader user={user} />}
        {notice ? (
          <div role="status" className="rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
            {notice}
          </div>
        ) : null}
        <Outlet />
      </div>
    </div>
  );
}

/** The member's own header (picture, name, sign-out) and their sections. */
function MemberHeader({ user }: { user: Route.ComponentProps["loaderData"]["user"] }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/sign-out";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" className="size-16 rounded-full border border-line object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-ink text-2xl font-bold text-white">
              {(user.firstName?.[0] ?? user.email[0] ?? "?").toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
            <p className="text-muted">{user.email}</p>
          </div>
        </div>
        <Form method="post" action="/sign-out">
          <button type="submit" className="btn-secondary" disabled={signingOut} aria-disabled={signingOut || undefined}>
            {signingOut ? "Signing Out..." : "Sign out"}
          </button>
        </Form>
      </div>
      <DashboardNav />
    </>
  );
}
