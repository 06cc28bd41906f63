/** The Hono environment every route of the platform shares. */
import type { Hono } from "hono";
import type { CredentialScope } from "../infra/schema";

/** The API credential a request was authenticated with (set by the credential check), with its scope. */
export type CallingCredential = { id: string; username: string; scope: CredentialScope | null };

export type PlatformEnv = {
  Variables: {
    credential: CallingCredential;
    /** IANA zone from X-Time-Zone, or the contract's default. */
    timeZone: string;
  };
};

export type PlatformApp = Hono<PlatformEnv>;
