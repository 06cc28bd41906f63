/**
 * Memberships on the wire (platform/README.md): plans in dollars and checkouts, as their
 * endpoints answer them (contract/api/memberships.ts), and where a hosted checkout may return to.
 */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type * as memberships from "#contract/api/memberships";
import type { MembershipPlan } from "./schema";
import { atField, invalidRequest } from "../../errors";
import type { CheckoutWithPlan } from "./service";

export type MembershipPlanWire = HandlerAnswer<typeof memberships.listMembershipPlans>[number];
type CheckoutWire = HandlerAnswer<typeof memberships.getMembershipCheckout>;

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

export function toCheckoutWire({ checkout, plan }: CheckoutWithPlan): CheckoutWire {
  return {
    id: checkout.id,
    status: checkout.status,
    plan: toMembershipPlanWire(plan),
    time_created: checkout.timeCreated.toISOString(),
    time_completed: checkout.timeCompleted?.toISOString() ?? null,
  };
}

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

export function returnUrlsOf(body: { success_url: string; cancel_url: string }, origins: readonly string[]): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: returnUrl(body.success_url, "success_url", origins),
    cancelUrl: returnUrl(body.cancel_url, "cancel_url", origins),
  };
}
