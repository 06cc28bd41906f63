/**
 * People and news (platform-core §7 Profile and account, Users): notifications, follows, which notifications also arrive by email,
 * and the durable mail queue those emails go through.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { MailAttachment } from "../../infra/mail";
import { instant, references, timeCreated } from "../../db/columns";
import { users } from "../accounts/schema";

/**
 * The Notification entity of spec/platform-core.md §3: `user_id` is its recipient, `sender_id`
 * the person whose act caused it (null: the platform itself, or a sender since deleted).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    senderId: uuid("sender_id"),
    /** What happened (NOTIFICATION_TYPES of modules/notifications/notify.ts). */
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** A site path about what happened (`/experiences/<id>`), or null. */
    link: text("link"),
    read: boolean("read").notNull().default(false),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("notifications", t.userId, users.id).onDelete("cascade"),
    references("notifications", t.senderId, users.id).onDelete("set null"),
    // A page of one person's newest (unread) notifications, and the unread count.
    index("notifications_user_id_time_created_idx").on(t.userId, t.timeCreated.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`NOT ${t.read}`),
  ],
);

/** A person's choice for one notification type; without a row the type's default applies. */
export const notificationEmailPreferences = pgTable(
  "notification_email_preferences",
  {
    userId: uuid("user_id").notNull(),
    type: text("type").notNull(),
    email: boolean("email").notNull(),
  },
  (t) => [
    primaryKey({ name: "notification_email_preferences_pkey", columns: [t.userId, t.type] }),
    references("notification_email_preferences", t.userId, users.id).onDelete("cascade"),
  ],
);

/**
 * The durable outbox of mail (modules/notifications/mail-queue.ts): a row is written in the
 * transaction of the event, and a worker delivers it later. `locked_until` is the lease of the
 * worker sending it (an expired lease is a crashed worker: the job is taken again); `run_after`
 * the earliest next try (exponential backoff); `sent_at` or `failed_at` ends it.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Files sent with it (a booking's calendar file). */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /** Who may read it in the demo outbox (infra/mail.ts): its recipient's binding, or null. */
    startedBy: text("started_by"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: instant("run_after").notNull().defaultNow(),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    sentAt: instant("sent_at"),
    /** Set when the last allowed attempt failed: kept for an operator, never tried again. */
    failedAt: instant("failed_at"),
    timeCreated: timeCreated(),
  },
  (t) => [index("mail_jobs_due_idx").on(t.runAfter).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

export type Notification = typeof notifications.$inferSelect;
export type MailJob = typeof mailJobs.$inferSelect;
