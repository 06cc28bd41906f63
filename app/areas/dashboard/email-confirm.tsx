import type { Route } from "./+types/email-confirm";
import { memberOf, submitDashboardForm } from "./member.server";
import { ConfirmEmailForm } from "./confirm-email-form";
import { replyOf } from "./dashboard-form";
import { DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { confirmEmailSchema } from "./email-confirm.schema";
import { profileCalls } from "~/areas/account/profile-calls.server";

/* /dashboard/email/confirm: the code for the new address (the email page, with this form's answer). */

export async function loader({ context }: Route.LoaderArgs) {
  return { pendingEmail: memberOf(context).user.pendingEmail ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: confirmEmailSchema,
    async submit({ code }, { platform, user }) {
      await profileCalls(platform).confirmEmail(user.pendingEmail ?? "", code);
      return { notice: NOTICES.emailChanged, to: DASHBOARD_PATHS.email };
    },
  });
}

export default function EmailConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = replyOf(actionData);
  // Opened with no change waiting (nothing was sent), there is no code to ask for.
  if (!loaderData.pendingEmail && !lastResult) return null;
  return <ConfirmEmailForm pendingEmail={loaderData.pendingEmail} lastResult={lastResult} />;
}
