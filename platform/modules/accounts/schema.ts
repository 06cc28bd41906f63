/** People's accounts and what hangs off them: sessions, emailed codes, avatar images. */
import { sql } from "drizzle-orm";
import { boolean, customType, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, contactDetails, instant, references, timeCreated } from "../../db/columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A person's account (the User entity of spec/platform-core.md §3). `email` is stored lower-case;
 * `password_hash` is scrypt with its parameters encoded (platform/modules/accounts/passwords.ts).
 * `verified_at` is null until the emailed code is entered.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique("users_email_key"),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    ...contactDetails(),
    /** YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth"),
    public: boolean("public").notNull().default(false),
    mayCall: boolean("may_call").notNull().default(false),
    mayText: boolean("may_text").notNull().default(false),
    avatarId: uuid("avatar_id"),
    verifiedAt: instant("verified_at"),
    /** An address asked for by PUT /account/my/email, until its code is confirmed. */
    pendingEmail: text("pending_email"),
    timeCreated: timeCreated(),
    timeUpdated: instant("time_updated").notNull().defaultNow(),
    /** The words of the name ('simple': no stemming of names), for POST /user/search (modules/people/search.ts). */
    nameSearch: tsvector("name_search")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`),
  },
  // Only public profiles are ever searched.
  (t) => [index("users_name_search_idx").using("gin", t.nameSearch).where(sql`${t.public}`)],
);

/**
 * One signed-in session (one login or verification): the family of every token descending from
 * that sign-in. Access and refresh tokens carry its id; `refresh_id` is the id of the one refresh
 * token that may still be used (rotated on each refresh; an older one coming back revokes the
 * session). `time_created` is the sign-in: the session ends 30 days later whatever the refreshes.
 * Logout sets `revoked_at`, which every protected call checks.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    refreshId: text("refresh_id").notNull(),
    timeCreated: timeCreated(),
    timeRefreshed: instant("time_refreshed"),
    revokedAt: instant("revoked_at"),
  },
  (t) => [
    references("auth_sessions", t.userId, users.id).onDelete("cascade"),
    index("auth_sessions_user_id_idx").on(t.userId),
  ],
);

/** Emailed 6-digit codes, stored as a keyed hash; 10 minutes, 5 attempts (platform/modules/accounts/codes.ts). */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "account" | "password_reset" | "email_change" */
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    userId: uuid("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    /**
     * For a sign-up ("account"): the HMAC of the token its creator got back, and what it asked
     * for (password hash and details), applied when this code verifies it. Each sign-up of an
     * unverified email is its own attempt, so a second one cannot change what the first verifies.
     */
    signupHash: text("signup_hash"),
    signupDetails: jsonb("signup_details").$type<SignupDetails>(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("verification_codes", t.userId, users.id).onDelete("cascade"),
    index("verification_codes_lookup_idx").on(t.purpose, t.email),
  ],
);

/** Avatar images (PNG, JPEG, WebP or GIF by magic bytes, at most 2 MB), served publicly by id. */
export const avatars = pgTable(
  "avatars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [references("avatars", t.userId, users.id).onDelete("cascade")],
);

export type User = typeof users.$inferSelect;

/** What a sign-up sets on its account once its code verifies it. */
export type SignupDetails = {
  passwordHash: string;
  phone: string | null;
  zip: string | null;
  dateOfBirth: string | null;
  firstName: string | null;
  lastName: string | null;
};
