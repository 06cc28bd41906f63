import type { z } from "zod";
import type { CallAnswer } from "#contract/api/endpoint";
import * as api from "#contract/api/notifications";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/*
 * Notifications (spec platform-core §3 Notification, §7; platform/README.md "Notifications"),
 * called through contract/api/notifications.ts.
 */

/** Who a notification tells of; null when the platform itself speaks (a membership's change). */
export interface NotificationSender {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export interface Notification {
  id: string;
  sender: NotificationSender | null;
  // The site's entity keeps these nullable: its pages show a notification without them.
  title: string | null;
  message: string | null;
  /** purchase, sale, ticket, rating, follower, membership, account, coins (README's table). */
  type: string | null;
  /** A path of the site, or null. */
  link: string | null;
  read: boolean;
  created: string | null;
}

type NotificationWire = z.output<typeof api.notification>;

const toNotification = (w: NotificationWire): Notification => ({
  id: w.id,
  sender: w.sender && { id: w.sender.id, firstName: w.sender.first_name, lastName: w.sender.last_name, avatarUrl: w.sender.avatar_url },
  title: w.title,
  message: w.message,
  type: w.type,
  link: w.link,
  read: w.read,
  created: w.time_created,
});

/** A notification as the contract answers it, read into the site's entity. */
export const notificationSchema = api.notification.transform(toNotification);

/** One page of the list: `total` counts what the filter keeps, `unread` every unread one. */
export interface NotificationPage {
  notifications: Notification[];
  page: number;
  perPage: number;
  total: number;
  unread: number;
}

/** The types a person can also receive by email, each on or off. */
export type EmailPreferences = Record<string, boolean>;

export function notificationCalls(core: PlatformCore) {
  return {
    /** GET /account/notifications: newest first; `unreadOnly` keeps the unread ones. */
    async list(options: { page?: number; perPage?: number; unreadOnly?: boolean } = {}): Promise<NotificationPage> {
      const query = { page: options.page, per_page: options.perPage, unread: options.unreadOnly ? ("true" as const) : undefined };
      const page: CallAnswer<typeof api.listNotifications> = await core.call(endpointCall(api.listNotifications, { query }, { prefix: "Unable to get notifications" }));
      return { notifications: page.notifications.map(toNotification), page: page.page, perPage: page.per_page, total: page.total, unread: page.unread };
    },

    /** POST /account/notifications/{id}/read (again: unchanged). */
    async markRead(notificationId: string): Promise<Notification> {
      return toNotification(await core.call(endpointCall(api.markNotificationRead, { params: { id: notificationId } }, { prefix: "Unable to mark notification as read" })));
    },

    /** POST /account/notifications/{id}/unread. */
    async markUnread(notificationId: string): Promise<Notification> {
      return toNotification(await core.call(endpointCall(api.markNotificationUnread, { params: { id: notificationId } }, { prefix: "Unable to mark notification as unread" })));
    },

    /** DELETE /account/notifications/{id} (another person's, or one already deleted: 404). */
    async remove(notificationId: string): Promise<void> {
      await core.call(endpointCall(api.deleteNotification, { params: { id: notificationId } }, { prefix: "Unable to delete notification" }));
    },

    /** POST /account/notifications/all/read: how many were unread. */
    async markAllRead(): Promise<number> {
      return (await core.call(endpointCall(api.markAllNotificationsRead, {}, { prefix: "Unable to mark all notifications as read" }))).updated;
    },

    /** DELETE /account/notifications/all: how many there were. */
    async removeAll(): Promise<number> {
      return (await core.call(endpointCall(api.deleteAllNotifications, {}, { prefix: "Unable to delete all notifications" }))).deleted;
    },

    /** GET /account/notifications/preferences: which types also arrive by email. */
    async emailPreferences(): Promise<EmailPreferences> {
      return (await core.call(endpointCall(api.getNotificationPreferences, {}, { prefix: "Unable to get notification preferences" }))).email;
    },

    /** PUT /account/notifications/preferences: any of the types; the whole set after the change. */
    async setEmailPreferences(changes: EmailPreferences): Promise<EmailPreferences> {
      const call = endpointCall(api.setNotificationPreferences, { body: changes }, { prefix: "Unable to update notification preferences" });
      return (await core.call(call)).email;
    },
  };
}
