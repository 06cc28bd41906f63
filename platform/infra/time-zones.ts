/**
 * The IANA time zone of a point on the globe (tz-lookup: the zones' boundaries, offline). A
 * venue's zone is a fact of its coordinates (platform-core §3 venue `timezone`), so it is looked
 * up where coordinates come from and where they are accepted, never guessed from a country.
 */
import tzLookup from "@photostructure/tz-lookup";

export type Point = { latitude: number; longitude: number };

export function zoneAt({ latitude, longitude }: Point): string {
  return tzLookup(latitude, longitude);
}
