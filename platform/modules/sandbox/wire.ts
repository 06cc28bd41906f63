/** The sandbox on the wire: POST /sandbox/create {name} → {public_key, secret_key, username}. */
import { z } from "zod";
import { FIELD_LIMITS } from "#contract/limits";
import { requiredLine } from "#contract/api/fields";
import type { SandboxCredentials } from "./service";

export type SandboxCredentialsWire = { public_key: string; secret_key: string; username: string };

/** `name`: the product the sandbox is for. */
export const createBody = z.object({ name: requiredLine(FIELD_LIMITS.name) }).strict();

export function toSandboxCredentialsWire(credentials: SandboxCredentials): SandboxCredentialsWire {
  return { username: credentials.username, secret_key: credentials.secretKey, public_key: credentials.publicKey };
}
