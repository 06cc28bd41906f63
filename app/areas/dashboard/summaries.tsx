import { Link } from "react-router";
import { formatPhone } from "#contract/phone";
import { priceForPeople } from "#contract/price-for-people";
import { BRAND_PATHS, DASHBOARD_PATHS } from "./dashboard-text";
import type { SubscriptionPlan, User } from "~/.server/auth/own-profile";
import type { Brand } from "./own-brand-calls.server";

/*
 * What the overview and the sections show without a form: the profile on file, a membership's
 * state, coins and credits, brands.
 */

/** Phone and address on file, as a description list. */
export function ProfileOnFile({ user }: { user: User }) {
  const address = [user.address, user.address2, user.city, user.state, user.postalCode].filter(Boolean).join(", ");
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">Phone</dt>
      <dd>{user.phone ? formatPhone(user.phone) : "No phone on file"}</dd>
      <dt className="font-semibold">Address</dt>
      <dd>{address || "No address on file"}</dd>
    </dl>
  );
}

export function NoMembership() {
  return (
    <p>
      You have no membership yet.{" "}
      <Link to="/membership-levels" className="link">
        Choose a membership level
      </Link>
      .
    </p>
  );
}

export function ActiveBadge() {
  return <span className="rounded-full bg-success/10 px-2 py-0.5 text-sm font-semibold text-success">Active</span>;
}

export function PastDueBadge() {
  return <span className="rounded-full bg-danger/10 px-2 py-0.5 text-sm font-semibold text-danger">Payment failed</span>;
}

/** A day as the memberships say it: "December 27, 2026" (the platform's days are UTC). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

export function PausedBadge({ endDate }: { endDate: string | null }) {
  return (
    <>
      <span className="rounded-full border border-line bg-white px-2 py-0.5 text-sm font-semibold">Paused</span>{" "}
      {endDate ? <span className="text-sm text-muted">until {longDate(endDate)}</span> : null}
    </>
  );
}

/**
 * Where a held membership's paid period stands: it renews, it ends (cancelled at the period's
 * end), or its last payment failed and it must be paid by the end of its grace.
 */
export function PeriodState({ membership }: { membership: Pick<SubscriptionPlan, "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "graceUntil"> }) {
  if (membership.status === "past_due") {
    const by = membership.graceUntil ? ` by ${longDate(membership.graceUntil)}` : "";
    return <p className="font-semibold">{`Your last payment failed. Pay${by} to keep your membership.`}</p>;
  }
  return (
    <p className="text-sm">
      {membership.cancelAtPeriodEnd ? "Ends on " : "Renews on "}
      <strong>{longDate(membership.currentPeriodEnd)}</strong>
    </p>
  );
}

/** A cheaper plan waiting for the end of the paid period, and the day it starts. */
export function PendingChange({ plan, from }: { plan: string; from: string | null }) {
  return (
    <p className="text-sm">
      Changes to <strong>{plan}</strong>
      {from ? ` on ${longDate(from)}` : " when the paid period ends"}.
    </p>
  );
}

/** Coins first, then credits, each with its balance. */
export function BalancesOnFile({ user }: { user: User }) {
  const balances = [...(user.coins ?? []), ...(user.credits ?? [])];
  return (
    <ul className="grid gap-2">
      {balances.map((credit) => (
        <li key={credit.id} className="flex justify-between rounded-lg bg-mist px-4 py-3">
          <span>{credit.name}</span>
          <span className="text-right">
            <span className="font-semibold">{credit.balance.toLocaleString("en-US")}</span>
            {/* What it takes off a price, in dollars (the coin's rewards value), when it has one. */}
            {credit.rewardsValue !== null && credit.balance > 0 ? (
              <span className="block text-sm text-muted">{`worth ${priceForPeople(credit.balance * credit.rewardsValue)}`}</span>
            ) : null}
          </span>
        </li>
      ))}
      {balances.length === 0 ? <li>No coins or credits yet.</li> : null}
    </ul>
  );
}

/** The member's brands; null when they could not be loaded. */
export function BrandsOnFile({ brands }: { brands: Brand[] | null }) {
  if (brands === null) return <p>Your brands could not be loaded. Please try again later.</p>;
  if (brands.length === 0) return <p>You have not created a brand yet.</p>;
  return (
    <ul className="grid gap-2">
      {brands.map((brand) => (
        <li key={brand.id} className="rounded-lg bg-mist px-4 py-3">
          <Link to={BRAND_PATHS.home(brand.id)} className="link font-semibold">
            {brand.name}
          </Link>{" "}
          <span className="text-muted">({brand.username})</span>
        </li>
      ))}
    </ul>
  );
}

/** A link to the section where something on the overview is changed. */
export function ManageLink({ to, children }: { to: keyof typeof DASHBOARD_PATHS; children: React.ReactNode }) {
  return (
    <p className="mt-4">
      <Link to={DASHBOARD_PATHS[to]} className="link text-sm">
        {children}
      </Link>
    </p>
  );
}
