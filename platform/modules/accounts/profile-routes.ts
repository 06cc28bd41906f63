/**
 * The signed-in user's own account — spec/platform-core.md §7 "Profile and account":
 * GET /account/me; PUT /account/my/profile, /account/my/password, /account/my/email
 * (+ POST /account/my/email/confirm), /account/my/avatar. And the public avatar files.
 */
import { Hono } from "hono";
import type { JSONValue } from "hono/utils/types";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody } from "../../http/validation";
import { avatarImage, saveAvatar } from "./avatar";
import { readImagePart, storedImage } from "../../http/uploaded-image";
import { ACCOUNT_MESSAGES } from "./messages";
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from "./profile";
import { authenticate, type AccountServices } from "./service";
import { avatarUrl, codeBody, emailChangeBody, passwordBody, profileBody } from "./wire";

/**
 * The own profile as GET /account/me answers it, which spans modules (plans, credits): composed
 * above them (platform/reads/own-profile.ts) and handed in by platform/app.ts.
 */
export type OwnProfileAnswer = (userId: string) => Promise<JSONValue>;

export function profileRoutes(services: AccountServices, ownProfile: OwnProfileAnswer): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(services, token)));

  routes.get("/me", async (c) => c.json(await ownProfile(c.get("userId"))));
  allowOnly(routes, "/me", ["GET"]);

  routes.put("/my/profile", async (c) => {
    const changes = await parseJsonBody(c, profileBody);
    await updateProfile(db, c.get("userId"), changes);
    return c.json(await ownProfile(c.get("userId")));
  });
  allowOnly(routes, "/my/profile", ["PUT"]);

  routes.put("/my/password", async (c) => {
    const input = await parseJsonBody(c, passwordBody);
    await changePassword(services, { userId: c.get("userId"), sessionId: c.get("sessionId") }, input);
    return c.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  });
  allowOnly(routes, "/my/password", ["PUT"]);

  routes.put("/my/email", async (c) => {
    const input = await parseJsonBody(c, emailChangeBody);
    return c.json({ pending_email: await requestEmailChange(services, c.get("userId"), input) }, 202);
  });
  allowOnly(routes, "/my/email", ["PUT"]);

  routes.post("/my/email/confirm", async (c) => {
    const input = await parseJsonBody(c, codeBody);
    const who = { userId: c.get("userId"), sessionId: c.get("sessionId") };
    await confirmEmailChange(services, who, input);
    return c.json(await ownProfile(who.userId));
  });
  allowOnly(routes, "/my/email/confirm", ["POST"]);

  routes.put("/my/avatar", uploadLimit(MAX_AVATAR_BYTES, ACCOUNT_MESSAGES.avatarSize), async (c) => {
    const id = await saveAvatar(db, c.get("userId"), await readImagePart(c, ACCOUNT_MESSAGES.avatarMissing));
    return c.json({ avatar_url: avatarUrl(publicUrl, id) });
  });
  allowOnly(routes, "/my/avatar", ["PUT"]);

  return routes;
}

/** Public: GET /files/avatars/{id}, the stored image (ids change on every upload, so it caches forever). */
export function avatarFileRoutes(services: AccountServices): Hono {
  const routes = new Hono();
  routes.get("/avatars/:id", async (c) => {
    return storedImage(c, await avatarImage(services.db, c.req.param("id")));
  });
  return routes;
}
