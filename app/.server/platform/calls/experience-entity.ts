import { z } from "zod";
import { id, maybe, timestamp } from "../wire";
import { tier } from "./memberships";

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

const clock = z.object({ hour: z.number().int().min(0).max(24), minute: z.number().int().min(0).max(59) });
const weekday = z.boolean().default(false);

export const availabilitySchema: z.ZodType<Availability> = z.object({
  start: clock,
  end: clock,
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: weekday,
  sunday: weekday,
});

export const categorySchema: z.ZodType<ExperienceCategory> = z.object({ name: z.string(), title: z.string() });

export const tagSchema: z.ZodType<ExperienceTag> = z.object({
  name: z.string(),
  title: z.string(),
  category: maybe(z.string()),
});

const strings = z.array(z.string()).nullish().transform((value) => value ?? []);
const money = z.number().min(0);

export const experienceSchema: z.ZodType<Experience> = z
  .object({
    id,
    name: z.string(),
    archived: z.boolean().default(false),
    provider: z.object({ id, name: z.string(), username: z.string(), logo: maybe(z.string()) }),
    category: categorySchema,
    tags: z.array(tagSchema).default([]),
    venue: maybe(z.string()),
    location: maybe(z.string()),
    latitude: maybe(z.number()),
    longitude: maybe(z.number()),
    description: z.string().default(""),
    images: strings,
    retail_price: money,
    member_price: maybe(money),
    per_guest_pricing: z.boolean().default(false),
    min_price: maybe(money),
    min_guests: z.number().int().min(1).default(1),
    max_guests: z.number().int().min(1),
    rating: maybe(z.number()),
    rating_count: z.number().int().min(0).default(0),
    likes: z.number().int().min(0).default(0),
    liked: z.boolean().default(false),
    shares: z.number().int().min(0).default(0),
    min_age: z.number().int().min(0).default(0),
    ideal_age: maybe(z.object({ youngest: maybe(z.number().int()), oldest: maybe(z.number().int()) })),
    pet_friendly: z.boolean().default(false),
    duration: z.number().int().min(0),
    address: maybe(z.string()),
    timezone: z.string().default("America/New_York"),
    start_time: maybe(timestamp),
    end_time: maybe(timestamp),
    cancellation_policy: maybe(z.string()),
    types: strings,
    themes: strings,
    amenities: strings,
    additional_items: strings,
    disclaimer: maybe(z.string()),
    minimum_tier: maybe(tier),
    minimum_tier_name: maybe(z.string()),
    members_only: z.boolean().default(false),
    advance_notice: maybe(
      z.object({ required: z.boolean(), time: z.number().int().min(0), unit: z.enum(["minutes", "hours", "days"]) }),
    ),
    transportation: maybe(
      z.object({ included: z.boolean(), radius: maybe(z.number()), lead_time: maybe(z.number()) }),
    ),
    availabilities: z.array(availabilitySchema).default([]),
    time_created: maybe(timestamp),
    time_updated: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    name: w.name,
    archived: w.archived,
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
    idealAge: w.ideal_age ?? { youngest: null, oldest: null },
    petFriendly: w.pet_friendly,
    duration: w.duration,
    // Derived here rather than trusted from the wire, so a hosted platform without it still works.
    durationSplit: { hours: Math.floor(w.duration / 60), minutes: w.duration % 60 },
    address: w.address,
    timezone: w.timezone,
    startTime: w.start_time,
    endTime: w.end_time,
    cancellationPolicy: w.cancellation_policy,
    types: w.types,
    themes: w.themes,
    amenities: w.amenities,
    additionalItems: w.additional_items,
    disclaimer: w.disclaimer,
    minimumTier: w.minimum_tier,
    minimumTierName: w.minimum_tier_name,
    membersOnly: w.members_only,
    advanceNotice: w.advance_notice ?? { required: false, time: 0, unit: "hours" as const },
    transportation: w.transportation
      ? { included: w.transportation.included, radius: w.transportation.radius, leadTime: w.transportation.lead_time }
      : { included: false, radius: null, leadTime: null },
    availabilities: w.availabilities,
    created: w.time_created,
    updated: w.time_updated,
  }));
