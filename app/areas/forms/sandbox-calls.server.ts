import { createSandbox } from "#contract/api/sandbox";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/** Sandbox credentials (marketing-site §3): shown once, then only the visitor has the secret key. */
export interface SandboxCredentials {
  publicKey: string;
  secretKey: string;
  username: string;
}

export function sandboxCalls(core: PlatformCore) {
  return {
    /** POST /sandbox/create with the product's name: new API credentials for the free sandbox. */
    async create(name: string): Promise<SandboxCredentials> {
      const created = await core.call(endpointCall(createSandbox, { body: { name } }, { prefix: "Unable to create sandbox" }));
      return { publicKey: created.public_key, secretKey: created.secret_key, username: created.username };
    },
  };
}
