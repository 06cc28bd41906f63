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
