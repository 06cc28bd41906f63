/* Changing a venue (PUT /location/venues/id/{id}, then its tags): the venue form's fields. */
export { venueFieldsSchema as editVenueSchema } from "~/areas/brands/venues/venue-fields.server";
