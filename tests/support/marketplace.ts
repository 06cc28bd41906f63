/**
 * A small marketplace for the purchase tests, written straight into the database (independent
 * of the demo seed): people signed in, a brand with its owner, a category, experiences with
 * weekly availabilities, memberships and credit balances. Each builder takes overrides.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Platform } from "../../platform/index";
import {
  businesses,
  creditBalances,
  credits,
  experienceAvailabilities,
  experienceCategories,
  experiences,
  membershipPlans,
  subscriptions,
  users,
  type NewExperience,
} from "../../platform/schema";
import { hashPassword } from "../../platform/modules/accounts/passwords";
import { PASSWORD, send } from "./platform-accounts";

export type Person = { id: string; email: string; token: string };

const unique = () => randomBytes(4).toString("hex");

/** A verified account, signed in through POST /login. */
export async function person(platform: Platform, name = "buyer"): Promise<Person> {
  const email = `${name}-${unique()}@example.com`;
  const [user] = await platform.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: name, verifiedAt: new Date() })
    .returning({ id: users.id });
  const login = await send(platform, "POST", "/login", { form: { username: email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: user!.id, email, token: login.body.access_token };
}

export async function brand(platform: Platform, ownerUserId: string | null = null) {
  const [row] = await platform.db
    .insert(businesses)
    .values({ name: `Brand ${unique()}`, domain: `brand-${unique()}`, ownerUserId })
    .returning();
  return row!;
}

export type Window = { start: string; end: string; days: Array<"monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday"> };
const EVERY_DAY: Window["days"] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** An experience (every day 09:00–17:00, 60 minutes, 1–10 guests, $40, New York) with overrides. */
export async function experience(
  platform: Platform,
  overrides: Partial<NewExperience> & { windows?: Window[] } = {},
) {
  const { windows = [{ start: "09:00", end: "17:00", days: EVERY_DAY }], ...values } = overrides;
  const [category] = await platform.db
    .insert(experienceCategories)
    .values({ name: `cat-${unique()}`, title: "Outdoors" })
    .returning();
  const businessId = values.businessId ?? (await brand(platform)).id;
  const [row] = await platform.db
    .insert(experiences)
    .values({
      name: "Harbor kayak tour",
      businessId,
      categoryId: category!.id,
      retailPriceCents: 4000,
      minGuests: 1,
      maxGuests: 10,
      durationMinutes: 60,
      timezone: "America/New_York",
      address: "1 Pier St, Brooklyn, NY",
      ...values,
    })
    .returning();
  for (const window of windows) {
    const [startHour, startMinute] = window.start.split(":").map(Number) as [number, number];
    const [endHour, endMinute] = window.end.split(":").map(Number) as [number, number];
    await platform.db.insert(experienceAvailabilities).values({
      experienceId: row!.id,
      startHour,
      startMinute,
      endHour,
      endMinute,
      ...Object.fromEntries(window.days.map((day) => [day, true])),
    });
  }
  return row!;
}

/** Gives the person an active membership of the plan of `tier` (the seed's plans: 0 Creator … 3 Enterprise). */
export async function membership(platform: Platform, userId: string, tier: number, status: "active" | "paused" = "active") {
  const [plan] = await platform.db.select().from(membershipPlans).where(eq(membershipPlans.tier, tier));
  await platform.db.insert(subscriptions).values({
    userId,
    planId: plan!.id,
    status,
    pausedUntil: status === "paused" ? new Date(Date.now() + 30 * 86_400_000) : null,
    // Paid for a month (a paused one: the month and its pause).
    currentPeriodEnd: new Date(Date.now() + (status === "paused" ? 60 : 30) * 86_400_000),
  });
  return plan!;
}

/** A credit worth `rewardsValue` cents a unit, of which the person holds `balance`. */
export async function credit(platform: Platform, userId: string, balance: number, rewardsValue: number | null = 500) {
  const [row] = await platform.db.insert(credits).values({ name: `Vibe credits ${unique()}`, rewardsValue }).returning();
  await platform.db.insert(creditBalances).values({ userId, creditId: row!.id, balance });
  return row!;
}

/** The local date `days` from today in `zone` (YYYY-MM-DD), for slots safely in the future. */
export function dateAhead(days: number, zone = "America/New_York"): string {
  const instant = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export const RETURN = { success_url: "http://site.test/purchases/done?checkout={CHECKOUT_SESSION_ID}", cancel_url: "http://site.test/experiences/back" };

/** Starts a checkout (POST /experiences/id/{id}/checkout/hosted) with defaults for the slot. */
export function startCheckout(platform: Platform, who: Person, experienceId: string, body: Record<string, unknown> = {}) {
  return send(platform, "POST", `/experiences/id/${experienceId}/checkout/hosted`, {
    token: who.token,
    json: { date: dateAhead(10), time: "10:00", guests: 2, ...RETURN, ...body },
  });
}

/** Pays on the demo page as a browser does (a form POST); redirects are not followed. */
export function pay(platform: Platform, checkoutId: string) {
  return platform.fetch(new Request(`http://platform.test/experience-checkout/${checkoutId}/pay`, { method: "POST" }));
}
