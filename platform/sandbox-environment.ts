/**
 * The sandbox environment (spec: "a demo environment on a separate database, with no real money"),
 * where every sandbox credential is a tenant of its own: its users, sessions, mail, submissions,
 * brands, purchases, likes, ratings, coins, follows and notifications live in its own PostgreSQL
 * schema (`tenant_<credential id>`), seeded with the demo catalogue on its first call, so what one
 * tenant does (a sign-up, a booking taking a place, a like, a rating) is never seen by another, and
 * no query can forget a tenant filter: the tables of other tenants are not on its search_path.
 * Always "demo" (no real money), whatever the live environment is.
 *
 * Its database: PGlite in its own directory beside the live one (`<dataDir>-sandbox`; in memory
 * when the live one is), or on PostgreSQL the live database, one schema per tenant. It holds ONE
 * connection, and answers one sandbox request at a time: each takes the connection, sets its
 * tenant's search_path, runs, and lets go. Bodies are read before taking a turn, so a slow client
 * holds up nobody. Booted on the first request of a sandbox credential (a PGlite costs hundreds of MB).
 *
 * Bookkeeping: `sandbox_tenants` in the home schema (`public` of the sandbox PGlite, `sandbox` on
 * PostgreSQL) says when each tenant was last used; a tenant idle for TENANT_IDLE_DAYS is deleted,
 * its schema and its credential (`onTenantDeleted`), at boot and then daily.
 *
 * It checks no credentials itself: the live environment verifies a sandbox credential in its own
 * database and hands the request over (http/credentials.ts). Nothing else reaches it, so a live
 * site or operator credential never acts here, and a sandbox credential never acts on live data.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { SANDBOX_PAGES_PATH } from "./app";
import { bootCore, type Core } from "./core";
import { connectDatabase, IN_MEMORY, type ConnectOptions, type DatabaseConnection } from "./db/connect";
import { migrations } from "./db/migrate";
import { readRequestBytes } from "./http/body-limits";
import { handedCredential, type SandboxForward } from "./http/credentials";
import type { PeerBindings } from "./http/client";
import type { CallingCredential, PlatformApp, PlatformEnv } from "./http/env";
import { errorResponse } from "./http/errors";
import { mirrorCredential } from "./infra/api-credentials";
import type { AccountOptions } from "./modules/accounts/service";
import { sweepMemberships } from "./modules/memberships";
import { ERROR_CODES } from "#contract/error-codes";
import { MAX_COVER_BYTES, MAX_RESUME_BYTES } from "#contract/limits";

/** The home schema on PostgreSQL (the sandbox's bookkeeping; tenants have schemas of their own). */
export const SANDBOX_SCHEMA = "sandbox";

/** A tenant unused this long is deleted with everything in it. */
export const TENANT_IDLE_DAYS = 30;

/** Tenants whose app is kept built in memory (least recently used first out); their data stays. */
const TENANTS_IN_MEMORY = 20;

/** The largest body any platform call takes (an upload): read before a request takes its turn. */
const MAX_SANDBOX_BODY_BYTES = Math.max(MAX_RESUME_BYTES, MAX_COVER_BYTES) + 64 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type SandboxEnvironmentOptions = ConnectOptions & {
  /** The live environment's accounts options: only the public URL, the site's URL and the test overrides carry over. */
  accounts?: AccountOptions;
  logError?: (message: string, error: unknown) => void;
  /** Called with a deleted idle tenant's credential id: the live environment revokes the credential. */
  onTenantDeleted?: (credentialId: string) => Promise<void>;
};

export type SandboxEnvironment = {
  /** Answers a request of a sandbox credential the live environment verified. */
  forward: SandboxForward;
  /** Tenants' checkout pages and avatar files (`/<tenant key>/…`), mounted by the live app at SANDBOX_PAGES_PATH. */
  pages: PlatformApp;
  /** Runs `work` on a tenant's core in its turn (tests look into its database); null when it has no data. */
  withTenant<T>(credentialId: string, work: (core: Core) => Promise<T>): Promise<T | null>;
  /** Deletes the tenants idle for TENANT_IDLE_DAYS; their credential ids. */
  deleteIdleTenants(): Promise<string[]>;
  close(): Promise<void>;
  /** Deletes every tenant (tests). */
  resetForTests(): Promise<void>;
};

/** Where the sandbox keeps its data, given where the live environment keeps its own. */
export function sandboxDatabase({ databaseUrl, dataDir, memoryImage }: ConnectOptions): ConnectOptions {
  if (databaseUrl) return { databaseUrl, dataDir, pgSchema: SANDBOX_SCHEMA, maxConnections: 1 };
  // The same migrations as the live environment's (only REFERENCES' schema differs): its image fits.
  return dataDir === IN_MEMORY ? { dataDir: IN_MEMORY, memoryImage } : { dataDir: `${path.resolve(dataDir)}-sandbox` };
}

// drizzle-kit writes foreign keys as REFERENCES "public"."users"; unqualified, they resolve
// through the search_path to the tenant schema's own tables.
const inOwnSchema = migrations.map((migration) => ({ ...migration, sql: migration.sql.replaceAll('REFERENCES "public".', "REFERENCES ") }));

const CREDENTIAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TENANT_KEY = /^[0-9a-f]{32}$/;

/** The tenant's key in schema names and page URLs: its credential id without hyphens. */
const tenantKey = (credentialId: string) => credentialId.replaceAll("-", "");
const schemaOf = (credentialId: string) => `tenant_${tenantKey(credentialId)}`;
const credentialIdOfKey = (key: string) => `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20)}`;

/** The whole body, read before the request takes its turn (past the largest upload: 413); null for none. */
async function bufferedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  return request.body ? readRequestBytes(request, MAX_SANDBOX_BODY_BYTES) : null;
}

export function createSandboxEnvironment(options: SandboxEnvironmentOptions): SandboxEnvironment {
  const handed = new WeakMap<Request, CallingCredential>();
  const database = sandboxDatabase(options);
  const home = options.databaseUrl ? SANDBOX_SCHEMA : "public";
  /** Booted tenants by credential id, least recently used first. */
  const cores = new Map<string, Core>();
  /** When each tenant's last use was written down (at most hourly, not on every call). */
  const touched = new Map<string, number>();
  /** When each tenant's memberships were last swept (modules/memberships/lifecycle.ts sweepMemberships). */
  const swept = new Map<string, number>();
  /** Tenants whose schema holds their credential's row (its rows point at it). */
  const mirrored = new Set<string>();
  let connection: DatabaseConnection | undefined;
  let connecting: Promise<DatabaseConnection> | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;
  let turn: Promise<unknown> = Promise.resolve();

  /** Runs `work` when every earlier turn is over: one request on the connection at a time. */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  };

  const connect = (): Promise<DatabaseConnection> => {
    connecting ??= (async () => {
      const opened = await connectDatabase(database);
      await opened.db.execute(
        sql.raw(`CREATE TABLE IF NOT EXISTS "${home}".sandbox_tenants (
          schema_name text PRIMARY KEY, credential_id uuid NOT NULL, last_used timestamptz NOT NULL DEFAULT now())`),
      );
      if (closed) {
        await opened.close();
        throw new Error("The sandbox environment is closed");
      }
      connection = opened;
      sweeper = setInterval(() => void deleteIdleTenants().catch((error) => options.logError?.("Deleting idle sandbox tenants failed", error)), DAY_MS);
      sweeper.unref();
      void deleteIdleTenants().catch((error) => options.logError?.("Deleting idle sandbox tenants failed", error));
      return opened;
    })().catch((error: unknown) => {
      connecting = undefined; // the next sandbox request tries again
      throw error;
    });
    return connecting;
  };

  const useSchema = (db: DatabaseConnection["db"], schema: string) => db.execute(sql.raw(`SET search_path TO "${schema}"`));

  /** The tenant's core, booted (its schema made, migrated and seeded the first time) when needed; in a turn only. */
  const coreOf = async (opened: DatabaseConnection, credentialId: string): Promise<Core> => {
    const schema = schemaOf(credentialId);
    const kept = cores.get(credentialId);
    if (kept) {
      cores.delete(credentialId);
      cores.set(credentialId, kept);
      await useSchema(opened.db, schema);
      return kept;
    }
    await opened.db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
    await useSchema(opened.db, schema);
    const core = await bootCore({
      ...database,
      // The shared connection, which a tenant's core never closes, under a database object of the
      // tenant's own: what the platform keeps per database (infra/shared-cache.ts: plans, the
      // taxonomy and its counts) is then kept per tenant, as its rows are its schema's.
      connection: { ...opened, db: Object.create(opened.db) as typeof opened.db, close: async () => {} },
      environment: "demo",
      // No real money in the sandbox, whatever the live environment takes (spec).
      payments: { provider: "demo" },
      // A tenant's checkouts are settled when it is used: its holds lapse by their own expiry.
      reconciliation: false,
      credentials: null,
      seed: true,
      logError: options.logError,
      // Its own token secret (kept in its schema) and outbox: no other tenant's token works here, no mail leaves.
      // No mail timer: a tenant's queued mail moves to its outbox at the end of the request that queued it.
      accounts: {
        publicUrl: `${(options.accounts?.publicUrl ?? "").replace(/\/+$/, "")}${SANDBOX_PAGES_PATH}/${tenantKey(credentialId)}`,
        // The booking emails' links: notifications subscribe once per process, so every environment gives the same site.
        siteUrl: options.accounts?.siteUrl,
        rateLimits: options.accounts?.rateLimits,
        accessTokenSeconds: options.accounts?.accessTokenSeconds,
        mailQueue: false,
      },
      identify: () => handedCredential((request) => handed.get(request)),
      migrations: inOwnSchema,
      // No timer: a tenant's statements run only in its turn on the shared connection (swept in `answer`).
      membershipSweep: false,
    });
    await opened.db.execute(sql`
      INSERT INTO ${sql.identifier(home)}.sandbox_tenants (schema_name, credential_id) VALUES (${schema}, ${credentialId})
      ON CONFLICT (schema_name) DO UPDATE SET last_used = now()`);
    touched.set(credentialId, Date.now());
    cores.set(credentialId, core);
    for (const [id, old] of cores) {
      if (cores.size <= TENANTS_IN_MEMORY) break;
      cores.delete(id);
      await old.close();
    }
    return core;
  };

  /** Whether the tenant has data (a schema), without making it. */
  const hasTenant = async (opened: DatabaseConnection, credentialId: string): Promise<boolean> => {
    const { rows } = await opened.db.execute<{ found: number }>(
      sql`SELECT 1 AS found FROM ${sql.identifier(home)}.sandbox_tenants WHERE schema_name = ${schemaOf(credentialId)}`,
    );
    return rows.length > 0;
  };

  /** Answers `request` as the tenant, in its turn: the response read whole, the mail it queued kept. */
  const answer = (credentialId: string, request: Request, body: Uint8Array<ArrayBuffer> | null, peer: PeerBindings, credential?: CallingCredential) =>
    inTurn(async () => {
      const opened = connection ?? (await connect());
      if (!credential && !(await hasTenant(opened, credentialId))) {
        return new Response(JSON.stringify({ message: "Not found", code: ERROR_CODES.notFound }), { status: 404, headers: { "Content-Type": "application/json" } });
      }
      const core = await coreOf(opened, credentialId);
      if (credential && !mirrored.has(credentialId)) {
        await mirrorCredential(core.db, credential);
        mirrored.add(credentialId);
      }
      // The demo provider's sweep (no timer here): in the tenant's turn, before the request it would show in, at most once a minute.
      const now = (options.accounts?.clock ?? Date).now();
      if (now - (swept.get(credentialId) ?? -Infinity) > SWEEP_MS) {
        await sweepMemberships(core.db, new Date(now));
        swept.set(credentialId, now);
      }
      const inner = new Request(request.url, { method: request.method, headers: request.headers, body });
      if (credential) handed.set(inner, credential);
      const response = await core.app.fetch(inner, peer);
      const bytes = await response.arrayBuffer();
      await core.mailWorker.runOnce();
      if (Date.now() - (touched.get(credentialId) ?? 0) > HOUR_MS) {
        await opened.db.execute(sql`UPDATE ${sql.identifier(home)}.sandbox_tenants SET last_used = now() WHERE schema_name = ${schemaOf(credentialId)}`);
        touched.set(credentialId, Date.now());
      }
      return new Response(response.status === 204 || response.status === 304 ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });

  async function deleteIdleTenants(): Promise<string[]> {
    return inTurn(async () => {
      if (!connection) return [];
      const { db } = connection;
      const { rows } = await db.execute<{ schema_name: string; credential_id: string }>(sql`
        SELECT schema_name, credential_id FROM ${sql.identifier(home)}.sandbox_tenants
        WHERE last_used < now() - make_interval(days => ${TENANT_IDLE_DAYS})`);
      for (const row of rows) await dropTenant(connection, row.schema_name, row.credential_id);
      for (const row of rows) await options.onTenantDeleted?.(row.credential_id);
      return rows.map((row) => row.credential_id);
    });
  }

  async function dropTenant(opened: DatabaseConnection, schema: string, credentialId: string): Promise<void> {
    const core = cores.get(credentialId);
    cores.delete(credentialId);
    touched.delete(credentialId);
    mirrored.delete(credentialId);
    await core?.close();
    await opened.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await opened.db.execute(sql`DELETE FROM ${sql.identifier(home)}.sandbox_tenants WHERE schema_name = ${schema}`);
  }

  const pages = new Hono<PlatformEnv>();
  pages.all("/:tenant/*", async (c) => {
    const key = c.req.param("tenant");
    // Browsers' requests carry no credential: they never boot the sandbox, only reach a tenant with data.
    if (!connection || !TENANT_KEY.test(key)) return errorResponse(c, 404, ERROR_CODES.notFound, `No such path: ${c.req.method} ${c.req.path}`);
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(`${SANDBOX_PAGES_PATH}/${key}`.length) || "/";
    const body = await bufferedBody(c.req.raw);
    return answer(credentialIdOfKey(key), new Request(url, { method: c.req.method, headers: c.req.raw.headers }), body, (c.env as PeerBindings | undefined) ?? {});
  });

  return {
    forward: async (request, credential, peer) => {
      if (!CREDENTIAL_ID.test(credential.id)) throw new Error("A sandbox credential's id is a UUID");
      return answer(credential.id, request, await bufferedBody(request), peer, credential);
    },
    pages,
    withTenant: (credentialId, work) =>
      inTurn(async () => {
        if (!connection || !(await hasTenant(connection, credentialId))) return null;
        return work(await coreOf(connection, credentialId));
      }),
    deleteIdleTenants,
    close: async () => {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      await inTurn(async () => {
        for (const core of cores.values()) await core.close();
        cores.clear();
      });
      const opened = connection ?? (await connecting?.catch(() => undefined));
      await opened?.close();
    },
    resetForTests: () =>
      inTurn(async () => {
        if (!connection) return;
        const { rows } = await connection.db.execute<{ schema_name: string; credential_id: string }>(
          sql`SELECT schema_name, credential_id FROM ${sql.identifier(home)}.sandbox_tenants`,
        );
        for (const row of rows) await dropTenant(connection, row.schema_name, row.credential_id);
      }),
  };
}
