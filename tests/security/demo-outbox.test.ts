/**
 * The demo outbox opened any account. The first security review found it showing the whole outbox to a loopback socket and,
 * to anyone else, all mail to the addresses their cookies named, the pending password reset's
 * included: "Forgot password" for a victim's email and /dev/outbox gave the victim's reset code,
 * and behind a proxy on the same host every visitor was loopback and saw everything (docs/security.md).
 * Now an address grants nothing: a visitor sees the codes of the sign-up their browser started
 * (its `signup` token) and of their own session's email change, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/.server/config";
import { loadContextFor, ServerTiming, timingContext } from "~/.server/http/context";
import { clientAddressOf, closeEmbeddedPlatform, embeddedPlatform } from "~/.server/platform/connection";
import { rememberPendingSignUp, rememberResetEmail } from "~/.server/auth/accounts";
import { loadSession, sessionContext } from "~/.server/session/session";
import { loader } from "~/areas/system/dev-outbox";
import { loader as platformApi } from "~/areas/system/platform-api";
import { outbox } from "../../platform/schema";
import { newAccount, PASSWORD } from "../support/platform-accounts";

const SITE = "http://site.test";
const VICTIM = "victim@example.com";
const VISITOR = "visitor@example.com";
const MEMBER = "member@example.com";
const OTHER_MEMBER = "other-member@example.com";
const MOVED = "moved@example.com";
const LOOPBACKS = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];
const STRANGER_ADDRESS = "203.0.113.7";

type Tokens = { access_token: string; id_token: string; refresh_token: string };

/** A call of the embedded platform with the site's credential (what the site's own code does). */
async function api<T = any>(method: string, path: string, json?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const platform = await embeddedPlatform();
  const headers: Record<string, string> = { "X-Api-Username": config.PLATFORM_API_USERNAME, "X-Api-Key": config.PLATFORM_API_KEY };
  if (json !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const response = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }));
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The newest code kept for `email`, read from the platform's table (the test harness, not a visitor). */
async function keptCode(email: string): Promise<string> {
  const rows = await (await embeddedPlatform()).db.select().from(outbox);
  const row = rows.filter((r) => r.recipient === email && r.code).sort((a, b) => +b.timeCreated - +a.timeCreated)[0];
  expect(row?.code, `a code kept for ${email}`).toMatch(/^\d{6}$/);
  return row!.code!;
}

async function verifiedMember(email: string): Promise<Tokens> {
  const created = await api("POST", "/account/create", newAccount(email));
  expect(created.status).toBe(201);
  const verified = await api<Tokens>("POST", "/account/verify", { email, verification: await keptCode(email), signup: created.body.signup });
  expect(verified.status).toBe(200);
  return verified.body;
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieFrom = (...setCookies: string[]) => setCookies.map((header) => header.split(";")[0]).join("; ");

type Seen = Array<{ recipient: string; subject: string; code: string | null }>;
const summary = (messages: Seen) => messages.map((message) => `${message.subject} to ${message.recipient}`).sort();

/** What /dev/outbox shows a request from `socketAddress` with these headers (and, when given, a session holding `tokens`). */
async function pageAs(socketAddress: string, headers: Record<string, string> = {}, tokens?: Tokens): Promise<Seen> {
  const request = new Request(`${SITE}/dev/outbox`, { headers });
  const context = loadContextFor({ address: socketAddress });
  context.set(timingContext, new ServerTiming());
  const session = await loadSession(request);
  if (tokens) session.setTokens({ accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token });
  context.set(sessionContext, session);
  const answer = (await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])) as unknown as { data: { messages: Seen } };
  return answer.data.messages;
}

let visitorSignUp = "";
let member: Tokens;
let otherMember: Tokens;

// One embedded platform for the file (in memory). Kept mail: the victim's sign-up and a reset code
// a stranger asked for; the visitor's sign-up and a reset mail to that address; a member's email
// change, and a stranger's sign-up with the address the member is moving to.
beforeAll(async () => {
  await verifiedMember(VICTIM);
  expect((await api("POST", "/forgot-password", { email: VICTIM })).status).toBeLessThan(300);
  const visitor = await api("POST", "/account/create", newAccount(VISITOR));
  expect(visitor.status).toBe(201);
  visitorSignUp = visitor.body.signup;
  expect((await api("POST", "/forgot-password", { email: VISITOR })).status).toBeLessThan(300);
  member = await verifiedMember(MEMBER);
  otherMember = await verifiedMember(OTHER_MEMBER);
  expect((await api("PUT", "/account/my/email", { email: MOVED, password: PASSWORD }, member.access_token)).status).toBe(202);
  expect((await api("POST", "/account/create", newAccount(MOVED))).status).toBe(201);
}, 60_000);
afterAll(closeEmbeddedPlatform);

describe("the demo outbox page", () => {
  it("shows a loopback request without a binding nothing (behind a proxy on this host, every visitor is loopback)", async () => {
    for (const loopback of LOOPBACKS) {
      expect(await pageAs(loopback)).toEqual([]);
      expect(await pageAs(loopback, { "X-Forwarded-For": STRANGER_ADDRESS })).toEqual([]);
    }
    expect(await pageAs(STRANGER_ADDRESS, { "X-Forwarded-For": "127.0.0.1", Host: "localhost" })).toEqual([]);
  });

  it("reveals no code after a forgot-password for someone else's email, from any address", async () => {
    const reset = await rememberResetEmail(new Request(`${SITE}/sign-in?forgot`), VICTIM);
    for (const address of [STRANGER_ADDRESS, ...LOOPBACKS]) {
      expect(await pageAs(address, { Cookie: cookieFrom(reset) })).toEqual([]);
    }
  });

  it("shows a visitor the code of the sign-up their browser started, and no other mail to that address", async () => {
    const request = new Request(`${SITE}/verify-account`);
    const signUp = await rememberPendingSignUp(request, { email: VISITOR, signup: visitorSignUp });
    const seen = await pageAs(STRANGER_ADDRESS, { Cookie: cookieFrom(signUp) });
    expect(summary(seen)).toEqual([`Verify your email to ${VISITOR}`]);
    expect(seen[0]!.code).toMatch(/^\d{6}$/);
    // The same email without this browser's sign-up token (another browser, a stranger) sees nothing.
    const emailOnly = await rememberPendingSignUp(request, { email: VISITOR });
    expect(await pageAs(STRANGER_ADDRESS, { Cookie: cookieFrom(emailOnly) })).toEqual([]);
  });

  it("shows a signed-in member the code of their own email change, and no other mail to the new address", async () => {
    expect(summary(await pageAs(STRANGER_ADDRESS, {}, member))).toEqual([`Confirm your new email address to ${MOVED}`]);
    expect(await pageAs(STRANGER_ADDRESS, {}, otherMember)).toEqual([]);
  });
});

describe("the platform's outbox through the site's /platform-api mount", () => {
  const credential = { "X-Api-Username": config.PLATFORM_API_USERNAME, "X-Api-Key": config.PLATFORM_API_KEY };
  const call = async (socketAddress: string, splat: string, headers: Record<string, string> = {}) => {
    const request = new Request(`${SITE}/platform-api/${splat}`, { headers: { ...credential, ...headers } });
    const args = { request, context: loadContextFor({ address: socketAddress }), params: { "*": splat.split("?")[0] } };
    return platformApi(args as unknown as Parameters<typeof platformApi>[0]);
  };
  const seenThrough = async (answer: Response) => {
    expect(answer.status).toBe(200);
    return summary((await answer.json()) as Seen);
  };

  it.each(["dev/outbox", "dev//outbox", "DEV/outbox", "%64ev/outbox", "/dev/outbox/"])(
    "shows nothing with the public demo credential and no binding, from loopback too: %s",
    async (splat) => {
      for (const address of [STRANGER_ADDRESS, ...LOOPBACKS]) {
        const answer = await call(address, splat);
        expect(answer.status === 404 || (await seenThrough(answer)).length === 0).toBe(true);
      }
    },
  );

  it("reveals no reset code: not by recipient, not with a stranger's own sign-up", async () => {
    for (const address of [STRANGER_ADDRESS, ...LOOPBACKS]) {
      expect(await seenThrough(await call(address, `dev/outbox?recipient=${encodeURIComponent(VICTIM)}`))).toEqual([]);
      const withOwnSignUp = `dev/outbox?${new URLSearchParams({ email: VICTIM, signup: visitorSignUp })}`;
      expect(await seenThrough(await call(address, withOwnSignUp))).toEqual([]);
    }
  });

  it("shows the holder of a sign-up's token that sign-up's code, and a member their email change's", async () => {
    const own = `dev/outbox?${new URLSearchParams({ email: VISITOR, signup: visitorSignUp })}`;
    expect(await seenThrough(await call(STRANGER_ADDRESS, own))).toEqual([`Verify your email to ${VISITOR}`]);
    const asMember = { Authorization: `Bearer ${member.access_token}` };
    expect(await seenThrough(await call(STRANGER_ADDRESS, "dev/outbox", asMember))).toEqual([`Confirm your new email address to ${MOVED}`]);
  });

  it("shows a sandbox credential, from anywhere, the sandbox's own mail and none of the live mail", async () => {
    const platform = await embeddedPlatform();
    const asSite = { ...credential, "Content-Type": "application/json" };
    const created = await platform.fetch(new Request("http://platform.test/sandbox/create", { method: "POST", headers: asSite, body: JSON.stringify({ name: "Tester" }) }));
    const sandbox = (await created.json()) as { username: string; secret_key: string };
    const asSandbox = { "X-Api-Username": sandbox.username, "X-Api-Key": sandbox.secret_key };
    const signUp = new Request("http://platform.test/account/create", {
      method: "POST",
      headers: { ...asSandbox, "Content-Type": "application/json" },
      body: JSON.stringify(newAccount("sandbox-user@example.com")),
    });
    expect((await platform.fetch(signUp)).status).toBe(201);
    const request = new Request(`${SITE}/platform-api/dev/outbox`, { headers: asSandbox });
    const args = { request, context: loadContextFor({ address: STRANGER_ADDRESS }), params: { "*": "dev/outbox" } };
    const answer = await platformApi(args as unknown as Parameters<typeof platformApi>[0]);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Array<{ recipient: string }>).map((m) => m.recipient)).toEqual(["sandbox-user@example.com"]);
  });
});

describe("the visitor's address", () => {
  const request = (forwardedFor?: string) => new Request(SITE, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
  const trusting = (hops: number, run: () => void) => {
    const before = config.TRUST_PROXY;
    config.TRUST_PROXY = hops;
    try {
      run();
    } finally {
      config.TRUST_PROXY = before;
    }
  };

  it("is the socket's address without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf(request("198.51.100.9"), loadContextFor({ address: "::ffff:203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("is not known from a loopback socket (this machine, or a local proxy TRUST_PROXY should count): one address for all would be a global limit", () => {
    for (const loopback of LOOPBACKS) {
      expect(clientAddressOf(request(), loadContextFor({ address: loopback }))).toBeUndefined();
    }
  });

  it("is the hop the outermost trusted proxy saw, not the left-most one a client can write", () => {
    trusting(1, () => {
      expect(clientAddressOf(request("6.6.6.6, 203.0.113.7"), loadContextFor({ address: "10.0.0.2" }))).toBe("203.0.113.7");
    });
    trusting(2, () => {
      expect(clientAddressOf(request("6.6.6.6, 203.0.113.7, 10.0.0.3"), loadContextFor({ address: "10.0.0.2" }))).toBe("203.0.113.7");
      // Fewer hops than proxies: the request did not come through them all.
      expect(clientAddressOf(request("203.0.113.7"), loadContextFor({ address: "10.0.0.2" }))).toBeUndefined();
    });
  });
});
