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
  capacity: "Capacity must be a whole number from 1 to 100000, or empty.",
  slug: "must be 1 to 40 letters, digits or hyphens",
  findWhat: "Type a town or city to find.",
  noPlaces: (query: string) => `No place starts with "${query}".`,
  blackoutStart: "Please enter when the blackout starts.",
  blackoutEnd: "Please enter when the blackout ends.",
  skippedTime: "That time does not happen in the venue's time zone (the clocks skip it).",
} as const;

export const VENUE_NOTICES = {
  created: (name: string) => `${name} is added. Set its blackouts, tags and themes here.`,
  saved: (name: string) => `${name} is saved.`,
  blackoutAdded: "The blackout is added.",
  blackoutRemoved: "The blackout is removed.",
  deleted: (name: string) => `${name} is deleted.`,
} as const;
