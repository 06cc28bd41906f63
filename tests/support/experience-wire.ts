/**
 * An experience as the platform answers it (contract/api/experiences.ts `experience`), from the
 * few fields a unit test cares about: the rest are what an experience has when nothing was said
 * (no tags, no venue, not archived, all day long unavailable).
 */
import type { z } from "zod";
import type { availability, experience } from "#contract/api/experiences";

type Wire = z.input<typeof experience>;
type Given = Partial<Omit<Wire, "provider" | "availabilities">> & {
  id: string;
  name: string;
  provider: Omit<Wire["provider"], "logo"> & { logo?: string | null };
  category: Wire["category"];
  availabilities?: Array<Pick<z.input<typeof availability>, "start" | "end"> & Partial<z.input<typeof availability>>>;
};

const NO_DAY = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false };

export function wireExperience(given: Given): Wire {
  const duration = given.duration ?? 60;
  return {
    archived: false,
    listed: true,
    tags: [],
    venue: null,
    location: null,
    latitude: null,
    longitude: null,
    description: "",
    images: [],
    retail_price: 0,
    member_price: null,
    per_guest_pricing: false,
    min_price: null,
    min_guests: 1,
    max_guests: 1,
    rating: null,
    rating_count: 0,
    likes: 0,
    liked: false,
    shares: 0,
    min_age: 0,
    ideal_age: { youngest: null, oldest: null },
    pet_friendly: false,
    duration,
    duration_split: { hours: Math.floor(duration / 60), minutes: duration % 60 },
    address: null,
    timezone: "America/New_York",
    start_time: null,
    end_time: null,
    cancellation_policy: null,
    cancellation_tiers: [],
    types: [],
    themes: [],
    amenities: [],
    additional_items: [],
    disclaimer: null,
    minimum_tier: null,
    minimum_tier_name: null,
    members_only: false,
    advance_notice: { required: false, time: 0, unit: "hours" },
    transportation: { included: false, radius: null, lead_time: null },
    time_created: "2026-01-01T00:00:00.000Z",
    time_updated: "2026-01-01T00:00:00.000Z",
    ...given,
    provider: { logo: null, ...given.provider },
    availabilities: (given.availabilities ?? []).map((window) => ({ ...NO_DAY, ...window })),
  };
}
