/**
 * One environment of the platform — a database and the app answering on it: the live one
 * (platform/index.ts) and, beside it, the sandbox one (./sandbox-environment.ts). Booting opens
 * the database, migrates it, makes the configured credentials valid, seeds it and builds the app.
 */
import { collectGarbageSoon } from "./db/garbage";
import type { MiddlewareHandler } from "hono";
import { createPlatformApp } from "./app";
import { refundersOf, retryUnsettledRefunds, type Refunders } from "./modules/payments";

import { connectDatabase, type ConnectOptions, type Database, type DatabaseConnection, type DatabaseKind } from "./db/connect";
import { emptyTables } from "./db/empty-tables";
import { migrate, migrations as allMigrations, type Migration } from "./db/migrate";
import type { DemoOutboxMode } from "#contract/demo-outbox";
import type { PlatformEnvironment } from "./environment";
import type { PlatformApp, PlatformEnv } from "./http/env";
import { credentialIdOf, upsertCredentials, type CredentialInput } from "./infra/api-credentials";
import { createAccountServices, type AccountOptions } from "./modules/accounts/service";
import { sweepMemberships } from "./modules/memberships";
import { createMailWorker, type MailWorker } from "./modules/notifications/mail-queue";
import type { SandboxLimits } from "./modules/sandbox/service";
import { seed } from "./seed/seed";
import type { PaymentSettings } from "#contract/payments";
import { periodic, type Periodic } from "./infra/periodic";
import { forgetSharedAnswers } from "./infra/shared-cache";
import { paymentProvider, type PaymentProvider } from "./modules/payments";
import { reconcileBookings } from "./modules/purchases/payment";
import { reconcileMemberships } from "./modules/memberships/billing";

/** How often refunds still waiting for their provider's answer are asked again. */
import type { Logger } from "../observability/log";
import { platformLogger } from "./infra/log";

const REFUND_RETRY_MS = 5 * 60_000;

export type CoreOptions = ConnectOptions & {
  environment: PlatformEnvironment;
  /** Who reads the demo outbox with a site credential (PlatformDeps.demoOutbox). */
  demoOutbox?: DemoOutboxMode;
  /** Made valid at start, and the configured ones no longer listed revoked; null: leave credentials alone. */
  credentials: CredentialInput[] | null;
  /** Configured operator credentials, alike. */
  operatorCredentials?: CredentialInput[];
  seed: boolean;
  logError?: (message: string, error: unknown) => void;
  /** The app's logger and request lines (PlatformDeps.logger, .logRequests). */
  logger?: Logger;
  logRequests?: boolean;
  accounts?: AccountOptions;
  sandboxLimits?: SandboxLimits;
  /** Who gives card money back, by provider (PlatformDeps.refunders). */
  refunders?: Refunders;
  /** The app's first middleware, given the database (PlatformDeps.identify). */
  identify?: (db: Database) => MiddlewareHandler<PlatformEnv>;
  sandboxPages?: PlatformApp;
  /** Default: every generated migration. */
  migrations?: readonly Migration[];
  /** An open connection to run on instead of connecting (a sandbox tenant's); closing the core closes it. */
  connection?: DatabaseConnection;
  /** The demo provider's membership sweep (PlatformOptions.membershipSweep). */
  membershipSweep?: MembershipSweepOptions;
  /** The payment provider's settings (#contract/payments). Default: demo in the demo environment, none in production. */
  payments?: PaymentSettings;
  /**
   * The payments' reconciliation (modules/purchases/payment.ts reconcileBookings): every
   * `intervalMs` (default a minute); false: no timer (tests run it through reconcilePayments()).
   */
  reconciliation?: false | { intervalMs?: number };
};

/** How often the demo provider's memberships are renewed, ended and lapsed (modules/memberships/lifecycle.ts); false: never on a timer. */
export type MembershipSweepOptions = false | { intervalMs?: number };

/** A minute: a membership renews or ends within a minute of its period's end. */
const MEMBERSHIP_SWEEP_MS = 60_000;

export type Core = {
  app: PlatformApp;
  db: Database;
  kind: DatabaseKind;
  /** The mail outbox's worker (runOnce: deliver what is due now). */
  mailWorker: MailWorker;
  /** The provider built at start from the settings (null: none). */
  payments: PaymentProvider | null;
  /** Settles the open checkouts due (as the reconciliation's timer does); how many it settled. */
  reconcilePayments(): Promise<number>;
  /** The PostgreSQL pool's connections (DatabaseConnection.pool); undefined on PGlite. */
  pool?: DatabaseConnection["pool"];
  close(): Promise<void>;
  /** Empties every table but those of KEPT_ON_RESET, then seeds again (when seeding is on). */
  resetForTests(options?: ResetOptions): Promise<void>;
};

/** `marketplace: false`: the seed leaves out the demo experiences (tests that never read them). */
export type ResetOptions = { marketplace?: boolean };

// Kept out of a reset: the migration history, and the credentials tests and the site log in with.
// (A future table that api_credentials points at must be added here as well: db/empty-tables.ts.)
const KEPT_ON_RESET = new Set(["schema_migrations", "api_credentials", "platform_settings"]);

export async function bootCore(options: CoreOptions): Promise<Core> {
  const logError = options.logError ?? ((message: string, error: unknown) => platformLogger(options.logger).error({ err: error }, message));
  const connection = options.connection ?? (await connectDatabase(options));
  const { db } = connection;

  const seedIfEnabled = async ({ marketplace = true }: ResetOptions = {}) => {
    if (!options.seed) return;
    const first = options.credentials?.[0];
    await seed(db, {
      ownerCredentialId: first ? await credentialIdOf(db, first.username) : null,
      // Production gets the plans, never the fictitious businesses (the sandbox is always demo).
      businesses: options.environment === "demo",
      experiences: marketplace,
    });
  };

  let app: PlatformApp;
  let closeMail: () => void;
  let mailWorker: MailWorker;
  let sweep: Periodic | undefined;
  let refundRetry: Periodic | undefined;
  let payments: PaymentProvider | null;
  let reconcilePayments: () => Promise<number>;
  let reconciler: Periodic | undefined;
  let refunders: Refunders;
  try {
    await migrate(db, options.migrations ?? allMigrations);
    if (options.credentials) await upsertCredentials(db, options.credentials, options.operatorCredentials);
    await seedIfEnabled();
    const accounts = await createAccountServices(db, options.environment, options.accounts, logError);
    closeMail = () => accounts.mailer.close();
    const queue = options.accounts?.mailQueue;
    mailWorker = createMailWorker(db, (message) => accounts.mailer.send(message), queue || {});
    if (queue !== false) mailWorker.start(queue?.intervalMs ?? 5000, logError);
    // Built once here and handed to the routes: the same provider answers every request.
    payments = await paymentProvider(options.payments ?? { provider: options.environment === "demo" ? "demo" : "none" }, accounts.publicUrl);
    const bookings = { db, provider: payments, clock: accounts.clock };
    const billing = { db, provider: payments, clock: accounts.clock, logError };
    // Bookings' open checkouts, then memberships' (and their grace and due cancellations): none stays pending for ever when a webhook is lost.
    reconcilePayments = async () => (await reconcileBookings(bookings, logError)) + (await reconcileMemberships(billing));
    if (options.reconciliation !== false) {
      reconciler = periodic(reconcilePayments, options.reconciliation?.intervalMs ?? 60_000, logError, "payments reconciliation");
      reconciler.start();
    }
    if (options.membershipSweep !== false) {
      const clock = options.accounts?.clock ?? Date;
      sweep = periodic(() => sweepMemberships(db, new Date(clock.now())), options.membershipSweep?.intervalMs ?? MEMBERSHIP_SWEEP_MS, logError, "membership sweep");
      sweep.start();
    }
    // Card refunds a provider did not answer (modules/purchases/cancel.ts) are asked again with the
    // same idempotency key, so a refund is never lost nor made twice.
    refunders = options.refunders ?? refundersOf(payments);
    if (options.reconciliation !== false) {
      const retry = refunders;
      refundRetry = periodic(() => retryUnsettledRefunds(db, retry, logError), REFUND_RETRY_MS, logError, "refund retry");
      refundRetry.start();
    }
    app = createPlatformApp({
      payments,
      db,
      environment: options.environment,
      demoOutbox: options.demoOutbox,
      logError,
      logger: options.logger,
      logRequests: options.logRequests,
      accounts,
      sandboxLimits: options.sandboxLimits,
      refunders,
      identify: options.identify?.(db),
      sandboxPages: options.sandboxPages,
    });
  } catch (error) {
    await connection.close();
    throw error;
  }
  // The boot's garbage (initdb, migrations, seed: ~150 MB) is returned now rather than at a GC a quiet process may never run.
  if (!options.connection) void collectGarbageSoon();

  return {
    app,
    db,
    kind: connection.kind,
    pool: connection.pool,
    mailWorker,
    payments,
    reconcilePayments,
    close: async () => {
      await refundRetry?.stop();
      await reconciler?.stop();
      await mailWorker.stop();
      await sweep?.stop();
      closeMail();
      await connection.close();
    },
    resetForTests: async (resetOptions) => {
      await emptyTables(db, KEPT_ON_RESET);
      await seedIfEnabled(resetOptions);
      // The seed wrote categories, experiences and plans behind the modules' backs.
      forgetSharedAnswers();
    },
  };
}
