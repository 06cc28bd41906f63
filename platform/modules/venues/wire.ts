/** A venue on the wire (contract/api/venues.ts `Venue`): spec §3 "Experience location / venue". */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { getVenue } from "#contract/api/venues";
import type { Business } from "../businesses";
import type { Venue, VenueBlackout } from "./schema";

export type VenueWithRelations = {
  venue: Venue;
  provider: Pick<Business, "id" | "name" | "domain">;
  tags: string[];
  blackouts: VenueBlackout[];
};

export function toVenueWire({ venue, provider, tags, blackouts }: VenueWithRelations): HandlerAnswer<typeof getVenue> {
  return {
    id: venue.id,
    name: venue.name,
    provider: { id: provider.id, name: provider.name, username: provider.domain },
    address: venue.address,
    address2: venue.address2,
    city: venue.city,
    state: venue.state,
    postal_code: venue.postalCode,
    country: venue.country,
    latitude: venue.latitude,
    longitude: venue.longitude,
    available: venue.available,
    themes: venue.themes,
    tags,
    minimum_tier: venue.minimumTier,
    members_only: venue.membersOnly,
    capacity: venue.capacity,
    parking: venue.parking,
    licensed: venue.licensed,
    license_text: venue.licenseText,
    timezone: venue.timezone,
    blackout_times: blackouts.map((row) => ({ id: row.id, start: row.startsAt.toISOString(), end: row.endsAt.toISOString() })),
    time_created: venue.timeCreated.toISOString(),
    time_updated: venue.timeUpdated.toISOString(),
  };
}
