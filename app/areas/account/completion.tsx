import { Link } from "react-router";
import type { Route } from "./+types/completion";
import { isSessionGone } from "~/.server/auth/accounts";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";
import { AccountPage } from "./account-page";
import { pageMeta } from "~/areas/shell/meta";
import { membershipCalls } from "./membership-calls.server";
import { readOwnProfile } from "~/.server/auth/own-profile";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Membership Complete", "Your membership is confirmed.");

/** Where the hosted checkout returns (?checkout=<id>): the level comes from the platform, never from the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionFrom(context);
  if (!session.signedIn) return { signedIn: false, level: null };
  const platform = platformFor(request, context);
  const checkoutId = new URL(request.url).searchParams.get("checkout");
  try {
    if (checkoutId && /^[\w-]{1,64}$/.test(checkoutId)) {
      const outcome = await membershipCalls(platform).checkoutOutcome(checkoutId).catch(() => null);
      if (outcome?.status === "completed") return { signedIn: true, level: outcome.plan.name };
    }
    const user = await readOwnProfile(platform);
    return { signedIn: true, level: user.subscriptionPlans?.[0]?.name ?? null };
  } catch (error) {
    if (isSessionGone(error)) session.destroy();
    return { signedIn: !isSessionGone(error), level: null };
  }
}

export default function Completion({ loaderData }: Route.ComponentProps) {
  const { signedIn, level } = loaderData;
  if (level) {
    return (
      <AccountPage title="Welcome aboard">
        <p className="text-xl font-semibold">You now have a {level} level membership</p>
        <p className="mt-2 text-muted">Your dashboard has your membership, coins, credits and brands.</p>
        <Link to="/dashboard" className="btn-primary mt-6">
          Go to My Dashboard
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Your membership">
      <p>{signedIn ? "You do not have an active membership yet." : "Log in to see your membership."}</p>
      <Link to={signedIn ? "/membership-levels" : "/sign-in?redirectTo=%2Fcompletion"} className="btn-primary mt-6">
        {signedIn ? "Choose a membership" : "Log in"}
      </Link>
    </AccountPage>
  );
}
