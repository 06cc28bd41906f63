/**
 * An experience's cancellation policy as tiers: "at least H hours before the start: P% back",
 * and nothing back later (issue "Cancellation and refunds"). The platform refunds by it, the
 * editor checks it with the same limits, and both pages word it with `policyInWords`.
 */
import { z } from "zod";
import { dollarsOf } from "./money";

export type RefundTier = { hours: number; percent: number };

export const CANCELLATION_LIMITS = { maxTiers: 5, maxHours: 8760, maxPercent: 100 } as const;

const whole = (min: number, max: number) =>
  z.number({ error: "must be a whole number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const refundTier = z.object({ hours: whole(0, CANCELLATION_LIMITS.maxHours), percent: whole(0, CANCELLATION_LIMITS.maxPercent) }, { error: "must be {hours, percent}" }).strict();

/** The tiers, at most 5, each H once; answered longest notice first. */
export const refundTiers = z
  .array(refundTier, { error: "must be a list of {hours, percent}" })
  .max(CANCELLATION_LIMITS.maxTiers, `must have at most ${CANCELLATION_LIMITS.maxTiers} tiers`)
  .refine((tiers) => new Set(tiers.map((tier) => tier.hours)).size === tiers.length, "must not name the same number of hours twice")
  .transform(sortTiers);

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
