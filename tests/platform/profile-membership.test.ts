/** The own profile, avatar, email change, the user's brands, and memberships with the demo hosted checkout. */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { businesses, users } from "../../platform/schema";
import { hashPassword } from "../../platform/modules/accounts/passwords";
import { latestCode, PASSWORD, send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

/** A real 3×2 PNG: avatars are decoded and re-encoded, so a bare signature is not enough. */
const PNG = await sharp({ create: { width: 3, height: 2, channels: 4, background: "#2f7a78" } }).png().toBuffer();

describe.each(databaseTargets)("profile and memberships on $name", (target) => {
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api", returnOrigins: ["http://site.test"] } }, { marketplace: false });

  it("updates the profile; calls are allowed only with a phone on file", async () => {
    const { access_token: token } = await signedUp(platform(), "p@example.com");
    const noPhone = await send(platform(), "PUT", "/account/my/profile", { token, json: { phone: null, may_call: true } });
    expect([noPhone.status, noPhone.body.message]).toEqual([400, "You can allow calls only with a phone number on file."]);
    const updated = await send(platform(), "PUT", "/account/my/profile", {
      token,
      json: { first_name: "Grace", city: "Richmond", address: "1 Main St", may_call: true, may_text: true, public: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ first_name: "Grace", last_name: "Lovelace", city: "Richmond", may_call: true, may_text: true, public: true });
    const bad = await send(platform(), "PUT", "/account/my/profile", { token, json: { unknown: 1 } });
    expect(bad.status).toBe(400);
  });

  it("changes the password only with the current one", async () => {
    const { access_token: token } = await signedUp(platform(), "pw@example.com");
    const wrong = await send(platform(), "PUT", "/account/my/password", { token, json: { oldPassword: "Nope12345", newPassword: "An0therOne" } });
    expect([wrong.status, wrong.body.message]).toEqual([400, "Your current password is not correct."]);
    const ok = await send(platform(), "PUT", "/account/my/password", { token, json: { oldPassword: PASSWORD, newPassword: "An0therOne" } });
    expect(ok.status).toBe(200);
    expect((await send(platform(), "POST", "/login", { form: { username: "pw@example.com", password: "An0therOne" } })).status).toBe(200);
  });

  it("changes the email after the code sent to the new address is confirmed", async () => {
    const { access_token: token } = await signedUp(platform(), "old@example.com");
    const asked = await send(platform(), "PUT", "/account/my/email", { token, json: { email: "new@example.com", password: PASSWORD } });
    expect([asked.status, asked.body]).toEqual([202, { pending_email: "new@example.com" }]);
    const me = await send(platform(), "GET", "/account/me", { token });
    expect([me.body.email, me.body.pending_email]).toEqual(["old@example.com", "new@example.com"]);
    const code = await latestCode(platform(), "new@example.com");
    const confirmed = await send(platform(), "POST", "/account/my/email/confirm", { token, json: { email: "new@example.com", verification: code } });
    expect(confirmed.status).toBe(200);
    expect([confirmed.body.email, confirmed.body.pending_email]).toEqual(["new@example.com", null]);
  });

  it("refuses an email another account holds with 409 email_taken, also when it was taken after the code was sent", async () => {
    const { access_token: token } = await signedUp(platform(), "mine@example.com");
    await signedUp(platform(), "theirs@example.com");
    const taken = await send(platform(), "PUT", "/account/my/email", { token, json: { email: "theirs@example.com", password: PASSWORD } });
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, "email_taken", "An account with this email already exists."]);

    await send(platform(), "PUT", "/account/my/email", { token, json: { email: "later@example.com", password: PASSWORD } });
    const code = await latestCode(platform(), "later@example.com");
    await signedUp(platform(), "later@example.com");
    const raced = await send(platform(), "POST", "/account/my/email/confirm", { token, json: { email: "later@example.com", verification: code } });
    expect([raced.status, raced.body.code]).toEqual([409, "email_taken"]);
  });

  it("lists the user's brands, and answers 404 saying so when there is none", async () => {
    const { access_token: token, id } = await signedUp(platform(), "owner@example.com");
    const none = await send(platform(), "GET", "/account/business", { token });
    expect([none.status, none.body]).toEqual([404, { code: "not_found", message: "User has not created a brand" }]);
    await platform().db.update(businesses).set({ ownerUserId: id }).where(eq(businesses.domain, "lotusflow"));
    const mine = await send(platform(), "GET", "/account/business", { token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((business: { domain: string }) => business.domain)).toEqual(["lotusflow"]);
    expect(mine.body[0]).toMatchObject({ name: "Lotus Flow Yoga", theme: { primary: "#2f7a78", secondary: "#e8a87c" } });
    const anonymous = await send(platform(), "GET", "/account/business");
    expect([anonymous.status, anonymous.body.code]).toEqual([401, "unauthorized"]);
  });

  it("stores an avatar checked by its bytes and serves it publicly", async () => {
    const { access_token: token } = await signedUp(platform(), "face@example.com");
    const form = new FormData();
    form.set("image", new File([PNG], "me.txt", { type: "text/plain" }));
    const uploaded = await send(platform(), "PUT", "/account/my/avatar", { token, multipart: form });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.avatar_url).toMatch(/^\/platform-api\/files\/avatars\/[0-9a-f-]{36}$/);
    const path = uploaded.body.avatar_url.replace("/platform-api", "");
    const image = await platform().fetch(new Request(`http://platform.test${path}`));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Re-encoded without metadata (tests/security/avatar-metadata.test.ts): the same picture.
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    const sent = await sharp(PNG).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["png", sent.width, sent.height]);

    const broken = new FormData();
    broken.set("image", new File([PNG.subarray(0, 40)], "cut.png", { type: "image/png" }));
    const unreadable = await send(platform(), "PUT", "/account/my/avatar", { token, multipart: broken });
    expect([unreadable.status, unreadable.body.message]).toEqual([400, "The image could not be read. Please choose another one (at most 25 megapixels)."]);

    const fake = new FormData();
    fake.set("image", new File(["<svg></svg>"], "x.png", { type: "image/png" }));
    const refused = await send(platform(), "PUT", "/account/my/avatar", { token, multipart: fake });
    expect([refused.status, refused.body.message]).toEqual([400, "The image must be a PNG, JPEG, WebP or GIF file."]);

    const big = new FormData();
    big.set("image", new File([PNG, Buffer.alloc(2 * 1024 * 1024)], "big.png", { type: "image/png" }));
    const tooBig = await send(platform(), "PUT", "/account/my/avatar", { token, multipart: big });
    expect(tooBig.status).toBe(413);
  });

  it("checks out on the demo page, then pauses, unpauses, changes and cancels the membership", async () => {
    const { access_token: token } = await signedUp(platform(), "member@example.com");
    const plans = (await send(platform(), "GET", "/membership/plans")).body as Array<{ id: string; name: string }>;
    const alliance = plans.find((p) => p.name === "Alliance")!;
    const started = await send(platform(), "POST", `/membership/plans/${alliance.id}/checkout/hosted`, {
      token,
      json: { success_url: "http://site.test/completion?checkout={CHECKOUT_SESSION_ID}", cancel_url: "http://site.test/membership-levels" },
    });
    expect(started.status).toBe(201);
    expect(started.body.url).toBe(`/platform-api/checkout/${started.body.id}`);

    // The page needs no API credentials, says it is a demo, and links its own stylesheet.
    const page = await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}`));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Demo checkout — no real money");
    expect(html).toContain("Alliance membership");
    expect(html).toContain('href="../assets/checkout.css"');
    expect(html).not.toMatch(/style=|<style/);
    const css = await platform().fetch(new Request("http://platform.test/assets/checkout.css"));
    expect(css.headers.get("content-type")).toContain("text/css");

    const paid = await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}/complete`, { method: "POST" }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://site.test/completion?checkout=${started.body.id}`);
    const status = await send(platform(), "GET", `/membership/checkout/${started.body.id}`, { token });
    expect([status.body.status, status.body.plan.name]).toEqual(["completed", "Alliance"]);

    let me = await send(platform(), "GET", "/account/me", { token });
    expect(me.body.subscription_plans.map((p: { name: string }) => p.name)).toEqual(["Alliance"]);

    const badMonths = await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token, json: { months: 0 } });
    expect(badMonths.status).toBe(400);
    const paused = await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token, json: { months: 2 } });
    expect(paused.status).toBe(200);
    expect(paused.body.subscription_plans).toEqual([]);
    expect(paused.body.paused_subscriptions[0].subscription.name).toBe("Alliance");
    const endDate = new Date(paused.body.paused_subscriptions[0].end_date);
    expect(endDate.getTime() - Date.now()).toBeGreaterThan(55 * 24 * 3600_000);

    const unpaused = await send(platform(), "PUT", `/membership/plans/${alliance.id}/unpause`, { token });
    expect(unpaused.body.subscription_plans.map((p: { name: string }) => p.name)).toEqual(["Alliance"]);
    // A cheaper plan waits for the end of the paid period (tests/security/plan-change.test.ts).
    const creator = plans.find((p) => p.name === "Creator")!;
    const changed = await send(platform(), "PUT", `/membership/plans/${creator.id}/change`, { token });
    expect(changed.body.subscription_plans.map((p: { name: string; pending_plan: { name: string } }) => [p.name, p.pending_plan.name])).toEqual([
      ["Alliance", "Creator"],
    ]);
    // Cancelled at the end of the paid period (tests/platform/membership-lifecycle.test.ts): held until then, the change dropped.
    const cancelled = await send(platform(), "DELETE", `/membership/plans/${alliance.id}/cancel`, { token });
    expect(cancelled.body.subscription_plans.map((p: { name: string; cancel_at_period_end: boolean; pending_plan: unknown }) => [p.name, p.cancel_at_period_end, p.pending_plan])).toEqual([
      ["Alliance", true, null],
    ]);
    me = await send(platform(), "GET", "/account/me", { token });
    expect(me.body.subscription_plans[0].cancel_at_period_end).toBe(true);
  });

  it("cancelling the demo checkout returns to the cancel URL and changes nothing", async () => {
    const { access_token: token } = await signedUp(platform(), "cancel@example.com");
    const plans = (await send(platform(), "GET", "/membership/plans")).body as Array<{ id: string }>;
    const started = await send(platform(), "POST", `/membership/plans/${plans[0]!.id}/checkout/hosted`, {
      token,
      json: { success_url: "/completion", cancel_url: "/membership-levels" },
    });
    const cancelled = await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}/cancel`, { method: "POST" }));
    expect([cancelled.status, cancelled.headers.get("location")]).toEqual([303, "/membership-levels"]);
    const me = await send(platform(), "GET", "/account/me", { token });
    expect(me.body.subscription_plans).toEqual([]);
    const bad = await send(platform(), "POST", `/membership/plans/${plans[0]!.id}/checkout/hosted`, {
      token,
      json: { success_url: "javascript:alert(1)", cancel_url: "/x" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("in production", () => {
  const platform = usePlatform(databaseTargets[0]!, { environment: "production" }, { marketplace: false });
  it("has no outbox and no hosted checkout", async () => {
    expect((await send(platform(), "GET", "/dev/outbox")).status).toBe(404);
    // No outbox to read a code from: a verified member made directly.
    await platform().db.insert(users).values({ email: "prod@example.com", passwordHash: await hashPassword(PASSWORD), verifiedAt: new Date() });
    const login = await send(platform(), "POST", "/login", { form: { username: "prod@example.com", password: PASSWORD } });
    expect(login.status).toBe(200);
    const plans = (await send(platform(), "GET", "/membership/plans")).body as Array<{ id: string }>;
    const checkout = await send(platform(), "POST", `/membership/plans/${plans[0]!.id}/checkout/hosted`, {
      token: login.body.access_token,
      json: { success_url: "/completion", cancel_url: "/membership-levels" },
    });
    expect([checkout.status, checkout.body]).toEqual([
      409,
      { code: "checkout_unsupported", message: "Hosted checkout is not available for this membership." },
    ]);
  });
});
