/**
 * The demo membership plans `seed()` writes into an empty platform: the four plans of
 * spec/marketing-site.md §9.
 */
import type { PlanLimits } from "../modules/memberships/schema";

export type DemoPlan = {
  name: string;
  description: string;
  basePriceCents: number;
  tier: number;
  features: string[];
  limits: PlanLimits;
};

// Tier gates of marketing-site §6, cumulative so that "does this plan include X" is one lookup.
const creatorFeatures = [
  "One branded domain",
  "Memberships and subscriptions",
  "Sandbox, SDK and API access",
  "Community support",
];
const allianceFeatures = [...creatorFeatures, "Branded coins", "Priority support", "Team tools"];
const collectiveFeatures = [
  ...allianceFeatures,
  "Multi-domain dashboard",
  "Advanced integrations",
  "Early access",
  "Events",
];
const enterpriseFeatures = [
  ...collectiveFeatures,
  "Security and compliance",
  "Dedicated account manager",
  "Custom infrastructure",
];

export const demoPlans: readonly DemoPlan[] = [
  {
    name: "Creator",
    description:
      "Start small: launch your brand on its own domain, sell memberships and subscriptions, and grow at your own pace.",
    basePriceCents: 30_00,
    tier: 0,
    features: creatorFeatures,
    limits: { domains: "1", users: "1", subscribers: null },
  },
  {
    name: "Alliance",
    description:
      "Advanced features and premium support for a growing brand: branded coins, team tools and priority help when you need it.",
    basePriceCents: 150_00,
    tier: 1,
    features: allianceFeatures,
    limits: { domains: "1+", users: "Up to 2", subscribers: "Up to 50" },
  },
  {
    name: "Collective",
    description:
      "Connect with your customers across several brands from one dashboard, with advanced integrations, events and early access to new tools.",
    basePriceCents: 450_00,
    tier: 2,
    features: collectiveFeatures,
    limits: { domains: "3+", users: "Up to 6", subscribers: "Up to 200" },
  },
  {
    name: "Enterprise",
    description:
      "Built for large organisations: security and compliance, a dedicated account manager and infrastructure shaped around your operation.",
    basePriceCents: 1000_00,
    tier: 3,
    features: enterpriseFeatures,
    limits: { domains: "6+", users: "Up to 20", subscribers: "Up to 600" },
  },
];
