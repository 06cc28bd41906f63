import { whenForPeople } from "#contract/when-for-people";
import type { Notification, NotificationPage } from "./notification-calls.server";

/* What the notifications page shows of the platform's list, formatted on the server (one time zone, no hydration mismatch). */

export const NOTIFICATIONS_PER_PAGE = 20;

export interface NotificationItem {
  id: string;
  title: string;
  message: string | null;
  /** ISO instant, and the same in words in the visitor's time zone. */
  created: string | null;
  when: string | null;
  /** A path of the site (only a path: never another origin). */
  link: string | null;
  read: boolean;
  from: string | null;
}

export interface NotificationList {
  items: NotificationItem[];
  page: number;
  pageCount: number;
  total: number;
  unread: number;
}

export function notificationList(page: NotificationPage, timeZone: string, now: Date = new Date()): NotificationList {
  // "Thu, Dec 10, 6:00 PM EST" in the reader's zone (#contract/when-for-people).
  const format = { format: (instant: Date) => whenForPeople(instant, timeZone, { now }) };
  return {
    items: page.notifications.map((n) => notificationItem(n, format)),
    page: page.page,
    pageCount: Math.max(1, Math.ceil(page.total / page.perPage)),
    total: page.total,
    unread: page.unread,
  };
}

function notificationItem(n: Notification, format: { format(instant: Date): string }): NotificationItem {
  const from = n.sender ? [n.sender.firstName, n.sender.lastName].filter(Boolean).join(" ") || null : null;
  return {
    id: n.id,
    title: n.title ?? "Notification",
    message: n.message,
    created: n.created,
    when: n.created ? format.format(new Date(n.created)) : null,
    link: n.link && /^\/(?!\/)/.test(n.link) ? n.link : null,
    read: n.read,
    from,
  };
}
