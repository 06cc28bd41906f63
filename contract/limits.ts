/** Sizes both sides hold a submission to (marketing-site §9 and platform/README.md). */

/** Text fields of the public forms, in characters. */
export const FIELD_LIMITS = { name: 200, email: 254, message: 5000, phone: 32 } as const;

/** A resume (marketing-site §9). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** An avatar image. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** Room for a multipart body's other fields and framing around its file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A JSON or url-encoded body with no file: a public form's fields (a 5000-character message). */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The body of a sign-in, sign-up, code, password or profile call: a few short fields. */
export const MAX_ACCOUNT_BODY_BYTES = 16 * 1024;

/** Location autocomplete answers at most this many places (platform-core §5, §9). */
export const MAX_AUTOCOMPLETE_COUNT = 25;

/** An experience's cover image as uploaded (it is stored re-encoded, at most 1600 pixels a side). */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** A brand's logo as uploaded (it is stored re-encoded, at most 512 pixels a side). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** An image of a brand page (hero, image and gallery blocks) as uploaded; stored re-encoded like a cover. */
export const MAX_PAGE_IMAGE_BYTES = 5 * 1024 * 1024;
