/**
 * The embedded platform: what the site runs in-process when PLATFORM_API_URL is unset, and what
 * `platform/server.ts` serves standalone. The site imports only `createPlatform` from here and
 * talks to the result through `fetch(Request)` — the same HTTP contract as a hosted platform.
 *
 * Two environments answer it: the live one (./core.ts) and, for sandbox credentials only, the
 * isolated sandbox one on its own database (./sandbox-environment.ts), booted on first use.
 */
import type { Hono } from "hono";
import { bootCore, type MembershipSweepOptions, type ResetOptions } from "./core";
import type { ConnectOptions, Database, DatabaseKind } from "./db/connect";
import type { DemoOutboxMode } from "#contract/demo-outbox";
import type { PlatformEnvironment } from "./environment";
import { queryLogEnabled } from "./db/query-log";
import { inRequestScope, type RequestScope } from "./infra/request-scope";
import { identifyCredential } from "./http/credentials";
import type { PeerBindings } from "./http/client";
import type { PlatformEnv } from "./http/env";
import { credentialIdOf, deleteCredentialById, type CredentialInput } from "./infra/api-credentials";
import type { RunResult } from "./modules/notifications/mail-queue";
import type { AccountOptions } from "./modules/accounts/service";
import type { SandboxLimits } from "./modules/sandbox/service";
import type { Refunders } from "./modules/payments";
import { createSandboxEnvironment } from "./sandbox-environment";
import { platformLogger } from "./infra/log";
import type { Logger } from "../observability/log";
import type { PaymentSettings } from "#contract/payments";

export type { CredentialInput } from "./infra/api-credentials";
export type { Database, DatabaseKind } from "./db/connect";
export type { PlatformEnvironment } from "./environment";
export type { AccountOptions } from "./modules/accounts/service";

export type PlatformOptions = {
  /** postgres://… — use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory (created when missing), or "memory://"; ignored with databaseUrl. */
  dataDir: string;
  /** In memory only: a dumped PGlite data directory to start from (db/connect.ts); tests pass a migrated one. */
  memoryImage?: Blob;
  /** An open PGlite to run the live environment on, left open by close() (db/connect.ts); tests share one. */
  pglite?: ConnectOptions["pglite"];
  environment: PlatformEnvironment;
  /**
   * Who reads the demo outbox with a site credential (#contract/demo-outbox, DEMO_OUTBOX): "own"
   * (the default) the codes a caller's sign-up token or session binds, "all" everything.
   */
  demoOutbox?: DemoOutboxMode;
  /**
   * The site's API credentials ("site" scope), made valid at start (key replaced when the username
   * exists); configured ones no longer listed are revoked. The first one owns the demo businesses
   * the seed creates.
   */
  credentials: CredentialInput[];
  /**
   * Operator credentials ("operator" scope: may also read stored form submissions) kept valid the
   * same way (PLATFORM_OPERATOR_USERNAME / _KEY). Optional: `npm run platform:credential -- --operator`
   * makes them too, and those are never revoked by a start.
   */
  operatorCredentials?: CredentialInput[];
  /** Fill an empty platform with the demo plans, and the demo businesses unless in production. Default true. */
  seed?: boolean;
  /** Where unexpected request errors are reported; default the logger's error lines. */
  logError?: (message: string, error: unknown) => void;
  /** Where its lines go (infra/log.ts): the site passes its own; default one of the platform's, at LOG_LEVEL. */
  logger?: Logger;
  /** One line per request (LOG_REQUESTS), with the caller's X-Request-Id. */
  logRequests?: boolean;
  /**
   * Accounts: token secret (PLATFORM_JWT_SECRET), SMTP_URL / MAIL_FROM, the public base URL of
   * the URLs the platform returns (PLATFORM_PUBLIC_URL; "/platform-api" when embedded in the site),
   * rate limit overrides. See platform/modules/accounts/service.ts.
   */
  accounts?: AccountOptions;
  /** POST /sandbox/create calls allowed per rolling hour, per calling credential and per X-Client-Address. */
  sandboxLimits?: SandboxLimits;
  /**
   * The demo provider's membership sweep (renewals, ends at period end, lapses) on the live
   * environment: every minute by default; false for tests, which call sweepMemberships with a
   * moved clock. (Sandbox tenants share one connection in turns: each is swept before a request instead.)
   */
  membershipSweep?: MembershipSweepOptions;
  /** Who gives card money back, by the provider that took it (modules/purchases/cancel.ts); default: the demo provider's. */
  refunders?: Refunders;
  /**
   * The live environment's payment provider (#contract/payments: PAYMENT_PROVIDER, STRIPE_*).
   * Default: demo in the demo environment, none in production. The sandbox always uses demo.
   */
  payments?: PaymentSettings;
  /** The payments' reconciliation timer; false: none (tests call reconcilePayments()). */
  reconciliation?: false | { intervalMs?: number };
};

export type Platform = {
  /**
   * Answers one request of the HTTP contract (platform/README.md). A server that knows the
   * address the request came from passes it (http/client.ts `withPeerAddress`). The site passes an
   * object of its own per request of its (`scope`): its calls then share one check of the session
   * (infra/request-scope.ts).
   */
  fetch(request: Request, peer?: PeerBindings, scope?: RequestScope): Promise<Response>;
  app: Hono<PlatformEnv>;
  /** The live environment's database. */
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs `work` on the database of the sandbox tenant of the sandbox credential `username`, in its
   * turn (tests look into it); null when that tenant has no data yet.
   */
  inSandboxOf<T>(username: string, work: (db: Database) => Promise<T>): Promise<T | null>;
  /** Deletes the sandbox tenants idle for 30 days, with their credentials (also done daily); their credential ids. */
  deleteIdleSandboxTenants(): Promise<string[]>;
  /**
   * Delivers the live environment's mail that is due now (modules/notifications/mail-queue.ts),
   * as its timer does; for tests and tools that turned the timer off (`accounts.mailQueue: false`).
   */
  runMailQueue(): Promise<RunResult>;
  /** Settles the live environment's open checkouts that are due (docs/payments.md "Reconciliation"), as its timer does. */
  reconcilePayments(): Promise<number>;
  /** The PostgreSQL pool's connections (for the metrics); null on PGlite, which has one connection and no pool. */
  databasePool(): { total: number; idle: number; waiting: number } | null;
  /** Closes the databases; the platform must not be used afterwards. */
  close(): Promise<void>;
  /**
   * Empties every table except schema_migrations, api_credentials and platform_settings, in both
   * environments, then seeds again (when seeding is on). Lets tests share one platform — booting
   * PGlite costs seconds — instead of starting one per test. `{ marketplace: false }` seeds no
   * demo experiences (most of a reset's time), for suites that never read them.
   */
  resetForTests(options?: ResetOptions): Promise<void>;
};

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  // Revokes a deleted tenant's credential in the live database (`live` exists once a sandbox runs).
  let live: Awaited<ReturnType<typeof bootCore>> | undefined;
  const logger = platformLogger(options.logger);
  const logError = options.logError ?? ((message: string, error: unknown) => logger.error({ err: error }, message));
  const sandbox = createSandboxEnvironment({ ...options, logError, onTenantDeleted: async (id) => live && deleteCredentialById(live.db, id) });
  live = await bootCore({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    memoryImage: options.memoryImage,
    pglite: options.pglite,
    environment: options.environment,
    demoOutbox: options.demoOutbox,
    credentials: options.credentials,
    operatorCredentials: options.operatorCredentials,
    seed: options.seed ?? true,
    logError,
    logger,
    logRequests: options.logRequests ?? false,
    accounts: options.accounts,
    sandboxLimits: options.sandboxLimits,
    membershipSweep: options.membershipSweep,
    refunders: options.refunders,
    payments: options.payments,
    reconciliation: options.reconciliation,
    identify: (db) => identifyCredential(db, sandbox.forward),
    sandboxPages: sandbox.pages,
  });
  let closed = false;
  const started = live;
  // The query log (db/query-log.ts) names each call too, so a page's lines read as calls and their queries.
  const logCalls = queryLogEnabled();

  return {
    fetch: async (request, peer, scope) => {
      if (logCalls) process.stderr.write(`[platform] ${request.method} ${new URL(request.url).pathname}\n`);
      return inRequestScope(scope, async () => started.app.fetch(request, peer ?? {}));
    },
    app: started.app,
    db: started.db,
    kind: started.kind,
    inSandboxOf: async (username, work) => {
      const id = await credentialIdOf(started.db, username);
      return id ? sandbox.withTenant(id, (core) => work(core.db)) : null;
    },
    deleteIdleSandboxTenants: () => sandbox.deleteIdleTenants(),
    runMailQueue: () => started.mailWorker.runOnce(),
    reconcilePayments: () => started.reconcilePayments(),
    databasePool: () => started.pool?.() ?? null,
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([started.close(), sandbox.close()]);
    },
    resetForTests: async (resetOptions) => {
      await Promise.all([started.resetForTests(resetOptions), sandbox.resetForTests()]);
    },
  };
}
