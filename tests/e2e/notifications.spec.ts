/*
 * Notifications (platform-core §7 Users, the site half): a member gets notifications from real events (two
 * other members follow them, and they pause their own membership, all through the platform's
 * API), sees the unread count in the header, follows a notification to what it is about,
 * then reads, unreads and deletes one, marks all read and deletes all (after the question) — in
 * the browser, JavaScript on and off.
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { callApi, pausedMembership, tokenOf } from "../support/member-api";
import { expect, expectNoAxeViolations, test, waitForHydration } from "../support/fixtures";

// A few seconds on a quiet machine; the margin is for a busy shared one.
test.describe.configure({ timeout: 240_000 });

/** Another member, in a context of its own, who follows `personId` (the platform notifies them). */
async function followedBy(request: APIRequestContext, origin: string, info: TestInfo, name: string, personId: string) {
  const email = `follower-${uniqueTag(info)}@example.com`;
  await signUp(request, origin, { email, firstName: name, lastName: "Follower" });
  await callApi(request, await tokenOf(request, email), "POST", `/user/id/${personId}/follow`);
}

const unreadBadge = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: /^Notifications/ })
    .first();
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${name} follows you` }) });

test("a member reads, unreads and deletes notifications from real follows; the header counts the unread", async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const origin = baseURL!;
  const email = `followed-${uniqueTag(info)}@example.com`;
  await signUp(page.request, origin, { email, firstName: "Grace", lastName: "Hopper" });
  const me = await callApi(page.request, await tokenOf(page.request, email), "PUT", "/account/my/profile", { public: true });

  // Empty at first, and no count in the header.
  await page.goto("/dashboard/notifications");
  await expect(page.getByText("You have no notifications yet.")).toBeVisible();
  await expect(unreadBadge(page)).toHaveText("Notifications");
  await expectNoAxeViolations(page);

  for (const name of ["Ada", "Alan"]) {
    const other = await playwright.request.newContext({ baseURL: origin });
    try {
      await followedBy(other, origin, info, name, me.id);
    } finally {
      await other.dispose();
    }
  }

  // A membership bought and paused: the platform tells its owner of each.
  await pausedMembership(page.request, await tokenOf(page.request, email));

  // Rendered on the server with the page: 4 unread.
  await page.goto("/dashboard/notifications");
  await waitForHydration(page, info.project.name);
  await expect(unreadBadge(page)).toHaveText("Notifications 4 unread");
  await expect(card(page, "Ada Follower")).toBeVisible();
  await expect(card(page, "Alan Follower")).toBeVisible();
  await expectNoAxeViolations(page);

  const active = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Membership active" }) });
  await expect(active).toContainText(/Your \w+ membership is active\. It renews on \w{3}, \w{3} \d{1,2}(, \d{4})?\./);
  await active.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification deleted.");
  await expect(active).toHaveCount(0);
  await expect(unreadBadge(page)).toHaveText("Notifications 3 unread");

  // A notification links to what it is about; deleting it leaves the others.
  const paused = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Membership paused" }) });
  await expect(paused).toContainText(/Your \w+ membership is paused until \w{3}, \w{3} \d{1,2}(, \d{4})?\./);
  await paused.getByRole("link").first().click();
  await expect(page).toHaveURL("/dashboard/memberships");
  await expect(page.getByRole("region", { name: "Memberships" })).toContainText("Paused");
  await page.goto("/dashboard/notifications");
  await waitForHydration(page, info.project.name);
  await paused.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification deleted.");
  await expect(paused).toHaveCount(0);
  await expect(unreadBadge(page)).toHaveText("Notifications 2 unread");

  await card(page, "Ada Follower").getByRole("button", { name: "Mark read" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification marked as read.");
  await expect(unreadBadge(page)).toHaveText("Notifications 1 unread");
  await expect(card(page, "Ada Follower").getByRole("button", { name: "Mark unread" })).toBeVisible();

  // The unread filter keeps Alan's only.
  await page.getByRole("link", { name: "Unread (1)" }).click();
  await expect(page).toHaveURL("/dashboard/notifications?unread=true");
  await expect(card(page, "Ada Follower")).toHaveCount(0);
  await expect(card(page, "Alan Follower")).toBeVisible();
  await page.getByRole("link", { name: "All", exact: true }).click();

  await card(page, "Ada Follower").getByRole("button", { name: "Mark unread" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification marked as unread.");
  await expect(unreadBadge(page)).toHaveText("Notifications 2 unread");

  await card(page, "Alan Follower").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Notification deleted.");
  await expect(card(page, "Alan Follower")).toHaveCount(0);
  await expect(unreadBadge(page)).toHaveText("Notifications 1 unread");

  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("status")).toHaveText("All notifications marked as read.");
  await expect(unreadBadge(page)).toHaveText("Notifications");
  await expect(card(page, "Ada Follower")).toBeVisible();

  // Deleting all asks first; keeping them changes nothing.
  await page.getByRole("link", { name: "Delete all" }).click();
  await expect(page).toHaveURL("/dashboard/notifications/delete-all");
  await expect(page.getByText("Delete all your notifications? This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "No, keep them" }).click();
  await expect(card(page, "Ada Follower")).toBeVisible();
  await page.getByRole("link", { name: "Delete all" }).click();
  await page.getByRole("button", { name: "Yes, delete all" }).click();
  await expect(page.getByRole("status")).toHaveText("All notifications deleted.");
  await expect(page.getByText("You have no notifications yet.")).toBeVisible();
});

test("a member chooses which notifications also arrive by email", async ({ page, baseURL }, info) => {
  await signUp(page.request, baseURL!, { email: `preferences-${uniqueTag(info)}@example.com` });
  await page.goto("/dashboard/notifications");
  await waitForHydration(page, info.project.name);
  const form = page.getByRole("region", { name: "Email me about" });
  // The platform's defaults (platform/README.md "Notifications").
  await expect(form.getByRole("checkbox", { name: "Your bookings" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "New followers" })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await form.getByRole("checkbox", { name: "New followers" }).check();
  await form.getByRole("checkbox", { name: "Your bookings" }).uncheck();
  await form.getByRole("button", { name: "Save email preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your email preferences have been saved.");

  // Kept by the platform: read again from it.
  await page.goto("/dashboard/notifications");
  await expect(form.getByRole("checkbox", { name: "New followers" })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Your bookings" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Bookings of your experiences" })).toBeChecked();
});
