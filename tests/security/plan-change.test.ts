/**
 * An active member could switch to a pricier plan without paying
 * (PUT /membership/plans/{id}/change simply swapped the plan). Now a pricier plan is bought through
 * the hosted checkout (the change is refused with `checkout_required`), and a cheaper one is
 * scheduled for the end of the paid period: the own profile shows the pending plan and its date.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../platform/schema";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

type Plan = { id: string; name: string };
type Held = { name: string; pending_plan: { name: string } | null; pending_from: string | null };

describe.each(databaseTargets)("plan changes on $name", (target) => {
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api" } }, { marketplace: false });

  /** A member of Alliance (150 dollars a month), paid on the demo checkout. */
  async function allianceMember(email: string) {
    const { access_token: token } = await signedUp(platform(), email);
    const plans = (await send(platform(), "GET", "/membership/plans")).body as Plan[];
    const byName = (name: string) => plans.find((p) => p.name === name)!;
    const started = await send(platform(), "POST", `/membership/plans/${byName("Alliance").id}/checkout/hosted`, {
      token,
      json: { success_url: "/completion", cancel_url: "/membership-levels" },
    });
    const paid = await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}/complete`, { method: "POST" }));
    expect(paid.status).toBe(303);
    return { token, byName };
  }
  const held = async (token: string) => ((await send(platform(), "GET", "/account/me", { token })).body.subscription_plans as Held[]);

  it("refuses a free upgrade: a pricier plan goes through checkout", async () => {
    const { token, byName } = await allianceMember("upgrade@example.com");
    const upgrade = await send(platform(), "PUT", `/membership/plans/${byName("Collective").id}/change`, { token });
    expect([upgrade.status, upgrade.body.code, upgrade.body.message]).toEqual([
      409,
      "checkout_required",
      "A pricier membership is bought through checkout.",
    ]);
    expect((await held(token)).map((p) => p.name)).toEqual(["Alliance"]);

    // Through checkout it is bought, and replaces the membership.
    const started = await send(platform(), "POST", `/membership/plans/${byName("Collective").id}/checkout/hosted`, {
      token,
      json: { success_url: "/completion", cancel_url: "/dashboard/memberships" },
    });
    await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}/complete`, { method: "POST" }));
    expect((await held(token)).map((p) => p.name)).toEqual(["Collective"]);
  });

  it("takes a cheaper plan at the end of the paid period, and shows it pending until then", async () => {
    const { token, byName } = await allianceMember("downgrade@example.com");
    const before = Date.now();
    const downgrade = await send(platform(), "PUT", `/membership/plans/${byName("Creator").id}/change`, { token });
    expect(downgrade.status).toBe(200);
    const [membership] = await held(token);
    expect(membership!.name).toBe("Alliance");
    expect(membership!.pending_plan?.name).toBe("Creator");
    // Alliance is paid monthly: the change comes within a month, not before now.
    const from = new Date(membership!.pending_from!).getTime();
    expect(from).toBeGreaterThan(before);
    expect(from).toBeLessThanOrEqual(before + 31 * 24 * 3600_000);

    // Once the period is over (moved into the past here), the cheaper plan is the membership.
    await platform().db.update(subscriptions).set({ pendingFrom: new Date(Date.now() - 1000) }).where(eq(subscriptions.status, "active"));
    const after = await held(token);
    expect(after.map((p) => [p.name, p.pending_plan, p.pending_from])).toEqual([["Creator", null, null]]);
  });
});
