/**
 * The site's membership calls against the real embedded platform: the own profile's memberships
 * carry their paid period as the dashboard shows it (docs/memberships.md) — when it renews or
 * ends, and, when the last payment failed, the day to pay by and the pay URL.
 */
import { describe, expect, it } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { readOwnProfile } from "../../app/.server/auth/own-profile";
import { membershipCalls } from "../../app/areas/account/membership-calls.server";
import type { Platform } from "../../platform/index";
import { renewalFailed } from "../../platform/modules/memberships";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

function clientOf(platform: Platform, tokens: { access_token: string; id_token: string; refresh_token: string }) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: "demo",
    apiKey: "demo-api-key",
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
  });
}

describe.each(databaseTargets)("the site's view of a membership's paid period ($name)", (target) => {
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api" } }, { marketplace: false });

  it("reads when it renews, when it ends once cancelled, and what to pay by when a renewal failed", async () => {
    const tokens = await signedUp(platform(), "site-member@example.com");
    const client = clientOf(platform(), tokens);
    const alliance = (await membershipCalls(client).plans()).find((plan) => plan.name === "Alliance")!;
    const checkout = await membershipCalls(client).checkout(alliance.id, { successUrl: "/completion", cancelUrl: "/membership-levels" });
    await platform().fetch(new Request(`http://platform.test/checkout/${checkout.id}/complete`, { method: "POST" }));

    const [active] = (await readOwnProfile(client)).subscriptionPlans!;
    expect(active).toMatchObject({ name: "Alliance", status: "active", cancelAtPeriodEnd: false, graceUntil: null, payUrl: null });
    expect(new Date(active!.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);

    await membershipCalls(client).cancel(alliance.id);
    expect((await readOwnProfile(client)).subscriptionPlans).toMatchObject([{ status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: active!.currentPeriodEnd }]);
    await membershipCalls(client).change(alliance.id);

    const me = await send(platform(), "GET", "/account/me", { token: tokens.access_token });
    const failedAt = new Date(active!.currentPeriodEnd);
    await renewalFailed(platform().db, me.body.subscription_plans[0].subscription_id, failedAt);
    const [pastDue] = (await readOwnProfile(client)).subscriptionPlans!;
    expect(pastDue).toMatchObject({ status: "past_due", cancelAtPeriodEnd: false, graceUntil: new Date(failedAt.getTime() + 7 * 24 * 3600_000).toISOString() });
    expect(pastDue!.payUrl).toMatch(/^\/platform-api\/checkout\/[0-9a-f-]{36}$/);
  });
});
