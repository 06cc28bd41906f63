/**
 * Places and distances (platform-core §7 "Venues and locations"; platform/README.md "Locations"):
 * autocomplete, an address resolved to its best match, and great-circle distances with the
 * documented driving estimate, between points, places or an experience. Answered from the offline
 * gazetteer; the API credential is all a call needs.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_AUTOCOMPLETE_COUNT } from "../limits";
import { endpoint, type Refusal } from "./endpoint";
import { badBody } from "./errors";
import { distance, experience } from "./experiences";

export const DEFAULT_AUTOCOMPLETE_COUNT = 10;

// ── What is asked ───────────────────────────────────────────────────────────

const text = z.string({ error: "must be text" }).trim().min(1, "must not be blank").max(200, "must be at most 200 characters");
const coordinate = (limit: number) =>
  z.number({ error: "must be a number" }).min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`);

const pointBody = z.object({ latitude: coordinate(90), longitude: coordinate(180) }, { error: "must be {latitude, longitude}" }).strict();
/** A point, or a place written as for POST /location/address. */
export const spotBody = z.union([text, pointBody], { error: "must be {latitude, longitude} or a place's name" });
export type Spot = z.output<typeof spotBody>;

const driving = z.boolean({ error: "must be true or false" }).default(false).meta({ description: "Add the driving estimate (great circle × 1.3 at 70 km/h)." });

const autocompleteBody = z
  .object({
    query: text,
    count: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(DEFAULT_AUTOCOMPLETE_COUNT)
      .transform((count) => Math.min(count, MAX_AUTOCOMPLETE_COUNT))
      .meta({ description: `At most ${MAX_AUTOCOMPLETE_COUNT} are answered; larger counts are clamped.` }),
    near: spotBody.nullable().default(null).meta({ description: "Nearest first from here, with each one's distance." }),
  })
  .strict();

const addressBody = z.object({ location: text }).strict();
const distanceBody = z.object({ origin: spotBody, destination: spotBody, driving }).strict();
const toPlaceBody = z.object({ origin: spotBody, place: text.meta({ description: "A place's id (from autocomplete or address) or its name." }), driving }).strict();
const toExperienceBody = z.object({ origin: spotBody, experience: z.string({ error: "must be an experience id" }), driving }).strict();

// ── What is answered ────────────────────────────────────────────────────────

export const place = z
  .object({
    id: z.string().min(1).meta({ description: "The GeoNames id: stable." }),
    name: z.string(),
    region: z.string().meta({ description: 'The first-level region code ("NY").' }),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number(),
    timezone: z.string().meta({ description: "The IANA time zone at the place's coordinates (America/Chicago)." }),
  })
  .meta({ id: "Place" });

const drivingEstimate = distance.extend({ minutes: z.number() }).meta({ id: "DrivingEstimate" });
const end = z.object({ latitude: z.number(), longitude: z.number(), place: place.nullable().meta({ description: "The place matched when the end was written as one; null for a point." }) });

export const distanceResult = z.object({ origin: end, destination: end, distance, driving: drivingEstimate.nullable() }).meta({ id: "DistanceResult" });
const suggestion = place.extend({ distance: distance.nullable() }).meta({ id: "PlaceSuggestion" });

// ── Refusals ────────────────────────────────────────────────────────────────

const noPlace: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No place matches what was written." };

const SPEC = "platform-core §7 Venues and locations";

export const autocompletePlaces = endpoint({
  id: "autocompletePlaces",
  method: "POST",
  path: "/location/search/autocomplete",
  summary: "Places starting so, the most populous (or, with near, the nearest) first",
  spec: SPEC,
  caller: "credential",
  body: { json: autocompleteBody },
  answer: { status: 200, json: z.array(suggestion) },
  refusals: [badBody, { ...noPlace, when: "near is written as a place and none matches." }],
});

export const resolveAddress = endpoint({
  id: "resolveAddress",
  method: "POST",
  path: "/location/address",
  summary: "The best match for a written place",
  spec: SPEC,
  caller: "credential",
  body: { json: addressBody },
  answer: { status: 200, json: place },
  refusals: [badBody, noPlace],
});

export const measureDistance = endpoint({
  id: "measureDistance",
  method: "POST",
  path: "/location/distance",
  summary: "The great-circle distance between two points or places",
  spec: SPEC,
  caller: "credential",
  body: { json: distanceBody },
  answer: { status: 200, json: distanceResult },
  refusals: [badBody, noPlace],
});

export const measureDistanceToPlace = endpoint({
  id: "measureDistanceToPlace",
  method: "POST",
  path: "/location/distance/to/place",
  summary: "The distance to a place, by its id or name",
  spec: SPEC,
  caller: "credential",
  body: { json: toPlaceBody },
  answer: { status: 200, json: distanceResult },
  refusals: [badBody, noPlace],
});

export const measureDistanceToExperience = endpoint({
  id: "measureDistanceToExperience",
  method: "POST",
  path: "/location/distance/to/experience",
  summary: "The distance to an experience's coordinates",
  spec: SPEC,
  caller: "credential",
  body: { json: toExperienceBody },
  answer: { status: 200, json: distanceResult.extend({ experience }).meta({ id: "DistanceToExperience" }) },
  refusals: [badBody, { status: 404, code: ERROR_CODES.notFound, when: "No experience of this id, one without coordinates, or the origin matches no place." }],
});

export const locationsEndpoints = [autocompletePlaces, resolveAddress, measureDistance, measureDistanceToPlace, measureDistanceToExperience] as const;
