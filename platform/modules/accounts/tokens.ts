/**
 * Signed tokens (HS256 JWTs via jose). Access tokens live 15 minutes; a session lives 30 days
 * from its sign-in, and its refresh tokens expire when it does (refreshing never extends it).
 * Both name the auth session (`sid`), which logout revokes. A refresh token also carries its own
 * id (`jti`): only the latest one of a session is accepted, so each refresh rotates it, and an
 * already-used one coming back ends the session (service.ts `refreshSession`).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Database } from "../../db/connect";
import { platformSettings } from "../../infra/schema";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A session's absolute lifetime, from sign-in, whatever the refreshes. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = "embedded-platform";

export type TokenKind = "access" | "refresh" | "id";
export type TokenClaims = { sub: string; sid: string; jti?: string };

export type IssuedTokens = { access_token: string; id_token: string; refresh_token: string };

export type TokenKit = {
  /** `endsAt`: the session's end; no token outlives it. */
  issue(input: { userId: string; sessionId: string; refreshId: string; endsAt: Date; email: string; name: string | null }): Promise<IssuedTokens>;
  /** The claims of a valid, unexpired token of this kind; null otherwise. */
  verify(token: string, kind: TokenKind): Promise<TokenClaims | null>;
};

/**
 * Tokens whose signature was checked, with their kind and expiry (the latest 1,000): a member's
 * access token comes back with every page for 15 minutes, and jose checks it with Web Crypto,
 * importing the key each time (~0.4-0.6 ms). Only that exact token finds its entry, and its expiry
 * is checked again each time; whether its session still lives is the caller's check, every request.
 */
const REMEMBERED_TOKENS = 1000;

export function createTokenKit(secret: string, options: { accessSeconds?: number } = {}): TokenKit {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { kind: string; expiresAt: number; claims: TokenClaims }>();
  const accessSeconds = options.accessSeconds ?? ACCESS_TOKEN_SECONDS;
  const sign = (claims: Record<string, unknown>, subject: string, expiresAt: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  return {
    async issue({ userId, sessionId, refreshId, endsAt, email, name }) {
      const end = Math.floor(endsAt.getTime() / 1000);
      const access = Math.min(end, Math.floor(Date.now() / 1000) + accessSeconds);
      return {
        access_token: await sign({ kind: "access", sid: sessionId }, userId, access),
        id_token: await sign({ kind: "id", sid: sessionId, email, name }, userId, access),
        refresh_token: await sign({ kind: "refresh", sid: sessionId, jti: refreshId }, userId, end),
      };
    },
    async verify(token, kind) {
      const known = verified.get(token);
      if (known) return known.kind === kind && known.expiresAt > Math.floor(Date.now() / 1000) ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        if (typeof payload.kind !== "string" || typeof payload.sub !== "string" || typeof payload.sid !== "string" || payload.exp === undefined) return null;
        const claims = { sub: payload.sub, sid: payload.sid, jti: typeof payload.jti === "string" ? payload.jti : undefined };
        if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
        verified.set(token, { kind: payload.kind, expiresAt: payload.exp, claims });
        return payload.kind === kind ? claims : null;
      } catch {
        return null;
      }
    },
  };
}

export function newRefreshId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The signing secret: the configured one, else one generated once and kept in the database.
 * The database (not a file) because several platform processes sharing one PostgreSQL must
 * sign and verify with the same secret; PGlite keeps it in its data directory all the same.
 */
export async function tokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error("PLATFORM_JWT_SECRET must be at least 32 characters");
    return configured;
  }
  await db
    .insert(platformSettings)
    .values({ key: "jwt_secret", value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, "jwt_secret"));
  if (!row) throw new Error("Could not store the token secret");
  return row.value;
}
