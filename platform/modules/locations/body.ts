/** What the locations calls accept (platform/README.md "Locations"). */
import { z } from "zod";

/** Autocomplete answers at most this many places (spec/platform-core.md §5); larger counts are clamped. */
export const MAX_AUTOCOMPLETE_COUNT = 25;
export const DEFAULT_AUTOCOMPLETE_COUNT = 10;

const text = z.string({ error: "must be text" }).trim().min(1, "must not be blank").max(200, "must be at most 200 characters");
const coordinate = (limit: number) =>
  z.number({ error: "must be a number" }).min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`);

export const pointBody = z.object({ latitude: coordinate(90), longitude: coordinate(180) }, { error: "must be {latitude, longitude}" }).strict();
/** A point, or a place written as for POST /location/address. */
export const spotBody = z.union([text, pointBody], { error: "must be {latitude, longitude} or a place's name" });
export type Spot = z.output<typeof spotBody>;

const driving = z.boolean({ error: "must be true or false" }).default(false);

export const autocompleteBody = z
  .object({
    query: text,
    count: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(DEFAULT_AUTOCOMPLETE_COUNT)
      .transform((count) => Math.min(count, MAX_AUTOCOMPLETE_COUNT)),
    near: spotBody.nullable().default(null),
  })
  .strict();

export const addressBody = z.object({ location: text }).strict();

export const distanceBody = z.object({ origin: spotBody, destination: spotBody, driving }).strict();

/** `place`: a place's id (from autocomplete or address) or its name. */
export const toPlaceBody = z.object({ origin: spotBody, place: text, driving }).strict();

export const toExperienceBody = z.object({ origin: spotBody, experience: z.string({ error: "must be an experience id" }), driving }).strict();
