/**
 * Accounts, sessions and the own profile (platform-core §7 "Auth" and "Profile and account"):
 * sign-up with its mailed code, sign-in and out, refresh, password reset; the signed-in person's
 * own profile, its changes, email change and avatar. Bodies are the platform's as they are
 * (platform/README.md "Accounts, sessions and memberships"); a refused field is named with
 * `Field "<name>": …`.
 */
import { z } from "zod";
import { isBirthdayIso } from "../birthday";
import { ERROR_CODES } from "../error-codes";
import { MAX_ACCOUNT_BODY_BYTES, MAX_AVATAR_BYTES } from "../limits";
import { WIRE_PHONE_PATTERN } from "../phone";
import { creditContract } from "./coins";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, rateLimited, sessionEnded, tooLarge } from "./errors";
import { postalAddress } from "./fields";
import { subscriptionPlan } from "./membership-plan";

// ── Bodies ──────────────────────────────────────────────────────────────────

const phone = z.string().trim().regex(WIRE_PHONE_PATTERN, 'must be digits with an optional leading "+", up to 10 digits');

const dateOfBirth = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isBirthdayIso, "must be a real date in the past");

const trimmed = (max: number) => z.string().trim().max(max);
const emptyIsNull = (value: string | null | undefined) => value || null;
/** Sign-up text that may be left out or empty (stored as null). */
const optionalText = (max: number) => trimmed(max).nullish().transform(emptyIsNull);
/** Profile text an update may set, or empty with null or "". */
const nullableText = (max: number) => trimmed(max).nullable().transform(emptyIsNull);

const createBody = z.object({
  email: z.string(),
  password: z.string(),
  phone: phone.nullish(),
  zip: optionalText(10),
  dob: dateOfBirth.nullish(),
  first_name: optionalText(100),
  last_name: optionalText(100),
});

/** `signup`: the token POST /account/create answered with, binding the code to that sign-up. */
const signupToken = z.string().max(100).optional();
const codeBody = z.object({ email: z.string(), verification: z.string().trim(), signup: signupToken });
const emailBody = z.object({ email: z.string() });
const resendBody = z.object({ email: z.string(), signup: signupToken });
const loginBody = z.object({ username: z.string().meta({ description: "The email address." }), password: z.string() });
const refreshBody = z.object({ refresh_token: z.string().min(1) });
const resetBody = z.object({ email: z.string(), verification: z.string().trim(), password: z.string() });

/**
 * POST /forgot-password: `{email}` asks for a code, `{email, verification, password}` sets the
 * new password (spec §7: "the reset uses the same path with a caller-supplied body"). A body
 * carrying `verification` is a reset; each is checked with its own schema, so a refusal names
 * the field as the one schema would.
 */
const isReset = (raw: unknown) => typeof raw === "object" && raw !== null && "verification" in raw;
const forgotPasswordBody = z
  .unknown()
  .transform((raw, ctx) => {
    const checked = isReset(raw) ? resetBody.safeParse(raw) : emailBody.safeParse(raw);
    if (checked.success) return checked.data as (z.output<typeof emailBody> & { verification?: undefined }) | z.output<typeof resetBody>;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .meta({ anyOf: [emailBody, resetBody].map((schema) => z.toJSONSchema(schema, { io: "input" })).map(({ $schema: _, ...schema }) => schema) });

const passwordBody = z.object({ oldPassword: z.string(), newPassword: z.string() });
/** PUT /account/my/email: the new address and the current password. */
const emailChangeBody = z.object({ email: z.string(), password: z.string() });

/** Only the fields sent change; null or "" clears one. */
const profileBody = z
  .object({
    first_name: nullableText(100),
    last_name: nullableText(100),
    phone: phone.nullable().or(z.literal("").transform(() => null)),
    address: nullableText(200),
    address_line_2: nullableText(200),
    city: nullableText(100),
    state: nullableText(100),
    zip: nullableText(10),
    date_of_birth: dateOfBirth.nullable().or(z.literal("").transform(() => null)),
    public: z.boolean(),
    may_call: z.boolean(),
    may_text: z.boolean(),
  })
  .partial()
  .strict();

// ── What is answered ────────────────────────────────────────────────────────

const instant = z.iso.datetime({ offset: true });
const token = z.string().min(1);

const sessionTokens = z.object({ access_token: token, id_token: token, refresh_token: token }).meta({ id: "SessionTokens" });

const message = z.object({ message: z.string() });

/** A credit or coin with what the member holds of it; `brand_id` is the brand that issued a coin, null for a platform credit. */
const creditBalance = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    issuer: z.string().nullable(),
    rewards_value: z.number().nullable(),
    is_coin: z.boolean(),
    logo: z.string().nullable(),
    balance: z.number(),
    brand_id: z.uuid().nullable(),
  })
  .meta({ id: "CreditBalance" });

/** The own profile (GET /account/me, and the answer of the calls that change it or a membership). */
export const ownProfile = z
  .object({
    id: z.uuid(),
    email: z.string(),
    pending_email: z.string().nullable().meta({ description: "A new address waiting for its confirmation code (PUT /account/my/email)." }),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    phone: z.string().nullable(),
    ...postalAddress.shape,
    public: z.boolean(),
    date_of_birth: z.string().nullable(),
    rewards_balance: z.number(),
    credits: z.array(creditBalance),
    coins: z.array(creditBalance),
    credit_contracts: z.array(creditContract).meta({ description: "The contracts the user holds a quantity under, as GET /account/contracts answers them." }),
    subscription_plans: z.array(subscriptionPlan),
    paused_subscriptions: z.array(z.object({ subscription: subscriptionPlan, end_date: instant.nullable() })),
    time_created: instant,
    may_call: z.boolean(),
    may_text: z.boolean(),
    user_options: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "OwnProfile" });

// ── Refusals ────────────────────────────────────────────────────────────────

const bodyTooLarge = tooLarge(MAX_ACCOUNT_BODY_BYTES);
const tooManyAttempts = rateLimited("Too many attempts for this email or from this address");
const badEmail: Refusal = { ...badBody, when: "The email is not an email address." };
const wrongCode: Refusal = { ...badBody, when: "The code is not 6 digits, is not the one mailed, or has expired." };
const weakPassword: Refusal = { ...badBody, when: "The new password is too weak." };
const wrongPassword: Refusal = { status: 400, code: ERROR_CODES.wrongPassword, when: "The current password is not correct." };

const AUTH = "platform-core §7 Auth";
const PROFILE = "platform-core §7 Profile and account";

export const createAccount = endpoint({
  id: "createAccount",
  method: "POST",
  path: "/account/create",
  summary: "Sign up: a 6-digit code is mailed",
  spec: AUTH,
  caller: "credential",
  body: { json: createBody },
  answer: {
    status: 201,
    json: z.object({ id: z.uuid(), signup: z.string().max(100).meta({ description: "Names this sign-up: only its code verifies it (send it with the code)." }) }),
  },
  refusals: [badBody, badEmail, { ...weakPassword, when: "The password is too weak." }, { status: 409, code: ERROR_CODES.emailTaken, when: "A verified account uses this email." }, bodyTooLarge, tooManyAttempts],
});

export const verifyAccount = endpoint({
  id: "verifyAccount",
  method: "POST",
  path: "/account/verify",
  summary: "Verify the email with its code, and sign in",
  spec: AUTH,
  caller: "credential",
  body: { json: codeBody },
  answer: {
    status: 200,
    // The spec leaves this answer "not shown": a hosted platform may answer without the tokens.
    json: z
      .object({ id: z.uuid(), verified: z.literal(true), access_token: token, id_token: token, refresh_token: token })
      .partial()
      .meta({ description: "This platform answers the session's tokens; without them the email is verified all the same and the person signs in next." }),
  },
  refusals: [badBody, wrongCode, { status: 409, code: ERROR_CODES.conflict, when: "The email is already verified." }, bodyTooLarge, tooManyAttempts],
});

export const resendAccountCode = endpoint({
  id: "resendAccountCode",
  method: "POST",
  path: "/account/verify/resend",
  summary: "Mail a new sign-up code",
  spec: AUTH,
  caller: "credential",
  body: { json: resendBody },
  // The same answer whether or not the email waits for verification: nothing to learn from it.
  answer: { status: 202, json: message },
  refusals: [badBody, badEmail, bodyTooLarge, tooManyAttempts],
});

export const login = endpoint({
  id: "login",
  method: "POST",
  path: "/login",
  summary: "Sign in",
  spec: AUTH,
  caller: "credential",
  body: { form: loginBody },
  answer: { status: 200, json: sessionTokens },
  refusals: [
    { ...badBody, when: "The body is not form-encoded, or a field is missing; `field` names it." },
    { status: 401, code: ERROR_CODES.invalidCredentials, when: "No verified account with this email and password." },
    { status: 403, code: ERROR_CODES.notVerified, when: "The email is not verified yet." },
    bodyTooLarge,
    tooManyAttempts,
  ],
});

export const logout = endpoint({
  id: "logout",
  method: "POST",
  path: "/logout",
  summary: "Sign out: the session ends",
  spec: AUTH,
  caller: "member",
  answer: { status: 204 },
  refusals: [sessionEnded],
});

export const refreshSession = endpoint({
  id: "refreshSession",
  method: "POST",
  path: "/refresh",
  summary: "New tokens for a refresh token",
  spec: AUTH,
  caller: "credential",
  body: { json: refreshBody },
  answer: { status: 200, json: sessionTokens },
  refusals: [badBody, { status: 401, code: ERROR_CODES.sessionEnded, when: "The refresh token is invalid, expired, already used, or its session has ended." }, bodyTooLarge],
});

export const forgotPassword = endpoint({
  id: "forgotPassword",
  method: "POST",
  path: "/forgot-password",
  summary: "Ask for a reset code (202), or reset the password with it (200)",
  spec: AUTH,
  caller: "credential",
  body: { json: forgotPasswordBody },
  answer: { status: 202, json: message },
  /** The reset (a body with `verification`) answers 200 with its own message. */
  alsoAnswers: [200],
  refusals: [badBody, badEmail, wrongCode, weakPassword, bodyTooLarge, tooManyAttempts],
});

export const getOwnProfile = endpoint({
  id: "getOwnProfile",
  method: "GET",
  path: "/account/me",
  summary: "The own profile",
  spec: PROFILE,
  caller: "member",
  answer: { status: 200, json: ownProfile },
  refusals: [sessionEnded],
});

export const updateOwnProfile = endpoint({
  id: "updateOwnProfile",
  method: "PUT",
  path: "/account/my/profile",
  summary: "Change the own profile: only the fields sent",
  spec: PROFILE,
  caller: "member",
  body: { json: profileBody },
  answer: { status: 200, json: ownProfile },
  refusals: [badBody, { ...badBody, when: "Calls are allowed without a phone number on file." }, sessionEnded, bodyTooLarge],
});

export const changeOwnPassword = endpoint({
  id: "changeOwnPassword",
  method: "PUT",
  path: "/account/my/password",
  summary: "Change the password: the member's other sessions end",
  spec: PROFILE,
  caller: "member",
  body: { json: passwordBody },
  answer: { status: 200, json: message },
  refusals: [badBody, wrongPassword, weakPassword, sessionEnded, bodyTooLarge],
});

export const changeOwnEmail = endpoint({
  id: "changeOwnEmail",
  method: "PUT",
  path: "/account/my/email",
  summary: "Change the email: a code goes to the new address",
  spec: PROFILE,
  caller: "member",
  body: { json: emailChangeBody },
  answer: { status: 202, json: z.object({ pending_email: z.string() }) },
  refusals: [
    badBody,
    badEmail,
    { ...badBody, when: "The address is already the member's." },
    wrongPassword,
    { status: 409, code: ERROR_CODES.emailTaken, when: "Another account uses the address." },
    sessionEnded,
    bodyTooLarge,
    tooManyAttempts,
  ],
});

export const confirmOwnEmail = endpoint({
  id: "confirmOwnEmail",
  method: "POST",
  path: "/account/my/email/confirm",
  summary: "Confirm the new email with its code",
  spec: PROFILE,
  caller: "member",
  body: { json: codeBody },
  answer: { status: 200, json: ownProfile },
  refusals: [
    badBody,
    wrongCode,
    { ...badBody, when: "No email change waits for this address." },
    { status: 409, code: ERROR_CODES.emailTaken, when: "Another account took the address meanwhile." },
    sessionEnded,
    bodyTooLarge,
    tooManyAttempts,
  ],
});

export const uploadOwnAvatar = endpoint({
  id: "uploadOwnAvatar",
  method: "PUT",
  path: "/account/my/avatar",
  summary: "Upload the avatar image",
  spec: PROFILE,
  caller: "member",
  body: { multipart: z.looseObject({}), file: { field: "image", kinds: "PNG, JPEG, WebP or GIF", maxBytes: MAX_AVATAR_BYTES } },
  answer: { status: 200, json: z.object({ avatar_url: z.string() }) },
  refusals: [
    { ...badBody, when: 'No image in the multipart field "image", or not an image of these kinds, or one that cannot be read (at most 25 megapixels).' },
    tooLarge(MAX_AVATAR_BYTES, "The image"),
    sessionEnded,
  ],
});

export const accountEndpoints = [
  createAccount,
  verifyAccount,
  resendAccountCode,
  login,
  logout,
  refreshSession,
  forgotPassword,
  getOwnProfile,
  updateOwnProfile,
  changeOwnPassword,
  changeOwnEmail,
  confirmOwnEmail,
  uploadOwnAvatar,
] as const;
