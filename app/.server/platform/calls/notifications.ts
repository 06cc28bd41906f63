import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { id, maybe, timestamp } from "../wire";

/* Notifications (spec platform-core §3 Notification, §7; platform/README.md "Notifications"). */

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
  title: string | null;
  message: string | null;
  /** purchase, sale, ticket, rating, follower, membership, account (README's table). */
  type: string | null;
  /** A path of the site, or null. */
  link: string | null;
  read: boolean;
  created: string | null;
}

const senderSchema = z
  .object({ id, first_name: maybe(z.string()), last_name: maybe(z.string()), avatar_url: maybe(z.string()) })
  .transform((w) => ({ id: w.id, firstName: w.first_name, lastName: w.last_name, avatarUrl: w.avatar_url }));

export const notificationSchema: z.ZodType<Notification> = z
  .object({
    id,
    sender: maybe(senderSchema),
    title: maybe(z.string()),
    message: maybe(z.string()),
    type: maybe(z.string()),
    link: maybe(z.string()),
    read: z.boolean().default(false),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    sender: w.sender,
    title: w.title,
    message: w.message,
    type: w.type,
    link: w.link,
    read: w.read,
    created: w.time_created,
  }));

/** One page of the list: `total` counts what the filter keeps, `unread` every unread one. */
export interface NotificationPage {
  notifications: Notification[];
  page: number;
  perPage: number;
  total: number;
  unread: number;
}

const pageSchema: z.ZodType<NotificationPage> = z
  .object({
    notifications: z.array(notificationSchema),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    unread: z.number().int().min(0),
  })
  .transform((w) => ({ notifications: w.notifications, page: w.page, perPage: w.per_page, total: w.total, unread: w.unread }));

/** The types a person can also receive by email, each on or off. */
export type EmailPreferences = Record<string, boolean>;

const preferencesSchema = z.object({ email: z.record(z.string(), z.boolean()) }).transform((w) => w.email);

const countSchema = (key: "updated" | "deleted") => z.object({ [key]: z.number().int().min(0) }).transform((w) => w[key] as number);

const empty = z.unknown();

export function notificationCalls(core: PlatformCore) {
  return {
    /** GET /account/notifications: newest first; `unreadOnly` keeps the unread ones. */
    list(options: { page?: number; perPage?: number; unreadOnly?: boolean } = {}): Promise<NotificationPage> {
      return core.call({
        prefix: "Unable to get notifications",
        method: "GET",
        path: "/account/notifications",
        query: { page: options.page, per_page: options.perPage, unread: options.unreadOnly || undefined },
        auth: "required",
        schema: pageSchema,
      });
    },

    /** POST /account/notifications/{id}/read (again: unchanged). */
    markRead(notificationId: string): Promise<Notification> {
      return core.call({ prefix: "Unable to mark notification as read", method: "POST", path: path`/account/notifications/${notificationId}/read`, auth: "required", schema: notificationSchema });
    },

    /** POST /account/notifications/{id}/unread. */
    markUnread(notificationId: string): Promise<Notification> {
      return core.call({ prefix: "Unable to mark notification as unread", method: "POST", path: path`/account/notifications/${notificationId}/unread`, auth: "required", schema: notificationSchema });
    },

    /** DELETE /account/notifications/{id} (another person's, or one already deleted: 404). */
    async remove(notificationId: string): Promise<void> {
      await core.call({ prefix: "Unable to delete notification", method: "DELETE", path: path`/account/notifications/${notificationId}`, auth: "required", schema: empty });
    },

    /** POST /account/notifications/all/read: how many were unread. */
    markAllRead(): Promise<number> {
      return core.call({ prefix: "Unable to mark all notifications as read", method: "POST", path: "/account/notifications/all/read", auth: "required", schema: countSchema("updated") });
    },

    /** DELETE /account/notifications/all: how many there were. */
    removeAll(): Promise<number> {
      return core.call({ prefix: "Unable to delete all notifications", method: "DELETE", path: "/account/notifications/all", auth: "required", schema: countSchema("deleted") });
    },

    /** GET /account/notifications/preferences: which types also arrive by email. */
    emailPreferences(): Promise<EmailPreferences> {
      return core.call({ prefix: "Unable to get notification preferences", method: "GET", path: "/account/notifications/preferences", auth: "required", schema: preferencesSchema });
    },

    /** PUT /account/notifications/preferences: any of the types; the whole set after the change. */
    setEmailPreferences(changes: EmailPreferences): Promise<EmailPreferences> {
      return core.call({ prefix: "Unable to update notification preferences", method: "PUT", path: "/account/notifications/preferences", json: changes, auth: "required", schema: preferencesSchema });
    },
  };
}
