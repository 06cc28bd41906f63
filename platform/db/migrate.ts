/**
 * Applies the SQL migrations drizzle-kit generated from the schema (embedded by `npm run
 * db:generate` in ./migrations.generated.ts), each once, in order, recorded in `schema_migrations`.
 *
 * `schema_migrations` is this runner's own bookkeeping, created here rather than declared in the
 * schema: it must exist before the first migration can be looked up.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./connect";
import { generatedMigrations } from "./migrations.generated";

export type Migration = { readonly id: string; readonly sql: string };

/** drizzle-kit's separator; PGlite runs a query with parameters one statement at a time. */
export const STATEMENT_BREAK = "--> statement-breakpoint";

export const migrations: readonly Migration[] = generatedMigrations;

/**
 * Databases made before the migrations were generated (a `.data/` directory of an earlier build)
 * carry these hand-written migrations. Together they made exactly the schema of the first
 * generated migration, the baseline (tests/platform/migrations.test.ts proves it), so on such a
 * database the baseline is recorded as applied instead of being run.
 */
export const LEGACY_MIGRATIONS = ["0001_foundation", "0002_accounts", "0003_public_forms_and_sandbox"] as const;

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

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Records the baseline on a database the legacy migrations made; refuses one they made only part of. */
async function adoptLegacyDatabase(tx: Transaction, baseline: Migration | undefined): Promise<void> {
  const { rows } = await tx.execute<{ id: string }>(sql`SELECT id FROM schema_migrations`);
  const applied = new Set(rows.map((row) => row.id));
  const legacy = LEGACY_MIGRATIONS.filter((id) => applied.has(id));
  if (legacy.length === 0 || !baseline || applied.has(baseline.id)) return;
  if (legacy.length < LEGACY_MIGRATIONS.length) {
    throw new Error(
      `This database was made by an early build of the platform (it has only the migrations ${legacy.join(", ")}). ` +
        "Open it once with a build from before the generated migrations (git bd50fa2) to bring it up to date, " +
        "or start from an empty database (for PGlite: remove its data directory; it holds demo data).",
    );
  }
  await tx.execute(sql`INSERT INTO schema_migrations (id) VALUES (${baseline.id})`);
}

/**
 * Applies the pending migrations in order, each in its own transaction together with its
 * schema_migrations row, so a crash leaves either all of a migration or none of it. Every
 * transaction first takes the advisory lock and then re-checks what is applied, so two processes
 * starting at once against one PostgreSQL apply each migration exactly once. Returns the ids it
 * applied (empty when the database was already current, or when the baseline was only recorded).
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql.raw(BOOKKEEPING_TABLE));
    // Only a list that holds the baseline replaces the legacy migrations (tests also run others).
    const baselineId = migrations[0]?.id;
    await adoptLegacyDatabase(tx, list.find((migration) => migration.id === baselineId));
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
