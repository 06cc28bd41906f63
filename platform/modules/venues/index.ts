/**
 * The venues module's public face (platform/README.md "Modules and their order"): a venue by id and
 * what it does to a booking. Its tables (./schema.ts) stay inside.
 */
export { checkVenueSlot, venueById, venuesByIds } from "./booking";
export type { Venue } from "./schema";
