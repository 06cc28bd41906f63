import * as api from "#contract/api/locations";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { PlatformError } from "~/.server/platform/errors";
import { toExperience, type Experience } from "./experience-entity.server";

/* Places and distances (spec platform-core §7 "Venues and locations"; platform/README.md "Locations"). */

export interface Point {
  latitude: number;
  longitude: number;
}

/** A point, or a place as people write it ("Portland, OR", "sao paulo"). */
export type Spot = Point | string;

export interface Distance {
  km: number;
  miles: number;
}

/** The platform's estimate (great circle x 1.3 at 70 km/h), not a route. */
export interface Driving extends Distance {
  minutes: number;
}

export interface Place extends Point {
  /** The GeoNames id: stable, accepted by distanceToPlace. */
  id: string;
  name: string;
  /** The first-level region code ("NY"; numeric outside a few countries). */
  region: string;
  country: string;
  population: number;
  /** The IANA zone at its coordinates (America/Chicago). */
  timezone: string;
}

/** An autocomplete answer: with its distance from `near` when one was given. */
export interface PlaceSuggestion extends Place {
  distance: Distance | null;
}

export interface DistanceEnd extends Point {
  /** The place matched when the end was written as one; null for a point. */
  place: Place | null;
}

export interface DistanceResult {
  origin: DistanceEnd;
  destination: DistanceEnd;
  distance: Distance;
  driving: Driving | null;
}

export function locationCalls(core: PlatformCore) {
  const measuring = { prefix: "Unable to measure the distance" };

  return {
    /** POST /location/search/autocomplete: places starting so, the most populous (or, with `near`, the nearest) first. */
    autocomplete(query: string, options: { count?: number; near?: Spot } = {}): Promise<PlaceSuggestion[]> {
      return core.call(endpointCall(api.autocompletePlaces, { body: { query, count: options.count, near: options.near } }, { prefix: "Unable to search places" }));
    },

    /** POST /location/address: the best match for a written place, or null when nothing matches (404). */
    async address(location: string): Promise<Place | null> {
      try {
        return await core.call(endpointCall(api.resolveAddress, { body: { location } }, { prefix: "Unable to find the place" }));
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    /** POST /location/distance: great circle between two spots, and the driving estimate when asked. */
    distance(origin: Spot, destination: Spot, options: { driving?: boolean } = {}): Promise<DistanceResult> {
      return core.call(endpointCall(api.measureDistance, { body: { origin, destination, driving: options.driving } }, measuring));
    },

    /** POST /location/distance/to/place: `place` is a Place id or a written place. */
    distanceToPlace(origin: Spot, place: string, options: { driving?: boolean } = {}): Promise<DistanceResult> {
      return core.call(endpointCall(api.measureDistanceToPlace, { body: { origin, place, driving: options.driving } }, measuring));
    },

    /** POST /location/distance/to/experience: to the experience's coordinates (404 unknown, or it has none). */
    async distanceToExperience(origin: Spot, experienceId: string, options: { driving?: boolean } = {}): Promise<DistanceResult & { experience: Experience }> {
      const measured = await core.call(endpointCall(api.measureDistanceToExperience, { body: { origin, experience: experienceId, driving: options.driving } }, measuring));
      return { ...measured, experience: toExperience(measured.experience) };
    },
  };
}
