import { fieldRefusal } from "~/.server/forms/field-refusal";
import type { PlatformCore } from "~/.server/platform";
import { VENUE_REFUSAL_FIELDS, venueChanges, type VenueFieldsOutput } from "./venue-fields.server";
import { venueCalls } from "./venue-calls.server";
import type { Venue } from "~/areas/brands/venue-entity.server";

/**
 * Creates (no venueId) or changes a venue, then sets its tags (a call of their own). A refusal
 * naming a field of the body comes back at that field of the form, in the platform's words.
 */
export async function saveVenue(platform: PlatformCore, target: { brandId: string; venueId?: string }, value: VenueFieldsOutput): Promise<Venue> {
  try {
    const changes = venueChanges(value);
    const venue = target.venueId
      ? await venueCalls(platform).update(target.venueId, changes)
      : await venueCalls(platform).create({
          ...changes,
          name: value.name,
          provider: target.brandId,
        });
    const same = venue.tags.length === value.tags.length && venue.tags.every((tag) => value.tags.includes(tag));
    return same ? venue : await venueCalls(platform).setTags(venue.id, value.tags);
  } catch (error) {
    throw fieldRefusal(error, VENUE_REFUSAL_FIELDS) ?? error;
  }
}
