/**
 * The machine codes of the platform's error bodies (`{"code": …, "message": …}`,
 * platform/README.md "Bodies and errors"). The platform sends them; the site maps them to the spec's words
 * (a hosted platform that sends no code falls back to the HTTP status and the message text).
 */
export const ERROR_CODES = {
  invalidRequest: "invalid_request",
  /** The password breaks the rule of contract/password.ts. */
  weakPassword: "weak_password",
  /** The email is not one contract/email.ts accepts. */
  invalidEmail: "invalid_email",
  unauthorized: "unauthorized",
  invalidCredentials: "invalid_credentials",
  /** The current password given to confirm a change (password, email) is not the account's. */
  wrongPassword: "wrong_password",
  /** The account exists but its email is not verified yet. */
  notVerified: "not_verified",
  /** The session behind a token was ended (signed out, refresh refused, expired). */
  sessionEnded: "session_ended",
  forbidden: "forbidden",
  notFound: "not_found",
  /** A brand that has issued no coin yet (GET /account/business/{id}/coin and the calls on its coin). */
  noCoinYet: "no_coin_yet",
  methodNotAllowed: "method_not_allowed",
  conflict: "conflict",
  /** The email belongs to another account (sign-up, email change). */
  emailTaken: "email_taken",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  rateLimited: "rate_limited",
  /** A plan that cannot be bought through hosted checkout. */
  checkoutUnsupported: "checkout_unsupported",
  /** A change to a pricier plan: it is bought through hosted checkout instead. */
  checkoutRequired: "checkout_required",
  /** A member who already has the most bookings waiting for payment at once (3). */
  tooManyHolds: "too_many_holds",
  /** The payment provider refused or did not answer: nothing was held or charged. */
  paymentUnavailable: "payment_unavailable",
  /** A slot without the places asked for: checkout refused, or a payment that lost the race for the last places. */
  soldOut: "sold_out",
  /** A checkout's credit that is neither a platform credit nor the selling brand's own coin (contract/money.ts). */
  creditNotAccepted: "credit_not_accepted",
  /** A balance, quantity or price that would pass its cap (contract/money.ts); the message names the field. */
  limitExceeded: "limit_exceeded",
  /** A rating before the booked slot has started (contract/ratings.ts). */
  ratingNotOpen: "rating_not_open",
  /** A rating by the owner of the brand that sells the experience (contract/ratings.ts). */
  ownExperience: "own_experience",
  internalError: "internal_error",
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
