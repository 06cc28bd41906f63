import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";

/** POST /sign-out (the header's and the dashboard's Sign out buttons): ends the platform session and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    await platformFor(request, context).accounts.logout();
  } catch {
    // The platform may be unreachable or the session already over: the cookie goes regardless.
  }
  sessionFrom(context).destroy();
  return redirect("/");
}

export function loader() {
  return redirect("/");
}
