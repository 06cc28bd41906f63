/**
 * The embedded platform: what the site runs in-process when PLATFORM_API_URL is unset, and what
 * `platform/server.ts` serves standalone. The site imports only `createPlatform` from here and
 * talks to the result through `fetch(Request)` — the same HTTP contract as a hosted platform.
 */
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { createPlatformApp } from "./app";
import { connectDatabase, type Database, type DatabaseKind } from "./db/connect";
import { migrate } from "./db/migrate";
import type { PlatformEnvironment } from "./environment";
import type { PeerBindings } from "./http/client";
import type { PlatformEnv } from "./http/env";
import { credentialIdOf, upsertCredentials, type CredentialInput } from "./infra/api-credentials";
import { createAccountServices, type AccountOptions, type AccountServices } from "./modules/accounts/service";
import type { SandboxLimits } from "./modules/sandbox/service";
import { seed } from "./seed/seed";

export type { CredentialInput } from "./infra/api-credentials";
export type { Database, DatabaseKind } from "./db/connect";
export type { PlatformEnvironment } from "./environment";
export type { AccountOptions } from "./modules/accounts/service";

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
   * rate limit overrides. See platform/modules/accounts/service.ts.
   */
  accounts?: AccountOptions;
  /** POST /sandbox/create calls allowed per rolling hour, per calling credential and per X-Client-Address. */
  sandboxLimits?: SandboxLimits;
};

export type Platform = {
  /**
   * Answers one request of the HTTP contract (platform/README.md). A server that knows the
   * address the request came from passes it (http/client.ts `withPeerAddress`).
   */
  fetch(request: Request, peer?: PeerBindings): Promise<Response>;
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

  const seedIfEnabled = async () => {
    if (!seedEnabled) return;
    const first = options.credentials[0];
    await seed(db, { ownerCredentialId: first ? await credentialIdOf(db, first.username) : null });
  };

  let accounts: AccountServices;
  try {
    await migrate(db);
    await upsertCredentials(db, options.credentials);
    await seedIfEnabled();
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
    fetch: async (request, peer) => app.fetch(request, peer ?? {}),
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
