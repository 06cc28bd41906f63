/**
 * The site's notification calls (app/areas/notifications/notification-calls.server.ts) against the real
 * embedded platform: what the site reads and sends matches platform/README.md "Notifications".
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { notificationCalls } from "../../app/areas/notifications/notification-calls.server";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

describe.each(databaseTargets)("the site's notification calls ($name)", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("list, read, unread, delete one, all read, delete all, and preferences; another's is a 404", async () => {
    const grace = await signedUp(platform(), "grace@example.com");
    expect((await send(platform(), "PUT", "/account/my/profile", { token: grace.access_token, json: { public: true } })).status).toBe(200);
    for (const email of ["ada@example.com", "alan@example.com"]) {
      const follower = await signedUp(platform(), email);
      expect((await send(platform(), "POST", `/user/id/${grace.id}/follow`, { token: follower.access_token })).status).toBe(200);
    }
    const client = clientOf(platform(), grace);

    const first = await notificationCalls(client).list({ perPage: 1 });
    expect(first).toMatchObject({ page: 1, perPage: 1, total: 2, unread: 2 });
    const [newest] = first.notifications;
    expect(newest).toMatchObject({ type: "follower", read: false, sender: { firstName: "Ada", lastName: "Lovelace" } });
    expect(newest!.created).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(newest!.link).toMatch(/^\//);

    expect((await notificationCalls(client).markRead(newest!.id)).read).toBe(true);
    expect(await notificationCalls(client).list({ unreadOnly: true })).toMatchObject({ total: 1, unread: 1 });
    expect((await notificationCalls(client).markUnread(newest!.id)).read).toBe(false);
    await notificationCalls(client).remove(newest!.id);
    expect(await notificationCalls(client).list()).toMatchObject({ total: 1, unread: 1 });
    expect(await notificationCalls(client).markAllRead()).toBe(1);
    expect(await notificationCalls(client).list({ unreadOnly: true })).toMatchObject({ total: 0, unread: 0, notifications: [] });

    // Someone else's notification is answered as an unknown one.
    const [left] = (await notificationCalls(client).list()).notifications;
    const stranger = clientOf(platform(), await signedUp(platform(), "stranger@example.com"));
    const refused = await notificationCalls(stranger).markRead(left!.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).status).toBe(404);

    expect(await notificationCalls(client).removeAll()).toBe(1);
    expect(await notificationCalls(client).list()).toMatchObject({ total: 0, unread: 0 });

    expect(await notificationCalls(client).emailPreferences()).toMatchObject({ purchase: true, follower: false });
    expect(await notificationCalls(client).setEmailPreferences({ follower: true, purchase: false })).toMatchObject({ purchase: false, follower: true, sale: true });
  });
});
