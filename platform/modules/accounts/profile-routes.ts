/**
 * The signed-in user's own account — spec/platform-core.md §7 "Profile and account":
 * GET /account/me; PUT /account/my/profile, /account/my/password, /account/my/email
 * (+ POST /account/my/email/confirm), /account/my/avatar. And the public avatar files.
 */
import { Hono } from "hono";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { requireUser, type UserEnv } from "../../http/current-user";
import { allowOnly } from "../../http/methods";
import { parseJsonBody } from "../../http/validation";
import { avatarImage, saveAvatar } from "./avatar";
import { readImagePart, storedImage } from "../../http/uploaded-image";
import { ACCOUNT_MESSAGES } from "./messages";
import { changePassword, confirmEmailChange, ownProfile, requestEmailChange, updateProfile } from "./profile";
import { authenticate, type AccountServices } from "./service";
import { avatarUrl, codeBody, emailChangeBody, passwordBody, profileBody, toOwnProfileWire } from "./wire";

export function profileRoutes(services: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = services;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(services, token)));

  routes.get("/me", async (c) => c.json(toOwnProfileWire(await ownProfile(db, c.get("userId")), publicUrl)));
  allowOnly(routes, "/me", ["GET"]);

  routes.put("/my/profile", async (c) => {
    const changes = await parseJsonBody(c, profileBody);
    return c.json(toOwnProfileWire(await updateProfile(db, c.get("userId"), changes), publicUrl));
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
    return c.json(toOwnProfileWire(await confirmEmailChange(services, who, input), publicUrl));
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
