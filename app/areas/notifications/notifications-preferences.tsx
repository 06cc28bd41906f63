import type { Route } from "./+types/notifications-preferences";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { FormFailure } from "~/ui/form-failure";
import { NOTIFICATION_NOTICES, NOTIFICATION_PATHS } from "./notifications-text";
import { preferencesSchema } from "./notifications-preferences.schema";
import { notificationCalls } from "./notification-calls.server";

/* /dashboard/notifications/preferences (POST): which kinds also arrive by email; then the page with a notice. */

export const action = ({ request, context }: Route.ActionArgs) =>
  submitDashboardForm(request, context, {
    schema: preferencesSchema,
    async submit({ shown, email }, { platform }) {
      await notificationCalls(platform).setEmailPreferences(Object.fromEntries(shown.map((kind) => [kind, email.includes(kind)])));
      return { notice: NOTIFICATION_NOTICES.preferencesSaved, to: `${NOTIFICATION_PATHS.list}#email-preferences` };
    },
  });

export default function SavePreferences({ actionData }: Route.ComponentProps) {
  return <FormFailure actionData={actionData} />;
}
