/** Notifications on the wire (contract/api/notifications.ts; platform/README.md "Notifications"). */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type * as api from "#contract/api/notifications";
import { avatarUrl } from "../accounts";
import type { EmailPreferences, NotificationPage, NotificationWithSender, Sender } from "./service";

type NotificationWire = HandlerAnswer<typeof api.markNotificationRead>;

const toSenderWire = (sender: Sender, publicUrl: string): NonNullable<NotificationWire["sender"]> => ({
  id: sender.id,
  first_name: sender.firstName,
  last_name: sender.lastName,
  avatar_url: avatarUrl(publicUrl, sender.avatarId),
});

export function toNotificationWire({ notification, sender }: NotificationWithSender, publicUrl: string): NotificationWire {
  return {
    id: notification.id,
    sender: sender ? toSenderWire(sender, publicUrl) : null,
    title: notification.title,
    message: notification.message,
    type: notification.type,
    link: notification.link,
    read: notification.read,
    time_created: notification.timeCreated.toISOString(),
  };
}

export function toNotificationPageWire(page: NotificationPage, publicUrl: string): HandlerAnswer<typeof api.listNotifications> {
  return {
    notifications: page.items.map((item) => toNotificationWire(item, publicUrl)),
    page: page.page,
    per_page: page.perPage,
    total: page.total,
    unread: page.unread,
  };
}

export const toPreferencesWire = (preferences: EmailPreferences): HandlerAnswer<typeof api.getNotificationPreferences> => ({ email: preferences });
