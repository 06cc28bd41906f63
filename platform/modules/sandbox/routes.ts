/** POST /sandbox/create — free sandbox credentials (./service.ts), served from contract/api/sandbox.ts. */
import { Hono } from "hono";
import * as sandbox from "#contract/api/sandbox";
import type { Database } from "../../db/connect";
import { jsonBodyLimit } from "../../http/body-limits";
import { clientAddress } from "../../http/client";
import { requireScope } from "../../http/credentials";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { FORM_BODY } from "../../http/validation";
import { createSandbox, SANDBOX_CANNOT_CREATE, type SandboxLimits } from "./service";
import { toSandboxCredentialsWire } from "./wire";

export function sandboxRoutes({ db, sandboxLimits }: { db: Database; sandboxLimits?: SandboxLimits }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  serve(
    routes,
    sandbox.createSandbox,
    async ({ body }, c) => {
      // The visitor's address, when the caller (the site) reports one; anything unlike an IP is ignored.
      const created = await createSandbox(db, { name: body.name, creatorId: c.var.credential.id, address: clientAddress(c), limits: sandboxLimits });
      c.header("Cache-Control", "no-store");
      return toSandboxCredentialsWire(created);
    },
    // The sandbox environment's own credentials are all sandbox ones: there, this is always a 403.
    { wording: FORM_BODY, use: [requireScope(["site", "operator"], SANDBOX_CANNOT_CREATE), jsonBodyLimit] },
  );
  refuseOtherMethods(routes, sandbox.sandboxEndpoints);
  return routes;
}
