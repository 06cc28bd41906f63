/** GET /dev/outbox — the demo environment's kept mail, newest first. Not mounted in production (platform/app.ts). */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import type { PlatformEnvironment } from "../../environment";
import { notFound } from "../../errors";
import type { PlatformEnv } from "../../http/env";
import { demoOutbox } from "./service";
import { toOutboxMessageWire } from "./wire";

export function devRoutes({ db, environment }: { db: Database; environment: PlatformEnvironment }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/outbox", async (c) => {
    const messages = await demoOutbox(db, environment);
    // Never reached in production (not mounted); kept so a mistake there still shows no mail.
    if (!messages) throw notFound(`No such path: GET ${c.req.path}`);
    return c.json(messages.map(toOutboxMessageWire));
  });
  return routes;
}
