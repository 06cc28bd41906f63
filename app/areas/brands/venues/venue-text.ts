import type { PlanName } from "~/areas/account/plans";

/* The venue editor's words and addresses (platform-core §7 Venues and locations): /dashboard/brands/:brandId/venues/... */

const base = (brandId: string) => `/dashboard/brands/${encodeURIComponent(brandId)}/venues`;

export const VENUE_PATHS = {
  create: (brandId: string) => `${base(brandId)}/new`,
  edit: (brandId: string, venueId: string) => `${base(brandId)}/${encodeURIComponent(venueId)}`,
  blackouts: (brandId: string, venueId: string) => `${base(brandId)}/${encodeURIComponent(venueId)}/blackouts`,
  remove: (brandId: string, venueId: string) => `${base(brandId)}/${encodeURIComponent(venueId)}/delete`,
  /** The combobox's suggestions (JSON). */
  places: (brandId: string) => `${base(brandId)}/places`,
} as const;

/** The plan tiers a venue may require, by index (the platform's minimum_tier). */
// Written out, not read from plans.ts: that module (the pricing page's figures) would ship with the editor.
export const VENUE_TIERS: readonly PlanName[] = ["Creator", "Alliance", "Collective", "Enterprise"];

export const VENUE_DEFAULTS = {
  country: "US",
  timezone: "America/New_York",
} as const;

export const VENUE_LIMITS = {
  name: 120,
  place: 200,
  /** Themes, and tags, a venue may carry (the platform's limit). */
  listItems: 20,
  capacity: 100_000,
  address: 200,
  city: 100,
  state: 50,
  postalCode: 20,
  licenseText: 2000,
  timezone: 64,
  list: 400,
} as const;

export const VENUE_MESSAGES = {
  nameRequired: "Please enter the venue's name.",
  capacity: "Capacity must be a whole number from 1 to 100,000, or empty.",
  findWhat: "Type a town or city to search for.",
  noPlaces: (query: string) => `No place starts with "${query}".`,
  pickPlace: (query: string) => `Pick the place for "${query}" from the list, or clear the field.`,
  placeLost: "Search for the place again and pick it.",
  country: "Please choose the country from the list.",
  timezone: "Please choose the time zone from the list.",
  pickFromList: (what: string) => `Please choose the ${what} from the list.`,
  newItem: (what: string) => `Each new ${what} is a word or a few, at most 40 letters, digits and spaces.`,
  tooMany: (what: string) => `A venue carries at most 20 ${what}.`,
  /** The summary above the button when several fields need a change. */
  several: (labels: string[]) => `${labels.length} fields need a change: ${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}.`,
  blackoutStart: "Please enter when the blackout starts.",
  blackoutEnd: "Please enter when the blackout ends.",
  skippedTime: "That time does not happen in the venue's time zone (the clocks skip it).",
} as const;

/** Each field's name as the form labels it: a refusal about it says it, and the summary lists it. */
export const VENUE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "Venue name",
  place: "Place",
  address: "Address",
  address2: "Address line 2",
  postalCode: "ZIP code",
  country: "Country",
  timezone: "Time zone",
  capacity: "Capacity",
  themes: "Themes",
  newThemes: "New themes",
  tags: "Tags",
  newTags: "New tags",
  licenseText: "Licence",
  minimumTier: "Minimum membership tier",
};

export const VENUE_NOTICES = {
  created: (name: string) => `${name} is added. Set its blackouts, tags and themes here.`,
  saved: (name: string) => `${name} is saved.`,
  blackoutAdded: "The blackout is added.",
  blackoutRemoved: "The blackout is removed.",
  deleted: (name: string) => `${name} is deleted.`,
} as const;
