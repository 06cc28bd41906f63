/**
 * An experience's cancellation policy as tiers: "at least H hours before the start: P% back",
 * and nothing back later (issue "Cancellation and refunds"). The platform refunds by it, the
 * editor checks it with the same limits (the body's schema: contract/api/experience-editing.ts),
 * and both pages word it with `policyInWords`. No zod here: the site's pages import it.
 */
import { dollarsOf } from "./money";

export type RefundTier = { hours: number; percent: number };

export const CANCELLATION_LIMITS = { maxTiers: 5, maxHours: 8760, maxPercent: 100 } as const;

export function sortTiers(tiers: readonly RefundTier[]): RefundTier[] {
  return [...tiers].sort((a, b) => b.hours - a.hours);
}

const HOUR_MS = 3_600_000;

/**
 * The percent back when cancelling at `now` a booking starting at `startsAt`: the best tier whose
 * notice is met (exactly H hours before counts), else 0. Null once it has started (no cancelling).
 */
export function refundPercentAt(tiers: readonly RefundTier[], startsAt: Date, now: Date): number | null {
  const notice = startsAt.getTime() - now.getTime();
  if (notice <= 0) return null;
  return tiers.reduce((best, tier) => (notice >= tier.hours * HOUR_MS ? Math.max(best, tier.percent) : best), 0);
}

/** The part of a whole amount (cents, credits) a percent gives back, rounded down: never more than was paid. */
export const partOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

const hoursInWords = (hours: number) => {
  if (hours === 0) return "any time before the start";
  return `at least ${hours} hour${hours === 1 ? "" : "s"} before the start`;
};

/** The policy as sentences, longest notice first: what each tier gives back, and what later cancelling gives. */
export function policyInWords(tiers: readonly RefundTier[]): string[] {
  if (tiers.length === 0) return ["Cancelling gives no refund."];
  const sorted = sortTiers(tiers);
  const lines = sorted.map((tier) => {
    const back = tier.percent === 100 ? "a full refund" : tier.percent === 0 ? "no refund" : `${tier.percent}% back`;
    const when = hoursInWords(tier.hours);
    return `Cancel ${when}: ${back}.`;
  });
  if (sorted.at(-1)!.hours > 0) lines.push("Later: no refund.");
  return lines;
}

/** What a cancellation gives back, in words: "$12.50 to your card and 2 Harbor Coins", or "nothing". */
export function refundInWords(refund: { cents: number; credits: number; creditName: string | null }): string {
  const parts: string[] = [];
  if (refund.cents > 0) parts.push(`${dollarsOf(refund.cents)} to your card`);
  if (refund.credits > 0) parts.push(`${refund.credits.toLocaleString("en-US")} ${refund.creditName ?? "credits"}`);
  return parts.length === 0 ? "nothing" : parts.join(" and ");
}
