import { z } from "zod";
import type { PlatformCore } from "../core";

/** Sandbox credentials (marketing-site §3): shown once, then only the visitor has the secret key. */
export interface SandboxCredentials {
  publicKey: string;
  secretKey: string;
  username: string;
}

export const sandboxCredentialsSchema: z.ZodType<SandboxCredentials> = z
  .object({ public_key: z.string().min(1), secret_key: z.string().min(1), username: z.string().min(1) })
  .transform((w) => ({ publicKey: w.public_key, secretKey: w.secret_key, username: w.username }));

export function sandboxCalls(core: PlatformCore) {
  return {
    /** POST /sandbox/create with the product's name: new API credentials for the free sandbox. */
    create(name: string): Promise<SandboxCredentials> {
      return core.call({
        prefix: "Unable to create sandbox",
        method: "POST",
        path: "/sandbox/create",
        json: { name },
        schema: sandboxCredentialsSchema,
      });
    },
  };
}
