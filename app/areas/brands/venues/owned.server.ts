import { data } from "react-router";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { ownedBrand } from "../owned-brand.server";
import { venueCalls } from "./venue-calls.server";
import type { Venue } from "~/areas/brands/venue-entity.server";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * Every venue screen loads the brand as the brand's home does (the member's brands): another
 * member's brand, or a venue of another brand, is a 404, as if there were none.
 */

export async function ownedVenue(platform: PlatformCore, brandId: string, venueId: string): Promise<{ brand: Brand; venue: Venue }> {
  const [brand, venue] = await Promise.all([ownedBrand(platform, brandId), venueOrNull(platform, venueId)]);
  if (!venue || venue.provider.id !== brand.id) throw data(null, { status: 404 });
  return { brand, venue };
}

/** An id the platform cannot read (400) is no venue either. */
async function venueOrNull(platform: PlatformCore, venueId: string): Promise<Venue | null> {
  try {
    return await venueCalls(platform).get(venueId);
  } catch (error) {
    if (error instanceof PlatformError && error.status !== undefined && error.status < 500) return null;
    throw error;
  }
}
