import { Form, Link } from "react-router";
import type { Route } from "./+types/notifications-delete-all";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { FormFailure } from "~/ui/form-failure";
import { NOTIFICATION_NOTICES, NOTIFICATION_PATHS } from "./notifications-text";
import { deleteAllSchema } from "./notifications-delete-all.schema";
import { notificationCalls } from "./notification-calls.server";

/*
 * /dashboard/notifications/delete-all: deleting everything asks first, the same with JavaScript
 * or without. GET shows the question above the list (keeping them is a link back, which changes
 * nothing); POST from its button deletes them all.
 */

export const action = ({ request, context }: Route.ActionArgs) =>
  submitDashboardForm(request, context, {
    schema: deleteAllSchema,
    async submit(_value, { platform }) {
      await notificationCalls(platform).removeAll();
      return { notice: NOTIFICATION_NOTICES.deletedAll, to: NOTIFICATION_PATHS.list };
    },
  });

export default function DeleteAllNotifications({ actionData }: Route.ComponentProps) {
  return (
    <div role="group" aria-labelledby="delete-all-question" className="mb-6 rounded-xl border border-danger/30 bg-danger/5 p-4">
      <FormFailure actionData={actionData} />
      <p id="delete-all-question" className="font-semibold">
        Delete all your notifications? This cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={NOTIFICATION_PATHS.deleteAll}>
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="btn-primary">
            Yes, delete all
          </button>
        </Form>
        <Link to={NOTIFICATION_PATHS.list} className="btn-secondary">
          No, keep them
        </Link>
      </div>
    </div>
  );
}
