/**
 * The platform's one Postgres schema, described for Drizzle. The SQL that creates it lives in
 * `./migrations` (hand-written, embedded in TypeScript); `tests/platform/migrations.test.ts`
 * compares the two so they cannot drift. Add a table here AND a migration there.
 *
 * Column names are snake_case like the wire format of platform/README.md.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** Bookkeeping for `migrate()`: one row per applied migration id. */
export const schemaMigrations = pgTable("schema_migrations", {
  id: text("id").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An API username/key pair (the X-Api-Username / X-Api-Key headers). Only a sha256 of the key is
 * stored: keys are long random strings, so a fast unsalted hash is enough to make a leaked table
 * useless while keeping the per-request check cheap.
 */
export const apiCredentials = pgTable("api_credentials", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  keyHash: text("key_hash").notNull(),
  label: text("label"),
  created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
});

/** The Brand entity of spec/platform-core.md §3. `domain` is the brand's username. */
export const businesses = pgTable("businesses", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  logo: text("logo"),
  domain: text("domain").notNull().unique(),
  phone: text("phone"),
  address: text("address"),
  addressLine2: text("address_line_2"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  website: text("website"),
  /** 0 Creator, 1 Alliance, 2 Collective, 3 Enterprise; null when the brand holds no membership. */
  tier: integer("tier"),
  themePrimary: text("theme_primary").notNull().default("#00cde8"),
  themeSecondary: text("theme_secondary").notNull().default("#d400ff"),
  parentId: uuid("parent_id").references((): AnyPgColumn => businesses.id, { onDelete: "set null" }),
  featured: boolean("featured").notNull().default(false),
  /** Whether the brand appears in the public directory (`/business/list?global=true`). */
  listed: boolean("listed").notNull().default(true),
  /** The API credential that created the brand; null for brands that predate any credential. */
  ownerCredentialId: uuid("owner_credential_id").references(() => apiCredentials.id, {
    onDelete: "set null",
  }),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
  /** The signed-in user who owns the brand (GET /account/business); added by 0002_accounts. */
  ownerUserId: uuid("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
});

/** What a plan allows, as the pricing page words it ("1+", "Up to 50"); null when not stated. */
export type PlanLimits = {
  domains: string | null;
  users: string | null;
  subscribers: string | null;
};

/** The Membership plan entity of spec/platform-core.md §3. Money is kept in cents. */
export const membershipPlans = pgTable("membership_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  image: text("image"),
  basePriceCents: integer("base_price_cents").notNull(),
  payPeriodMonths: integer("pay_period_months").notNull().default(1),
  baseCredits: integer("base_credits").notNull().default(0),
  creditName: text("credit_name"),
  tier: integer("tier").notNull().unique(),
  features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  limits: jsonb("limits").$type<PlanLimits>().notNull(),
});

export type ApiCredential = typeof apiCredentials.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type MembershipPlan = typeof membershipPlans.$inferSelect;
export type NewMembershipPlan = typeof membershipPlans.$inferInsert;

// ── Public forms and sandbox (migration 0003_public_forms_and_sandbox) ─────
//
// Submissions of marketing-site §7 ("/{name}/contact", …). `tenant` is the {name} path segment;
// `credential_id` is the API credential that sent the submission, and only that credential reads
// it back. Rows survive the credential (SET NULL) so nobody's submission is lost.

/** Raw bytes (resume files), stored in the database so PGlite and PostgreSQL behave the same. */
const documentBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // pg hands back a Buffer, PGlite a Uint8Array: one shape for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  credentialId: uuid("credential_id").references(() => apiCredentials.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/** A resume (PDF, DOC or DOCX, at most 5 MB) with its file; `stored_name` is generated, never the upload's name. */
export const resumeSubmissions = pgTable("resume_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  credentialId: uuid("credential_id").references(() => apiCredentials.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  /** The name the file had on the sender's computer (cleaned), for display only. */
  fileName: text("file_name").notNull(),
  storedName: text("stored_name").notNull().unique(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: documentBytes("data").notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

export const interestSubmissions = pgTable("interest_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  credentialId: uuid("credential_id").references(() => apiCredentials.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  phone: text("phone"),
  /** Some of the 15 areas of interest of marketing-site §3. */
  interests: jsonb("interests").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

export const websiteRequests = pgTable("website_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  tenant: text("tenant").notNull(),
  credentialId: uuid("credential_id").references(() => apiCredentials.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  company: text("company"),
  phone: text("phone"),
  email: text("email").notNull(),
  description: text("description").notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Marks an API credential as a sandbox credential (POST /sandbox/create). The secret key is
 * only in api_credentials, hashed; `created_by` is the credential that asked for it (rate limit).
 */
export const sandboxCredentials = pgTable("sandbox_credentials", {
  credentialId: uuid("credential_id")
    .primaryKey()
    .references(() => apiCredentials.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  publicKey: text("public_key").notNull().unique(),
  createdBy: uuid("created_by").references(() => apiCredentials.id, { onDelete: "set null" }),
  /** The visitor's address the caller reported (X-Client-Address), for the per-address limit. */
  clientAddress: text("client_address"),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ResumeSubmission = typeof resumeSubmissions.$inferSelect;
export type InterestSubmission = typeof interestSubmissions.$inferSelect;
export type WebsiteRequest = typeof websiteRequests.$inferSelect;

// ── Accounts and memberships (migration 0002_accounts) ──────────────────────

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // pg hands back a Buffer, PGlite a Uint8Array: one shape for callers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A person's account (the User entity of spec/platform-core.md §3). `email` is stored lower-case;
 * `password_hash` is scrypt with its parameters encoded (platform/accounts/passwords.ts).
 * `verified_at` is null until the emailed code is entered.
 */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  address: text("address"),
  addressLine2: text("address_line_2"),
  city: text("city"),
  state: text("state"),
  zip: text("zip"),
  /** YYYY-MM-DD. */
  dateOfBirth: text("date_of_birth"),
  public: boolean("public").notNull().default(false),
  mayCall: boolean("may_call").notNull().default(false),
  mayText: boolean("may_text").notNull().default(false),
  avatarId: uuid("avatar_id"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  /** An address asked for by PUT /account/my/email, until its code is confirmed. */
  pendingEmail: text("pending_email"),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
  timeUpdated: timestamp("time_updated", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One signed-in session (one login or verification). Access and refresh tokens carry its id;
 * `refresh_id` is the id of the one refresh token that may still be used (rotated on each refresh).
 * Logout sets `revoked_at`, which every protected call checks.
 */
export const authSessions = pgTable("auth_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  refreshId: text("refresh_id").notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
  timeRefreshed: timestamp("time_refreshed", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Emailed 6-digit codes, stored as a keyed hash; 10 minutes, 5 attempts (platform/accounts/codes.ts). */
export const verificationCodes = pgTable("verification_codes", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "account" | "password_reset" | "email_change" */
  purpose: text("purpose").notNull(),
  email: text("email").notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/** Avatar images (PNG, JPEG, WebP or GIF by magic bytes, at most 2 MB), served publicly by id. */
export const avatars = pgTable("avatars", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership: "active", "paused" (until `paused_until`) or "cancelled". */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: uuid("plan_id")
    .notNull()
    .references(() => membershipPlans.id),
  status: text("status").notNull(),
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
  timeUpdated: timestamp("time_updated", { withTimezone: true }).notNull().defaultNow(),
});

/** A hosted checkout started by POST /membership/plans/{id}/checkout/hosted: "open", "completed" or "cancelled". */
export const checkoutSessions = pgTable("checkout_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: uuid("plan_id")
    .notNull()
    .references(() => membershipPlans.id),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status").notNull().default("open"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
  timeCompleted: timestamp("time_completed", { withTimezone: true }),
});

/** The Credit or coin entity of spec/platform-core.md §3. */
export const credits = pgTable("credits", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  issuer: text("issuer"),
  rewardsValue: integer("rewards_value"),
  isCoin: boolean("is_coin").notNull().default(false),
  logo: text("logo"),
});

/** What a user holds of each credit or coin (one row per user and credit: a unique index). */
export const creditBalances = pgTable("credit_balances", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  creditId: uuid("credit_id")
    .notNull()
    .references(() => credits.id, { onDelete: "cascade" }),
  balance: integer("balance").notNull().default(0),
});

/** Demo-environment mail: every message the platform would have sent, when SMTP_URL is unset. */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** The code in the message, shown large by the site's /dev/outbox. */
  code: text("code"),
  timeCreated: timestamp("time_created", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters of platform/accounts/rate-limit.ts, one row per limited key. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/** Platform-wide settings generated once, e.g. the token signing secret when PLATFORM_JWT_SECRET is unset. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type User = typeof users.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
