/**
 * Every body is bounded while it is read, chunked too. Site actions read their
 * forms with `request.formData()` and the dashboard's avatar checked only Content-Length, so a
 * chunked body (no Content-Length) was read whole into memory; the platform's account routes
 * (sign-in, sign-up, reset, refresh) had no limit at all. Each body here is chunked, far over
 * its limit, and counts what is pulled from it: the answer is a 413 in words a person (or a
 * developer) understands, reading stopped near the limit, and the server goes on serving.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MAX_AVATAR_BYTES, MAX_FORM_BODY_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { ServerTiming, timingContext } from "~/.server/http/context";
import { loadSession, sessionContext } from "~/.server/session/session";
import { action as contactAction } from "~/areas/forms/contact-us";
import { action as signInAction } from "~/areas/account/sign-in";
import { action as avatarAction } from "~/areas/dashboard/profile-avatar";
import { DEMO_CREDENTIAL, databaseTargets, usePlatform } from "../support/platform";
import { PASSWORD, send, signedUp } from "../support/platform-accounts";

const CHUNK = 16 * 1024;
const MB = 1024 * 1024;
/** The account calls' limit (contract/limits.ts ACCOUNT_BODY_BYTES). */
const ACCOUNT_BODY_BYTES = 16 * 1024;
const FORM_TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten what you entered and try again.";
const IMAGE_TOO_LARGE_MESSAGE = "The image is too large. The maximum is 2 MB.";

/** A chunked body (no Content-Length): `head`, then filler until `total` bytes; `pulled()` says how much was read. */
function chunkedBody(head: string, total = 8 * MB) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = pulled === 0 ? new TextEncoder().encode(head) : new Uint8Array(CHUNK).fill(0x61);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function chunkedRequest(url: string, contentType: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, method = "POST") {
  return new Request(url, { method, headers: { "Content-Type": contentType, ...headers }, body, duplex: "half" } as RequestInit);
}

/**
 * The site answers once it has read past the limit; the rest is then read and thrown away in the
 * background (so the browser gets the answer), never held: by the answer, little more than the
 * limit has been read, where the unchanged code had read all 8 MB.
 */
const SITE_SLACK = 1 * MB;

const actionArgs = (request: Request) => ({ request, context: new RouterContextProvider(), params: {} }) as never;

type Reply = { init: { status: number } | null; data: { result: { error: Record<string, string[]> } } };

describe("site actions", () => {
  it("a public form's action answers a chunked body past 64 KB with 413, the form's message, having read no more", async () => {
    const body = chunkedBody("name=Ada&email=ada%40example.com&message=");
    const reply = (await contactAction(actionArgs(chunkedRequest("http://site.test/contact-us", "application/x-www-form-urlencoded", body.stream)))) as Reply;
    expect(reply.init?.status).toBe(413);
    expect(reply.data.result.error[""]).toEqual([FORM_TOO_LARGE_MESSAGE]);
    expect(body.pulled()).toBeLessThan(MAX_FORM_BODY_BYTES + SITE_SLACK);
  });

  it("sign-in, which reads its form itself, answers 413 with the form and the same message", async () => {
    const body = chunkedBody("intent=login&email=ada%40example.com&password=");
    const request = chunkedRequest("http://site.test/sign-in", "application/x-www-form-urlencoded", body.stream);
    const context = new RouterContextProvider();
    context.set(timingContext, new ServerTiming());
    context.set(sessionContext, await loadSession(request));
    const reply = (await signInAction({ request, context, params: {} } as never)) as Reply;
    expect(reply.init?.status).toBe(413);
    expect(reply.data.result.error).toEqual({ "": [FORM_TOO_LARGE_MESSAGE] });
    expect(body.pulled()).toBeLessThan(MAX_FORM_BODY_BYTES + SITE_SLACK);
  });

  it("the avatar upload answers a chunked image past 2 MB with 413 at the field, read no further than its limit", async () => {
    const boundary = "----chunkedavatar";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = chunkedBody(head);
    const request = chunkedRequest("http://site.test/dashboard/profile/avatar", `multipart/form-data; boundary=${boundary}`, body.stream);
    const reply = (await avatarAction(actionArgs(request))) as Reply;
    expect(reply.init?.status).toBe(413);
    expect(reply.data.result.error["avatar"]).toEqual([IMAGE_TOO_LARGE_MESSAGE]);
    expect(body.pulled()).toBeLessThan(MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES + SITE_SLACK);
  });
});

describe.each(databaseTargets)("platform routes on $name", (target) => {
  const platform = usePlatform(target, { accounts: { jwtSecret: "test-secret-0123456789-0123456789-abcdef" } }, { marketplace: false });
  const credential = { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key };
  const post = (path: string, contentType: string, head: string, headers: Record<string, string> = {}, method = "POST") => {
    const body = chunkedBody(head);
    const request = chunkedRequest(`http://platform.test${path}`, contentType, body.stream, { ...credential, ...headers }, method);
    return { response: platform().fetch(request), pulled: body.pulled };
  };
  const json = "application/json";

  it.each([
    ["/login", "application/x-www-form-urlencoded", "username=ada%40example.com&password="],
    ["/account/create", json, '{"email":"ada@example.com","password":"'],
    ["/account/verify", json, '{"email":"ada@example.com","verification":"'],
    ["/forgot-password", json, '{"email":"ada@example.com","padding":"'],
    ["/refresh", json, '{"refresh_token":"'],
  ])("%s: a chunked body past the account limit is a 413 payload_too_large, read no further", async (path, type, head) => {
    const { response, pulled } = post(path, type, head);
    const answer = await response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ code: "payload_too_large", message: `Body is larger than ${ACCOUNT_BODY_BYTES} bytes` });
    expect(pulled()).toBeLessThanOrEqual(ACCOUNT_BODY_BYTES + 2 * CHUNK);
  });

  it("the public forms' JSON and a signed-in member's calls are bounded too, and the platform keeps serving", async () => {
    const contact = post("/foundry/contact", json, '{"name":"Ada","email":"ada@example.com","message":"');
    expect((await contact.response).status).toBe(413);
    expect(contact.pulled()).toBeLessThanOrEqual(MAX_FORM_BODY_BYTES + 2 * CHUNK);

    const tokens = await signedUp(platform(), "member@example.com");
    const bearer = { Authorization: `Bearer ${tokens.access_token}` };
    const profile = post("/account/my/profile", json, '{"first_name":"', bearer, "PUT");
    expect((await profile.response).status).toBe(413);
    expect(profile.pulled()).toBeLessThanOrEqual(ACCOUNT_BODY_BYTES + 2 * CHUNK);

    const avatar = post("/account/my/avatar", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n', bearer, "PUT");
    expect((await avatar.response).status).toBe(413);
    expect(avatar.pulled()).toBeLessThanOrEqual(MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES + 2 * CHUNK);

    const login = await send(platform(), "POST", "/login", { form: { username: "member@example.com", password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});
