import { z } from "zod";

/**
 * The `exp` claim of a JWT, in seconds, read without verifying the signature: the platform
 * verifies every token it receives; the client only needs to know whether to refresh first.
 * Undefined when the token is not JWT-shaped or carries no numeric `exp`.
 */
export function expiryOf(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof claims !== "object" || claims === null || !("exp" in claims)) return undefined;
    return typeof claims.exp === "number" && Number.isFinite(claims.exp) ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §4: refresh when the expiry claim is missing or in the past, compared in seconds. */
export function isExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = expiryOf(token);
  return exp === undefined || exp <= Math.floor(nowMs / 1000);
}

// ── Session tokens and system ───────────────────────────────────────────────

/** The three tokens of a signed-in session. */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** POST /refresh: the id token is optional (the old one is kept when absent). */
export const refreshedTokensSchema = z
  .object({ access_token: z.string().min(1), refresh_token: z.string().min(1), id_token: z.string().min(1).optional() })
  .transform((w) => ({ accessToken: w.access_token, refreshToken: w.refresh_token, idToken: w.id_token }));

