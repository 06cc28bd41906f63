/**
 * Notifications — spec/platform-core.md §7: GET /account/notifications (paged, `unread`), POST
 * /account/notifications/{id}/read and /unread, DELETE /account/notifications/{id}, POST
 * /account/notifications/all/read, DELETE /account/notifications/all; and GET/PUT
 * /account/notifications/preferences (which types also arrive by email). Only one's own.
 */
import { Hono } from "hono";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody, parseQuery } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import {
  deleteAllNotifications,
  deleteNotification,
  emailPreferences,
  listNotifications,
  markAllRead,
  markNotification,
  setEmailPreferences,
} from "./service";
import { listQuery, preferencesBody, toNotificationPageWire, toNotificationWire, toPreferencesWire } from "./wire";

export function notificationRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(services, token)));

  routes.get("/", async (c) => {
    const query = parseQuery(c, listQuery);
    return c.json(toNotificationPageWire(await listNotifications(db, c.get("userId"), query), publicUrl));
  });
  allowOnly(routes, "/", ["GET"]);

  // The fixed paths first: "all" and "preferences" are not ids.
  routes.post("/all/read", async (c) => c.json({ updated: await markAllRead(db, c.get("userId")) }));
  allowOnly(routes, "/all/read", ["POST"]);
  routes.delete("/all", async (c) => c.json({ deleted: await deleteAllNotifications(db, c.get("userId")) }));
  allowOnly(routes, "/all", ["DELETE"]);

  routes.get("/preferences", async (c) => c.json(toPreferencesWire(await emailPreferences(db, c.get("userId")))));
  routes.put("/preferences", async (c) => {
    const changes = await parseJsonBody(c, preferencesBody);
    return c.json(toPreferencesWire(await setEmailPreferences(db, c.get("userId"), changes)));
  });
  allowOnly(routes, "/preferences", ["GET", "PUT"]);

  for (const [action, read] of [["read", true], ["unread", false]] as const) {
    routes.post(`/:id/${action}`, async (c) =>
      c.json(toNotificationWire(await markNotification(db, c.get("userId"), c.req.param("id"), read), publicUrl)),
    );
    allowOnly(routes, `/:id/${action}`, ["POST"]);
  }
  routes.delete("/:id", async (c) => {
    await deleteNotification(db, c.get("userId"), c.req.param("id"));
    return c.body(null, 204);
  });
  allowOnly(routes, "/:id", ["DELETE"]);

  return routes;
}
