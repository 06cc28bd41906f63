/**
 * The embedded platform: what the site runs in-process when PLATFORM_API_URL is unset, and what
 * `platform/server.ts` serves standalone. The site imports only `createPlatform` from here and
 * talks to the result through `fetch(Request)` — the same HTTP contract as a hosted platform.
 */
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { createPlatformApp } from "./app";
import { upsertCredentials, type CredentialInput } from "./credentials";
import { connectDatabase, type Database, type DatabaseKind } from "./db/connect";
import { migrate } from "./db/migrate";
import { apiCredentials } from "./db/schema";
import type { PlatformEnv, PlatformEnvironment } from "./http";
import { seed } from "./seed";
import { createAccountServices, type AccountOptions } from "./accounts/services";

export type { CredentialInput } from "./credentials";
export type { Database, DatabaseKind } from "./db/connect";
export type { PlatformEnvironment } from "./http";
export type { AccountOptions } from "./accounts/services";

export type PlatformOptions = {
  /** postgres://… — use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory (created when missing), or "memory://"; ignored with databaseUrl. */
  dataDir: string;
  environment: PlatformEnvironment;
  /**
   * API credentials made valid at start (key replaced when the username exists). The first one
   * owns the demo businesses the seed creates.
   */
  credentials: CredentialInput[];
  /** Fill an empty platform with demo plans and businesses. Default true. */
  seed?: boolean;
  /** Where unexpected request errors are reported; default console.error. */
  logError?: (message: string, error: unknown) => void;
  /**
   * Accounts: token secret (PLATFORM_JWT_SECRET), SMTP_URL / MAIL_FROM, the public base URL of
   * the URLs the platform returns (PLATFORM_PUBLIC_URL; "/platform-api" when embedded in the site),
   * rate limit overrides. See platform/accounts/services.ts.
   */
  accounts?: AccountOptions;
  /** POST /sandbox/create calls allowed per rolling hour, per calling credential and per X-Client-Address. */
  sandboxLimits?: { perCredential?: number; perAddress?: number };
};

export type Platform = {
  /** Answers one request of the HTTP contract (platform/README.md). */
  fetch(request: Request): Promise<Response>;
  app: Hono<PlatformEnv>;
  db: Database;
  kind: DatabaseKind;
  /** Closes the database; the platform must not be used afterwards. */
  close(): Promise<void>;
  /**
   * Empties every table except schema_migrations and api_credentials, then seeds again (when
   * seeding is on). Lets tests share one platform — booting PGlite costs seconds — instead of
   * starting one per test.
   */
  resetForTests(): Promise<void>;
};

// Kept out of a reset: the migration history, and the credentials tests and the site log in with.
// (TRUNCATE … CASCADE also empties tables that reference a truncated one, so a future table that
// api_credentials points at must be added here as well.)
const KEPT_ON_RESET = new Set(["schema_migrations", "api_credentials", "platform_settings"]);

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const connection = await connectDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const { db } = connection;
  const seedEnabled = options.seed ?? true;

  const demoOwnerId = async (): Promise<string | null> => {
    const first = options.credentials[0];
    if (!first) return null;
    const [row] = await db
      .select({ id: apiCredentials.id })
      .from(apiCredentials)
      .where(eq(apiCredentials.username, first.username));
    return row?.id ?? null;
  };

  const seedIfEnabled = async () => {
    if (seedEnabled) await seed(db, { ownerCredentialId: await demoOwnerId() });
  };

  try {
    await migrate(db);
    await upsertCredentials(db, options.credentials);
    await seedIfEnabled();
  } catch (error) {
    await connection.close();
    throw error;
  }

  let accounts: Awaited<ReturnType<typeof createAccountServices>>;
  try {
    accounts = await createAccountServices(db, options.environment, options.accounts, options.logError);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const app = createPlatformApp({
    db,
    environment: options.environment,
    logError: options.logError,
    accounts,
    sandboxLimits: options.sandboxLimits,
  });
  let closed = false;

  return {
    fetch: async (request) => app.fetch(request),
    app,
    db,
    kind: connection.kind,
    close: async () => {
      if (closed) return;
      closed = true;
      accounts.mailer.close();
      await connection.close();
    },
    resetForTests: async () => {
      // Read from the catalog, so tables added by later migrations are emptied too.
      const { rows } = await db.execute<{ tablename: string }>(
        sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
      );
      const tables = rows.map((row) => row.tablename).filter((name) => !KEPT_ON_RESET.has(name));
      if (tables.length > 0) {
        const list = tables.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ");
        await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
      }
      await seedIfEnabled();
    },
  };
}
