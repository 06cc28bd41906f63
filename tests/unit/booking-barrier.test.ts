/**
 * Eligibility before input (experience page, "Book"): who may not book sees why and the way in
 * instead of the form: a member below the tier an upgrade, a member of no plan the memberships, a
 * signed-out visitor a join and a sign-in link that comes back to the panel.
 */
import { describe, expect, it } from "vitest";
import { bookingBarrier } from "~/areas/marketplace/booking.server";
import type { Visitor } from "~/.server/auth/visitor";
import { experienceSchema } from "~/areas/marketplace/experience-entity.server";
import { wireExperience } from "../support/experience-wire";

const base = { id: "e1", name: "Garden Tour", provider: { id: "b1", name: "Lowcountry", username: "lowcountry", logo: null }, category: { name: "tours", title: "Tours" } };
const forAlliance = experienceSchema.parse(wireExperience({ ...base, minimum_tier: 1, minimum_tier_name: "Alliance" }));
const membersOnly = experienceSchema.parse(wireExperience({ ...base, members_only: true }));
const anyone = experienceSchema.parse(wireExperience(base));

const member = (...tiers: number[]) => ({ user: { subscriptionPlans: tiers.map((tier) => ({ tier })) }, isMember: tiers.length > 0, timeZone: "UTC" }) as unknown as Visitor;
const signedOut = { user: null, isMember: false, timeZone: "UTC" } as unknown as Visitor;
const back = "/experiences/e1#book";

describe("who sees the booking form", () => {
  it("a member below the tier: why, and an upgrade to the tier", () => {
    expect(bookingBarrier(forAlliance, member(0), back)).toEqual({ reason: "For Alliance members and above.", links: [{ to: "/dashboard/memberships/change", label: "Upgrade to Alliance" }] });
  });

  it("a member of no plan: why, and the memberships", () => {
    expect(bookingBarrier(forAlliance, member(), back)).toEqual({ reason: "For Alliance members and above.", links: [{ to: "/pricing", label: "See memberships" }] });
    expect(bookingBarrier(membersOnly, member(), back)).toEqual({ reason: "For members only.", links: [{ to: "/pricing", label: "See memberships" }] });
  });

  it("signed out: join, or sign in and come back to the panel", () => {
    expect(bookingBarrier(forAlliance, signedOut, back)).toEqual({
      reason: "For Alliance members and above.",
      links: [
        { to: "/pricing", label: "Join to book" },
        { to: "/sign-in?redirectTo=%2Fexperiences%2Fe1%23book", label: "Sign in" },
      ],
    });
  });

  it("members at or above the tier, and anyone on an open experience: the form", () => {
    expect(bookingBarrier(forAlliance, member(1), back)).toBeNull();
    expect(bookingBarrier(forAlliance, member(0, 2), back)).toBeNull();
    expect(bookingBarrier(membersOnly, member(0), back)).toBeNull();
    expect(bookingBarrier(anyone, signedOut, back)).toBeNull();
  });
});
