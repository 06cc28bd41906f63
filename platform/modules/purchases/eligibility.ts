/**
 * Who may book an experience (platform-core §7 Experiences: minimum_tier, members_only, and the
 * same of its venue): checked when a checkout starts and again when its payment is confirmed, since
 * a membership can end or change between the two (docs/payments.md "Bookings").
 */
import type { Database } from "../../db/connect";
import type { Experience } from "../experiences";
import { givesAccess, heldMemberships, tierNames } from "../memberships";
import type { Venue } from "../venues";
import type { Transaction } from "./holds";

export const ELIGIBILITY_MESSAGES = {
  membersOnly: "This experience is for members only.",
  tier: (name: string) => `This experience is for ${name} members and above.`,
} as const;

/** The name of a tier: its plan's ("Alliance"). */
export async function tierName(db: Database | Transaction, tier: number): Promise<string> {
  return (await tierNames(db as Database)).get(tier) ?? `tier ${tier}`;
}

/** The tier of the active membership the user holds at `now`, or null (a paused one does not count). */
export async function activeTier(db: Database | Transaction, userId: string, now: number = Date.now()): Promise<number | null> {
  const held = (await heldMemberships(db as Database, userId)).filter((m) => givesAccess(m.subscription, now));
  return held.length === 0 ? null : Math.max(...held.map((m) => m.plan.tier));
}

type Gate = Pick<Experience, "minimumTier" | "membersOnly">;

/** Why a member of `tier` may not book the experience (held at `venue`): the refusal's words, or null when they may. */
export async function ineligibility(db: Database | Transaction, tier: number | null, experience: Gate, venue: Pick<Venue, "minimumTier" | "membersOnly"> | null): Promise<string | null> {
  for (const gate of venue ? [experience, venue] : [experience]) {
    if (gate.minimumTier !== null && (tier === null || tier < gate.minimumTier)) return ELIGIBILITY_MESSAGES.tier(await tierName(db, gate.minimumTier));
    if (gate.membersOnly && tier === null) return ELIGIBILITY_MESSAGES.membersOnly;
  }
  return null;
}

/** The requirement in the member's words for a notice ("Alliance members and above", "members"), or null when none applies. */
export async function requirementOf(db: Database | Transaction, experience: Gate, venue: Pick<Venue, "minimumTier" | "membersOnly"> | null): Promise<string | null> {
  const tiers = [experience.minimumTier, venue?.minimumTier ?? null].filter((tier): tier is number => tier !== null);
  if (tiers.length) return `${await tierName(db, Math.max(...tiers))} members and above`;
  return experience.membersOnly || venue?.membersOnly ? "members" : null;
}
