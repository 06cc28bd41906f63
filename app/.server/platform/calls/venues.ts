import { z } from "zod";
import { path, type PlatformCore } from "../core";
import { PlatformError } from "../errors";
import { venueSchema, type Venue } from "./venue-entity";

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

const tagCountSchema: z.ZodType<TagCount> = z.object({ tag: z.string(), count: z.number().int().min(0) });
const empty = z.unknown();

export function venueCalls(core: PlatformCore) {
  const change = (prefix: string, venueId: string, method: "PUT" | "POST", suffix: "" | "/tags", json: object) =>
    core.call({ prefix, method, path: path`/location/venues/id/${venueId}` + suffix, auth: "required", json, schema: venueSchema });

  return {
    /** GET /location/venues/id/{id}: the venue, or null when there is none (404). */
    async get(venueId: string): Promise<Venue | null> {
      try {
        return await core.call({ prefix: "Unable to get the venue", method: "GET", path: path`/location/venues/id/${venueId}`, schema: venueSchema });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    /** POST /location/venues/: a venue of the owner's brand (201; 400 names the field, 403 another's brand). */
    create(venue: NewVenue): Promise<Venue> {
      return core.call({ prefix: "Unable to add the venue", method: "POST", path: "/location/venues/", auth: "required", json: venueBody(venue), schema: venueSchema });
    },

    /** PUT /location/venues/id/{id}: changes the fields given (403 not the owner's, 404 none). */
    update(venueId: string, changes: VenueChanges): Promise<Venue> {
      return change("Unable to save the venue", venueId, "PUT", "", venueBody(changes));
    },

    /** DELETE /location/venues/id/{id} (204): experiences held there stay, without a venue. */
    async remove(venueId: string): Promise<void> {
      await core.call({ prefix: "Unable to delete the venue", method: "DELETE", path: path`/location/venues/id/${venueId}`, auth: "required", schema: empty });
    },

    /** POST /location/venues/id/{id}/tags: the venue with exactly these tags (lower-cased, duplicates dropped). */
    setTags(venueId: string, tags: string[]): Promise<Venue> {
      return change("Unable to tag the venue", venueId, "POST", "/tags", { tags });
    },

    /** GET /location/venues/tags: every tag in use, with how many venues carry it. */
    tags(): Promise<TagCount[]> {
      return core.call({ prefix: "Unable to list venue tags", method: "GET", path: "/location/venues/tags", schema: z.array(tagCountSchema) });
    },

    /** GET /location/venues/themes: available venues with the theme (and holding an experience of the category). */
    withTheme(options: { theme?: string; category?: string } = {}): Promise<Venue[]> {
      return core.call({ prefix: "Unable to find venues", method: "GET", path: "/location/venues/themes", query: options, schema: z.array(venueSchema) });
    },

    /** POST /location/venues/themes: available venues with any (or all) of the themes. */
    withThemes(themes: string[], mode: "any" | "all" = "any"): Promise<Venue[]> {
      return core.call({ prefix: "Unable to find venues", method: "POST", path: "/location/venues/themes", query: { mode }, json: { themes }, schema: z.array(venueSchema) });
    },
  };
}
