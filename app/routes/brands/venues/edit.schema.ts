/* Changing a venue (PUT /location/venues/id/{id}, then its tags), adding and removing its blackouts. */
export { venueFieldsSchema as editVenueSchema } from "~/.server/brands/venues/venue-fields";
export { blackoutSchema, removeBlackoutSchema } from "~/.server/brands/venues/blackouts";
