/**
 * A person's own notifications (spec/platform-core.md §7 "Profile and account"): a page of them
 * (all or unread), read/unread, delete one, mark all read, delete all, and which types are also
 * emailed. Another person's notification is the 404 of an unknown one.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { cardsOf } from "../accounts";
import { notificationEmailPreferences, notifications, type Notification } from "./schema";
import { notFound } from "../../errors";
import { NOTIFICATION_TYPES, type NotificationType } from "./notify";

export const NOTIFICATION_MESSAGES = { noNotification: "No such notification." } as const;

export type Sender = { id: string; firstName: string | null; lastName: string | null; avatarId: string | null };
export type NotificationWithSender = { notification: Notification; sender: Sender | null };
export type NotificationPage = { items: NotificationWithSender[]; page: number; perPage: number; total: number; unread: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const own = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

async function withSenders(db: Database, where: ReturnType<typeof and>, paging?: { limit: number; offset: number }): Promise<NotificationWithSender[]> {
  const query = db.select().from(notifications).where(where).orderBy(desc(notifications.timeCreated), desc(notifications.id));
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  const cards = await cardsOf(db, rows.flatMap((row) => row.senderId ?? []));
  return rows.map((notification) => {
    const card = notification.senderId ? cards.get(notification.senderId) : undefined;
    return { notification, sender: card ? { id: card.id, firstName: card.firstName, lastName: card.lastName, avatarId: card.avatarId } : null };
  });
}

/** Newest first; `unreadOnly` keeps the unread. `unread` counts every unread one (the header's badge). */
export async function listNotifications(
  db: Database,
  userId: string,
  input: { page: number; perPage: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const filter = input.unreadOnly ? and(mine, eq(notifications.read, false)) : and(mine);
  const items = await withSenders(db, filter, { limit: input.perPage, offset: (input.page - 1) * input.perPage });
  const [counts] = await db
    .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE NOT ${notifications.read})::int` })
    .from(notifications)
    .where(mine);
  const total = input.unreadOnly ? counts!.unread : counts!.total;
  return { items, page: input.page, perPage: input.perPage, total, unread: counts!.unread };
}

/** Marks one read or unread; answers it. */
export async function markNotification(db: Database, userId: string, id: string, read: boolean): Promise<NotificationWithSender> {
  if (!UUID.test(id)) throw notFound(NOTIFICATION_MESSAGES.noNotification);
  const updated = await db.update(notifications).set({ read }).where(own(userId, id)).returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(NOTIFICATION_MESSAGES.noNotification);
  const [row] = await withSenders(db, own(userId, id));
  return row!;
}

export async function deleteNotification(db: Database, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(NOTIFICATION_MESSAGES.noNotification);
  const deleted = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound(NOTIFICATION_MESSAGES.noNotification);
}

/** Answers how many changed. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteAllNotifications(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}

export type EmailPreferences = Record<NotificationType, boolean>;

/** Every type with whether it is emailed: the person's choice, else the type's default. */
export async function emailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const rows = await db.select().from(notificationEmailPreferences).where(eq(notificationEmailPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.type, row.email]));
  const entries = Object.entries(NOTIFICATION_TYPES).map(([type, { email }]) => [type, chosen.get(type) ?? email]);
  return Object.fromEntries(entries) as EmailPreferences;
}

export async function setEmailPreferences(db: Database, userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
  const values = Object.entries(changes).map(([type, email]) => ({ userId, type, email: email! }));
  if (values.length > 0) {
    await db
      .insert(notificationEmailPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationEmailPreferences.userId, notificationEmailPreferences.type],
        set: { email: sql`excluded.email` },
      });
  }
  return emailPreferences(db, userId);
}
