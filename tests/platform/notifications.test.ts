/**
 * Notifications (platform-core §7 Users): only one's own (404 for anyone else's), paged, all or unread; and the
 * events that create them, with their email copies queued in the same transaction.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailJobs, notifications, purchases, tickets } from "../../platform/schema";
import { notify } from "../../platform/modules/notifications/notify";
import { brand, experience, membership, pay, person, startCheckout, type Person } from "../support/marketplace";
import { latestCode, PASSWORD, send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("notifications on $name", (target) => {
  const platform = usePlatform(target, { accounts: { returnOrigins: ["http://site.test"] } });

  const tell = (who: Person, title: string, senderId: string | null = null) =>
    notify(platform().db, { recipientId: who.id, senderId, type: "follower", title, message: `${title}!`, link: "/x" });
  const list = (who: Person, query = "") => send(platform(), "GET", `/account/notifications${query}`, { token: who.token });

  it("lists one's own, newest first, paged, all or unread, with the spec's fields", async () => {
    const [ada, bob] = [await person(platform(), "ada"), await person(platform(), "bob")];
    for (const n of [1, 2, 3]) await tell(ada, `n${n}`, bob.id);
    await tell(bob, "not ada's");
    const first = await list(ada, "?per_page=2");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total: 3, unread: 3 });
    expect(first.body.notifications.map((n: { title: string }) => n.title)).toEqual(["n3", "n2"]);
    expect(Object.keys(first.body.notifications[0]).sort()).toEqual(["id", "link", "message", "read", "sender", "time_created", "title", "type"]);
    expect(first.body.notifications[0].sender).toEqual({ id: bob.id, first_name: "bob", last_name: null, avatar_url: null });
    expect((await list(ada, "?page=2&per_page=2")).body.notifications.map((n: { title: string }) => n.title)).toEqual(["n1"]);

    const read = await send(platform(), "POST", `/account/notifications/${first.body.notifications[0].id}/read`, { token: ada.token });
    expect(read.body).toMatchObject({ title: "n3", read: true });
    const unread = await list(ada, "?unread=true");
    expect(unread.body).toMatchObject({ total: 2, unread: 2 });
    expect(unread.body.notifications.map((n: { title: string }) => n.title)).toEqual(["n2", "n1"]);
    // The counts are of all of one's own, whichever page is asked (past the end too).
    expect((await list(ada, "?per_page=1")).body).toMatchObject({ total: 3, unread: 2 });
    expect((await list(ada, "?page=9&per_page=2")).body).toMatchObject({ total: 3, unread: 2, notifications: [] });
    expect((await list(ada, "?unread=true&page=9")).body).toMatchObject({ total: 2, unread: 2, notifications: [] });
    const again = await send(platform(), "POST", `/account/notifications/${first.body.notifications[0].id}/unread`, { token: ada.token });
    expect(again.body.read).toBe(false);
    expect((await list(ada, "?unread=maybe")).status).toBe(400);
    expect((await list(ada, "?per_page=51")).status).toBe(400);
    expect((await send(platform(), "GET", "/account/notifications")).status).toBe(401);
  });

  it("answers 404 for another person's notification, and changes nothing of it", async () => {
    const [ada, eve] = [await person(platform(), "ada"), await person(platform(), "eve")];
    await tell(ada, "private");
    const [mine] = await platform().db.select().from(notifications).where(eq(notifications.userId, ada.id));
    for (const [method, path] of [["POST", "read"], ["POST", "unread"], ["DELETE", ""]] as const) {
      const answer = await send(platform(), method, `/account/notifications/${mine!.id}${path ? `/${path}` : ""}`, { token: eve.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "No such notification.", code: "not_found" });
    }
    expect((await send(platform(), "POST", "/account/notifications/not-a-uuid/read", { token: eve.token })).status).toBe(404);
    expect((await send(platform(), "POST", "/account/notifications/all/read", { token: eve.token })).body).toEqual({ updated: 0 });
    expect((await send(platform(), "DELETE", "/account/notifications/all", { token: eve.token })).body).toEqual({ deleted: 0 });
    const [still] = await platform().db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(still).toMatchObject({ read: false });
  });

  it("deletes one, marks all read, deletes all", async () => {
    const ada = await person(platform(), "ada");
    for (const n of [1, 2, 3]) await tell(ada, `n${n}`);
    const { body } = await list(ada);
    expect((await send(platform(), "DELETE", `/account/notifications/${body.notifications[0].id}`, { token: ada.token })).status).toBe(204);
    expect((await send(platform(), "DELETE", `/account/notifications/${body.notifications[0].id}`, { token: ada.token })).status).toBe(404);
    expect((await send(platform(), "POST", "/account/notifications/all/read", { token: ada.token })).body).toEqual({ updated: 2 });
    expect((await list(ada)).body).toMatchObject({ total: 2, unread: 0 });
    expect((await list(ada, "?unread=true")).body).toMatchObject({ total: 0, unread: 0, notifications: [] });
    expect((await list(ada, "?unread=true&page=2")).body).toMatchObject({ total: 0, unread: 0, notifications: [] });
    expect((await send(platform(), "DELETE", "/account/notifications/all", { token: ada.token })).body).toEqual({ deleted: 2 });
    expect((await list(ada)).body).toMatchObject({ total: 0, unread: 0, notifications: [] });
    expect((await list(ada, "?page=3")).body).toMatchObject({ total: 0, unread: 0, notifications: [] });
  });

  it("keeps email preferences per type: defaults, then the person's choice decides the queued copy", async () => {
    const ada = await person(platform(), "ada");
    const prefs = await send(platform(), "GET", "/account/notifications/preferences", { token: ada.token });
    expect(prefs.body.email).toMatchObject({ purchase: true, follower: false, membership: true });
    const put = await send(platform(), "PUT", "/account/notifications/preferences", { token: ada.token, json: { follower: true } });
    expect(put.body.email.follower).toBe(true);
    expect((await send(platform(), "PUT", "/account/notifications/preferences", { token: ada.token, json: { nope: true } })).status).toBe(400);
    await tell(ada, "now emailed");
    expect(await platform().db.select().from(mailJobs)).toMatchObject([{ recipient: ada.email, subject: "now emailed" }]);
  });

  it("a paid purchase tells the buyer and the seller's owner, with the buyer's copy queued in the same transaction", async () => {
    const [buyer, seller] = [await person(platform(), "buyer"), await person(platform(), "seller")];
    const shop = await brand(platform(), seller.id);
    const exp = await experience(platform(), { businessId: shop.id, name: "Harbor kayak tour" });
    const started = await startCheckout(platform(), buyer, exp.id);
    expect(started.body).toMatchObject({ id: expect.any(String) });
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    expect((await list(buyer)).body.notifications).toMatchObject([{ type: "purchase", title: "Booked: Harbor kayak tour", sender: null }]);
    expect((await list(seller)).body.notifications).toMatchObject([{ type: "sale", sender: { id: buyer.id } }]);
    const jobs = await platform().db.select().from(mailJobs);
    expect(jobs.map((job) => job.recipient).sort()).toEqual([buyer.email, seller.email].sort());
  });

  it("pausing, resuming and cancelling a membership each tell its holder", async () => {
    const ada = await person(platform(), "ada");
    const plan = await membership(platform(), ada.id, 1);
    const act = (method: string, action: string, json?: unknown) =>
      send(platform(), method, `/membership/plans/${plan.id}/${action}`, { token: ada.token, json });
    expect((await act("PUT", "pause", { months: 2 })).status).toBe(200);
    expect((await act("PUT", "unpause")).status).toBe(200);
    expect((await act("DELETE", "cancel")).status).toBe(200);
    const titles = (await list(ada)).body.notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(["Membership cancelled", "Membership resumed", "Membership paused"]);
    expect(await platform().db.select().from(mailJobs)).toHaveLength(3);
  });

  it("a refused event leaves no notification and no queued mail (one transaction)", async () => {
    const ada = await person(platform(), "ada");
    const plan = await membership(platform(), ada.id, 1, "paused");
    expect((await send(platform(), "PUT", `/membership/plans/${plan.id}/pause`, { token: ada.token, json: { months: 1 } })).status).toBe(409);
    expect(await platform().db.select().from(notifications)).toEqual([]);
    expect(await platform().db.select().from(mailJobs)).toEqual([]);
  });

  it("a ticket closed by the seller tells the holder, and a provider rating tells the seller's owner", async () => {
    const [buyer, seller] = [await person(platform(), "buyer"), await person(platform(), "seller")];
    const exp = await experience(platform(), { businessId: (await brand(platform(), seller.id)).id, name: "Harbor kayak tour" });
    const started = await startCheckout(platform(), buyer, exp.id);
    expect((await pay(platform(), started.body.id)).status).toBe(303);
    const [ticket] = await platform().db.select({ id: tickets.id }).from(tickets).innerJoin(purchases, eq(purchases.id, tickets.purchaseId)).where(eq(purchases.experienceId, exp.id));
    await platform().db.delete(notifications);
    expect((await send(platform(), "GET", `/purchases/tickets/id/${ticket!.id}/close`, { token: seller.token })).status).toBe(200);
    expect((await send(platform(), "GET", `/purchases/tickets/id/${ticket!.id}/close`, { token: seller.token })).status).toBe(200); // already closed: nobody told again
    expect((await list(buyer)).body.notifications).toMatchObject([{ type: "ticket", title: "Ticket closed: Harbor kayak tour", sender: { id: seller.id } }]);
    // Ratings open once the slot has started (tests/security/rating-before-start.test.ts): it has.
    await platform().db.update(purchases).set({ startsAt: new Date(Date.now() - 3_600_000) }).where(eq(purchases.experienceId, exp.id));
    const rated = await send(platform(), "POST", `/experiences/id/${exp.id}/rate/provider`, { token: buyer.token, json: { rating: 4, ticket_id: ticket!.id } });
    expect(rated.status).toBe(200);
    expect((await list(seller)).body.notifications).toMatchObject([{ type: "rating", title: "New rating: 4 of 5", sender: { id: buyer.id } }]);
  });

  it("an email change tells the person and mails the old address too, whatever the preferences", async () => {
    const ada = await person(platform(), "ada");
    await send(platform(), "PUT", "/account/notifications/preferences", { token: ada.token, json: { account: false } });
    const fresh = `fresh-${ada.email}`;
    expect((await send(platform(), "PUT", "/account/my/email", { token: ada.token, json: { email: fresh, password: PASSWORD } })).status).toBe(202);
    const verification = await latestCode(platform(), fresh);
    expect((await send(platform(), "POST", "/account/my/email/confirm", { token: ada.token, json: { email: fresh, verification } })).status).toBe(200);
    expect((await list(ada)).body.notifications).toMatchObject([{ type: "account", title: "Your email address was changed" }]);
    expect((await platform().db.select().from(mailJobs)).map((job) => job.recipient)).toEqual([ada.email]);
  });
});
