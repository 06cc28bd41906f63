/**
 * A member's own notifications (platform-core §3 Notification, §7 "Profile and account";
 * platform/README.md "Notifications"): a page of them (all or unread), read and unread, delete
 * one, mark all read, delete all, and which types also arrive by email. Another member's
 * notification is the 404 of an unknown one.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badQuery } from "./errors";
import { booleanFlag, wholeNumber } from "./fields";

const SPEC = "platform-core §7 Profile and account";

/** What a notification tells of (platform/README.md "Notifications"): the types a member chooses email for. */
export const NOTIFICATION_TYPE_NAMES = ["purchase", "sale", "ticket", "rating", "follower", "membership", "account", "coins"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPE_NAMES)[number];

/** A notification's id. Not checked here: one that is no UUID is the 404 of an unknown notification. */
const notificationId = z.object({ id: z.string().meta({ format: "uuid", description: "The notification's id." }) });

// ── Query and body ──────────────────────────────────────────────────────────

const listQuery = z
  .object({
    page: wholeNumber(1, 100_000).default(1).meta({ description: "From 1." }),
    per_page: wholeNumber(1, 50).default(20),
    unread: booleanFlag.default(false).meta({ description: "`true`: only the unread ones." }),
  })
  .strict();

/** Any of the types, each true (also by email) or false. */
const preferencesBody = z
  .object(Object.fromEntries(NOTIFICATION_TYPE_NAMES.map((type) => [type, z.boolean().optional()])) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>)
  .strict();

// ── What is answered ────────────────────────────────────────────────────────

const sender = z
  .object({ id: z.uuid(), first_name: z.string().nullable(), last_name: z.string().nullable(), avatar_url: z.string().nullable() })
  .meta({ id: "NotificationSender", description: "Whose act it tells of." });

export const notification = z
  .object({
    id: z.uuid(),
    sender: sender.nullable().meta({ description: "Null when the platform itself tells (a membership's change), or the sender's account is gone." }),
    title: z.string(),
    message: z.string(),
    type: z.string().meta({ description: `What happened: ${NOTIFICATION_TYPE_NAMES.join(", ")}.` }),
    link: z.string().nullable().meta({ description: "A path of the site about what happened, or null." }),
    read: z.boolean(),
    time_created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Notification" });

const count = z.number().int().min(0);

const notificationPage = z
  .object({
    notifications: z.array(notification),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: count.meta({ description: "How many the filter keeps." }),
    unread: count.meta({ description: "How many are unread, whatever the filter." }),
  })
  .meta({ id: "NotificationPage" });

const preferences = z
  .object({ email: z.record(z.string(), z.boolean()).meta({ description: "Each type, and whether it also arrives by email." }) })
  .meta({ id: "NotificationEmailPreferences" });

// ── Refusals ────────────────────────────────────────────────────────────────

const noNotification: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No notification of this id among the caller's own." };

export const listNotifications = endpoint({
  id: "listNotifications",
  method: "GET",
  path: "/account/notifications",
  summary: "A page of the caller's notifications, newest first",
  spec: SPEC,
  caller: "member",
  query: listQuery,
  answer: { status: 200, json: notificationPage },
  refusals: [badQuery],
});

export const markAllNotificationsRead = endpoint({
  id: "markAllNotificationsRead",
  method: "POST",
  path: "/account/notifications/all/read",
  summary: "Mark every notification read",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: z.object({ updated: count.meta({ description: "How many were unread." }) }) },
  refusals: [],
});

export const deleteAllNotifications = endpoint({
  id: "deleteAllNotifications",
  method: "DELETE",
  path: "/account/notifications/all",
  summary: "Delete every notification",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: z.object({ deleted: count.meta({ description: "How many there were." }) }) },
  refusals: [],
});

export const getNotificationPreferences = endpoint({
  id: "getNotificationPreferences",
  method: "GET",
  path: "/account/notifications/preferences",
  summary: "Which notification types also arrive by email",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: preferences },
  refusals: [],
});

export const setNotificationPreferences = endpoint({
  id: "setNotificationPreferences",
  method: "PUT",
  path: "/account/notifications/preferences",
  summary: "Choose which notification types also arrive by email; answers the whole set",
  spec: SPEC,
  caller: "member",
  body: { json: preferencesBody },
  answer: { status: 200, json: preferences },
  refusals: [{ ...badBody, when: "A field is not a notification type, or not true or false; `field` names it." }],
});

export const markNotificationRead = endpoint({
  id: "markNotificationRead",
  method: "POST",
  path: "/account/notifications/{id}/read",
  summary: "Mark a notification read (again: unchanged)",
  spec: SPEC,
  caller: "member",
  params: notificationId,
  answer: { status: 200, json: notification },
  refusals: [noNotification],
});

export const markNotificationUnread = endpoint({
  id: "markNotificationUnread",
  method: "POST",
  path: "/account/notifications/{id}/unread",
  summary: "Mark a notification unread",
  spec: SPEC,
  caller: "member",
  params: notificationId,
  answer: { status: 200, json: notification },
  refusals: [noNotification],
});

export const deleteNotification = endpoint({
  id: "deleteNotification",
  method: "DELETE",
  path: "/account/notifications/{id}",
  summary: "Delete a notification",
  spec: SPEC,
  caller: "member",
  params: notificationId,
  answer: { status: 204 },
  refusals: [noNotification],
});

/** The fixed paths ("all", "preferences") come before those of one notification: they are not ids. */
export const fixedPathEndpoints = [listNotifications, markAllNotificationsRead, deleteAllNotifications, getNotificationPreferences, setNotificationPreferences] as const;
export const oneNotificationEndpoints = [markNotificationRead, markNotificationUnread, deleteNotification] as const;

export const notificationsEndpoints = [...fixedPathEndpoints, ...oneNotificationEndpoints] as const;
