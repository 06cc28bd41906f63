/**
 * Which API credential calls, and what it may do (platform/README.md "Credentials and scopes").
 * `identifyCredential` runs first on every request of the live environment: it checks the
 * X-Api-Username / X-Api-Key pair when sent and hands a sandbox credential's request, whole, to the
 * sandbox environment. `requireApiCredential` then refuses calls without a valid, scoped credential.
 */
import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "#contract/error-codes";
import type { CredentialScope } from "../infra/schema";
import type { Database } from "../db/connect";
import { PlatformError } from "../errors";
import { verifyCredential } from "../infra/api-credentials";
import type { PeerBindings } from "./client";
import type { CallingCredential, PlatformEnv } from "./env";
import { errorResponse } from "./errors";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid API credentials";
export const NO_SCOPE_MESSAGE = "This API credential may not call the API";

/** Answers a request made with a sandbox credential, in the sandbox environment. */
/** Hands a sandbox credential's request to the sandbox, with the peer address the server gave (per-address limits). */
export type SandboxForward = (request: Request, credential: CallingCredential, peer: PeerBindings) => Promise<Response>;

/** Records the credential of the headers, when they name a valid one; a sandbox one leaves for its environment. */
export function identifyCredential(db: Database, forwardSandbox?: SandboxForward): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const username = c.req.header("x-api-username");
    const key = c.req.header("x-api-key");
    const credential = username && key ? await verifyCredential(db, username, key) : null;
    if (credential?.scope === "sandbox") {
      // Never on live data: without a sandbox environment, a sandbox credential may do nothing.
      if (!forwardSandbox) return errorResponse(c, 403, ERROR_CODES.forbidden, NO_SCOPE_MESSAGE);
      return forwardSandbox(c.req.raw, credential, (c.env as PeerBindings | undefined) ?? {});
    }
    if (credential) c.set("credential", credential);
    await next();
  };
}

/** The sandbox environment's `identifyCredential`: the credential the live environment verified, handed over with the request. */
export function handedCredential(handed: (request: Request) => CallingCredential | undefined): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const credential = handed(c.req.raw);
    if (credential) c.set("credential", credential);
    await next();
  };
}

/** Answers 401 unless a valid credential was identified, 403 when it has no scope. */
export const requireApiCredential: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const credential = c.get("credential") as CallingCredential | undefined;
  if (!credential) return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  if (!credential.scope) return errorResponse(c, 403, ERROR_CODES.forbidden, NO_SCOPE_MESSAGE);
  await next();
};

/** A 403 with `message` unless the calling credential has one of `scopes`. */
export function requireScope(scopes: readonly CredentialScope[], message: string): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const { scope } = c.var.credential;
    if (!scope || !scopes.includes(scope)) throw new PlatformError(403, ERROR_CODES.forbidden, message);
    await next();
  };
}
