/**
 * Opens the platform database: PostgreSQL when a URL is given (many platform processes can share
 * it), otherwise PGlite — Postgres compiled to WASM — in a data directory or in memory. Both give
 * the same Drizzle API over the same schema, so every query in the platform runs on either.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { processLogger } from "../../observability/log";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { collectGarbageSoon } from "./garbage";
import { namedStatements } from "./pglite-statements";
import { queryLogEnabled, withQueryLog } from "./query-log";

/**
 * Result shape of `db.execute()` common to both drivers (pg's QueryResult and PGlite's Results
 * both carry `rows`), so raw SQL can be written once.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
type RowsResult<Row> = { rows: Row[] };

/**
 * Typed by each query's own tables (a module's schema.ts), not by an aggregate of them: db/ serves
 * every module and knows none (the aggregate, platform/schema.ts, is for drizzle-kit and tests).
 * Nothing uses Drizzle's relational `db.query` API, which would need it.
 */
export type Database = PgDatabase<RowsResultHKT>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL only: the pool's connections now, for the metrics (PGlite has one connection and no queue to show). */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type ConnectOptions = {
  /** postgres://… — when set, PGlite is not used and `dataDir` is ignored. */
  databaseUrl?: string;
  /** A directory for PGlite's files (created when missing), or "memory://" for a throwaway database. */
  dataDir: string;
  /**
   * PostgreSQL only: keep every table in this schema (created when missing) instead of `public`,
   * by making it the connections' only search_path. The sandbox environment's home.
   */
  pgSchema?: string;
  /**
   * PostgreSQL only: the pool's size (pg's default, 10, when unset). The sandbox holds one
   * connection, on which each request sets its tenant's search_path in turn.
   */
  maxConnections?: number;
  /**
   * PGlite in memory only: a data directory saved by PGlite's `dumpDataDir()` to start from instead
   * of running initdb, which is most of a boot (about 2 s from an image against 7 s without, on a
   * busy 2-core machine). Tests boot one platform per file from a migrated image.
   */
  memoryImage?: Blob;
  /**
   * An open PGlite to run on instead of opening one (`dataDir` and `memoryImage` are then unused);
   * closing the platform leaves it open, for its owner to close. The platform tests hand one in-memory
   * instance from file to file (tests/support/platform.ts): opening one costs 1-1.7 s even from an image.
   */
  pglite?: PGlite;
};

export const IN_MEMORY = "memory://";

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.pgSchema, options.maxConnections);
  if (options.pglite) return connectOpenPglite(options.pglite);
  return connectPglite(options.dataDir, options.memoryImage);
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

async function connectPostgres(databaseUrl: string, pgSchema?: string, max?: number): Promise<DatabaseConnection> {
  if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema)) throw new Error(`Not a plain schema name: ${pgSchema}`);
  // Imported on demand so a PGlite-only process never loads pg (and vice versa).
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, ...(max ? { max } : {}), ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}) });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => processLogger("platform").error(`PostgreSQL pool error: ${error.message}`));
  const db: Database = drizzle({ client: queryLogEnabled() ? withQueryLog(pool) : pool });
  try {
    await pool.query(pgSchema ? `CREATE SCHEMA IF NOT EXISTS ${pgSchema}` : "SELECT 1");
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: "postgres", pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), close: () => pool.end() };
}

async function connectPglite(dataDir: string, memoryImage?: Blob): Promise<DatabaseConnection> {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  // Resolved against the working directory once, so PGlite and mkdir agree on where it is.
  const directory = dataDir === IN_MEMORY ? undefined : path.resolve(dataDir);
  if (directory) await mkdir(directory, { recursive: true });
  // A database made here in memory (no directory, no image) gets the smaller WAL below; a directory or an image
  // made before may have 16 MB segments, with which those WAL sizes are refused.
  const fresh = !directory && !memoryImage;
  const client = await PGlite.create({ ...pgliteSettings(PGlite.defaultStartParams, fresh), ...(directory ? { dataDir: directory } : memoryImage ? { loadDataDir: memoryImage } : {}) });
  // In memory, the template databases initdb makes (~7 MB each) are never used: nothing here
  // creates a database. Dropped, their files leave PGlite's in-memory file system.
  if (fresh) {
    for (const template of ["template0", "template1"]) {
      await client.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${template}`); // alone: DROP DATABASE refuses a transaction block
    }
  }
  // PGlite runs initdb in a second WASM instance it then drops (when it had no data yet): its memory
  // and buffers, a few hundred MB, wait for a major GC that nothing in a quiet boot triggers.
  if (!memoryImage) await collectGarbageSoon();
  return { db: pgliteDatabase(drizzle, client), kind: "pglite", close: () => client.close() };
}

/**
 * PGlite's Postgres, sized for one process's platform: 16 MB of shared buffers instead of
 * Postgres's 128 MB (which PGlite allocates and zero-fills in its WASM memory whatever the data's
 * size; the demo's database is ~10 MB), and new databases with 1 MB WAL segments instead of 16 MB
 * (PGlite keeps them in memory when it has no directory). PostgreSQL proper is the operator's to tune.
 */
const pgliteSettings = (defaultStartParams: string[], fresh: boolean) => ({
  startParams: [
    ...defaultStartParams,
    ...["-c", "shared_buffers=16MB"],
    // In memory the WAL between checkpoints is memory too: at most 32 MB of it (Postgres's default: 1 GB);
    // a minimum needs at least two segments, so only for the 1 MB segments made here.
    ...(fresh ? ["-c", "max_wal_size=32MB", "-c", "min_wal_size=4MB"] : []),
  ],
  initDbStartParams: ["--wal-segsize=1"],
});

/**
 * Whether a process has PGlite's data directory open: PGlite writes `postmaster.pid` there when it
 * opens it and removes it on close, but takes no lock, so a second process would open it all the
 * same, and two writers corrupt it. (One that stopped without closing leaves the file behind.)
 */
export function pgliteDirectoryInUse(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), "postmaster.pid"));
}

async function connectOpenPglite(client: PGlite): Promise<DatabaseConnection> {
  const { drizzle } = await import("drizzle-orm/pglite");
  return { db: pgliteDatabase(drizzle, client), kind: "pglite", close: async () => {} };
}

/**
 * Drizzle on a PGlite through its named statements (pglite-statements.ts), with the query log when
 * asked. Drizzle's type names PGlite; it calls only the `query` and `transaction` given here.
 */
function pgliteDatabase(drizzle: typeof import("drizzle-orm/pglite").drizzle, client: PGlite): Database {
  const statements = namedStatements(client);
  return drizzle({ client: (queryLogEnabled() ? withQueryLog(statements) : statements) as PGlite });
}
