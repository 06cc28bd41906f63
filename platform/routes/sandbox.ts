/**
 * Free sandbox credentials (spec/platform-core.md §7 "Sandbox", marketing-site §7 "Create sandbox"):
 * POST /sandbox/create {name} answers a new API credential — a username, a secret key (its only
 * copy: the platform keeps a sha256 of it) and a public key — that authenticates every call like
 * any other credential. Creation is limited per calling credential per rolling hour.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { hashApiKey } from "../credentials";
import { apiCredentials, sandboxCredentials } from "../db/schema";
import { allowOnly, PlatformError, type PlatformDeps, type PlatformEnv } from "../http";
import { jsonBodyLimit, parseJsonBody, requiredLine } from "./input";

/** Creations allowed per rolling hour: per calling credential, and per visitor address it reports. */
export const DEFAULT_SANDBOX_LIMITS = { perCredential: 100, perAddress: 10 } as const;
const HOUR_MS = 60 * 60 * 1000;
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

export type SandboxCredentialsWire = { public_key: string; secret_key: string; username: string };

const createBody = z.object({ name: requiredLine(200) }).strict();

const randomToken = (bytes: number) => randomBytes(bytes).toString("base64url");

export function sandboxRoutes({ db, sandboxLimits }: PlatformDeps): Hono<PlatformEnv> {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...sandboxLimits };
  const routes = new Hono<PlatformEnv>();

  routes.post("/create", jsonBodyLimit, async (c) => {
    const { name } = await parseJsonBody(c, createBody);
    const creator = c.var.credential.id;
    // The visitor's address, when the caller (the site) reports one; anything unlike an IP is ignored.
    const reported = c.req.header("x-client-address")?.trim() ?? "";
    const address = ADDRESS.test(reported) ? reported : null;

    const created = await db.transaction(async (tx) => {
      // One creation at a time per calling credential, so the count below cannot be raced past.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sandbox-create:${creator}`}))`);

      const [isSandbox] = await tx
        .select({ id: sandboxCredentials.credentialId })
        .from(sandboxCredentials)
        .where(eq(sandboxCredentials.credentialId, creator));
      if (isSandbox) throw new PlatformError(403, "forbidden", "Sandbox credentials cannot create sandboxes");

      const windowStart = new Date(Date.now() - HOUR_MS);
      const byCreator = and(eq(sandboxCredentials.createdBy, creator), gt(sandboxCredentials.timeCreated, windowStart));
      await refuseOverLimit(tx, byCreator, limits.perCredential);
      if (address) await refuseOverLimit(tx, and(byCreator, eq(sandboxCredentials.clientAddress, address)), limits.perAddress);

      const credentials: SandboxCredentialsWire = {
        username: `sandbox-${randomBytes(8).toString("hex")}`,
        secret_key: randomToken(32),
        public_key: `pk_sandbox_${randomToken(24)}`,
      };
      const [credential] = await tx
        .insert(apiCredentials)
        .values({ username: credentials.username, keyHash: hashApiKey(credentials.secret_key), label: `sandbox: ${name}` })
        .returning({ id: apiCredentials.id });
      await tx.insert(sandboxCredentials).values({
        credentialId: credential!.id,
        name,
        publicKey: credentials.public_key,
        createdBy: creator,
        clientAddress: address,
      });
      return credentials;
    });

    c.header("Cache-Control", "no-store");
    return c.json(created, 201);
  });
  allowOnly(routes, "/create", ["POST"]);

  return routes;
}

type Transaction = Parameters<Parameters<PlatformDeps["db"]["transaction"]>[0]>[0];

/** A 429 (with Retry-After: when the oldest creation in the window leaves it) once `limit` were made. */
async function refuseOverLimit(tx: Transaction, window: SQL | undefined, limit: number): Promise<void> {
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(sandboxCredentials).where(window);
  if (total < limit) return;
  const [oldest] = await tx
    .select({ at: sandboxCredentials.timeCreated })
    .from(sandboxCredentials)
    .where(window)
    .orderBy(asc(sandboxCredentials.timeCreated))
    .limit(1);
  const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.at.getTime() + HOUR_MS - Date.now()) / 1000)) : 60;
  throw new PlatformError(429, "rate_limited", "Too many sandboxes created. Please try again later.", {
    "Retry-After": String(retryAfter),
  });
}
