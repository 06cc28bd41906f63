import { PlatformError, type PlatformCore } from "~/.server/platform";
import { FormRefusal } from "~/.server/forms/submission";
import { tagsOf, VENUE_REFUSAL_FIELDS, venueChanges, type VenueFieldsOutput } from "./venue-fields.server";
import { venueCalls } from "./venue-calls.server";
import { VENUE_FIELD_LABELS } from "./venue-text";
import type { Venue } from "~/areas/brands/venue-entity.server";

/**
 * Creates (no venueId) or changes a venue, then sets its tags (a call of their own). A refusal
 * naming a field of the body comes back at that field of the form, said with the field's label
 * ("Capacity must be at least 1."), never the platform's `Field "capacity": …`.
 */
export async function saveVenue(platform: PlatformCore, target: { brandId: string; venueId?: string }, value: VenueFieldsOutput): Promise<Venue> {
  try {
    const changes = venueChanges(value);
    const venue = target.venueId
      ? await venueCalls(platform).update(target.venueId, changes)
      : await venueCalls(platform).create({ ...changes, name: value.name, provider: target.brandId });
    const tags = tagsOf(value);
    const same = venue.tags.length === tags.length && venue.tags.every((tag) => tags.includes(tag));
    return same ? venue : await venueCalls(platform).setTags(venue.id, tags);
  } catch (error) {
    throw venueRefusal(error) ?? error;
  }
}

/** A 4xx about one field of the venue's body (its `field` and `problem`, contract/api/errors.ts), in the form's words. */
export function venueRefusal(error: unknown): FormRefusal | null {
  if (!(error instanceof PlatformError) || !error.status || error.status >= 500 || !error.field || !error.problem) return null;
  const field = VENUE_REFUSAL_FIELDS[error.field];
  if (!field) return null;
  const problem = error.problem.replace(/\.$/, "");
  const sentence = `${VENUE_FIELD_LABELS[field]} ${problem.startsWith("must") ? problem : `: ${problem}`}.`.replace(" : ", ": ");
  return new FormRefusal(sentence, 400, { [field]: [sentence] });
}
