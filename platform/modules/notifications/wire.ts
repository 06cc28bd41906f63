/** Notifications on the wire (platform/README.md "Notifications"): the query, the bodies, the answers. */
import { z } from "zod";
import { booleanFlag } from "../../http/validation";
import { avatarUrl } from "../accounts";
import { NOTIFICATION_TYPES, type NotificationType } from "./notify";
import type { EmailPreferences, NotificationPage, NotificationWithSender, Sender } from "./service";

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** `?page=` (from 1), `?per_page=` (1–50, default 20), `?unread=true|false`; nothing else. */
export const listQuery = z
  .object({ page: whole(1, 100_000).default(1), per_page: whole(1, 50).default(20), unread: booleanFlag.default(false) })
  .strict()
  .transform(({ page, per_page, unread }) => ({ page, perPage: per_page, unreadOnly: unread }));

const typeNames = Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]];
/** PUT …/preferences: any of the types, each true or false. */
export const preferencesBody = z
  .object(Object.fromEntries(typeNames.map((type) => [type, z.boolean().optional()])) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>)
  .strict();

export type SenderWire = { id: string; first_name: string | null; last_name: string | null; avatar_url: string | null };

export const toSenderWire = (sender: Sender, publicUrl: string): SenderWire => ({
  id: sender.id,
  first_name: sender.firstName,
  last_name: sender.lastName,
  avatar_url: avatarUrl(publicUrl, sender.avatarId),
});

export function toNotificationWire({ notification, sender }: NotificationWithSender, publicUrl: string) {
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

export function toNotificationPageWire(page: NotificationPage, publicUrl: string) {
  return {
    notifications: page.items.map((item) => toNotificationWire(item, publicUrl)),
    page: page.page,
    per_page: page.perPage,
    total: page.total,
    unread: page.unread,
  };
}

export const toPreferencesWire = (preferences: EmailPreferences) => ({ email: preferences });
