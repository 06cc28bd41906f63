/**
 * The schema (platform/schema.ts, gathering every module's schema.ts) is the single source: the SQL migrations are generated from
 * it, embedded as generated, and the migrated database is exactly what it declares — tables,
 * columns, keys, references, checks and indexes, by name. Databases the earlier hand-written
 * migrations made are adopted as they are.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { Column, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../platform/db/connect";
import { embedMigrations } from "../../platform/db/generate-migrations";
import { LEGACY_MIGRATIONS, migrate, migrations, statementsOf } from "../../platform/db/migrate";
import * as schema from "../../platform/schema";
import { databaseTargets, type TestDatabase } from "../support/platform";
import { catalogOf, migratedConstraints, migratedIndexes, migratedSchema, type ColumnShape } from "../support/platform-catalog";
import { legacyMigrations } from "./fixtures/legacy-migrations";

const dbFolder = path.resolve(import.meta.dirname, "../../platform/db");
const drizzleTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** The runner's own bookkeeping (platform/db/migrate.ts): the one table the schema does not declare. */
const BOOKKEEPING: Record<string, Record<string, ColumnShape>> = {
  schema_migrations: {
    id: { type: "text", nullable: false, hasDefault: false },
    applied_at: { type: "timestamp with time zone", nullable: false, hasDefault: true },
  },
};

/** What the schema declares, as table → column → shape. */
function declaredSchema(): Record<string, Record<string, ColumnShape>> {
  const tables: Record<string, Record<string, ColumnShape>> = { ...BOOKKEEPING };
  for (const table of drizzleTables) {
    const config = getTableConfig(table);
    tables[config.name] = Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        // A bigserial is a bigint defaulting to its sequence's nextval: the catalog says bigint.
        { type: column.getSQLType() === "bigserial" ? "bigint" : column.getSQLType(), nullable: !column.notNull, hasDefault: column.hasDefault },
      ]),
    );
  }
  return tables;
}

/** Keys, unique constraints, references and checks the schema declares, with their names. */
function declaredConstraints(): string[] {
  const found = ["schema_migrations.id:primary schema_migrations_pkey"];
  for (const table of drizzleTables) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      // drizzle-kit writes a one-column key inline, which PostgreSQL names <table>_pkey.
      if (column.primary) found.push(`${config.name}.${column.name}:primary ${config.name}_pkey`);
      if (column.isUnique) found.push(`${config.name}.${column.name}:unique ${column.uniqueName}`);
    }
    // A key over several columns is listed once per column, as the database reports it.
    for (const key of config.primaryKeys) {
      for (const column of key.columns) found.push(`${config.name}.${column.name}:primary ${key.getName()}`);
    }
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      const from = reference.columns.map((column) => column.name).join(",");
      const to = reference.foreignColumns.map((column) => column.name).join(",");
      const target = getTableConfig(reference.foreignTable).name;
      found.push(`${config.name}.${from}:references ${target}.${to} ${foreignKey.getName()}`);
    }
    for (const check of config.checks) found.push(`${config.name}:check ${check.name}`);
  }
  return found.sort();
}

/** The one column an SQL index expression reads, or "?" (the catalog shows an expression's columns as 0). */
function columnOf(expression: object): string {
  const chunks = "queryChunks" in expression && Array.isArray(expression.queryChunks) ? (expression.queryChunks as unknown[]) : [];
  const columns = chunks.filter((chunk): chunk is Column => is(chunk, Column));
  return columns.length === 1 ? columns[0]!.name : "?";
}

/** Indexes the schema declares (beyond those of keys and unique constraints). */
function declaredIndexes(): string[] {
  const found: string[] = [];
  for (const table of drizzleTables) {
    const config = getTableConfig(table);
    for (const index of config.indexes) {
      // An expression on one column (`name COLLATE "C"`) is that column in the catalog: name it so.
      const columns = index.config.columns.map((column) => ("name" in column ? column.name : columnOf(column))).join(",");
      found.push(`${config.name}:${index.config.unique ? "unique index" : "index"} ${index.config.name} (${columns})`);
    }
  }
  return found.sort();
}

describe("migration list", () => {
  it("has unique ids in ascending order, each with at least one statement", () => {
    const ids = migrations.map((migration) => migration.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const migration of migrations) expect(statementsOf(migration).length).toBeGreaterThan(0);
  });

  it("embeds exactly the SQL files drizzle-kit generated, in its journal's order", async () => {
    const embedded = await readFile(path.join(dbFolder, "migrations.generated.ts"), "utf8");
    expect(embedded).toBe(await embedMigrations());
    const journal = JSON.parse(await readFile(path.join(dbFolder, "migrations/meta/_journal.json"), "utf8"));
    expect(migrations.map((migration) => migration.id)).toEqual(journal.entries.map((entry: { tag: string }) => entry.tag));
  });

  it("covers the whole schema: drizzle-kit finds nothing left to generate", async () => {
    const journal = JSON.parse(await readFile(path.join(dbFolder, "migrations/meta/_journal.json"), "utf8"));
    const last = String(journal.entries.at(-1).idx).padStart(4, "0");
    const snapshot = JSON.parse(await readFile(path.join(dbFolder, `migrations/meta/${last}_snapshot.json`), "utf8"));
    expect(await generateMigration(snapshot, generateDrizzleJson(schema as Record<string, unknown>))).toEqual([]);
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

  it("creates exactly the keys, unique constraints, references and checks the Drizzle schema declares, by name", async () => {
    await migrate(connection.db);
    const declared = declaredConstraints();
    expect(declared).toContain("businesses.domain:unique businesses_domain_key");
    expect(declared).toContain("subscriptions:check subscriptions_status_check");
    expect(await migratedConstraints(connection)).toEqual(declared);
  });

  it("creates exactly the indexes the Drizzle schema declares", async () => {
    await migrate(connection.db);
    const declared = declaredIndexes();
    expect(declared).toContain("credit_balances:unique index credit_balances_user_credit_idx (user_id,credit_id)");
    expect(await migratedIndexes(connection)).toEqual(declared);
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

  /** A database the earlier build made: its hand-written migrations, and a row of data. */
  async function withLegacyDatabase(list: typeof legacyMigrations, work: (legacy: DatabaseConnection) => Promise<void>) {
    const legacyDatabase = await target.create();
    const legacy = await connectDatabase(legacyDatabase);
    try {
      expect(await migrate(legacy.db, list)).toEqual(list.map((migration) => migration.id));
      await legacy.db.execute(sql`INSERT INTO api_credentials (username, key_hash) VALUES ('before', 'ab')`);
      await work(legacy);
    } finally {
      await legacy.close();
      await legacyDatabase.drop();
    }
  }

  it("adopts a database the hand-written migrations made: records the baseline, runs only what came after it, keeps its data", async () => {
    await migrate(connection.db);
    await withLegacyDatabase(legacyMigrations, async (legacy) => {
      expect(await migrate(legacy.db)).toEqual(migrations.slice(1).map((migration) => migration.id));
      expect(await migrate(legacy.db)).toEqual([]);
      const { rows } = await legacy.db.execute<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`);
      expect(rows.map((row) => row.id)).toEqual([...migrations.map((migration) => migration.id), ...LEGACY_MIGRATIONS].sort());
      const kept = await legacy.db.execute<{ username: string }>(sql`SELECT username FROM api_credentials`);
      expect(kept.rows).toEqual([{ username: "before" }]);
      // The same database to the letter: types, defaults, constraint and index definitions, names.
      const fresh = await catalogOf(connection);
      expect(fresh.constraints).toContain(
        "businesses businesses_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES businesses(id) ON DELETE SET NULL",
      );
      expect(fresh.indexes.length).toBeGreaterThan(20);
      expect(await catalogOf(legacy)).toEqual(fresh);
    });
  });

  it("refuses a database the hand-written migrations made only in part, and changes nothing", async () => {
    await withLegacyDatabase(legacyMigrations.slice(0, 1), async (legacy) => {
      await expect(migrate(legacy.db)).rejects.toThrow(/early build of the platform \(it has only the migrations 0001_foundation\)/);
      const { rows } = await legacy.db.execute<{ id: string }>(sql`SELECT id FROM schema_migrations ORDER BY id`);
      expect(rows.map((row) => row.id)).toEqual(["0001_foundation"]);
    });
  });
});
