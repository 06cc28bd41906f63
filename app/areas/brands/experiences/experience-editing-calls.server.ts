import type { RefundTier } from "#contract/cancellation-policy";
import type { CallInput } from "#contract/api/endpoint";
import * as editing from "#contract/api/experience-editing";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { toExperience, type AdvanceNoticeUnit, type Availability, type Experience } from "~/areas/marketplace/experience-entity.server";

/*
 * An owner's changes to the experiences of their brand (platform/README.md "Experiences an owner
 * manages"): create, update, archive, cover image. The site names the fields as the entity does
 * (camelCase); the wire's names are this file's business alone.
 */

/** The experience's fields an owner sets; on update, only those given change (null clears). */
export interface ExperienceChanges {
  name?: string;
  archived?: boolean;
  /** False: not yet published (in no list or search, not bookable); omitted on create: listed. */
  listed?: boolean;
  /** The brand's id: needed on create only when the owner has several brands. */
  provider?: string;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  description?: string;
  images?: string[];
  /** Dollars. */
  retailPrice?: number;
  memberPrice?: number | null;
  minPrice?: number | null;
  perGuestPricing?: boolean;
  minGuests?: number;
  maxGuests?: number;
  minAge?: number;
  idealAge?: { youngest: number | null; oldest: number | null };
  petFriendly?: boolean;
  duration?: { hours: number; minutes: number };
  address?: string | null;
  timezone?: string;
  /** ISO 8601 with an offset, or null for an open end. */
  startTime?: string | null;
  endTime?: string | null;
  cancellationPolicy?: string | null;
  /** What cancelling gives back (#contract/cancellation-policy); replaces the tiers. */
  cancellationTiers?: RefundTier[];
  types?: string[];
  themes?: string[];
  amenities?: string[];
  additionalItems?: string[];
  disclaimer?: string | null;
  minimumTier?: number | null;
  membersOnly?: boolean;
  advanceNotice?: { required: boolean; time: number; unit: AdvanceNoticeUnit };
  transportation?: { included: boolean; radius: number | null; leadTime: number | null };
  /** A venue of the same brand, or null for none. */
  venue?: string | null;
  /** Tag names; they replace the experience's tags. */
  tags?: string[];
}

/** The body of create and update: every part optional on update (availabilities, when given, replace every window). */
export interface ExperienceEdit {
  category?: string;
  experience: ExperienceChanges;
  availabilities?: Availability[];
}

/** The wire's name of each field whose name differs from the entity's (the rest are the same word). */
const WIRE_NAMES: Partial<Record<keyof ExperienceChanges, string>> = {
  retailPrice: "retail_price",
  memberPrice: "member_price",
  minPrice: "min_price",
  perGuestPricing: "per_guest_pricing",
  minGuests: "min_guests",
  maxGuests: "max_guests",
  minAge: "min_age",
  idealAge: "ideal_age",
  petFriendly: "pet_friendly",
  startTime: "start_time",
  endTime: "end_time",
  cancellationPolicy: "cancellation_policy",
  cancellationTiers: "cancellation_tiers",
  additionalItems: "additional_items",
  minimumTier: "minimum_tier",
  membersOnly: "members_only",
  advanceNotice: "advance_notice",
};

/** The entity's name of a wire field ("max_guests" → "maxGuests"), for reading the platform's refusals. */
export const EXPERIENCE_FIELD_OF_WIRE: Readonly<Record<string, keyof ExperienceChanges>> = Object.fromEntries(
  Object.entries(WIRE_NAMES).map(([entity, wire]) => [wire, entity as keyof ExperienceChanges]),
);

function wireExperience(changes: ExperienceChanges): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes) as [keyof ExperienceChanges, unknown][]) {
    if (value === undefined) continue;
    wire[WIRE_NAMES[key] ?? key] = value;
  }
  if (changes.transportation) {
    const { included, radius, leadTime } = changes.transportation;
    wire.transportation = { included, radius, lead_time: leadTime };
  }
  return wire;
}

const wireEdit = (edit: ExperienceEdit) => ({
  ...(edit.category === undefined ? {} : { category: edit.category }),
  experience: wireExperience(edit.experience),
  ...(edit.availabilities === undefined ? {} : { availabilities: edit.availabilities }),
});

/** The wire's body of create and update (contract/api/experience-editing.ts). */
type EditOnTheWire = CallInput<typeof editing.createExperience>["body"];

export function experienceEditingCalls(core: PlatformCore) {
  return {
    /** POST /experiences/create: a new experience in the owner's brand (201). */
    async create(edit: ExperienceEdit): Promise<Experience> {
      const body = wireEdit(edit) as EditOnTheWire;
      return toExperience(await core.call(endpointCall(editing.createExperience, { body }, { prefix: "Unable to create the experience" })));
    },

    /** PUT /experiences/id/{id}: changes the fields named; `archived: false` restores. */
    async update(id: string, edit: ExperienceEdit): Promise<Experience> {
      const body = wireEdit(edit) as EditOnTheWire;
      return toExperience(await core.call(endpointCall(editing.updateExperience, { params: { id }, body }, { prefix: "Unable to save the experience" })));
    },

    /** DELETE /experiences/id/{id}: archives it (never deleted; still readable by id). */
    async archive(id: string): Promise<Experience> {
      return toExperience(await core.call(endpointCall(editing.archiveExperience, { params: { id } }, { prefix: "Unable to archive the experience" })));
    },

    /** PUT /experiences/id/{id}/images/cover (multipart `image`): the experience, its new cover first. */
    async uploadCover(id: string, image: Blob, filename: string): Promise<Experience> {
      const file = image instanceof File && image.name === filename ? image : new File([image], filename, { type: image.type });
      return toExperience(await core.call(endpointCall(editing.setExperienceCover, { params: { id }, body: { image: file } }, { prefix: "Unable to upload the cover image" })));
    },
  };
}
