/** The sandbox's credentials as POST /sandbox/create answers them (contract/api/sandbox.ts). */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type { createSandbox } from "#contract/api/sandbox";
import type { SandboxCredentials } from "./service";

export type SandboxCredentialsWire = HandlerAnswer<typeof createSandbox>;

export function toSandboxCredentialsWire(credentials: SandboxCredentials): SandboxCredentialsWire {
  return { username: credentials.username, secret_key: credentials.secretKey, public_key: credentials.publicKey };
}
