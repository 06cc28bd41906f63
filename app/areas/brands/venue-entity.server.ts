import type { CallAnswer } from "#contract/api/endpoint";
import type { getVenue } from "#contract/api/venues";

/* A venue (spec platform-core §3 "Experience location / venue"; platform/README.md "Venues"). */

export interface Blackout {
  id: string;
  /** Instants (ISO 8601). */
  start: string;
  end: string;
}

export interface Venue {
  id: string;
  name: string;
  provider: { id: string; name: string; username: string };
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** Two letters ("US" by default). */
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** Whether it takes bookings. */
  available: boolean;
  themes: string[];
  tags: string[];
  minimumTier: number | null;
  membersOnly: boolean;
  /** Places per slot of every experience held there; null: each experience's own max guests. */
  capacity: number | null;
  parking: boolean;
  licensed: boolean;
  licenseText: string | null;
  timezone: string;
  blackouts: Blackout[];
  created: string | null;
  updated: string | null;
}

/** The contract's venue (contract/api/venues.ts `Venue`) as the site's entity. */
export function toVenue(w: CallAnswer<typeof getVenue>): Venue {
  return {
    id: w.id,
    name: w.name,
    provider: w.provider,
    address: w.address,
    address2: w.address2,
    city: w.city,
    state: w.state,
    postalCode: w.postal_code,
    country: w.country,
    latitude: w.latitude,
    longitude: w.longitude,
    available: w.available,
    themes: w.themes,
    tags: w.tags,
    minimumTier: w.minimum_tier,
    membersOnly: w.members_only,
    capacity: w.capacity,
    parking: w.parking,
    licensed: w.licensed,
    licenseText: w.license_text,
    timezone: w.timezone,
    blackouts: w.blackout_times,
    created: w.time_created,
    updated: w.time_updated,
  };
}
