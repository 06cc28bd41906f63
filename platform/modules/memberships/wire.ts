/** Memberships on the wire (platform/README.md): plans in dollars, checkouts, and the bodies of the calls. */
import { z } from "zod";
import type { MembershipPlan, PlanLimits } from "./schema";
import { atField, invalidRequest } from "../../errors";
import { MAX_PAUSE_MONTHS, type CheckoutWithPlan } from "./service";

export type MembershipPlanWire = {
  id: string;
  name: string;
  description: string;
  image: string | null;
  base_price: number;
  pay_period_months: number;
  base_credits: number;
  credit_name: string | null;
  tier: number;
  features: string[];
  limits: PlanLimits;
};

export function toMembershipPlanWire(row: MembershipPlan): MembershipPlanWire {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    base_price: row.basePriceCents / 100,
    pay_period_months: row.payPeriodMonths,
    base_credits: row.baseCredits,
    credit_name: row.creditName,
    tier: row.tier,
    features: row.features,
    limits: row.limits,
  };
}

export type CheckoutWire = {
  id: string;
  status: "open" | "completed" | "cancelled";
  plan: MembershipPlanWire;
  time_created: string;
  time_completed: string | null;
};

export function toCheckoutWire({ checkout, plan }: CheckoutWithPlan): CheckoutWire {
  return {
    id: checkout.id,
    status: checkout.status,
    plan: toMembershipPlanWire(plan),
    time_created: checkout.timeCreated.toISOString(),
    time_completed: checkout.timeCompleted?.toISOString() ?? null,
  };
}

// No parameters yet; unknown ones are refused so a typo is not silently ignored.
export const plansQuery = z.object({}).strict();

export const pauseBody = z.object({ months: z.coerce.number().int().min(1).max(MAX_PAUSE_MONTHS) });

export const checkoutBody = z.object({ success_url: z.string().min(1).max(2000), cancel_url: z.string().min(1).max(2000) });

// Any C0 control character or DEL: URL parsers drop tabs and newlines (so "https://evil\t@site"
// is not what it looks like) and a CR/LF in a Location header splits it.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where the hosted checkout may send the browser back to: a path on the site (`/…`, not `//…` or
 * `/\…`, which browsers read as another host) or an http(s) URL on one of `origins` (the site's
 * own, as configured). Anything else is a 400 naming the field: the checkout page must not be a
 * redirect to anywhere. `{CHECKOUT_SESSION_ID}` is replaced later.
 */
function returnUrl(value: string, field: string, origins: readonly string[]): string {
  if (CONTROL.test(value)) throw invalidRequest(atField(field, "must not contain control characters"));
  const isPath = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  if (isPath) return value;
  let origin: string | null = null;
  try {
    const url = new URL(value);
    if ((url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password) origin = url.origin;
  } catch {
    // not absolute
  }
  if (origin === null || !origins.includes(origin)) {
    throw invalidRequest(atField(field, "must be a path on this site or a URL on one of its origins"));
  }
  return value;
}

export function returnUrlsOf(body: z.output<typeof checkoutBody>, origins: readonly string[]): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: returnUrl(body.success_url, "success_url", origins),
    cancelUrl: returnUrl(body.cancel_url, "cancel_url", origins),
  };
}
