import { CANCELLATION_LIMITS } from "#contract/cancellation-policy";
import { MAX_COVER_BYTES } from "#contract/limits";

/* The experience editor's words and addresses (platform-core §7 Experiences), for its routes, schemas and forms. */

const base = (brandId: string) => `/dashboard/brands/${encodeURIComponent(brandId)}/experiences`;

/** The editor's steps, in order (each its own page; Basics creates the experience, unlisted). */
export const EXPERIENCE_STEPS = [
  { slug: "basics", title: "Basics" },
  { slug: "place", title: "Place and times" },
  { slug: "price", title: "Price and guests" },
  { slug: "details", title: "Details" },
  { slug: "publish", title: "Publish" },
] as const;

export type ExperienceStep = (typeof EXPERIENCE_STEPS)[number]["slug"];

export const EXPERIENCE_EDITOR_PATHS = {
  create: (brandId: string) => `${base(brandId)}/new`,
  edit: (brandId: string, id: string) => `${base(brandId)}/${encodeURIComponent(id)}`,
  step: (brandId: string, id: string, step: ExperienceStep) => `${base(brandId)}/${encodeURIComponent(id)}/${step}`,
  cover: (brandId: string, id: string) => `${base(brandId)}/${encodeURIComponent(id)}/details/cover`,
  archive: (brandId: string, id: string) => `${base(brandId)}/${encodeURIComponent(id)}/archive`,
} as const;

export const WEEKDAY_LABELS = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
} as const;

/** The platform keeps at most this many windows (platform/README.md). */
export const MAX_WINDOWS = 20;

/** The editor's labels, by field name. */
export const EXPERIENCE_LABELS: Record<string, string> = {
  name: "Name",
  category: "Category",
  tags: "Tags",
  otherThemes: "Other themes",
  pricing: "How the price is counted",
  description: "Description",
  venue: "Venue",
  location: "Location",
  address: "Address",
  timezone: "Time zone",
  retailPrice: "Retail price",
  memberPrice: "Member price",
  minPrice: "Minimum price",
  perGuestPricing: "How the price is counted",
  minGuests: "Fewest guests",
  maxGuests: "Most guests",
  minAge: "Minimum age",
  idealAgeYoungest: "Ideal age from",
  idealAgeOldest: "Ideal age to",
  petFriendly: "Pets welcome",
  durationHours: "Duration hours",
  durationMinutes: "Duration minutes",
  startTime: "Offered from",
  endTime: "Offered until",
  advanceNoticeRequired: "Advance notice required",
  advanceNoticeTime: "Notice needed",
  advanceNoticeUnit: "Notice unit",
  cancellationPolicy: "Cancellation policy",
  types: "Types",
  themes: "Themes",
  amenities: "Amenities",
  additionalItems: "Additional items",
  disclaimer: "Disclaimer",
  transportationIncluded: "Transportation included",
  transportationRadius: "Pickup radius",
  transportationLeadTime: "Pickup lead time",
  minimumTier: "Minimum membership tier",
  membersOnly: "Members only",
};

export const COVER_TYPES = "image/png,image/jpeg,image/webp,image/gif";

export const EXPERIENCE_MESSAGES = {
  nameRequired: "Please enter the experience's name.",
  categoryRequired: "Please choose a category.",
  priceRequired: "Please enter the retail price.",
  maxGuestsRequired: "Please enter the most guests one booking may bring.",
  durationRequired: "Please enter how long it lasts.",
  guestsOrder: "The most guests must be at least the fewest guests.",
  memberPriceAbove: "The member price must not be above the retail price.",
  minPriceAbove: "The minimum price must not be above the retail price.",
  durationRange: "The duration must be from 1 minute to 24 hours.",
  windowTooShort: "This window is shorter than the experience lasts: it offers no time to book.",
  windowOrder: "The window must end after it starts, the same day.",
  windowDays: "Tick at least one weekday.",
  noVenue: "Please choose one of your venues.",
  endBeforeStart: "The last day offered must be after the first.",
  pricingRequired: "Please choose whether the price is per guest or per booking.",
  noTag: "One of the tags ticked is no longer offered: please tick them again.",
  notSaved: "This step could not be saved. Please check it and try again.",
  timezone: "Please choose a time zone from the list.",
  tierIncomplete: "Give both the hours and the percent back, or leave the row empty.",
  tierHours: `Enter at most ${CANCELLATION_LIMITS.maxHours} hours (a year).`,
  tierPercent: "Enter a percent from 0 to 100.",
  tierTwice: "Each number of hours may be used once.",
  dollars: "Enter an amount in dollars, such as 85 or 85.50.",
  whole: "Enter a whole number.",
  clock: "Enter a time such as 09:00.",
  dateTime: "Enter a date and time.",
  chooseImage: "Please choose an image.",
  imageTooLarge: `The image is too large. The maximum is ${MAX_COVER_BYTES / (1024 * 1024)} MB.`,
} as const;

export const EXPERIENCE_NOTICES = {
  created: (name: string) => `${name} is saved as a draft: not listed until you publish it.`,
  stepSaved: (step: string) => `${step} saved.`,
  published: (name: string) => `${name} is published: it is listed and can be booked.`,
  unpublished: (name: string) => `${name} is taken off the listings: only you see it.`,
  cover: "The cover image is updated.",
  archived: (name: string) => `${name} is archived: it is no longer listed or bookable.`,
} as const;
