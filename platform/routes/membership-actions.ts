/**
 * A signed-in user's membership — spec/platform-core.md §7 "Memberships": PUT
 * /membership/plans/{id}/change, DELETE …/cancel, PUT …/pause (months), PUT …/unpause,
 * POST …/checkout/hosted (success and cancel URLs → a URL to redirect to), and
 * GET /membership/checkout/{id} (what became of a checkout).
 *
 * A user holds at most one membership that is not cancelled ("active" or "paused").
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/connect";
import { checkoutSessions, membershipPlans, subscriptions, type MembershipPlan } from "../db/schema";
import { PlatformError, allowOnly, type PlatformDeps } from "../http";
import { ownProfile } from "../accounts/profile";
import { parseJsonBody, requireUser, type AccountServices, type UserEnv } from "../accounts/services";
import { toMembershipPlanWire } from "./membership";

export const CHECKOUT_MINUTES = 60;
export const MAX_PAUSE_MONTHS = 12;

export const MEMBERSHIP_MESSAGES = {
  noPlan: "No such membership plan.",
  noMembership: "You have no membership to change. Choose a plan and check out first.",
  samePlan: "You already have this membership.",
  notThisPlan: "You do not hold this membership.",
  notActive: "Only an active membership can be paused.",
  notPaused: "This membership is not paused.",
  noCheckout: "Hosted checkout is not available for this membership.",
} as const;

const checkoutBody = z.object({ success_url: z.string().min(1).max(2000), cancel_url: z.string().min(1).max(2000) });
const pauseBody = z.object({ months: z.coerce.number().int().min(1).max(MAX_PAUSE_MONTHS) });

/** An absolute http(s) URL or a same-origin path; `{CHECKOUT_SESSION_ID}` is replaced by the checkout's id. */
function returnUrl(value: string, field: string): string {
  const isPath = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  let isAbsolute = false;
  try {
    isAbsolute = ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    // not absolute
  }
  if (!isPath && !isAbsolute) throw new PlatformError(400, "invalid_request", `Field "${field}": must be an http(s) URL or a path`);
  return value;
}

async function planById(db: Database, id: string): Promise<MembershipPlan> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.noPlan);
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  if (!plan) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.noPlan);
  return plan;
}

async function currentMembership(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ["active", "paused"])));
  return row ?? null;
}

/** Completes a checkout: the user's membership becomes the plan bought (replacing any other). */
export async function completeCheckout(db: Database, checkoutId: string): Promise<{ ok: boolean; url: string | null }> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .update(checkoutSessions)
      .set({ status: "completed", timeCompleted: sql`now()` })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, "open"), sql`${checkoutSessions.expiresAt} > now()`))
      .returning();
    if (!checkout) return { ok: false, url: null };
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", timeUpdated: sql`now()` })
      .where(and(eq(subscriptions.userId, checkout.userId), inArray(subscriptions.status, ["active", "paused"])));
    await tx.insert(subscriptions).values({ userId: checkout.userId, planId: checkout.planId, status: "active" });
    return { ok: true, url: checkout.successUrl };
  });
}

export function membershipActionRoutes({ db, environment }: PlatformDeps, services: AccountServices): Hono<UserEnv> {
  const routes = new Hono<UserEnv>();
  const { tokens, publicUrl } = services;
  const signedIn = requireUser(db, tokens);
  const profile = (userId: string) => ownProfile(db, userId, publicUrl);

  routes.put("/plans/:id/change", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const current = await currentMembership(db, c.get("userId"));
    if (!current) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.noMembership);
    if (current.planId === plan.id) throw new PlatformError(409, "conflict", MEMBERSHIP_MESSAGES.samePlan);
    await db.update(subscriptions).set({ planId: plan.id, timeUpdated: sql`now()` }).where(eq(subscriptions.id, current.id));
    return c.json(await profile(c.get("userId")));
  });
  allowOnly(routes, "/plans/:id/change", ["PUT"]);

  routes.delete("/plans/:id/cancel", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const current = await currentMembership(db, c.get("userId"));
    if (!current || current.planId !== plan.id) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.notThisPlan);
    await db
      .update(subscriptions)
      .set({ status: "cancelled", pausedUntil: null, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, current.id));
    return c.json(await profile(c.get("userId")));
  });
  allowOnly(routes, "/plans/:id/cancel", ["DELETE"]);

  routes.put("/plans/:id/pause", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const { months } = await parseJsonBody(c, pauseBody);
    const current = await currentMembership(db, c.get("userId"));
    if (!current || current.planId !== plan.id) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.notThisPlan);
    if (current.status !== "active") throw new PlatformError(409, "conflict", MEMBERSHIP_MESSAGES.notActive);
    await db
      .update(subscriptions)
      .set({ status: "paused", pausedUntil: sql`now() + make_interval(months => ${months})`, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, current.id));
    return c.json(await profile(c.get("userId")));
  });
  allowOnly(routes, "/plans/:id/pause", ["PUT"]);

  routes.put("/plans/:id/unpause", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const current = await currentMembership(db, c.get("userId"));
    if (!current || current.planId !== plan.id) throw new PlatformError(404, "not_found", MEMBERSHIP_MESSAGES.notThisPlan);
    if (current.status !== "paused") throw new PlatformError(409, "conflict", MEMBERSHIP_MESSAGES.notPaused);
    await db
      .update(subscriptions)
      .set({ status: "active", pausedUntil: null, timeUpdated: sql`now()` })
      .where(eq(subscriptions.id, current.id));
    return c.json(await profile(c.get("userId")));
  });
  allowOnly(routes, "/plans/:id/unpause", ["PUT"]);

  // The embedded platform takes no real money: its hosted checkout exists only in the demo
  // environment (a page of this platform, clearly labelled). In production it answers 409.
  routes.post("/plans/:id/checkout/hosted", signedIn, async (c) => {
    const plan = await planById(db, c.req.param("id"));
    const body = await parseJsonBody(c, checkoutBody);
    if (environment !== "demo") throw new PlatformError(409, "conflict", MEMBERSHIP_MESSAGES.noCheckout);
    const [checkout] = await db
      .insert(checkoutSessions)
      .values({
        userId: c.get("userId"),
        planId: plan.id,
        successUrl: returnUrl(body.success_url, "success_url"),
        cancelUrl: returnUrl(body.cancel_url, "cancel_url"),
        expiresAt: sql`now() + make_interval(mins => ${CHECKOUT_MINUTES})`,
      })
      .returning({ id: checkoutSessions.id });
    const id = checkout!.id;
    await db
      .update(checkoutSessions)
      .set({
        successUrl: sql`replace(${checkoutSessions.successUrl}, '{CHECKOUT_SESSION_ID}', ${id})`,
        cancelUrl: sql`replace(${checkoutSessions.cancelUrl}, '{CHECKOUT_SESSION_ID}', ${id})`,
      })
      .where(eq(checkoutSessions.id, id));
    return c.json({ id, url: `${publicUrl}/checkout/${id}` }, 201);
  });
  allowOnly(routes, "/plans/:id/checkout/hosted", ["POST"]);

  routes.get("/checkout/:id", signedIn, async (c) => {
    const id = c.req.param("id");
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new PlatformError(404, "not_found", "No such checkout");
    const [row] = await db
      .select({ checkout: checkoutSessions, plan: membershipPlans })
      .from(checkoutSessions)
      .innerJoin(membershipPlans, eq(membershipPlans.id, checkoutSessions.planId))
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, c.get("userId"))));
    if (!row) throw new PlatformError(404, "not_found", "No such checkout");
    return c.json({
      id: row.checkout.id,
      status: row.checkout.status,
      plan: toMembershipPlanWire(row.plan),
      time_created: row.checkout.timeCreated.toISOString(),
      time_completed: row.checkout.timeCompleted?.toISOString() ?? null,
    });
  });

  return routes;
}
