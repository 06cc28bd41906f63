import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { submitForm } from "~/.server/forms/submission";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";
import { signOutSchema } from "./sign-out.schema";
import { accountCalls } from "./account-calls.server";

/** POST /sign-out (the header's and the dashboard's Sign out buttons): ends the platform session and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: signOutSchema,
    // No field: the body is never read, so whatever was sent, the session ends.
    formData: new FormData(),
    async submit() {
      try {
        await accountCalls(platformFor(request, context)).logout();
      } catch {
        // The platform may be unreachable or the session already over: the cookie goes regardless.
      }
      sessionFrom(context).destroy();
      return redirect("/");
    },
    failure: () => "You could not be signed out. Please try again.",
  });
}

export function loader() {
  return redirect("/");
}
