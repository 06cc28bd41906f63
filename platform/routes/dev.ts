/** GET /dev/outbox — the demo environment's kept mail, newest first. 404 in production. */
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { outbox } from "../db/schema";
import { PlatformError, type PlatformDeps, type PlatformEnv } from "../http";

export function devRoutes({ db, environment }: PlatformDeps): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/outbox", async (c) => {
    if (environment !== "demo") throw new PlatformError(404, "not_found", `No such path: GET ${c.req.path}`);
    const rows = await db.select().from(outbox).orderBy(desc(outbox.timeCreated)).limit(100);
    return c.json(
      rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        code: row.code,
        time_created: row.timeCreated.toISOString(),
      })),
    );
  });
  return routes;
}
