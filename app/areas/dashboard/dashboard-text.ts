import { MAX_AVATAR_BYTES } from "#contract/limits";

/*
 * The dashboard's words and addresses, in one place for its routes, their schemas and the forms.
 */

/** The brand owner's area, below the dashboard. A brand's home is addressed by its id: a username may be anything, "new" included. */
const brandPath = (brandId: string, screen = "") => `/dashboard/brands/${encodeURIComponent(brandId)}${screen}`;
/** A brand's workspace screens, each at /dashboard/brands/:brandId/<screen>. */
export type BrandScreen = "experiences" | "venues" | "pages" | "coin" | "bookings" | "settings";
export const BRAND_PATHS = {
  list: "/dashboard/brands",
  start: "/dashboard/brands/new",
  home: (brandId: string) => brandPath(brandId),
  screen: (brandId: string, screen: BrandScreen) => brandPath(brandId, `/${screen}`),
  bookings: (brandId: string) => brandPath(brandId, "/bookings"),
  logo: (brandId: string) => brandPath(brandId, "/settings/logo"),
  /** The brand's public site (its pages, by its username). */
  site: (username: string) => `/b/${encodeURIComponent(username)}`,
} as const;

/** Where each section lives, and where each form posts (every form to a route of its own). */
export const DASHBOARD_PATHS = {
  overview: "/dashboard",
  profile: "/dashboard/profile",
  avatar: "/dashboard/profile/avatar",
  email: "/dashboard/email",
  confirmEmail: "/dashboard/email/confirm",
  password: "/dashboard/password",
  memberships: "/dashboard/memberships",
  changePlan: "/dashboard/memberships/change",
  pause: "/dashboard/memberships/pause",
  unpause: "/dashboard/memberships/unpause",
  cancel: "/dashboard/memberships/cancel",
  pay: "/dashboard/memberships/pay",
  balances: "/dashboard/balances",
  brands: "/dashboard/brands",
  purchases: "/dashboard/purchases",
  receipts: "/dashboard/receipts",
  notifications: "/dashboard/notifications",
  people: "/dashboard/people",
} as const;

/** The longest pause, in months (the platform's limit too). */
export const MAX_PAUSE_MONTHS = 12;

export const DASHBOARD_MESSAGES = {
  callsNeedPhone: "You can allow calls only with a phone number on file.",
  pauseMonths: `Choose from 1 to ${MAX_PAUSE_MONTHS} months.`,
  chooseImage: "Please choose an image.",
  imageTooLarge: `The image is too large. The maximum is ${MAX_AVATAR_BYTES / (1024 * 1024)} MB.`,
  /** Changing the email: the current password left empty, or not the account's. */
  currentPasswordMissing: "Please enter your current password.",
  wrongPassword: "Your current password is not correct.",
} as const;

/** The flash notices shown after a form succeeded. */
export const NOTICES = {
  profileSaved: "Your profile has been saved.",
  pictureUpdated: "Your picture has been updated.",
  passwordChanged: "Your password has been changed.",
  codeSent: (email: string) => `We emailed a 6-digit code to ${email}. Enter it to confirm the change.`,
  emailChanged: "Your email address has been changed.",
  membershipChanged: "Your membership has been changed.",
  /** A cheaper plan: it starts when the paid period ends (the memberships list says when). */
  membershipChangeScheduled: (plan: string) => `Your membership changes to ${plan} at the end of the period you paid for.`,
  paused: (months: number) => `Your membership is paused for ${months} ${months === 1 ? "month" : "months"}.`,
  unpaused: "Your membership is active again.",
  /** Cancelled at the end of the paid period (the memberships list says when). */
  cancelled: "Your membership has been cancelled. It stays active until the end of the period you paid for.",
  /** A past-due membership cancelled: over at once. */
  cancelledNow: "Your membership has been cancelled.",
  kept: (plan: string) => `You keep your ${plan} membership.`,
  nothingToPay: "Your membership is paid. There is nothing to pay.",
} as const;
