import type { RefundTier } from "#contract/cancellation-policy";
import type { z } from "zod";
import { experience } from "#contract/api/experiences";

type ExperienceOnTheWire = z.output<typeof experience>;

/* The Experience and Availability entities (spec platform-core §3) as the site uses them. */

/** A weekly window, wall-clock in the experience's own time zone. */
export interface Availability {
  start: { hour: number; minute: number };
  end: { hour: number; minute: number };
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
}

export interface ExperienceCategory {
  name: string;
  title: string;
}

export interface ExperienceTag extends ExperienceCategory {
  category: string | null;
}

export interface ExperienceProvider {
  id: string;
  name: string;
  username: string;
  logo: string | null;
}

export type AdvanceNoticeUnit = "minutes" | "hours" | "days";

export interface Experience {
  id: string;
  name: string;
  archived: boolean;
  /** False until its owner publishes it: in no list or search, not bookable. */
  listed: boolean;
  provider: ExperienceProvider;
  category: ExperienceCategory;
  tags: ExperienceTag[];
  /** The id of the venue (of the same brand) it is held at, or null. */
  venue: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  /** The main image first, then the extras. */
  images: string[];
  /** Dollars. */
  retailPrice: number;
  memberPrice: number | null;
  perGuestPricing: boolean;
  minPrice: number | null;
  minGuests: number;
  maxGuests: number;
  rating: number | null;
  ratingCount: number;
  likes: number;
  /** Whether the signed-in visitor likes it. */
  liked: boolean;
  shares: number;
  minAge: number;
  idealAge: { youngest: number | null; oldest: number | null };
  petFriendly: boolean;
  /** Minutes, and the same split into hours and minutes. */
  duration: number;
  durationSplit: { hours: number; minutes: number };
  address: string | null;
  timezone: string;
  startTime: string | null;
  endTime: string | null;
  cancellationPolicy: string | null;
  /** What cancelling gives back (#contract/cancellation-policy), longest notice first. */
  cancellationTiers: RefundTier[];
  types: string[];
  themes: string[];
  amenities: string[];
  additionalItems: string[];
  disclaimer: string | null;
  minimumTier: number | null;
  minimumTierName: string | null;
  membersOnly: boolean;
  advanceNotice: { required: boolean; time: number; unit: AdvanceNoticeUnit };
  transportation: { included: boolean; radius: number | null; leadTime: number | null };
  availabilities: Availability[];
  created: string | null;
  updated: string | null;
}

/** The contract's experience (contract/api/experiences.ts) as the site's entity. */
export function toExperience(w: ExperienceOnTheWire): Experience {
  return {
    id: w.id,
    name: w.name,
    archived: w.archived,
    listed: w.listed,
    provider: w.provider,
    category: w.category,
    tags: w.tags,
    venue: w.venue,
    location: w.location,
    latitude: w.latitude,
    longitude: w.longitude,
    description: w.description,
    images: w.images,
    retailPrice: w.retail_price,
    memberPrice: w.member_price,
    perGuestPricing: w.per_guest_pricing,
    minPrice: w.min_price,
    minGuests: w.min_guests,
    maxGuests: w.max_guests,
    rating: w.rating,
    ratingCount: w.rating_count,
    likes: w.likes,
    liked: w.liked,
    shares: w.shares,
    minAge: w.min_age,
    idealAge: w.ideal_age,
    petFriendly: w.pet_friendly,
    duration: w.duration,
    // Derived from duration, the one figure the spec names, rather than read from the wire.
    durationSplit: { hours: Math.floor(w.duration / 60), minutes: w.duration % 60 },
    address: w.address,
    timezone: w.timezone,
    startTime: w.start_time,
    endTime: w.end_time,
    cancellationPolicy: w.cancellation_policy,
    cancellationTiers: w.cancellation_tiers,
    types: w.types,
    themes: w.themes,
    amenities: w.amenities,
    additionalItems: w.additional_items,
    disclaimer: w.disclaimer,
    minimumTier: w.minimum_tier,
    minimumTierName: w.minimum_tier_name,
    membersOnly: w.members_only,
    advanceNotice: w.advance_notice,
    transportation: { included: w.transportation.included, radius: w.transportation.radius, leadTime: w.transportation.lead_time },
    availabilities: w.availabilities,
    created: w.time_created,
    updated: w.time_updated,
  };
}

/** An experience answer read as the site's entity (purchases, distances and the owner's calls embed it). */
export const experienceSchema: z.ZodType<Experience, ExperienceOnTheWire> = experience.transform(toExperience);
