/**
 * What a migrated platform database holds, read from PostgreSQL's catalogs (the same on PGlite
 * and PostgreSQL), in forms a test can compare with what platform/schema.ts declares.
 */
import { sql } from "drizzle-orm";
import type { DatabaseConnection } from "../../platform/db/connect";

export type ColumnShape = { type: string; nullable: boolean; hasDefault: boolean };

/** table → column → shape. */
export async function migratedSchema(connection: DatabaseConnection): Promise<Record<string, Record<string, ColumnShape>>> {
  const { rows } = await connection.db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(sql`
    SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns
    WHERE table_schema = current_schema()
    ORDER BY table_name, ordinal_position`);
  const tables: Record<string, Record<string, ColumnShape>> = {};
  for (const row of rows) {
    const columns = (tables[row.table_name] ??= {});
    columns[row.column_name] = {
      type: row.data_type,
      nullable: row.is_nullable === "YES",
      hasDefault: row.column_default !== null,
    };
  }
  return tables;
}

/** Keys, unique constraints and references as "table.column:kind name", checks as "table:check name". */
export async function migratedConstraints(connection: DatabaseConnection): Promise<string[]> {
  const keys = await connection.db.execute<{ name: string }>(sql`
    SELECT tc.table_name || '.' || kcu.column_name || ':' ||
      CASE tc.constraint_type
        WHEN 'PRIMARY KEY' THEN 'primary'
        WHEN 'UNIQUE' THEN 'unique'
        ELSE 'references ' || ccu.table_name || '.' || ccu.column_name
      END || ' ' || tc.constraint_name AS name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    LEFT JOIN information_schema.constraint_column_usage ccu
      ON tc.constraint_type = 'FOREIGN KEY'
      AND ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.table_schema = current_schema()
      AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')`);
  const checks = await connection.db.execute<{ name: string }>(sql`
    SELECT t.relname || ':check ' || con.conname AS name
    FROM pg_constraint con
    JOIN pg_class t ON t.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND con.contype = 'c'`);
  return [...keys.rows, ...checks.rows].map((row) => row.name).sort();
}

/** Indexes other than those of keys and unique constraints, as "table:index name (columns)". */
export async function migratedIndexes(connection: DatabaseConnection): Promise<string[]> {
  const { rows } = await connection.db.execute<{ name: string }>(sql`
    SELECT t.relname || ':' || CASE WHEN ix.indisunique THEN 'unique index' ELSE 'index' END || ' ' || i.relname || ' (' ||
      (SELECT string_agg(a.attname, ',' ORDER BY k.ord)
         FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) || ')' AS name
    FROM pg_index ix
    JOIN pg_class i ON i.oid = ix.indexrelid
    JOIN pg_class t ON t.oid = ix.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (
        SELECT 1 FROM pg_constraint c
        WHERE c.conindid = ix.indexrelid AND c.conrelid = ix.indrelid AND c.contype IN ('p', 'u', 'x'))`);
  return rows.map((row) => row.name).sort();
}

/**
 * Everything that makes two databases' schemas the same, in PostgreSQL's own words: every column's
 * type, nullability and default, every constraint's name and definition, every index's definition.
 * (Column order is left out: it means nothing to the platform's queries.)
 */
export async function catalogOf(connection: DatabaseConnection): Promise<{ columns: string[]; constraints: string[]; indexes: string[] }> {
  const columns = await connection.db.execute<{ line: string }>(sql`
    SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '-') AS line
    FROM information_schema.columns WHERE table_schema = current_schema()`);
  const constraints = await connection.db.execute<{ line: string }>(sql`
    SELECT t.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) AS line
    FROM pg_constraint con
    JOIN pg_class t ON t.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema()`);
  const indexes = await connection.db.execute<{ line: string }>(sql`
    SELECT indexdef AS line FROM pg_indexes WHERE schemaname = current_schema()`);
  const lines = (result: { rows: { line: string }[] }) => result.rows.map((row) => row.line).sort();
  return { columns: lines(columns), constraints: lines(constraints), indexes: lines(indexes) };
}
