/**
 * The sandbox environment (spec: "a demo environment on a separate database, with no real money"):
 * a second core beside the live one, with its own users, submissions, mail outbox and memberships,
 * seeded with the demo catalogue, always "demo". Its database: PGlite in its own directory beside
 * the live one (`<dataDir>-sandbox`; in memory when the live one is), or on PostgreSQL the same
 * database's schema `sandbox`. It is booted on the first request of a sandbox credential, since a
 * PGlite costs hundreds of MB.
 *
 * It checks no credentials itself: the live environment verifies a sandbox credential in its own
 * database and hands the request over (http/credentials.ts). Nothing else reaches it, so a live
 * site or operator credential never acts here, and a sandbox credential never acts on live data.
 */
import path from "node:path";
import { Hono } from "hono";
import { SANDBOX_PAGES_PATH } from "./app";
import { bootCore, type Core, type ResetOptions } from "./core";
import { IN_MEMORY, type ConnectOptions } from "./db/connect";
import { migrations } from "./db/migrate";
import { handedCredential, type SandboxForward } from "./http/credentials";
import type { CallingCredential, PlatformApp, PlatformEnv } from "./http/env";
import { errorResponse } from "./http/errors";
import { mirrorCredential } from "./infra/api-credentials";
import type { AccountOptions } from "./modules/accounts/service";
import { ERROR_CODES } from "#contract/error-codes";

export const SANDBOX_SCHEMA = "sandbox";

export type SandboxEnvironmentOptions = ConnectOptions & {
  /** The live environment's accounts options: only the public URL and the test overrides carry over. */
  accounts?: AccountOptions;
  logError?: (message: string, error: unknown) => void;
};

export type SandboxEnvironment = {
  /** Answers a request of a sandbox credential the live environment verified. */
  forward: SandboxForward;
  /** The sandbox's checkout pages and avatar files, mounted by the live app at SANDBOX_PAGES_PATH. */
  pages: PlatformApp;
  /** The sandbox core, once booted (tests look into its database). */
  booted(): Core | undefined;
  close(): Promise<void>;
  resetForTests(options?: ResetOptions): Promise<void>;
};

/** Where the sandbox keeps its data, given where the live environment keeps its own. */
export function sandboxDatabase({ databaseUrl, dataDir, memoryImage }: ConnectOptions): ConnectOptions {
  if (databaseUrl) return { databaseUrl, dataDir, pgSchema: SANDBOX_SCHEMA };
  // The same migrations as the live environment's (only REFERENCES' schema differs): its image fits.
  return dataDir === IN_MEMORY ? { dataDir: IN_MEMORY, memoryImage } : { dataDir: `${path.resolve(dataDir)}-sandbox` };
}

// drizzle-kit writes foreign keys as REFERENCES "public"."users"; unqualified, they resolve
// through the connection's search_path to the sandbox schema's own tables (a no-op on PGlite).
const inOwnSchema = migrations.map((migration) => ({ ...migration, sql: migration.sql.replaceAll('REFERENCES "public".', "REFERENCES ") }));

export function createSandboxEnvironment(options: SandboxEnvironmentOptions): SandboxEnvironment {
  const handed = new WeakMap<Request, CallingCredential>();
  const mirrored = new Set<string>();
  let core: Core | undefined;
  let booting: Promise<Core> | undefined;
  let closed = false;

  const boot = (): Promise<Core> => {
    booting ??= bootCore({
      ...sandboxDatabase(options),
      environment: "demo",
      credentials: null,
      seed: true,
      logError: options.logError,
      // Its own token secret (kept in its database) and outbox: no live token works here, no mail leaves.
      accounts: {
        publicUrl: `${(options.accounts?.publicUrl ?? "").replace(/\/+$/, "")}${SANDBOX_PAGES_PATH}`,
        rateLimits: options.accounts?.rateLimits,
        accessTokenSeconds: options.accounts?.accessTokenSeconds,
      },
      identify: () => handedCredential((request) => handed.get(request)),
      migrations: inOwnSchema,
    }).then(
      async (booted) => {
        if (closed) await booted.close();
        return (core = booted);
      },
      (error: unknown) => {
        booting = undefined; // the next sandbox request tries again
        throw error;
      },
    );
    return booting;
  };

  const pages = new Hono<PlatformEnv>();
  pages.all("*", async (c) => {
    // Browsers' requests carry no credential: they never boot the sandbox, only reach a booted one.
    if (!core) return errorResponse(c, 404, ERROR_CODES.notFound, `No such path: ${c.req.method} ${c.req.path}`);
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(SANDBOX_PAGES_PATH.length) || "/";
    const { method, headers, body } = c.req.raw;
    return core.app.fetch(new Request(url, { method, headers, body, duplex: "half" } as RequestInit));
  });

  return {
    forward: async (request, credential, peer) => {
      const sandbox = core ?? (await boot());
      if (!mirrored.has(credential.id)) {
        await mirrorCredential(sandbox.db, credential);
        mirrored.add(credential.id);
      }
      handed.set(request, credential);
      return sandbox.app.fetch(request, peer);
    },
    pages,
    booted: () => core,
    close: async () => {
      closed = true;
      // A boot still under way closes its core itself when it ends (see boot).
      if (core) await core.close();
      else await booting?.catch(() => undefined);
    },
    resetForTests: async (resetOptions) => {
      await core?.resetForTests(resetOptions);
    },
  };
}
