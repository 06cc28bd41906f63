import { z } from "zod";
import type { PlatformCore } from "../core";
import { PlatformError } from "../errors";
import { id } from "../wire";
import { experienceSchema, type Experience } from "./experience-entity";

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

const distanceSchema = z.object({ km: z.number(), miles: z.number() });
const placeSchema = z.object({
  id,
  name: z.string(),
  region: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number(),
});
const suggestionSchema: z.ZodType<PlaceSuggestion> = placeSchema.extend({ distance: distanceSchema.nullable() });
const endSchema = z.object({ latitude: z.number(), longitude: z.number(), place: placeSchema.nullable() });
const resultWire = z.object({
  origin: endSchema,
  destination: endSchema,
  distance: distanceSchema,
  driving: distanceSchema.extend({ minutes: z.number() }).nullable(),
});
const resultSchema: z.ZodType<DistanceResult> = resultWire;
const toExperienceSchema: z.ZodType<DistanceResult & { experience: Experience }> = resultWire.extend({ experience: experienceSchema });

export function locationCalls(core: PlatformCore) {
  const measure = <T>(path: string, json: object, schema: z.ZodType<T>) =>
    core.call({ prefix: "Unable to measure the distance", method: "POST", path, json, schema });

  return {
    /** POST /location/search/autocomplete: places starting so, the most populous (or, with `near`, the nearest) first. */
    autocomplete(query: string, options: { count?: number; near?: Spot } = {}): Promise<PlaceSuggestion[]> {
      return core.call({
        prefix: "Unable to search places",
        method: "POST",
        path: "/location/search/autocomplete",
        json: { query, count: options.count, near: options.near },
        schema: z.array(suggestionSchema),
      });
    },

    /** POST /location/address: the best match for a written place, or null when nothing matches (404). */
    async address(location: string): Promise<Place | null> {
      try {
        return await core.call({ prefix: "Unable to find the place", method: "POST", path: "/location/address", json: { location }, schema: placeSchema });
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
    },

    /** POST /location/distance: great circle between two spots, and the driving estimate when asked. */
    distance(origin: Spot, destination: Spot, options: { driving?: boolean } = {}): Promise<DistanceResult> {
      return measure("/location/distance", { origin, destination, driving: options.driving }, resultSchema);
    },

    /** POST /location/distance/to/place: `place` is a Place id or a written place. */
    distanceToPlace(origin: Spot, place: string, options: { driving?: boolean } = {}): Promise<DistanceResult> {
      return measure("/location/distance/to/place", { origin, place, driving: options.driving }, resultSchema);
    },

    /** POST /location/distance/to/experience: to the experience's coordinates (404 unknown, or it has none). */
    distanceToExperience(origin: Spot, experienceId: string, options: { driving?: boolean } = {}): Promise<DistanceResult & { experience: Experience }> {
      return measure("/location/distance/to/experience", { origin, experience: experienceId, driving: options.driving }, toExperienceSchema);
    },
  };
}
