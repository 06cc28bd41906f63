/**
 * Free sandbox credentials (spec/platform-core.md §7 "Sandbox", marketing-site §7 "Create
 * sandbox"): a new API credential of scope "sandbox" — a username, a secret key (its only copy:
 * the platform keeps a sha256 of it) and a public key — whose every call is answered by the
 * isolated sandbox environment (platform/sandbox-environment.ts), never on live data.
 * Creation is limited per calling credential and per reported visitor address per rolling hour.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { apiCredentials, sandboxCredentials } from "../../infra/schema";
import { rateLimited } from "../../errors";
import { hashApiKey } from "../../infra/api-credentials";

/** Creations allowed per rolling hour: per calling credential, and per visitor address it reports. */
export const DEFAULT_SANDBOX_LIMITS = { perCredential: 100, perAddress: 10 } as const;
export type SandboxLimits = { perCredential?: number; perAddress?: number };

export type SandboxCredentials = { username: string; secretKey: string; publicKey: string };

const HOUR_MS = 60 * 60 * 1000;

export const SANDBOX_CANNOT_CREATE = "Sandbox credentials cannot create sandboxes";

const randomToken = (bytes: number) => randomBytes(bytes).toString("base64url");

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function createSandbox(
  db: Database,
  request: { name: string; creatorId: string; address: string | null; limits?: SandboxLimits },
): Promise<SandboxCredentials> {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...request.limits };
  const { creatorId: creator, address, name } = request;
  return db.transaction(async (tx) => {
    // One creation at a time per calling credential, so the count below cannot be raced past.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sandbox-create:${creator}`}))`);

    const windowStart = new Date(Date.now() - HOUR_MS);
    const byCreator = and(eq(sandboxCredentials.createdBy, creator), gt(sandboxCredentials.timeCreated, windowStart));
    await refuseOverLimit(tx, byCreator, limits.perCredential);
    if (address) await refuseOverLimit(tx, and(byCreator, eq(sandboxCredentials.clientAddress, address)), limits.perAddress);

    const credentials: SandboxCredentials = {
      username: `sandbox-${randomBytes(8).toString("hex")}`,
      secretKey: randomToken(32),
      publicKey: `pk_sandbox_${randomToken(24)}`,
    };
    const [credential] = await tx
      .insert(apiCredentials)
      .values({ username: credentials.username, keyHash: hashApiKey(credentials.secretKey), label: `sandbox: ${name}`, scope: "sandbox" })
      .returning({ id: apiCredentials.id });
    await tx.insert(sandboxCredentials).values({
      credentialId: credential!.id,
      name,
      publicKey: credentials.publicKey,
      createdBy: creator,
      clientAddress: address,
    });
    return credentials;
  });
}

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
  throw rateLimited("Too many sandboxes created. Please try again later.", retryAfter);
}
