/**
 * What the platform itself keeps: API credentials (and which are sandboxes), generated settings,
 * rate-limit counters and the demo outbox.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { checked, instant, references, timeCreated } from "../db/columns";

/**
 * What an API credential may do (platform/README.md "Credentials and scopes"): "site" everything
 * the site needs, "operator" that and reading stored form submissions, "sandbox" everything but
 * only in the sandbox environment. A credential without a scope may do nothing.
 */
export const CREDENTIAL_SCOPES = ["site", "operator", "sandbox"] as const;
export type CredentialScope = (typeof CREDENTIAL_SCOPES)[number];

/**
 * An API username/key pair (the X-Api-Username / X-Api-Key headers). Only a sha256 of the key is
 * stored: keys are long random strings, so a fast unsalted hash is enough to make a leaked table
 * useless while keeping the per-request check cheap.
 */
export const apiCredentials = pgTable(
  "api_credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique("api_credentials_username_key"),
    keyHash: text("key_hash").notNull(),
    label: text("label"),
    created: instant("created").notNull().defaultNow(),
    /** Null for credentials made before scopes existed: they may do nothing. */
    scope: text("scope").$type<CredentialScope>(),
    /** Made from createPlatform's `credentials` option: revoked at a start that no longer configures it. */
    configured: boolean("configured").notNull().default(false),
  },
  (t) => [checked("api_credentials", t.scope, sql`${t.scope} IN ('site', 'operator', 'sandbox')`)],
);

/**
 * Marks an API credential as a sandbox credential (POST /sandbox/create). The secret key is
 * only in api_credentials, hashed; `created_by` is the credential that asked for it (rate limit).
 */
export const sandboxCredentials = pgTable(
  "sandbox_credentials",
  {
    credentialId: uuid("credential_id").primaryKey(),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull().unique("sandbox_credentials_public_key_key"),
    createdBy: uuid("created_by"),
    /** The visitor's address the caller reported (X-Client-Address), for the per-address limit. */
    clientAddress: text("client_address"),
    timeCreated: timeCreated(),
  },
  (t) => [
    references("sandbox_credentials", t.credentialId, apiCredentials.id).onDelete("cascade"),
    references("sandbox_credentials", t.createdBy, apiCredentials.id).onDelete("set null"),
    index("sandbox_credentials_created_by_idx").on(t.createdBy, t.timeCreated),
    index("sandbox_credentials_client_address_idx").on(t.clientAddress, t.timeCreated),
  ],
);

/** Platform-wide settings generated once, e.g. the token signing secret when PLATFORM_JWT_SECRET is unset. */
export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Fixed-window counters of platform/infra/rate-limit.ts, one row per limited key. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: instant("window_start").notNull(),
  hits: integer("hits").notNull(),
});

/** Demo-environment mail: every message the platform would have sent, when SMTP_URL is unset. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The code in the message, shown large by the site's /dev/outbox. */
    code: text("code"),
    /**
     * What started the message, the only thing that lets a visitor read it (modules/dev): a sign-up
     * attempt or a user's email change (modules/accounts/outbox-bindings.ts). Null for all other
     * mail (reset codes, notices, notifications), which only DEMO_OUTBOX=all or an operator reads.
     */
    startedBy: text("started_by"),
    /** The files sent with it (a booking's calendar file), each downloadable from /dev/outbox. */
    attachments: jsonb("attachments").$type<Array<{ filename: string; contentType: string; content: string }>>().notNull().default([]),
    timeCreated: timeCreated(),
  },
  (t) => [index("outbox_started_by_idx").on(t.startedBy)],
);

export type ApiCredential = typeof apiCredentials.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
