/**
 * Creating notifications (spec/platform-core.md §3 Notification), called by the modules whose
 * events they tell of, INSIDE the event's transaction: the notification, and the email copy the
 * recipient wants (a mail_jobs row, ./mail-queue.ts), commit or roll back with the event itself.
 */
import { and, eq } from "drizzle-orm";
import type { NotificationType } from "#contract/api/notifications";
import type { EventExecutor } from "../../events";
import type { MailAttachment } from "../../infra/mail";
import { emailOf, noticeBinding } from "../accounts";
import { mailJobs, notificationEmailPreferences, notifications } from "./schema";

/** The kinds of notification (named in the contract), each with whether it is emailed too when the person chose nothing. */
export const NOTIFICATION_TYPES = {
  purchase: { email: true, label: "Your bookings" },
  sale: { email: true, label: "Bookings of your experiences" },
  ticket: { email: false, label: "Tickets closed" },
  rating: { email: false, label: "Ratings of your experiences" },
  follower: { email: false, label: "New followers" },
  membership: { email: true, label: "Your membership" },
  account: { email: true, label: "Your account's email address" },
  coins: { email: true, label: "Coins you receive" },
} as const satisfies Record<NotificationType, { email: boolean; label: string }>;

export type { NotificationType };
export const isNotificationType = (value: string): value is NotificationType => Object.hasOwn(NOTIFICATION_TYPES, value);

/** A database or a transaction of it (a transaction is one). */
type Executor = EventExecutor;

export type NotificationInput = {
  recipientId: string;
  /** Whose act it was; omitted when the platform itself tells (a membership's own change). */
  senderId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  /** A site path about it (`/purchases/<id>`). */
  link?: string | null;
  /** Addresses mailed whatever the preferences say (a security notice to a replaced address). */
  alsoEmail?: string[];
  /** The email copy's own text and files, when it says more than the notification (a booking's place, link and calendar file). */
  email?: { body: string; attachments?: MailAttachment[] };
};

/** The footer of every emailed copy: why it came and how to stop it. */
const FOOTER = "You get this email because of your notification preferences; you can change them in your dashboard.";

/** Records a notification and queues its email copies, in the caller's transaction. */
export async function notify(tx: Executor, input: NotificationInput): Promise<void> {
  await tx.insert(notifications).values({
    userId: input.recipientId,
    senderId: input.senderId ?? null,
    type: input.type,
    title: input.title,
    message: input.message,
    link: input.link ?? null,
  });
  const email = await emailOf(tx, input.recipientId);
  const [choice] = await tx
    .select({ wants: notificationEmailPreferences.email })
    .from(notificationEmailPreferences)
    .where(and(eq(notificationEmailPreferences.userId, input.recipientId), eq(notificationEmailPreferences.type, input.type)));
  const to = new Set(input.alsoEmail ?? []);
  if (email !== null && (choice?.wants ?? NOTIFICATION_TYPES[input.type].email)) to.add(email);
  if (to.size === 0) return;
  const text = `${input.email?.body ?? input.message}\n\n${FOOTER}`;
  const attachments = input.email?.attachments ?? [];
  // Bound to the person it tells: in the demo outbox they read it with their own session (modules/dev).
  const startedBy = noticeBinding(input.recipientId);
  await tx.insert(mailJobs).values([...to].map((recipient) => ({ recipient, subject: input.title, body: text, attachments, startedBy })));
}
