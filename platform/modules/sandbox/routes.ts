/** POST /sandbox/create — free sandbox credentials (./service.ts). */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import { jsonBodyLimit } from "../../http/body-limits";
import { clientAddress } from "../../http/client";
import { requireScope } from "../../http/credentials";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { FORM_BODY, parseJsonBody } from "../../http/validation";
import { createSandbox, SANDBOX_CANNOT_CREATE, type SandboxLimits } from "./service";
import { createBody, toSandboxCredentialsWire } from "./wire";

export function sandboxRoutes({ db, sandboxLimits }: { db: Database; sandboxLimits?: SandboxLimits }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();

  // The sandbox environment's own credentials are all sandbox ones: there, this is always a 403.
  routes.post("/create", requireScope(["site", "operator"], SANDBOX_CANNOT_CREATE), jsonBodyLimit, async (c) => {
    const { name } = await parseJsonBody(c, createBody, FORM_BODY);
    // The visitor's address, when the caller (the site) reports one; anything unlike an IP is ignored.
    const created = await createSandbox(db, {
      name,
      creatorId: c.var.credential.id,
      address: clientAddress(c),
      limits: sandboxLimits,
    });
    c.header("Cache-Control", "no-store");
    return c.json(toSandboxCredentialsWire(created), 201);
  });
  allowOnly(routes, "/create", ["POST"]);

  return routes;
}
