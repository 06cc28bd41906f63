import type { IncomingMessage, ServerResponse } from "node:http";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { membersCopyServer, serveFromMemory, type Member } from "~/.server/http/fast-path";
import { log } from "~/.server/http/log";
import { cachedPage, clearPageCache, memberPageKey, pageCacheKey, rememberPage } from "~/.server/http/page-cache";
import { applySecurityHeaders } from "~/.server/http/security";
import { sessionFromCookie } from "~/.server/session/session";

// server.js answers kept pages from node's request before React Router runs (fast-path.ts); the
// framework's middleware answers the same requests from the same store when another server runs
// the build. Both must send the same thing, and the fast path must leave alone what it cannot answer.

const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "br, gzip" };
const HTML = "<!DOCTYPE html><html><body><h1>Terms of Service</h1></body></html>";

function sent(method: string, url: string, headers: Record<string, string>) {
  const { req, res, out } = exchange(method, url, headers);
  return { answered: serveFromMemory(req, res), ...out };
}

function exchange(method: string, url: string, headers: Record<string, string>) {
  const req = { method, url, headers, socket: { remoteAddress: "203.0.113.9" } } as unknown as IncomingMessage;
  const out: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, written: Record<string, string>) {
      out.status = status;
      out.headers = Object.fromEntries(Object.entries(written).map(([k, v]) => [k.toLowerCase(), v]));
    },
    end(body?: Uint8Array) {
      out.body = body ? Buffer.from(body) : undefined;
    },
  } as unknown as ServerResponse;
  return { req, res, out };
}

async function keep(path: string) {
  const request = new Request(`http://localhost${path}`, { headers: { Accept: "text/html" } });
  const page = new Response(HTML, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, no-cache" } });
  await rememberPage(pageCacheKey(request)!, page, request);
}

beforeEach(() => clearPageCache());

describe("answers from memory before the framework", () => {
  test("a kept page: the same status, headers and bytes as the framework path", async () => {
    await keep("/tos");
    const fast = sent("GET", "/tos", BROWSER);
    expect(fast.answered).toBe(true);

    const framework = cachedPage("/tos", new Request("http://localhost/tos", { headers: BROWSER }))!;
    applySecurityHeaders(framework.headers, null, { dev: false });
    expect(fast.status).toBe(framework.status);
    expect(fast.body!.equals(Buffer.from(await framework.arrayBuffer()))).toBe(true);
    const { "x-request-id": id, "server-timing": timing, ...headers } = fast.headers!;
    expect(headers).toEqual(Object.fromEntries(framework.headers));
    expect(headers["content-encoding"]).toBe("br");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(timing).toBe('cache;desc="hit"');
  });

  test("revalidation ends in 304, HEAD sends no body, a proxy's request id is kept", async () => {
    await keep("/tos");
    const { headers } = sent("GET", "/tos", BROWSER);
    const again = sent("GET", "/tos", { ...BROWSER, "if-none-match": headers!.etag!, "x-request-id": "proxy-id-12345" });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers!["x-request-id"]).toBe("proxy-id-12345");
    const head = sent("HEAD", "/tos", BROWSER);
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
  });

  test("leaves to the framework what it may not answer", async () => {
    await keep("/tos");
    const refused: [string, string, Record<string, string>][] = [
      ["a page not kept", "/pricing", BROWSER],
      ["a query string", "/tos?ref=mail", BROWSER],
      ["a path that is not in its normal form", "/./tos", BROWSER],
      ["an encoded path", "/%74os", BROWSER],
      ["a signed-in visitor", "/tos", { ...BROWSER, cookie: "theme=dark; __session=abc" }],
      ["the app's own data fetch", "/tos", { ...BROWSER, "sec-fetch-dest": "empty" }],
      ["a client that does not ask for HTML", "/tos", { accept: "application/json" }],
    ];
    for (const [what, url, headers] of refused) expect(sent("GET", url, headers).answered, what).toBe(false);
    expect(sent("POST", "/tos", BROWSER).answered, "a POST").toBe(false);
    // Outside a production build there are no assets in memory: the framework's route answers 404.
    expect(sent("GET", "/assets/entry.client-x.js", {}).answered).toBe(false);
    expect(sent("GET", "/assets/../server/index.js", {}).answered).toBe(false);
  });

  test("a path that cannot be decoded is refused with 400 and one log line (React Router would warn twice)", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    try {
      const refused = sent("GET", "/%E0%A4%A", BROWSER);
      expect(refused.answered).toBe(true);
      expect(refused.status).toBe(400);
      expect(refused.headers!["x-content-type-options"]).toBe("nosniff");
      expect(warn.mock.calls).toEqual([["GET /%E0%A4%A 400 malformed address"]]);
      // Encoded but valid: the framework's to answer.
      expect(sent("GET", "/caf%C3%A9", BROWSER).answered).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });

  test("a page past its minute is not served", async () => {
    await keep("/tos");
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 61_000;
      expect(sent("GET", "/tos", BROWSER).answered).toBe(false);
    } finally {
      Date.now = realNow;
    }
  });
});

describe("a member's copy of a static page, before the framework", () => {
  const TOKENS = { accessToken: "access.token.value", idToken: "id.token.value", refreshToken: "refresh.token.value" };

  /** The cookie a signed-in member's browser sends (signed with this process's secrets). */
  async function memberCookie(): Promise<string> {
    const session = await sessionFromCookie(null);
    session.setTokens(TOKENS);
    return (await session.setCookieHeader(new Request("http://localhost/")))!.split(";")[0]!;
  }

  /** A members' copy of `path` for `unread`, as membersCopies (page-cache.ts) keeps it. */
  async function keepForMembers(path: string, unread: number | null) {
    const request = new Request(`http://localhost${path}`, { headers: { Accept: "text/html" } });
    const page = new Response(HTML.replace("<h1>", `<h1 data-unread="${unread}">`), { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, no-cache" } });
    await rememberPage(memberPageKey(path, unread), page, request, { member: true });
  }

  function served(counts: (number | null)[]) {
    const asked: Member[] = [];
    const serve = membersCopyServer(async (member) => {
      asked.push(member);
      return counts.shift() ?? null;
    });
    return {
      asked,
      ask(method: string, url: string, headers: Record<string, string>) {
        const { req, res, out } = exchange(method, url, headers);
        const answered = serve(req, res);
        return { answered, out };
      },
    };
  }

  test("answers the copy for the member's own count, asked afresh each time, with a signed-in visitor's headers and no nonce", async () => {
    await keepForMembers("/tos", 0);
    await keepForMembers("/tos", 3);
    const cookie = `theme=dark; ${await memberCookie()}; tz=Europe%2FLisbon`;
    const server = served([0, 3]);

    const first = server.ask("GET", "/tos", { ...BROWSER, cookie, "x-request-id": "proxy-id-12345" });
    expect(await first.answered).toBe(true);
    const framework = cachedPage(memberPageKey("/tos", 0), new Request("http://localhost/tos", { headers: BROWSER }))!;
    applySecurityHeaders(framework.headers, null, { dev: false, signedIn: true });
    expect(first.out.status).toBe(200);
    expect(first.out.body!.equals(Buffer.from(await framework.arrayBuffer()))).toBe(true);
    const { "x-request-id": _id, "server-timing": timing, ...headers } = first.out.headers!;
    expect(headers).toEqual(Object.fromEntries(framework.headers));
    expect(headers["cache-control"]).toBe("private, no-cache");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(timing).toBe('cache;desc="member"');
    expect(server.asked).toEqual([{ tokens: TOKENS, timeZone: "Europe/Lisbon", clientAddress: "203.0.113.9", requestId: undefined }]);

    const second = server.ask("GET", "/tos", { ...BROWSER, cookie });
    expect(await second.answered).toBe(true);
    expect(second.out.headers!.etag, "the copy for 3 unread").not.toBe(first.out.headers!.etag);
    expect(server.asked).toHaveLength(2);
  });

  test("falls to the framework when no copy is kept for the count, or the cookie holds no member's session", async () => {
    await keepForMembers("/tos", 0);
    const cookie = await memberCookie();
    const server = served([5]);
    expect(await server.ask("GET", "/tos", { ...BROWSER, cookie }).answered, "no copy for 5 unread yet").toBe(false);
    const forged = `__session=${cookie.split("=")[1]!.slice(0, -4)}AAAA`;
    expect(await server.ask("GET", "/tos", { ...BROWSER, cookie: forged }).answered, "a cookie not signed by this site").toBe(false);
    expect(server.asked, "the count is not asked for a forged cookie").toHaveLength(1);
    for (const junk of ["__session=", "__session=%E0%A4%A", "__session=e30%3D", `__session=${"x".repeat(5000)}`, "__session=a.b.c; __session=d"]) {
      expect(await server.ask("GET", "/tos", { ...BROWSER, cookie: junk }).answered, junk.slice(0, 30)).toBe(false);
    }
    expect(server.asked).toHaveLength(1);
  });

  test("leaves alone, without asking anything, what is not a member's document visit to a known static page", async () => {
    await keepForMembers("/tos", 0);
    const cookie = await memberCookie();
    const server = served([]);
    const refused: [string, string, string, Record<string, string>][] = [
      ["no session cookie", "GET", "/tos", BROWSER],
      ["a page not known to be static", "GET", "/dashboard", { ...BROWSER, cookie }],
      ["a query string", "GET", "/tos?ref=mail", { ...BROWSER, cookie }],
      ["the app's own data fetch", "GET", "/tos", { ...BROWSER, cookie, "sec-fetch-dest": "empty" }],
      ["a client that does not ask for HTML", "GET", "/tos", { accept: "application/json", cookie }],
      ["a POST", "POST", "/tos", { ...BROWSER, cookie }],
    ];
    for (const [what, method, url, headers] of refused) expect(server.ask(method, url, headers).answered, what).toBeNull();
    expect(server.asked).toEqual([]);
  });
});
