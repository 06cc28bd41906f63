/* The notifications page's addresses and words (shared by its routes, their schemas and the page). */

export const NOTIFICATION_PATHS = {
  list: "/dashboard/notifications",
  /** POST: one notification read, unread or deleted, or all read. */
  mark: "/dashboard/notifications/mark",
  /** GET asks first; POST deletes every notification. */
  deleteAll: "/dashboard/notifications/delete-all",
  /** POST: which kinds also arrive by email. */
  preferences: "/dashboard/notifications/preferences",
} as const;

/** The kinds the platform names (platform/README.md "Notifications"), in the site's words; another kind shows its own name. */
export const NOTIFICATION_KINDS: Record<string, string> = {
  purchase: "Your bookings",
  sale: "Bookings of your experiences",
  ticket: "Tickets closed",
  rating: "Ratings of your experiences",
  follower: "New followers",
  membership: "Changes to your membership",
  account: "Changes to your email address",
  coins: "Coins you receive",
};

/** The list's address for a filter and a page (what the forms go back to). */
export function notificationsHref({ unread, page }: { unread: boolean; page: number }): string {
  const query = new URLSearchParams();
  if (unread) query.set("unread", "true");
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${NOTIFICATION_PATHS.list}?${search}` : NOTIFICATION_PATHS.list;
}

export const NOTIFICATION_NOTICES = {
  read: "Notification marked as read.",
  unread: "Notification marked as unread.",
  delete: "Notification deleted.",
  "read-all": "All notifications marked as read.",
  deletedAll: "All notifications deleted.",
  preferencesSaved: "Your email preferences have been saved.",
} as const;
