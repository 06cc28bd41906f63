import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { notificationList } from "../../app/areas/notifications/notification-view.server";
import type { NotificationPage } from "../../app/areas/notifications/notification-calls.server";
import { notificationsHref } from "../../app/areas/notifications/notifications-text";
import { markSchema } from "../../app/areas/notifications/notifications-mark.schema";
import { preferencesSchema } from "../../app/areas/notifications/notifications-preferences.schema";

/* The notifications page's forms as their actions read them, and what the page shows of the platform's list. */

function parse<Schema extends z.ZodType>(schema: Schema, fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema });
}

const ID = "0b7f6c1e-4a7d-4a57-9d0e-2f1c3b5a6d7e";

describe("mark", () => {
  it("reads one notification's change and the list to go back to", () => {
    const one = parse(markSchema, [
      ["op", "unread"],
      ["id", ID],
      ["unread", "true"],
      ["page", "3"],
    ]);
    expect(one.status === "success" && one.value).toEqual({ op: "unread", id: ID, unread: "true", page: 3 });
    const all = parse(markSchema, [["op", "read-all"]]);
    expect(all.status === "success" && all.value).toEqual({ op: "read-all", page: 1 });
  });

  it("refuses a change with no notification, a malformed id and an unknown operation", () => {
    expect(parse(markSchema, [["op", "delete"]]).status).toBe("error");
    expect(
      parse(markSchema, [
        ["op", "read"],
        ["id", "../all"],
      ]).status,
    ).toBe("error");
    expect(
      parse(markSchema, [
        ["op", "archive"],
        ["id", ID],
      ]).status,
    ).toBe("error");
  });
});

describe("email preferences", () => {
  it("reads every kind shown, the ticked ones as email, one box as well as several", () => {
    const one = parse(preferencesSchema, [["shown", "follower"]]);
    expect(one.status === "success" && one.value).toEqual({ shown: ["follower"], email: [] });
    const two = parse(preferencesSchema, [
      ["shown", "purchase"],
      ["shown", "follower"],
      ["email", "follower"],
    ]);
    expect(two.status === "success" && two.value).toEqual({ shown: ["purchase", "follower"], email: ["follower"] });
  });

  it("refuses a kind that is not a plain name", () => {
    expect(
      parse(preferencesSchema, [
        ["shown", "__proto__x"],
        ["shown", "a b"],
      ]).status,
    ).toBe("error");
  });
});

describe("the list the page shows", () => {
  const page = (links: (string | null)[]): NotificationPage => ({
    notifications: links.map((link, index) => ({
      id: `n${index}`,
      sender: index === 0 ? { id: "u1", firstName: "Ada", lastName: null, avatarUrl: null } : null,
      title: null,
      message: "m",
      type: "follower",
      link,
      read: false,
      created: "2026-01-02T15:04:00.000Z",
    })),
    page: 2,
    perPage: 2,
    total: 5,
    unread: 4,
  });

  it("links only to paths of the site, names the sender, formats the time in the visitor's zone, counts the pages", () => {
    const list = notificationList(page(["/purchases/1", "//evil.example/x", "https://evil.example/", null]), "America/New_York", new Date("2026-06-01T12:00:00Z"));
    expect(list.items.map((item) => item.link)).toEqual(["/purchases/1", null, null, null]);
    expect(list.items[0]).toMatchObject({ from: "Ada", title: "Notification", when: "Fri, Jan 2, 10:04 AM EST" });
    expect(list.items[1]!.from).toBeNull();
    expect(list).toMatchObject({ page: 2, pageCount: 3, total: 5, unread: 4 });
  });

  it("goes back to the same filter and page", () => {
    expect(notificationsHref({ unread: false, page: 1 })).toBe("/dashboard/notifications");
    expect(notificationsHref({ unread: true, page: 2 })).toBe("/dashboard/notifications?unread=true&page=2");
  });
});
