/**
 * Schema migrations, embedded as TypeScript strings rather than read from .sql files: the platform
 * is bundled by Vite into the site's server build, where no path next to this module exists.
 *
 * Rules: append only (never edit a migration that has shipped); ids sort in apply order; separate
 * statements with STATEMENT_BREAK, because PGlite runs parameterised queries one statement at a time.
 * Keep `./schema.ts` in step — `tests/platform/migrations.test.ts` fails when the two disagree.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./connect";

export type Migration = { id: string; sql: string };

export const STATEMENT_BREAK = "--> statement-breakpoint";

export const migrations: readonly Migration[] = [
  {
    id: "0001_foundation",
    sql: `
CREATE TABLE api_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL UNIQUE,
  key_hash text NOT NULL,
  label text,
  created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text,
  logo text,
  domain text NOT NULL UNIQUE,
  phone text,
  address text,
  address_line_2 text,
  city text,
  state text,
  zip text,
  website text,
  tier integer,
  theme_primary text NOT NULL DEFAULT '#00cde8',
  theme_secondary text NOT NULL DEFAULT '#d400ff',
  parent_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  featured boolean NOT NULL DEFAULT false,
  listed boolean NOT NULL DEFAULT true,
  owner_credential_id uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX businesses_owner_credential_id_idx ON businesses (owner_credential_id);
${STATEMENT_BREAK}
CREATE TABLE membership_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  description text NOT NULL,
  image text,
  base_price_cents integer NOT NULL CHECK (base_price_cents >= 0),
  pay_period_months integer NOT NULL DEFAULT 1 CHECK (pay_period_months > 0),
  base_credits integer NOT NULL DEFAULT 0,
  credit_name text,
  tier integer NOT NULL UNIQUE,
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  limits jsonb NOT NULL
);
`,
  },
  {
    id: "0002_accounts",
    sql: `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text,
  last_name text,
  phone text,
  address text,
  address_line_2 text,
  city text,
  state text,
  zip text,
  date_of_birth text,
  public boolean NOT NULL DEFAULT false,
  may_call boolean NOT NULL DEFAULT false,
  may_text boolean NOT NULL DEFAULT false,
  avatar_id uuid,
  verified_at timestamptz,
  pending_email text,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_updated timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
ALTER TABLE businesses ADD COLUMN owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
${STATEMENT_BREAK}
CREATE INDEX businesses_owner_user_id_idx ON businesses (owner_user_id);
${STATEMENT_BREAK}
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_id text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_refreshed timestamptz,
  revoked_at timestamptz
);
${STATEMENT_BREAK}
CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);
${STATEMENT_BREAK}
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  email text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX verification_codes_lookup_idx ON verification_codes (purpose, email);
${STATEMENT_BREAK}
CREATE TABLE avatars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  data bytea NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES membership_plans (id),
  status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  paused_until timestamptz,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_updated timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX subscriptions_user_id_idx ON subscriptions (user_id);
${STATEMENT_BREAK}
CREATE TABLE checkout_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES membership_plans (id),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'cancelled')),
  expires_at timestamptz NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
${STATEMENT_BREAK}
CREATE TABLE credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  description text,
  issuer text,
  rewards_value integer,
  is_coin boolean NOT NULL DEFAULT false,
  logo text
);
${STATEMENT_BREAK}
CREATE TABLE credit_balances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credit_id uuid NOT NULL REFERENCES credits (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0
);
${STATEMENT_BREAK}
CREATE UNIQUE INDEX credit_balances_user_credit_idx ON credit_balances (user_id, credit_id);
${STATEMENT_BREAK}
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
${STATEMENT_BREAK}
CREATE TABLE platform_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
`,
  },
  {
    id: "0003_public_forms_and_sandbox",
    sql: `
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  credential_id uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX contact_messages_tenant_idx ON contact_messages (tenant, credential_id, time_created);
${STATEMENT_BREAK}
CREATE TABLE resume_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  credential_id uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  file_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  data bytea NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX resume_submissions_tenant_idx ON resume_submissions (tenant, credential_id, time_created);
${STATEMENT_BREAK}
CREATE TABLE interest_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  credential_id uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  phone text,
  interests jsonb NOT NULL DEFAULT '[]'::jsonb,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX interest_submissions_tenant_idx ON interest_submissions (tenant, credential_id, time_created);
${STATEMENT_BREAK}
CREATE TABLE website_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  credential_id uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  name text NOT NULL,
  company text,
  phone text,
  email text NOT NULL,
  description text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX website_requests_tenant_idx ON website_requests (tenant, credential_id, time_created);
${STATEMENT_BREAK}
CREATE TABLE sandbox_credentials (
  credential_id uuid PRIMARY KEY REFERENCES api_credentials (id) ON DELETE CASCADE,
  name text NOT NULL,
  public_key text NOT NULL UNIQUE,
  created_by uuid REFERENCES api_credentials (id) ON DELETE SET NULL,
  client_address text,
  time_created timestamptz NOT NULL DEFAULT now()
);
${STATEMENT_BREAK}
CREATE INDEX sandbox_credentials_created_by_idx ON sandbox_credentials (created_by, time_created);
${STATEMENT_BREAK}
CREATE INDEX sandbox_credentials_client_address_idx ON sandbox_credentials (client_address, time_created);
`,
  },
];

/**
 * Any constant works as long as every platform process uses the same one: it is the key of the
 * transaction-scoped advisory lock that makes concurrent starts against one PostgreSQL take turns.
 */
const MIGRATION_LOCK_KEY = 720_416_001;

const BOOKKEEPING_TABLE = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  id text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Splits a migration into single statements (see STATEMENT_BREAK). */
export function statementsOf(migration: Migration): string[] {
  return migration.sql
    .split(STATEMENT_BREAK)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/**
 * Applies the pending migrations in order, each in its own transaction together with its
 * schema_migrations row, so a crash leaves either all of a migration or none of it. Every
 * transaction first takes the advisory lock and then re-checks what is applied, so two processes
 * starting at once against one PostgreSQL apply each migration exactly once. Returns the ids it
 * applied (empty when the database was already current).
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql.raw(BOOKKEEPING_TABLE));
  });

  const applied: string[] = [];
  for (const migration of list) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const done = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`);
      if (done.rows.length > 0) return false;
      for (const statement of statementsOf(migration)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${migration.id})`);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
