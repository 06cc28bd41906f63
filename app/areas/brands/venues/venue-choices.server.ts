import { COUNTRY_CODES } from "#contract/countries";
import type { PlatformCore } from "~/.server/platform";
import { venueCalls } from "./venue-calls.server";
import { wordsOf, type Choice, type VenueChoices } from "./place-choice";

/*
 * What the venue form offers to choose from, built on the server (the browser's lists of zones and
 * country names may differ from Node's, and the page must hydrate as rendered):
 * - countries: ISO 3166 codes with their English names, by name;
 * - zones: the IANA zones this runtime knows (the form adds the venue's own when it is not among
 *   them: tz-lookup answers "Asia/Kolkata" where ICU lists "Asia/Calcutta");
 * - themes and tags in use (spec §7: GET /location/venues/tags; no call lists themes, so those of
 *   GET /location/venues/themes, every available venue), and the venue's own.
 */

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const COUNTRIES: Choice[] = COUNTRY_CODES.map((code) => ({ value: code, label: countryNames.of(code) ?? code })).sort((a, b) =>
  a.label.localeCompare(b.label, "en"),
);
const ZONES: readonly string[] = Intl.supportedValuesOf("timeZone");

const choicesOf = (slugs: Iterable<string>): Choice[] => [...new Set(slugs)].sort().map((value) => ({ value, label: wordsOf(value) }));

export async function venueChoices(platform: PlatformCore, own: { themes?: string[]; tags?: string[] } = {}): Promise<VenueChoices> {
  const calls = venueCalls(platform);
  const [tags, venues] = await Promise.all([calls.tags(), calls.withTheme()]);
  return {
    countries: COUNTRIES,
    zones: [...ZONES],
    themes: choicesOf([...venues.flatMap((venue) => venue.themes), ...(own.themes ?? [])]),
    tags: choicesOf([...tags.map(({ tag }) => tag), ...(own.tags ?? [])]),
  };
}
