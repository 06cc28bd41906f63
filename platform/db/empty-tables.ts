import { sql } from "drizzle-orm";
import type { Database } from "./connect";

/**
 * Empties every table of the current schema but those of `kept` (identities restarted), reading
 * the catalog so tables added by later migrations are emptied too. TRUNCATE … CASCADE also empties
 * tables that reference a truncated one: a table that a kept one points at must be kept as well.
 * For tests only: core.ts's resetForTests, and tests/support/platform.ts before a PGlite is reused.
 */
export async function emptyTables(db: Database, kept: ReadonlySet<string>): Promise<void> {
  const { rows } = await db.execute<{ tablename: string }>(sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`);
  const tables = rows.map((row) => row.tablename).filter((name) => !kept.has(name));
  if (tables.length === 0) return;
  const list = tables.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
