/**
 * Sessions. Someone holding a signed-in session (a borrowed laptop, a stolen
 * cookie) could change the account's email without knowing the password and so keep the account;
 * changing the email or the password left every other session alive; a stolen refresh token used
 * after its owner had already used it went unnoticed; and refreshing kept a session alive for ever.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { latestCode, PASSWORD, send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";
import { authSessions } from "../../platform/schema";

const DAY = 24 * 60 * 60 * 1000;
const WRONG_PASSWORD = "Your current password is not correct.";

afterEach(() => vi.useRealTimers());

describe.each(databaseTargets)("sessions on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });
  const login = async (email: string, password = PASSWORD) => {
    const response = await send(platform(), "POST", "/login", { form: { username: email, password } });
    expect(response.status).toBe(200);
    return response.body as { access_token: string; refresh_token: string };
  };
  const me = (token: string) => send(platform(), "GET", "/account/me", { token });
  const refresh = (refreshToken: string) => send(platform(), "POST", "/refresh", { json: { refresh_token: refreshToken } });

  it("an email change needs the current password", async () => {
    const { access_token: token } = await signedUp(platform(), "owner@example.com");
    const without = await send(platform(), "PUT", "/account/my/email", { token, json: { email: "thief@example.com" } });
    expect(without.status).toBe(400);
    const wrong = await send(platform(), "PUT", "/account/my/email", { token, json: { email: "thief@example.com", password: "Guess1234!" } });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([400, "wrong_password", WRONG_PASSWORD]);
    expect((await me(token)).body.pending_email).toBeNull();

    const right = await send(platform(), "PUT", "/account/my/email", { token, json: { email: "new@example.com", password: PASSWORD } });
    expect([right.status, right.body.pending_email]).toEqual([202, "new@example.com"]);
  });

  it("a confirmed email change ends the other sessions and keeps this one", async () => {
    const email = "moving@example.com";
    const here = await signedUp(platform(), email);
    const elsewhere = await login(email);
    const asked = await send(platform(), "PUT", "/account/my/email", { token: here.access_token, json: { email: "moved@example.com", password: PASSWORD } });
    expect(asked.status).toBe(202);
    // Asking alone changes nothing yet.
    expect((await me(elsewhere.access_token)).status).toBe(200);

    const verification = await latestCode(platform(), "moved@example.com");
    const confirmed = await send(platform(), "POST", "/account/my/email/confirm", {
      token: here.access_token,
      json: { email: "moved@example.com", verification },
    });
    expect(confirmed.status).toBe(200);
    expect((await me(here.access_token)).status).toBe(200);
    expect([(await me(elsewhere.access_token)).status, (await refresh(elsewhere.refresh_token)).status]).toEqual([401, 401]);
  });

  it("a password change ends the other sessions and keeps this one", async () => {
    const email = "rekey@example.com";
    const here = await signedUp(platform(), email);
    const elsewhere = await login(email);
    const changed = await send(platform(), "PUT", "/account/my/password", {
      token: here.access_token,
      json: { oldPassword: PASSWORD, newPassword: "N3w-Password!" },
    });
    expect(changed.status).toBe(200);
    expect((await me(here.access_token)).status).toBe(200);
    expect([(await me(elsewhere.access_token)).status, (await refresh(elsewhere.refresh_token)).status]).toEqual([401, 401]);
  });

  it("a refresh token used a second time ends its whole session family", async () => {
    const email = "family@example.com";
    const first = await signedUp(platform(), email);
    const other = await login(email);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);

    // The thief replays the first refresh token: refused, and everything descending from it ends.
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(third.body.refresh_token)).status).toBe(401);
    expect((await me(third.body.access_token)).status).toBe(401);
    // Another sign-in of the same account is another family: it stays.
    expect((await me(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it("an access token accepted before is refused once it expires, and is never taken as a refresh token", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const tokens = await signedUp(platform(), "expiring@example.com");
    expect((await me(tokens.access_token)).status).toBe(200);
    expect((await refresh(tokens.access_token)).status).toBe(401);
    vi.setSystemTime(start + 15 * 60_000 + 1000);
    expect((await me(tokens.access_token)).status).toBe(401);
    const renewed = await refresh(tokens.refresh_token);
    expect((await me(renewed.body.access_token)).status).toBe(200);
  });

  it("an unexpired access token of a session signed in more than 30 days ago is refused (the session's row decides)", async () => {
    const { access_token: token } = await signedUp(platform(), "old-row@example.com");
    expect((await me(token)).status).toBe(200);
    // Tokens end with their session; its row is what a token that somehow outlived it meets.
    await platform().db.update(authSessions).set({ timeCreated: new Date(Date.now() - 30 * DAY - 60_000) });
    const refused = await me(token);
    expect([refused.status, refused.body.code]).toEqual([401, "session_ended"]);
    await platform().db.update(authSessions).set({ timeCreated: new Date(Date.now() - 30 * DAY + 60_000) });
    expect((await me(token)).status).toBe(200);
  });

  it("a session ends 30 days after sign-in, however often it was refreshed", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    let tokens = await signedUp(platform(), "lifetime@example.com");
    for (const day of [10, 20, 29]) {
      vi.setSystemTime(start + day * DAY);
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.status, `refresh on day ${day}`).toBe(200);
      tokens = refreshed.body;
    }
    vi.setSystemTime(start + 30 * DAY + 60_000);
    const late = await refresh(tokens.refresh_token);
    expect([late.status, late.body.code]).toEqual([401, "session_ended"]);
  });
});
