/**
 * The demo outbox opened any account (docs/security.md, "Demo mode: any account can be taken over from
 * its email"): GET /dev/outbox with the site's credential, public in demo, listed every kept
 * message, so "Forgot password" for someone's email and one read gave their reset code. Now the
 * platform records on each kept message what started it, and the site's credential reads only the
 * codes of a sign-up whose token it holds and of the email change of the user whose token it
 * sends: never a reset code, never other mail. Everything only with `demoOutbox: "all"` (the
 * operator's DEMO_OUTBOX=all) or an operator credential (tests/support reads codes that way).
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { latestCode, newAccount, PASSWORD, send, signedUp, type Outbox } from "../support/platform-accounts";
import { databaseTargets, TEST_OPERATOR_CREDENTIAL, usePlatform } from "../support/platform";

const VICTIM = "victim@example.com";
const STRANGER = "stranger@example.com";

/** GET /dev/outbox with the site's (public demo) credential, as any visitor can through /platform-api. */
async function outboxAsSite(platform: Platform, query: Record<string, string> = {}, token?: string): Promise<Outbox> {
  const search = new URLSearchParams(query).toString();
  const answer = await send<Outbox>(platform, "GET", `/dev/outbox${search ? `?${search}` : ""}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

const summary = (outbox: Outbox) => outbox.map((message) => `${message.subject} to ${message.recipient}`);

describe.each(databaseTargets)("the demo outbox on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("shows the site's credential nothing without a binding, whatever mail is kept", async () => {
    await signedUp(platform(), VICTIM);
    await send(platform(), "POST", "/forgot-password", { json: { email: VICTIM } });
    expect(await outboxAsSite(platform())).toEqual([]);
    expect(await outboxAsSite(platform(), { recipient: VICTIM })).toEqual([]);
  });

  it("never shows a password reset code: a forgot-password for someone else's email reveals nothing", async () => {
    const victim = await signedUp(platform(), VICTIM);
    const asked = await send(platform(), "POST", "/forgot-password", { json: { email: VICTIM } });
    expect(asked.status).toBeLessThan(300);
    // The stranger's own sign-up binding, and a session of theirs, show none of the victim's mail.
    const theirs = await send(platform(), "POST", "/account/create", { json: newAccount(STRANGER) });
    const seen = [
      ...(await outboxAsSite(platform(), { email: VICTIM, signup: theirs.body.signup })),
      ...(await outboxAsSite(platform(), { email: STRANGER, signup: theirs.body.signup })),
      // Even the victim's own session does not read a reset code: it is never bound to anyone.
      ...(await outboxAsSite(platform(), {}, victim.access_token)),
    ];
    expect(summary(seen)).toEqual([`Verify your email to ${STRANGER}`]);
  });

  it("shows a sign-up's code to the holder of its token only, and nothing else mailed to that address", async () => {
    const mine = await send(platform(), "POST", "/account/create", { json: newAccount(VICTIM) });
    expect(mine.status).toBe(201);
    const own = await outboxAsSite(platform(), { email: VICTIM, signup: mine.body.signup });
    expect(summary(own)).toEqual([`Verify your email to ${VICTIM}`]);
    expect(own[0]!.code).toMatch(/^\d{6}$/);
    expect(await outboxAsSite(platform(), { email: VICTIM, signup: "not-the-token" })).toEqual([]);
    expect(await outboxAsSite(platform(), { email: STRANGER, signup: mine.body.signup })).toEqual([]);

    // The code shown verifies that sign-up; the mail after it (a reset's) is not shown to it.
    const verified = await send(platform(), "POST", "/account/verify", { json: { email: VICTIM, verification: own[0]!.code, signup: mine.body.signup } });
    expect(verified.status).toBe(200);
    await send(platform(), "POST", "/forgot-password", { json: { email: VICTIM } });
    expect(summary(await outboxAsSite(platform(), { email: VICTIM, signup: mine.body.signup }))).toEqual([`Verify your email to ${VICTIM}`]);
  });

  it("gives a stranger signing up with a member's email no code at all (the address is taken)", async () => {
    await signedUp(platform(), VICTIM);
    const theirs = await send(platform(), "POST", "/account/create", { json: newAccount(VICTIM, { password: "Str4nger-Password!" }) });
    expect(theirs.status).toBe(409);
    expect(theirs.body.signup).toBeUndefined();
    expect(await outboxAsSite(platform(), { email: VICTIM, signup: "" })).toEqual([]);
  });

  it("shows a stranger's second sign-up of an unverified email its own code, never the first one's", async () => {
    const mine = await send(platform(), "POST", "/account/create", { json: newAccount(VICTIM) });
    const theirs = await send(platform(), "POST", "/account/create", { json: newAccount(VICTIM, { password: "Str4nger-Password!" }) });
    // A resend with the person's token renews their attempt: its code is still theirs alone.
    await send(platform(), "POST", "/account/verify/resend", { json: { email: VICTIM, signup: mine.body.signup } });
    const their = await outboxAsSite(platform(), { email: VICTIM, signup: theirs.body.signup });
    const own = await outboxAsSite(platform(), { email: VICTIM, signup: mine.body.signup });
    expect(their.length).toBe(1);
    expect(own.length).toBe(2); // the first code and its resend
    // The stranger's code does not verify the person's own sign-up.
    const wrong = await send(platform(), "POST", "/account/verify", { json: { email: VICTIM, verification: their[0]!.code, signup: mine.body.signup } });
    expect(wrong.status).toBe(400);
    const right = await send(platform(), "POST", "/account/verify", { json: { email: VICTIM, verification: own[0]!.code, signup: mine.body.signup } });
    expect(right.status).toBe(200);
    expect((await send(platform(), "POST", "/login", { form: { username: VICTIM, password: PASSWORD } })).status).toBe(200);
  });

  it("shows a signed-in user the code of their own email change, and no one else", async () => {
    const member = await signedUp(platform(), VICTIM);
    const other = await signedUp(platform(), STRANGER);
    const asked = await send(platform(), "PUT", "/account/my/email", { token: member.access_token, json: { email: "moved@example.com", password: PASSWORD } });
    expect(asked.status).toBe(202);
    const own = await outboxAsSite(platform(), {}, member.access_token);
    expect(summary(own)).toEqual(["Confirm your new email address to moved@example.com"]);
    expect(await outboxAsSite(platform(), {}, other.access_token)).toEqual([]);
    expect(await outboxAsSite(platform())).toEqual([]);
    const confirmed = await send(platform(), "POST", "/account/my/email/confirm", {
      token: member.access_token,
      json: { email: "moved@example.com", verification: own[0]!.code },
    });
    expect(confirmed.status).toBe(200);
  });

  it("answers a bad bearer token with 401, as any call that takes one", async () => {
    const answer = await send(platform(), "GET", "/dev/outbox", { token: "not-a-token" });
    expect(answer.status).toBe(401);
  });

  it("shows an operator credential everything (what tests and operators read with)", async () => {
    await signedUp(platform(), VICTIM);
    await send(platform(), "POST", "/forgot-password", { json: { email: VICTIM } });
    const all = await send<Outbox>(platform(), "GET", "/dev/outbox", { credential: TEST_OPERATOR_CREDENTIAL });
    expect(all.status).toBe(200);
    expect(summary(all.body).sort()).toEqual([`Reset your password to ${VICTIM}`, `Verify your email to ${VICTIM}`].sort());
    expect(await latestCode(platform(), VICTIM)).toMatch(/^\d{6}$/);
  });
});

describe.each(databaseTargets)("the demo outbox with demoOutbox: all on $name", (target) => {
  const platform = usePlatform(target, { demoOutbox: "all" }, { marketplace: false });

  it("shows every kept message to the site's credential (a developer's own machine only)", async () => {
    await signedUp(platform(), VICTIM);
    await send(platform(), "POST", "/forgot-password", { json: { email: VICTIM } });
    expect(summary(await outboxAsSite(platform())).sort()).toEqual([`Reset your password to ${VICTIM}`, `Verify your email to ${VICTIM}`].sort());
  });
});
