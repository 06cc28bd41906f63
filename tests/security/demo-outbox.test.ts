/**
 * Issue 10 item 3: the demo outbox gave away every code. Anyone could ask "Forgot password" for a
 * victim's email, read the code on /dev/outbox and set a new password. Now the whole outbox is
 * shown only to a request from this machine's own loopback address (the socket's, never a
 * header); anyone else sees only the mail to the addresses their own browser is waiting on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/.server/config";
import { loadContextFor, ServerTiming, timingContext } from "~/.server/http/context";
import { clientAddressOf, closeEmbeddedPlatform, embeddedPlatform } from "~/.server/platform/connection";
import { rememberPendingSignUp, rememberResetEmail } from "~/.server/session/accounts";
import { loadSession, sessionContext } from "~/.server/session/session";
import { loader } from "~/routes/system/dev-outbox";
import { loader as platformApi } from "~/routes/system/platform-api";
import { newAccount } from "../support/platform-accounts";

const SITE = "http://site.test";
const VICTIM = "victim@example.com";
const VISITOR = "visitor@example.com";

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieFrom = (...setCookies: string[]) => setCookies.map((header) => header.split(";")[0]).join("; ");

async function outboxAs(socketAddress: string, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/dev/outbox`, { headers });
  const context = loadContextFor({ address: socketAddress });
  context.set(timingContext, new ServerTiming());
  context.set(sessionContext, await loadSession(request));
  const answer = (await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])) as unknown as {
    data: { messages: Array<{ recipient: string }> };
  };
  return answer.data.messages.map((message) => message.recipient);
}

// One embedded platform for the file (in memory), with mail kept for two people.
beforeAll(async () => {
  const platform = await embeddedPlatform();
  const headers = { "Content-Type": "application/json", "X-Api-Username": config.PLATFORM_API_USERNAME, "X-Api-Key": config.PLATFORM_API_KEY };
  for (const email of [VICTIM, VISITOR]) {
    const created = await platform.fetch(
      new Request("http://platform.test/account/create", { method: "POST", headers, body: JSON.stringify(newAccount(email)) }),
    );
    expect(created.status).toBe(201);
  }
}, 60_000);
afterAll(closeEmbeddedPlatform);

describe("the demo outbox", () => {
  it("shows a stranger nothing when their browser waits on no code", async () => {
    expect(await outboxAs("203.0.113.7")).toEqual([]);
  });

  it("shows a visitor only the mail to the email their own browser signed up with or asked a reset for", async () => {
    const request = new Request(`${SITE}/verify-account`);
    const signUp = await rememberPendingSignUp(request, { email: VISITOR });
    expect(await outboxAs("203.0.113.7", { Cookie: cookieFrom(signUp) })).toEqual([VISITOR]);
    const reset = await rememberResetEmail(request, VISITOR);
    expect(await outboxAs("198.51.100.2", { Cookie: cookieFrom(reset) })).toEqual([VISITOR]);
  });

  it("believes no header: X-Forwarded-For 127.0.0.1 from another address is still a stranger", async () => {
    expect(await outboxAs("203.0.113.7", { "X-Forwarded-For": "127.0.0.1", Host: "localhost" })).toEqual([]);
  });

  it("shows everything to the machine itself (IPv4, IPv6 and IPv4-mapped loopback)", async () => {
    for (const loopback of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await outboxAs(loopback)).sort()).toEqual([VICTIM, VISITOR].sort());
    }
  });
});

describe("the platform's outbox through the site's /platform-api mount", () => {
  const credential = { "X-Api-Username": config.PLATFORM_API_USERNAME, "X-Api-Key": config.PLATFORM_API_KEY };
  const call = (socketAddress: string, splat: string) => {
    const request = new Request(`${SITE}/platform-api/${splat}`, { headers: credential });
    const args = { request, context: loadContextFor({ address: socketAddress }), params: { "*": splat } };
    return platformApi(args as unknown as Parameters<typeof platformApi>[0]);
  };

  it.each(["dev/outbox", "dev//outbox", "DEV/outbox", "%64ev/outbox", "/dev/outbox/"])("is not there for a stranger, even with the credential: %s", async (splat) => {
    expect((await call("203.0.113.7", splat)).status).toBe(404);
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
    const args = { request, context: loadContextFor({ address: "203.0.113.7" }), params: { "*": "dev/outbox" } };
    const answer = await platformApi(args as unknown as Parameters<typeof platformApi>[0]);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Array<{ recipient: string }>).map((m) => m.recipient)).toEqual(["sandbox-user@example.com"]);
  });

  it("is there for the machine itself", async () => {
    const answer = await call("127.0.0.1", "dev/outbox");
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as unknown[]).length).toBe(2);
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
    for (const loopback of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
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
