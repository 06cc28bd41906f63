/**
 * GET /dev/outbox[?recipient=a&recipient=b] — the demo environment's kept mail, newest first, only
 * to the given recipients when any is given. Not mounted in production (platform/app.ts).
 */
import { Hono } from "hono";
import type { Database } from "../../db/connect";
import type { PlatformEnvironment } from "../../environment";
import { ERROR_CODES } from "#contract/error-codes";
import { notFound, PlatformError } from "../../errors";
import type { PlatformEnv } from "../../http/env";
import { demoOutbox, MAX_OUTBOX_RECIPIENTS } from "./service";
import { toOutboxMessageWire } from "./wire";

export function devRoutes({ db, environment }: { db: Database; environment: PlatformEnvironment }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/outbox", async (c) => {
    const recipients = c.req.queries("recipient")?.map((r) => r.trim()).filter(Boolean);
    if (recipients && recipients.length > MAX_OUTBOX_RECIPIENTS) {
      throw new PlatformError(400, ERROR_CODES.invalidRequest, `At most ${MAX_OUTBOX_RECIPIENTS} recipients`);
    }
    const messages = await demoOutbox(db, environment, recipients?.length ? recipients : undefined);
    // Never null here (not mounted in production); kept so a mistake there still shows no mail.
    if (!messages) throw notFound(`No such path: GET ${c.req.path}`);
    return c.json(messages.map(toOutboxMessageWire));
  });
  return routes;
}
