/**
 * A person's own notifications (spec/platform-core.md §7 "Profile and account"): a page of them
 * (all or unread), read/unread, delete one, mark all read, delete all, and which types are also
 * emailed. Another person's notification is the 404 of an unknown one.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared";
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

async function withSenders(db: Database, where: ReturnType<typeof and>): Promise<NotificationWithSender[]> {
  return sendersOf(db, await db.select().from(notifications).where(where).orderBy(...NEWEST_FIRST));
}

const NEWEST_FIRST = [desc(notifications.timeCreated), desc(notifications.id)];

async function sendersOf(db: Database, rows: Notification[]): Promise<NotificationWithSender[]> {
  const cards = await cardsOf(db, rows.flatMap((row) => row.senderId ?? []));
  return rows.map((notification) => {
    const card = notification.senderId ? cards.get(notification.senderId) : undefined;
    return { notification, sender: card ? { id: card.id, firstName: card.firstName, lastName: card.lastName, avatarId: card.avatarId } : null };
  });
}

const unreadOf = sql<number>`count(*) FILTER (WHERE NOT ${notifications.read})`;

/**
 * A page and the counts in one statement (every signed-in page asks for the header's count),
 * built once: the window counts every row the filter keeps, before the page is cut. Of the unread
 * only, those are all the unread.
 */
const pageWhere = (unreadOnly: boolean) =>
  preparedPerDatabase((db) => {
    const mine = eq(notifications.userId, sql.placeholder("userId"));
    return db
      .select({ notification: notifications, total: sql<number>`(count(*) OVER ())::int`, unread: sql<number>`(${unreadOf} OVER ())::int` })
      .from(notifications)
      .where(unreadOnly ? and(mine, eq(notifications.read, false)) : mine)
      .orderBy(...NEWEST_FIRST)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(unreadOnly ? "notifications_unread_page" : "notifications_page");
  });
const page = pageWhere(false);
const unreadPage = pageWhere(true);

/** Newest first; `unreadOnly` keeps the unread. `unread` counts every unread one (the header's badge). */
export async function listNotifications(
  db: Database,
  userId: string,
  input: { page: number; perPage: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const rows = await (input.unreadOnly ? unreadPage : page)(db).execute({ userId, limit: input.perPage, offset: (input.page - 1) * input.perPage });
  // An empty first page: none at all (of the unread only: none unread, nor any to count). Past the
  // end no row carries the counts: they are asked alone.
  const [counts] =
    rows.length > 0
      ? rows
      : input.page === 1
        ? [{ total: 0, unread: 0 }]
        : await db.select({ total: count(), unread: sql<number>`${unreadOf}::int` }).from(notifications).where(eq(notifications.userId, userId));
  const unread = counts!.unread;
  // The window's total is of the filtered rows; without rows, the count of all of them.
  const total = input.unreadOnly ? unread : counts!.total;
  const items = await sendersOf(db, rows.map((row) => row.notification));
  return { items, page: input.page, perPage: input.perPage, total, unread };
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
