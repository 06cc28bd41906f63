/** A venue on the wire (platform/README.md "Venues"): spec §3 "Experience location / venue". */
import type { Business } from "../businesses";
import type { Venue, VenueBlackout } from "./schema";

export type BlackoutWire = { id: string; start: string; end: string };

export type VenueWire = {
  id: string;
  name: string;
  provider: { id: string; name: string; username: string };
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  available: boolean;
  themes: string[];
  tags: string[];
  minimum_tier: number | null;
  members_only: boolean;
  capacity: number | null;
  parking: boolean;
  licensed: boolean;
  license_text: string | null;
  timezone: string;
  blackout_times: BlackoutWire[];
  time_created: string;
  time_updated: string;
};

export type VenueWithRelations = {
  venue: Venue;
  provider: Pick<Business, "id" | "name" | "domain">;
  tags: string[];
  blackouts: VenueBlackout[];
};

export function toVenueWire({ venue, provider, tags, blackouts }: VenueWithRelations): VenueWire {
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
