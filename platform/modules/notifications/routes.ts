/**
 * Notifications — spec/platform-core.md §7, served from contract/api/notifications.ts: GET
 * /account/notifications (paged, `unread`), POST /account/notifications/{id}/read and /unread,
 * DELETE /account/notifications/{id}, POST /account/notifications/all/read, DELETE
 * /account/notifications/all; and GET/PUT /account/notifications/preferences (which types also
 * arrive by email). Only one's own.
 */
import { Hono } from "hono";
import * as api from "#contract/api/notifications";
import { requireUser, type UserEnv } from "../../http/current-user";
import { refuseOtherMethods, serve } from "../../http/serve";
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
import { toNotificationPageWire, toNotificationWire, toPreferencesWire } from "./wire";

/** Mounted at the root: the contract's paths are whole. */
export function notificationRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  const member = { use: [requireUser((token) => authenticate(services, token))] };

  serve(
    routes,
    api.listNotifications,
    async ({ query }, c) => toNotificationPageWire(await listNotifications(db, c.get("userId"), { page: query.page, perPage: query.per_page, unreadOnly: query.unread }), publicUrl),
    member,
  );
  serve(routes, api.markAllNotificationsRead, async (_, c) => ({ updated: await markAllRead(db, c.get("userId")) }), member);
  serve(routes, api.deleteAllNotifications, async (_, c) => ({ deleted: await deleteAllNotifications(db, c.get("userId")) }), member);
  serve(routes, api.getNotificationPreferences, async (_, c) => toPreferencesWire(await emailPreferences(db, c.get("userId"))), member);
  serve(routes, api.setNotificationPreferences, async ({ body }, c) => toPreferencesWire(await setEmailPreferences(db, c.get("userId"), body)), member);
  // The fixed paths' other methods are refused before the paths of one notification are served:
  // "all" and "preferences" are not ids (DELETE …/preferences is a 405, not an unknown notification).
  refuseOtherMethods(routes, api.fixedPathEndpoints);

  serve(routes, api.markNotificationRead, async ({ params }, c) => toNotificationWire(await markNotification(db, c.get("userId"), params.id, true), publicUrl), member);
  serve(routes, api.markNotificationUnread, async ({ params }, c) => toNotificationWire(await markNotification(db, c.get("userId"), params.id, false), publicUrl), member);
  serve(
    routes,
    api.deleteNotification,
    async ({ params }, c) => {
      await deleteNotification(db, c.get("userId"), params.id);
      return undefined;
    },
    member,
  );
  refuseOtherMethods(routes, api.oneNotificationEndpoints);
  return routes;
}
