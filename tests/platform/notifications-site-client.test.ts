/**
 * The site's notification calls (app/.server/platform/calls/notifications.ts) against the real
 * embedded platform: what the site reads and sends matches platform/README.md "Notifications".
 */
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError } from "../../app/.server/platform";
import type { Platform } from "../../platform/index";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformClient({
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

    const first = await client.notifications.list({ perPage: 1 });
    expect(first).toMatchObject({ page: 1, perPage: 1, total: 2, unread: 2 });
    const [newest] = first.notifications;
    expect(newest).toMatchObject({ type: "follower", read: false, sender: { firstName: "Ada", lastName: "Lovelace" } });
    expect(newest!.created).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(newest!.link).toMatch(/^\//);

    expect((await client.notifications.markRead(newest!.id)).read).toBe(true);
    expect(await client.notifications.list({ unreadOnly: true })).toMatchObject({ total: 1, unread: 1 });
    expect((await client.notifications.markUnread(newest!.id)).read).toBe(false);
    await client.notifications.remove(newest!.id);
    expect(await client.notifications.list()).toMatchObject({ total: 1, unread: 1 });
    expect(await client.notifications.markAllRead()).toBe(1);
    expect(await client.notifications.list({ unreadOnly: true })).toMatchObject({ total: 0, unread: 0, notifications: [] });

    // Someone else's notification is answered as an unknown one.
    const [left] = (await client.notifications.list()).notifications;
    const stranger = clientOf(platform(), await signedUp(platform(), "stranger@example.com"));
    const refused = await stranger.notifications.markRead(left!.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).status).toBe(404);

    expect(await client.notifications.removeAll()).toBe(1);
    expect(await client.notifications.list()).toMatchObject({ total: 0, unread: 0 });

    expect(await client.notifications.emailPreferences()).toMatchObject({ purchase: true, follower: false });
    expect(await client.notifications.setEmailPreferences({ follower: true, purchase: false })).toMatchObject({ purchase: false, follower: true, sale: true });
  });
});
