/**
 * An unverified sign-up cannot be taken over. A second POST /account/create for
 * an email still waiting for its code used to replace the password (and details) the first code
 * verifies, so the real person, entering the newest code, got an account whose password the
 * stranger chose. Now each sign-up is its own attempt: its details travel with its own code, and
 * the `signup` token its creator got back binds a verification (and a resend) to that attempt.
 */
import { describe, expect, it } from "vitest";
import { latestCode, newAccount, PASSWORD, send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const STRANGER_PASSWORD = "Str4nger-Password!";

const login = (platform: Parameters<typeof send>[0], email: string, password: string) =>
  send(platform, "POST", "/login", { form: { username: email, password } });

describe.each(databaseTargets)("sign-up takeover on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("a stranger's second sign-up changes nothing the person's own code verifies", async () => {
    const email = "victim@example.com";
    const mine = await send(platform(), "POST", "/account/create", { json: newAccount(email, { first_name: "Grace" }) });
    expect(mine.status).toBe(201);
    expect(mine.body.signup).toEqual(expect.any(String));
    const myCode = await latestCode(platform(), email);

    const theirs = await send(platform(), "POST", "/account/create", {
      json: newAccount(email, { password: STRANGER_PASSWORD, first_name: "Mallory" }),
    });
    expect(theirs.status).toBe(201);
    const theirCode = await latestCode(platform(), email);

    // Before verification, the person's own password is still the one on file (403: not verified).
    expect((await login(platform(), email, PASSWORD)).status).toBe(403);
    expect((await login(platform(), email, STRANGER_PASSWORD)).status).toBe(401);

    // The newest code in the mailbox is the stranger's: entered with the person's sign-up, it is wrong.
    if (theirCode !== myCode) {
      const wrong = await send(platform(), "POST", "/account/verify", { json: { email, verification: theirCode, signup: mine.body.signup } });
      expect(wrong.status).toBe(400);
    }
    const verified = await send(platform(), "POST", "/account/verify", { json: { email, verification: myCode, signup: mine.body.signup } });
    expect(verified.status).toBe(200);

    expect((await login(platform(), email, PASSWORD)).status).toBe(200);
    expect((await login(platform(), email, STRANGER_PASSWORD)).status).toBe(401);
    const me = await send(platform(), "GET", "/account/me", { token: verified.body.access_token });
    expect(me.body.first_name).toBe("Grace");
  });

  it("a resend with the sign-up token mails a new code for that sign-up, not for a later one", async () => {
    const email = "resend-victim@example.com";
    const mine = await send(platform(), "POST", "/account/create", { json: newAccount(email) });
    await send(platform(), "POST", "/account/create", { json: newAccount(email, { password: STRANGER_PASSWORD }) });
    const resent = await send(platform(), "POST", "/account/verify/resend", { json: { email, signup: mine.body.signup } });
    expect(resent.status).toBe(202);
    const code = await latestCode(platform(), email);
    const verified = await send(platform(), "POST", "/account/verify", { json: { email, verification: code, signup: mine.body.signup } });
    expect(verified.status).toBe(200);
    expect((await login(platform(), email, PASSWORD)).status).toBe(200);
    expect((await login(platform(), email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it("without a token (a client that keeps none) the newest sign-up's code verifies that sign-up's details", async () => {
    const email = "tokenless@example.com";
    await send(platform(), "POST", "/account/create", { json: newAccount(email) });
    await send(platform(), "POST", "/account/create", { json: newAccount(email, { password: STRANGER_PASSWORD }) });
    const verified = await send(platform(), "POST", "/account/verify", { json: { email, verification: await latestCode(platform(), email) } });
    expect(verified.status).toBe(200);
    // The code proved the mailbox for the sign-up it was mailed for, with that sign-up's password.
    expect((await login(platform(), email, STRANGER_PASSWORD)).status).toBe(200);
  });
});
