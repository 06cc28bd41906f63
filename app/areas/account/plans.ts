/**
 * The membership plans as the pricing page presents them: the business constants of
 * marketing-site §9 (monthly prices, limits, optional upgrades) and the tier gates of §6.
 * This is the one place these figures live in the site's copy. The pricing page shows the plans
 * the platform sells (pricedPlans: names, prices, periods and limits from GET /membership/plans,
 * what checkout charges), and these §9 figures when the platform cannot be asked.
 */

import { priceForPeople } from "#contract/money";

export type PlanName = "Creator" | "Alliance" | "Collective" | "Enterprise";

/** A tier feature of marketing-site §6, with the first plan (by index) that includes it. */
export type TierFeature = { name: string; fromIndex: 0 | 1 | 2 | 3 };

export type Plan = {
  /** 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise (the selectedIndex of /membership-levels). */
  index: 0 | 1 | 2 | 3;
  /** The §9 name, or the name the platform sells the plan under. */
  name: string;
  /** Dollars per pay period. */
  price: number;
  /** The pay period, in months (§9: every plan monthly). */
  periodMonths: number;
  /** Who the plan is for, in one line. */
  tagline: string;
  /** Domains (brands). */
  domains: string;
  /** Account users. */
  users: string;
  /** Subscribers; null where the spec states no figure (Creator). */
  subscribers: string | null;
  /** Extra users, dollars per member per month. */
  extraUserPrice: number;
  /** Brand memberships, dollars per subscriber per month; null where the plan has none listed. */
  brandMembershipPrice: number | null;
};

export const plans: readonly Plan[] = [
  {
    index: 0,
    name: "Creator",
    price: 30,
    periodMonths: 1,
    tagline: "Start small: launch one brand on its own domain and open your doors.",
    domains: "1",
    users: "1",
    subscribers: null,
    extraUserPrice: 30,
    brandMembershipPrice: null,
  },
  {
    index: 1,
    name: "Alliance",
    price: 150,
    periodMonths: 1,
    tagline: "Advanced features and premium support for a brand that is growing.",
    domains: "1+",
    users: "Up to 2",
    subscribers: "Up to 50",
    extraUserPrice: 25,
    brandMembershipPrice: 2,
  },
  {
    index: 2,
    name: "Collective",
    price: 450,
    periodMonths: 1,
    tagline: "Connect with your customers across several brands from one place.",
    domains: "3+",
    users: "Up to 6",
    subscribers: "Up to 200",
    extraUserPrice: 25,
    brandMembershipPrice: 1.5,
  },
  {
    index: 3,
    name: "Enterprise",
    price: 1000,
    periodMonths: 1,
    tagline: "For large organisations that need security, compliance and a partner.",
    domains: "6+",
    users: "Up to 20",
    subscribers: "Up to 600",
    extraUserPrice: 20,
    brandMembershipPrice: 1,
  },
];

/** Every plan includes these (the free tier's sandbox, docs and community support, and the core platform). */
export const includedInEveryPlan = [
  "Memberships, subscriptions and transactions",
  "Sandbox, SDK and API access",
  "Documentation and community support",
] as const;

/** Tier gates of marketing-site §6: branded coins and multi-domain management are not in Creator. */
export const tierFeatures: readonly TierFeature[] = [
  { name: "Branded coin creation", fromIndex: 1 },
  { name: "Priority support", fromIndex: 1 },
  { name: "Team tools", fromIndex: 1 },
  { name: "Multi-domain dashboard", fromIndex: 2 },
  { name: "Advanced integrations", fromIndex: 2 },
  { name: "Early access to new tools", fromIndex: 2 },
  { name: "Events", fromIndex: 2 },
  { name: "Security and compliance", fromIndex: 3 },
  { name: "Dedicated account manager", fromIndex: 3 },
  { name: "Custom infrastructure", fromIndex: 3 },
];

/** What a plan adds over the one below it (the plan cards list only these). */
export function featuresAddedBy(plan: Plan): string[] {
  return tierFeatures.filter((feature) => feature.fromIndex === plan.index).map((feature) => feature.name);
}

export function planIncludes(plan: Plan, feature: TierFeature): boolean {
  return plan.index >= feature.fromIndex;
}

/** The optional upgrades of marketing-site §9. */
export const optionalUpgrades = {
  analyticsPerBrand: 200,
  showcasePromotionsFrom: 9,
} as const;

/** Whole dollars as "$30" or "$1,000", cents only when there are some ("$1.50"): #contract/money's priceForPeople. */
export function formatDollars(amount: number): string {
  return priceForPeople(Math.round(amount * 100));
}

/** Where a plan's action leads: the membership selection, preselected (0 Creator … 3 Enterprise). */
export function membershipLevelsHref(plan: Pick<Plan, "index">): string {
  return `/membership-levels?selectedIndex=${plan.index}`;
}

/** "per month", "per year", "every 3 months": how often a plan's price is paid. */
export function periodText(months: number): string {
  if (months === 1) return "per month";
  if (months === 12) return "per year";
  return `every ${months} months`;
}

/** What the platform says of a plan (GET /membership/plans): the fields the pricing page takes from it. */
export type OfferedPlan = { name: string; price: number; period: number; tier: number | null; limits: { domains: string | null; users: string | null; subscribers: string | null } };

/**
 * The four levels with the platform's names, prices, periods and limits (matched by tier, 0 Creator
 * … 3 Enterprise); a level the platform does not sell is left out. The taglines and tier features
 * stay the site's words. None of the four offered: the §9 plans.
 */
export function pricedPlans(offered: readonly OfferedPlan[]): Plan[] {
  const priced = plans.flatMap((plan) => {
    const sold = offered.find((candidate) => candidate.tier === plan.index);
    if (!sold) return [];
    return [
      {
        ...plan,
        name: sold.name,
        price: sold.price,
        periodMonths: sold.period,
        domains: sold.limits.domains ?? plan.domains,
        users: sold.limits.users ?? plan.users,
        subscribers: sold.limits.subscribers ?? plan.subscribers,
      },
    ];
  });
  return priced.length > 0 ? priced : [...plans];
}
