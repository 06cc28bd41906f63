/**
 * An experience on the wire (platform/README.md "Experiences"): prices in dollars like the plans,
 * duration in minutes with its hours-and-minutes split, availabilities as wall-clock windows in
 * the experience's own zone. Purchases embed the same shape.
 */
import type { Business } from "../businesses";
import type { Experience, ExperienceAvailability } from "./schema";

export type AvailabilityWire = {
  start: { hour: number; minute: number };
  end: { hour: number; minute: number };
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
};

export type CategoryWire = { name: string; title: string };
export type TagWire = { name: string; title: string; category: string | null };

/** The provider as an experience shows it: enough to name and link the brand. */
export type ProviderWire = { id: string; name: string; username: string; logo: string | null };

export type ExperienceWire = {
  id: string;
  name: string;
  archived: boolean;
  provider: ProviderWire;
  category: CategoryWire;
  tags: TagWire[];
  /** The id of the venue it is held at (GET /location/venues/id/{id}), or null. */
  venue: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  images: string[];
  retail_price: number;
  member_price: number | null;
  per_guest_pricing: boolean;
  min_price: number | null;
  min_guests: number;
  max_guests: number;
  rating: number | null;
  rating_count: number;
  likes: number;
  /** Whether the signed-in caller likes it; false for a caller without a session. */
  liked: boolean;
  shares: number;
  min_age: number;
  ideal_age: { youngest: number | null; oldest: number | null };
  pet_friendly: boolean;
  /** Minutes; `duration_split` is the same as hours and minutes. */
  duration: number;
  duration_split: { hours: number; minutes: number };
  address: string | null;
  timezone: string;
  start_time: string | null;
  end_time: string | null;
  cancellation_policy: string | null;
  types: string[];
  themes: string[];
  amenities: string[];
  additional_items: string[];
  disclaimer: string | null;
  /** 0 Creator … 3 Enterprise, null for anyone; `minimum_tier_name` names it ("Alliance"). */
  minimum_tier: number | null;
  minimum_tier_name: string | null;
  members_only: boolean;
  advance_notice: { required: boolean; time: number; unit: "minutes" | "hours" | "days" };
  transportation: { included: boolean; radius: number | null; lead_time: number | null };
  availabilities: AvailabilityWire[];
  time_created: string;
  time_updated: string;
};

export const dollars = (cents: number): number => cents / 100;

export function toAvailabilityWire(row: ExperienceAvailability): AvailabilityWire {
  return {
    start: { hour: row.startHour, minute: row.startMinute },
    end: { hour: row.endHour, minute: row.endMinute },
    monday: row.monday,
    tuesday: row.tuesday,
    wednesday: row.wednesday,
    thursday: row.thursday,
    friday: row.friday,
    saturday: row.saturday,
    sunday: row.sunday,
  };
}

/** Everything an experience is shown with, loaded alongside its row. */
export type ExperienceWithRelations = {
  experience: Experience;
  provider: Pick<Business, "id" | "name" | "domain" | "logo">;
  category: CategoryWire;
  tags: TagWire[];
  venueId: string | null;
  availabilities: ExperienceAvailability[];
  liked: boolean;
  /** The name of the plan whose tier is `minimumTier`, when there is one. */
  minimumTierName: string | null;
};

export function toExperienceWire(loaded: ExperienceWithRelations): ExperienceWire {
  const { experience: row, provider } = loaded;
  return {
    id: row.id,
    name: row.name,
    archived: row.archived,
    provider: { id: provider.id, name: provider.name, username: provider.domain, logo: provider.logo },
    category: loaded.category,
    tags: loaded.tags,
    venue: loaded.venueId,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    images: row.images,
    retail_price: dollars(row.retailPriceCents),
    member_price: row.memberPriceCents === null ? null : dollars(row.memberPriceCents),
    per_guest_pricing: row.perGuestPricing,
    min_price: row.minPriceCents === null ? null : dollars(row.minPriceCents),
    min_guests: row.minGuests,
    max_guests: row.maxGuests,
    rating: row.rating,
    rating_count: row.ratingCount,
    likes: row.likes,
    liked: loaded.liked,
    shares: row.shares,
    min_age: row.minAge,
    ideal_age: { youngest: row.idealAgeYoungest, oldest: row.idealAgeOldest },
    pet_friendly: row.petFriendly,
    duration: row.durationMinutes,
    duration_split: { hours: Math.floor(row.durationMinutes / 60), minutes: row.durationMinutes % 60 },
    address: row.address,
    timezone: row.timezone,
    start_time: row.startTime?.toISOString() ?? null,
    end_time: row.endTime?.toISOString() ?? null,
    cancellation_policy: row.cancellationPolicy,
    types: row.types,
    themes: row.themes,
    amenities: row.amenities,
    additional_items: row.additionalItems,
    disclaimer: row.disclaimer,
    minimum_tier: row.minimumTier,
    minimum_tier_name: loaded.minimumTierName,
    members_only: row.membersOnly,
    advance_notice: { required: row.advanceNoticeRequired, time: row.advanceNoticeTime, unit: row.advanceNoticeUnit },
    transportation: {
      included: row.transportationIncluded,
      radius: row.transportationRadius,
      lead_time: row.transportationLeadTime,
    },
    availabilities: loaded.availabilities.map(toAvailabilityWire),
    time_created: row.timeCreated.toISOString(),
    time_updated: row.timeUpdated.toISOString(),
  };
}
