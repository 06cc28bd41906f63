import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../platform/db/connect";
import { migrate, migrations, statementsOf } from "../../platform/db/migrations";
import * as schema from "../../platform/db/schema";
import { databaseTargets, type TestDatabase } from "./support";

type ColumnShape = { type: string; nullable: boolean; hasDefault: boolean };

const drizzleTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** What schema.ts declares, as table → column → shape. */
function declaredSchema(): Record<string, Record<string, ColumnShape>> {
  const tables: Record<string, Record<string, ColumnShape>> = {};
  for (const table of drizzleTables) {
    const config = getTableConfig(table);
    tables[config.name] = Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        { type: column.getSQLType(), nullable: !column.notNull, hasDefault: column.hasDefault },
      ]),
    );
  }
  return tables;
}

/** Single-column constraints schema.ts declares, as "table.column:kind" strings. */
function declaredConstraints(): string[] {
  const found: string[] = [];
  for (const table of drizzleTables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      if (column.primary) found.push(`${config.name}.${column.name}:primary`);
      if (column.isUnique) found.push(`${config.name}.${column.name}:unique`);
    }
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      const from = reference.columns.map((column) => column.name).join(",");
      const to = reference.foreignColumns.map((column) => column.name).join(",");
      found.push(`${config.name}.${from}:references ${getTableConfig(reference.foreignTable).name}.${to}`);
    }
  }
  return found.sort();
}

async function migratedSchema(connection: DatabaseConnection): Promise<Record<string, Record<string, ColumnShape>>> {
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

async function migratedConstraints(connection: DatabaseConnection): Promise<string[]> {
  const { rows } = await connection.db.execute<{ name: string }>(sql`
    SELECT tc.table_name || '.' || kcu.column_name || ':' ||
      CASE tc.constraint_type
        WHEN 'PRIMARY KEY' THEN 'primary'
        WHEN 'UNIQUE' THEN 'unique'
        ELSE 'references ' || ccu.table_name || '.' || ccu.column_name
      END AS name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
    LEFT JOIN information_schema.constraint_column_usage ccu
      ON tc.constraint_type = 'FOREIGN KEY'
      AND ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
    WHERE tc.table_schema = current_schema()
      AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')`);
  return rows.map((row) => row.name).sort();
}

describe("migration list", () => {
  it("has unique ids in ascending order, each with at least one statement", () => {
    const ids = migrations.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const migration of migrations) expect(statementsOf(migration).length).toBeGreaterThan(0);
  });
});

describe.each(databaseTargets)("migrations on $name", (target) => {
  let database: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = await target.create();
    connection = await connectDatabase(database);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });

  it("applies every migration once on an empty database, then nothing on a second run", async () => {
    expect(await migrate(connection.db)).toEqual(migrations.map((migration) => migration.id));
    expect(await migrate(connection.db)).toEqual([]);
    const { rows } = await connection.db.execute<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`);
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it("creates exactly the tables and columns the Drizzle schema declares", async () => {
    await migrate(connection.db);
    expect(await migratedSchema(connection)).toEqual(declaredSchema());
  });

  it("creates exactly the keys, unique constraints and references the Drizzle schema declares", async () => {
    await migrate(connection.db);
    const declared = declaredConstraints();
    expect(declared).toContain("businesses.domain:unique");
    expect(await migratedConstraints(connection)).toEqual(declared);
  });

  it("applies a new migration exactly once when two processes migrate at the same time", async () => {
    // A second connection stands for a second process (on PGlite, calls on one instance interleave).
    const second = target.name === "postgres" ? await connectDatabase(database) : connection;
    const extra = [
      ...migrations,
      { id: "9999_concurrency_probe", sql: "CREATE TABLE concurrency_probe (id integer PRIMARY KEY)" },
    ];
    try {
      const [first, other] = await Promise.all([migrate(connection.db, extra), migrate(second.db, extra)]);
      expect([...first, ...other]).toEqual(["9999_concurrency_probe"]);
      const { rows } = await connection.db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM schema_migrations WHERE id = '9999_concurrency_probe'`,
      );
      expect(rows[0]?.count).toBe(1);
    } finally {
      await connection.db.execute(sql`DROP TABLE IF EXISTS concurrency_probe`);
      await connection.db.execute(sql`DELETE FROM schema_migrations WHERE id = '9999_concurrency_probe'`);
      if (second !== connection) await second.close();
    }
  });

  it("rolls back a failing migration entirely and records nothing for it", async () => {
    const broken = [
      ...migrations,
      {
        id: "9999_broken",
        sql: "CREATE TABLE half_done (id integer)\n--> statement-breakpoint\nSELECT no_such_function()",
      },
    ];
    await expect(migrate(connection.db, broken)).rejects.toThrow();
    const { rows } = await connection.db.execute<{ tables: number; records: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name = 'half_done') AS tables,
        (SELECT count(*)::int FROM schema_migrations WHERE id = '9999_broken') AS records`);
    expect(rows[0]).toEqual({ tables: 0, records: 0 });
  });
});
