/* Adding a venue (POST /location/venues/): the venue form's fields (app/.server/brands/venues/venue-fields.ts). */
export { venueFieldsSchema as newVenueSchema } from "~/areas/brands/venues/venue-fields.server";
