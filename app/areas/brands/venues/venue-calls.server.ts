import type { CallInput, Endpoint } from "#contract/api/endpoint";
import * as venues from "#contract/api/venues";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { PlatformError } from "~/.server/platform/errors";
import { toVenue, type Venue } from "~/areas/brands/venue-entity.server";

/* Venues (spec platform-core §7 "Venues and locations"; platform/README.md "Venues"). */

/** A blackout to keep or add: instants written ISO 8601 with their offset. */
export interface BlackoutInput {
  start: string;
  end: string;
}

/** What a venue's owner sets; on update only the fields given change (null clears). */
export interface VenueChanges {
  name?: string;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  /** Two letters. */
  country?: string;
  latitude?: number | null;
  longitude?: number | null;
  available?: boolean;
  themes?: string[];
  /** 0-3 (membershipTiers), or null for none. */
  minimumTier?: number | null;
  membersOnly?: boolean;
  capacity?: number | null;
  parking?: boolean;
  licensed?: boolean;
  licenseText?: string | null;
  timezone?: string;
  /** Replaces every blackout when given. */
  blackouts?: BlackoutInput[];
}

/** A new venue: its name, and the brand when the owner has several. */
export interface NewVenue extends VenueChanges {
  name: string;
  provider?: string;
}

export interface TagCount {
  tag: string;
  /** Venues carrying it. */
  count: number;
}

/** The wire body: snake_case, fields not given left out (so PUT changes only those). */
function venueBody({ provider, postalCode, minimumTier, membersOnly, licenseText, blackouts, ...same }: VenueChanges & { provider?: string }) {
  const body = {
    ...same,
    provider,
    postal_code: postalCode,
    minimum_tier: minimumTier,
    members_only: membersOnly,
    license_text: licenseText,
    blackout_times: blackouts,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

export function venueCalls(core: PlatformCore) {
  const call = <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string) => core.call(endpointCall(endpoint, input, { prefix }));

  return {
    /** GET /location/venues/id/{id}: the venue, or null when there is none (404). */
    async get(venueId: string): Promise<Venue | null> {
      try {
        return toVenue(await call(venues.getVenue, { params: { id: venueId } }, "Unable to get the venue"));
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    /** POST /location/venues/: a venue of the owner's brand (201; 400 names the field, 403 another's brand). */
    async create(venue: NewVenue): Promise<Venue> {
      return toVenue(await call(venues.createVenue, { body: venueBody(venue) }, "Unable to add the venue"));
    },

    /** PUT /location/venues/id/{id}: changes the fields given (403 not the owner's, 404 none). */
    async update(venueId: string, changes: VenueChanges): Promise<Venue> {
      return toVenue(await call(venues.updateVenue, { params: { id: venueId }, body: venueBody(changes) }, "Unable to save the venue"));
    },

    /** DELETE /location/venues/id/{id} (204): experiences held there stay, without a venue. */
    async remove(venueId: string): Promise<void> {
      await call(venues.deleteVenue, { params: { id: venueId } }, "Unable to delete the venue");
    },

    /** POST /location/venues/id/{id}/tags: the venue with exactly these tags (lower-cased, duplicates dropped). */
    async setTags(venueId: string, tags: string[]): Promise<Venue> {
      return toVenue(await call(venues.tagVenue, { params: { id: venueId }, body: { tags } }, "Unable to tag the venue"));
    },

    /** GET /location/venues/tags: every tag in use, with how many venues carry it. */
    tags(): Promise<TagCount[]> {
      return call(venues.venueTags, {}, "Unable to list venue tags");
    },

    /** GET /location/venues/themes: available venues with the theme (and holding an experience of the category). */
    async withTheme(options: { theme?: string; category?: string } = {}): Promise<Venue[]> {
      return (await call(venues.venuesWithTheme, { query: options }, "Unable to find venues")).map(toVenue);
    },

    /** POST /location/venues/themes: available venues with any (or all) of the themes. */
    async withThemes(themes: string[], mode: "any" | "all" = "any"): Promise<Venue[]> {
      return (await call(venues.venuesWithThemes, { query: { mode }, body: { themes } }, "Unable to find venues")).map(toVenue);
    },
  };
}
