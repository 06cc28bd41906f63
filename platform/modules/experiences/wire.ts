/**
 * An experience on the wire (contract/api/experiences.ts `experience`): prices in dollars like the
 * plans, duration in minutes with its hours-and-minutes split, availabilities as wall-clock windows
 * in the experience's own zone. Purchases embed the same shape.
 */
import type { z } from "zod";
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { availability, category, experience, listExperiences, provider, tag } from "#contract/api/experiences";
import type { Business } from "../businesses";
import type { Experience, ExperienceAvailability } from "./schema";

export type AvailabilityWire = z.input<typeof availability>;
export type CategoryWire = z.input<typeof category>;
export type TagWire = z.input<typeof tag>;
export type ProviderWire = z.input<typeof provider>;
export type ExperienceWire = z.input<typeof experience>;
/** A page of a list or a search (GET /experiences/list). */
export type ExperiencePage = HandlerAnswer<typeof listExperiences>;

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
    listed: row.listed,
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
    cancellation_tiers: row.cancellationTiers,
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
