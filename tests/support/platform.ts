/**
 * Shared set-up of the platform tests. Every suite runs on PGlite, and also on PostgreSQL when
 * TEST_DATABASE_URL names a server whose user may create databases (each file gets its own fresh
 * database, dropped afterwards, so files running in parallel never see each other's rows).
 *
 * One platform per file: booting PGlite costs seconds and hundreds of MB, so tests share it and
 * `resetForTests()` restores the seeded state before each test. The files of a worker share one
 * in-memory PGlite as well (see `takePglite`).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { createPlatform, type Platform, type PlatformOptions } from "../../platform/index";
import { IN_MEMORY } from "../../platform/db/connect";
import { emptyTables } from "../../platform/db/empty-tables";
import { createDatabase } from "./throwaway-database";

export type TestDatabase = {
  databaseUrl?: string;
  dataDir: string;
  /** Deletes the database (and PGlite's directory); call after closing every connection to it. */
  drop(): Promise<void>;
};

export type DatabaseTarget = {
  name: "pglite" | "postgres";
  /**
   * A new empty database. `onDisk` keeps PGlite in a temp directory so it can be reopened.
   * `migrated`: PostgreSQL's is then a copy of this run's migrated template (PGlite's in memory
   * start from the migrated image anyway, through platformOptions).
   */
  create(options?: { onDisk?: boolean; migrated?: boolean }): Promise<TestDatabase>;
};

const pgliteTarget: DatabaseTarget = {
  name: "pglite",
  async create({ onDisk = false } = {}) {
    if (!onDisk) return { dataDir: IN_MEMORY, drop: async () => {} };
    const dataDir = await mkdtemp(path.join(tmpdir(), "platform-test-"));
    return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: "postgres",
    async create({ migrated = false } = {}) {
      const { url, drop } = await createDatabase(adminUrl, "test", migrated ? inject("postgresTemplate") || undefined : undefined);
      return { databaseUrl: url, dataDir: IN_MEMORY, drop };
    },
  };
}

/** The databases every suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = [
  pgliteTarget,
  ...(process.env.TEST_DATABASE_URL ? [postgresTarget(process.env.TEST_DATABASE_URL)] : []),
];

export const DEMO_CREDENTIAL = { username: "demo", key: "demo-api-key" } as const;
/** An operator credential of every test platform: it reads the whole demo outbox (the site's sees only a visitor's own codes). */
export const TEST_OPERATOR_CREDENTIAL = { username: "test-operator", key: "test-operator-key-0123456789abcdef" } as const;
/** A second tenant: owns nothing after the seed. */
export const OTHER_CREDENTIAL = { username: "other-tenant", key: "other-tenant-key-3f9c1a7e" } as const;

let image: Blob | undefined;
/** The migrated PGlite image of this run (tests/support/pglite-image.ts), read once per file; none outside its projects. */
function pgliteImage(): Blob | undefined {
  const file = inject("pgliteImage");
  return file ? (image ??= new Blob([readFileSync(file)])) : undefined;
}

/**
 * In-memory PGlite instances left by the files this worker ran before (the platform and security
 * projects run their files one after the other in one process per worker: vitest.config.ts).
 * Opening one, even from the image, costs 1-1.7 s; 50 files opened one each (about 110 s summed over
 * the workers, with the seed). One handed on is emptied first, every table but the migration
 * history, so the next file's platform starts as on a fresh copy of the image: its boot then makes
 * its own credentials and seed, as on a new database.
 */
const idlePglite: PGlite[] = [];

async function takePglite(): Promise<PGlite> {
  const handedOn = idlePglite.pop();
  if (handedOn) {
    try {
      await emptyAllButMigrations(handedOn);
      return handedOn;
    } catch {
      // Left unusable (a test's failure mid-transaction, say): a new one instead.
      await handedOn.close().catch(() => {});
    }
  }
  return PGlite.create({ loadDataDir: pgliteImage() });
}

async function handOn(client: PGlite): Promise<void> {
  if (client.closed) return;
  // One is kept: a file runs one platform at a time, nearly always.
  if (idlePglite.length > 0) return client.close();
  idlePglite.push(client);
}

/** A PGlite as a fresh copy of the image would be: every table emptied but the migration history. */
async function emptyAllButMigrations(client: PGlite): Promise<void> {
  await emptyTables(drizzle({ client }), new Set(["schema_migrations"]));
}

export function platformOptions(database: TestDatabase, overrides: Partial<PlatformOptions> = {}): PlatformOptions {
  const inMemory = !database.databaseUrl && database.dataDir === IN_MEMORY;
  return {
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    memoryImage: inMemory ? pgliteImage() : undefined,
    environment: "demo",
    credentials: [DEMO_CREDENTIAL, OTHER_CREDENTIAL],
    operatorCredentials: [TEST_OPERATOR_CREDENTIAL],
    // The membership sweep's timer off: tests sweep with a moved clock (sweepMemberships).
    membershipSweep: false,
    // No timer settles checkouts behind a test's back: a test runs the reconciliation itself.
    reconciliation: false,
    ...overrides,
    // The mail outbox's timer off: a delivery from one test's run must not land in the next
    // test's outbox; tests deliver with runMailQueue() or their own worker.
    accounts: { mailQueue: false, ...overrides.accounts },
  };
}

/** What a suite's per-test reset seeds beyond the plans, businesses and credentials. */
export type SuiteSeed = {
  /**
   * The marketplace's 62 demo experiences; default true. A suite that never reads experiences
   * says false: its reset then skips them (PGlite, median of 12: 217 -> 88 ms per test).
   */
  marketplace?: boolean;
};

/**
 * Boots one platform for the enclosing describe block on `target`, resets it before each test,
 * and closes and drops it at the end. Returns a getter (the platform exists only once beforeAll ran).
 */
export function usePlatform(target: DatabaseTarget, overrides: Partial<PlatformOptions> = {}, { marketplace = true }: SuiteSeed = {}): () => Platform {
  let database: TestDatabase | undefined;
  let pglite: PGlite | undefined;
  let platform: Platform | undefined;
  beforeAll(async () => {
    database = await target.create({ migrated: true });
    const options = platformOptions(database, overrides);
    if (options.memoryImage) pglite = await takePglite();
    platform = await createPlatform({ ...options, pglite });
  });
  afterAll(async () => {
    await platform?.close();
    if (pglite) await handOn(pglite);
    await database?.drop();
  });
  beforeEach(async () => {
    await platform?.resetForTests({ marketplace });
  });
  return () => {
    if (!platform) throw new Error("The platform is not running (beforeAll failed?)");
    return platform;
  };
}

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T };

/**
 * One call of the HTTP contract, as the site makes it: `credential: null` sends no credential
 * headers at all. The body is parsed as JSON whenever the response says it is JSON.
 */
export async function callApi<T = unknown>(
  platform: Pick<Platform, "fetch">,
  pathAndQuery: string,
  init: { method?: string; credential?: { username: string; key: string } | null; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const credential = init.credential === undefined ? DEMO_CREDENTIAL : init.credential;
  const headers = new Headers(init.headers);
  if (credential) {
    headers.set("X-Api-Username", credential.username);
    headers.set("X-Api-Key", credential.key);
  }
  headers.set("X-Client-Version", "0.4.2");
  const response = await platform.fetch(
    new Request(`http://platform.test${pathAndQuery}`, { method: init.method ?? "GET", headers }),
  );
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const body = (isJson ? await response.json() : await response.text()) as T;
  return { status: response.status, headers: response.headers, body };
}
