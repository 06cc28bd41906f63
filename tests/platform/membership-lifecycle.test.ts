/**
 * A membership's paid period (platform/modules/memberships/lifecycle.ts), driven as the payment
 * provider drives it: activation records the period's payment; the demo provider's sweep renews
 * once per period however often it runs, ends a membership cancelled at its period's end (unless
 * kept) and lapses a past-due one once its grace is over; a cheaper plan starts at the renewal.
 * The sweep is called with a moved clock: nothing waits. A sandbox tenant's memberships are swept
 * in its turn, before a request.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { subscriptions } from "../../platform/schema";
import { renewalFailed, sweepMemberships } from "../../platform/modules/memberships";
import { paymentsOf } from "../../platform/modules/payments";
import { newAccount, send, signedUp, type Outbox } from "../support/platform-accounts";
import { movableClock } from "../support/platform-clock";
import { databaseTargets, usePlatform } from "../support/platform";

type Plan = { id: string; name: string };
type Held = {
  name: string;
  subscription_id: string;
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  grace_until: string | null;
  pay_url: string | null;
  pending_plan: { name: string } | null;
  pending_from: string | null;
};

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
const plusMonths = (iso: string, months: number) => {
  const at = new Date(iso);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
};

describe.each(databaseTargets)("a membership's paid period on $name", (target) => {
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api" } }, { marketplace: false });

  const plans = async () => (await send(platform(), "GET", "/membership/plans")).body as Plan[];
  const planNamed = async (name: string) => (await plans()).find((p) => p.name === name)!;
  const held = async (token: string) => (await send(platform(), "GET", "/account/me", { token })).body.subscription_plans as Held[];
  const only = async (token: string) => {
    const list = await held(token);
    expect(list).toHaveLength(1);
    return list[0]!;
  };
  const pay = (checkoutId: string) => platform().fetch(new Request(`http://platform.test/checkout/${checkoutId}/complete`, { method: "POST" }));

  /** A member who bought `planName` on the demo checkout. */
  async function member(email: string, planName = "Alliance") {
    const { access_token: token, id: userId } = await signedUp(platform(), email);
    const plan = await planNamed(planName);
    const started = await send(platform(), "POST", `/membership/plans/${plan.id}/checkout/hosted`, {
      token,
      json: { success_url: "/completion", cancel_url: "/membership-levels" },
    });
    expect((await pay(started.body.id)).status).toBe(303);
    return { token, userId: userId as string, checkoutId: started.body.id as string };
  }
  const sweep = (at: Date) => sweepMemberships(platform().db, at);

  it("activation sets the period to the plan's months and records one payment of it", async () => {
    const before = new Date();
    const { token, userId, checkoutId } = await member("activate@example.com");
    const after = new Date();
    const membership = await only(token);
    expect([membership.name, membership.status, membership.cancel_at_period_end, membership.grace_until, membership.pay_url]).toEqual([
      "Alliance",
      "active",
      false,
      null,
      null,
    ]);
    const end = new Date(membership.current_period_end).getTime();
    expect(end).toBeGreaterThanOrEqual(plusMonths(before.toISOString(), 1).getTime());
    expect(end).toBeLessThanOrEqual(plusMonths(after.toISOString(), 1).getTime());

    // The page's pay button pressed twice: one membership, one payment.
    await pay(checkoutId);
    expect((await held(token)).length).toBe(1);
    const payments = await paymentsOf(platform().db, userId);
    expect(payments.map((p) => [p.kind, p.purpose, p.subjectId, p.description, p.amountCents, p.status, p.provider, p.providerRef])).toEqual([
      ["payment", "membership", membership.subscription_id, "Alliance membership, 1 month", 15000, "succeeded", "demo", `demo_checkout_${checkoutId}`],
    ]);
  });

  it("the demo sweep renews a period once, however often it runs, and not before the period ends", async () => {
    const { token, userId } = await member("renew@example.com");
    const { current_period_end: end, subscription_id: id } = await only(token);

    expect(await sweep(new Date(new Date(end).getTime() - SECOND))).toEqual({ renewed: 0, ended: 0, lapsed: 0 });
    const later = new Date(new Date(end).getTime() + SECOND);
    expect(await sweep(later)).toEqual({ renewed: 1, ended: 0, lapsed: 0 });
    expect(await sweep(later)).toEqual({ renewed: 0, ended: 0, lapsed: 0 });

    const renewed = await only(token);
    expect([renewed.status, renewed.current_period_end]).toEqual(["active", plusMonths(end, 1).toISOString()]);
    const payments = await paymentsOf(platform().db, userId);
    expect(payments.map((p) => [p.subjectId, p.amountCents, p.providerRef])).toContainEqual([id, 15000, `demo_renewal_${id}_${end}`]);
    expect(payments).toHaveLength(2);
  });

  it("cancel keeps the membership until its period's end, then ends it without a renewal", async () => {
    const { token, userId } = await member("cancel@example.com");
    const alliance = await planNamed("Alliance");
    const cancelled = await send(platform(), "DELETE", `/membership/plans/${alliance.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    const [membership] = cancelled.body.subscription_plans as Held[];
    expect([membership!.name, membership!.status, membership!.cancel_at_period_end]).toEqual(["Alliance", "active", true]);
    const end = new Date(membership!.current_period_end).getTime();

    expect(await sweep(new Date(end - SECOND))).toEqual({ renewed: 0, ended: 0, lapsed: 0 });
    expect((await only(token)).status).toBe("active");
    expect(await sweep(new Date(end + SECOND))).toEqual({ renewed: 0, ended: 1, lapsed: 0 });
    expect(await held(token)).toEqual([]);
    expect(await paymentsOf(platform().db, userId)).toHaveLength(1);
  });

  it("keeping a cancelled membership (a change to the same plan) drops its end: it renews", async () => {
    const { token } = await member("keep@example.com");
    const alliance = await planNamed("Alliance");
    await send(platform(), "DELETE", `/membership/plans/${alliance.id}/cancel`, { token });
    const kept = await send(platform(), "PUT", `/membership/plans/${alliance.id}/change`, { token });
    expect(kept.status).toBe(200);
    const [membership] = kept.body.subscription_plans as Held[];
    expect(membership!.cancel_at_period_end).toBe(false);
    // Nothing left to keep: the same plan again is the conflict it was.
    expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/change`, { token })).status).toBe(409);

    expect(await sweep(new Date(new Date(membership!.current_period_end).getTime() + SECOND))).toEqual({ renewed: 1, ended: 0, lapsed: 0 });
    expect((await only(token)).status).toBe("active");
  });

  it("a failed renewal is past due with a way to pay for 7 days, and lapses after the grace, not before", async () => {
    const { token } = await member("grace@example.com");
    const { subscription_id: id, current_period_end: end } = await only(token);
    const failedAt = new Date(end);
    await renewalFailed(platform().db, id, failedAt);

    const pastDue = await only(token);
    const graceEnd = failedAt.getTime() + 7 * DAY;
    expect([pastDue.status, pastDue.grace_until]).toEqual(["past_due", new Date(graceEnd).toISOString()]);
    expect(pastDue.pay_url).toMatch(/^\/platform-api\/checkout\/[0-9a-f-]{36}$/);
    // The member keeps the membership in the grace: nothing renews it behind their back, and it stays.
    expect(await sweep(new Date(graceEnd - SECOND))).toEqual({ renewed: 0, ended: 0, lapsed: 0 });
    expect((await only(token)).status).toBe("past_due");

    expect(await sweep(new Date(graceEnd + SECOND))).toEqual({ renewed: 0, ended: 0, lapsed: 1 });
    expect(await held(token)).toEqual([]);
    // Its pay page closed with it.
    const page = await platform().fetch(new Request(`http://platform.test${pastDue.pay_url!.replace("/platform-api", "")}`));
    expect(page.status).toBe(410);
  });

  it("paying a past-due membership at its pay URL renews it from the period it missed", async () => {
    const { token, userId } = await member("payup@example.com");
    const { subscription_id: id, current_period_end: end } = await only(token);
    await renewalFailed(platform().db, id, new Date(end));
    const { pay_url: payUrl } = await only(token);
    const paid = await pay(payUrl!.split("/").pop()!);
    expect([paid.status, paid.headers.get("location")]).toEqual([303, "/dashboard/memberships"]);

    const renewed = await only(token);
    expect([renewed.subscription_id, renewed.status, renewed.grace_until, renewed.pay_url, renewed.current_period_end]).toEqual([
      id,
      "active",
      null,
      null,
      plusMonths(end, 1).toISOString(),
    ]);
    expect(await paymentsOf(platform().db, userId)).toHaveLength(2);
  });

  it("a pricier plan goes through checkout; a cheaper one starts at the period's end, at its price", async () => {
    const { token, userId } = await member("change@example.com");
    const [collective, creator] = [await planNamed("Collective"), await planNamed("Creator")];
    const upgrade = await send(platform(), "PUT", `/membership/plans/${collective.id}/change`, { token });
    expect([upgrade.status, upgrade.body.code]).toEqual([409, "checkout_required"]);

    const downgrade = await send(platform(), "PUT", `/membership/plans/${creator.id}/change`, { token });
    const [membership] = downgrade.body.subscription_plans as Held[];
    expect([membership!.name, membership!.pending_plan?.name, membership!.pending_from]).toEqual(["Alliance", "Creator", membership!.current_period_end]);

    expect(await sweep(new Date(new Date(membership!.current_period_end).getTime() + SECOND))).toEqual({ renewed: 1, ended: 0, lapsed: 0 });
    const after = await only(token);
    expect([after.name, after.pending_plan, after.current_period_end]).toEqual(["Creator", null, plusMonths(membership!.current_period_end, 1).toISOString()]);
    const [renewal] = await paymentsOf(platform().db, userId);
    expect([renewal!.description, renewal!.amountCents]).toEqual(["Creator membership, 1 month", 3000]);
  });

  it("reading a membership writes nothing when nothing is due; a pause whose end has passed is over when next read", async () => {
    const { token, userId } = await member("reads@example.com");
    const alliance = await planNamed("Alliance");
    const db = platform().db;
    const updates = vi.spyOn(db, "update");
    try {
      await only(token);
      await only(token);
      expect(updates).not.toHaveBeenCalled();
      expect((await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token, json: { months: 1 } })).status).toBe(200);
      updates.mockClear();
      const me = async () => (await send(platform(), "GET", "/account/me", { token })).body as { subscription_plans: Held[]; paused_subscriptions: unknown[] };
      expect(await me()).toMatchObject({ subscription_plans: [], paused_subscriptions: [expect.anything()] });
      expect(updates).not.toHaveBeenCalled();
      // Its month is over (the database's clock says so).
      await db.update(subscriptions).set({ pausedUntil: sql`now() - interval '1 minute'` }).where(eq(subscriptions.userId, userId));
      updates.mockClear();
      expect(await only(token)).toMatchObject({ status: "active" });
      expect(updates).toHaveBeenCalled();
    } finally {
      updates.mockRestore();
    }
  });

  it("a pause moves the period's end by its months; unpausing at once gives them back", async () => {
    const { token } = await member("pause@example.com");
    const alliance = await planNamed("Alliance");
    const { current_period_end: end } = await only(token);
    const paused = await send(platform(), "PUT", `/membership/plans/${alliance.id}/pause`, { token, json: { months: 2 } });
    const pausedEnd = new Date(paused.body.paused_subscriptions[0].subscription.current_period_end).getTime();
    expect(pausedEnd).toBeGreaterThan(plusMonths(end, 2).getTime() - 4 * DAY);
    expect(pausedEnd).toBeLessThan(plusMonths(end, 2).getTime() + 4 * DAY);
    const unpaused = await send(platform(), "PUT", `/membership/plans/${alliance.id}/unpause`, { token });
    const back = new Date(unpaused.body.subscription_plans[0].current_period_end).getTime();
    // Back to the period paid for, give or take the seconds the pause lasted.
    expect(Math.abs(back - new Date(end).getTime())).toBeLessThan(60 * SECOND);
  });
});

describe.each(databaseTargets)("a sandbox tenant's memberships on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api", clock } }, { marketplace: false });

  it("are swept in the tenant's turn: a period over by the platform's clock is renewed before the next request", async () => {
    clock.reset();
    const created = await send(platform(), "POST", "/sandbox/create", { json: { name: "Foundry" } });
    const sandbox = { username: created.body.username as string, key: created.body.secret_key as string };
    const email = "tenant-member@example.com";
    expect((await send(platform(), "POST", "/account/create", { credential: sandbox, json: newAccount(email) })).status).toBe(201);
    const code = ((await send(platform(), "GET", "/dev/outbox", { credential: sandbox })).body as Outbox).find((m) => m.recipient === email)!.code;
    const { access_token: token } = (await send(platform(), "POST", "/account/verify", { credential: sandbox, json: { email, verification: code } })).body;
    const [plan] = (await send(platform(), "GET", "/membership/plans", { credential: sandbox })).body as Plan[];
    const started = await send(platform(), "POST", `/membership/plans/${plan!.id}/checkout/hosted`, {
      credential: sandbox,
      token,
      json: { success_url: "/completion", cancel_url: "/membership-levels" },
    });
    const page = (started.body.url as string).replace("/platform-api", "");
    expect((await platform().fetch(new Request(`http://platform.test${page}/complete`, { method: "POST" }))).status).toBe(303);
    const me = async () => (await send(platform(), "GET", "/account/me", { credential: sandbox, token })).body.subscription_plans as Held[];
    const [{ current_period_end: end }] = (await me()) as [Held];

    clock.advance(new Date(end).getTime() - clock.now() + SECOND);
    const [renewed] = await me();
    expect(renewed!.current_period_end).toBe(plusMonths(end, 1).toISOString());
  });
});
