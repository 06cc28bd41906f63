import type { Route } from "./+types/notifications-mark";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { NOTIFICATION_NOTICES, notificationsHref } from "./notifications-text";
import { FormFailure } from "~/ui/form-failure";
import { notificationCalls } from "./notification-calls.server";
import { markSchema } from "./notifications-mark.schema";

/*
 * /dashboard/notifications/mark (POST): one notification read, unread or deleted, or all read;
 * then the list as it was, with a notice. A failure shows the list with the platform's words.
 */

export const action = ({ request, context }: Route.ActionArgs) =>
  submitDashboardForm(request, context, {
    schema: markSchema,
    async submit({ op, id, unread, page }, { platform }) {
      const calls = notificationCalls(platform);
      if (op === "read-all") await calls.markAllRead();
      else if (op === "read") await calls.markRead(id!);
      else if (op === "unread") await calls.markUnread(id!);
      else await calls.remove(id!);
      return { notice: NOTIFICATION_NOTICES[op], to: notificationsHref({ unread: unread === "true", page }) };
    },
  });

export default function MarkNotification({ actionData }: Route.ComponentProps) {
  return <FormFailure actionData={actionData} />;
}
