/* Adding a blackout (start and end, datetime-local in the venue's zone) and removing one (its id). */
export { blackoutSchema, removeBlackoutSchema } from "~/areas/brands/venues/blackouts.server";
