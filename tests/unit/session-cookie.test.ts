/**
 * The session cookie (app/.server/session/session.ts): a value whose signature was checked once is
 * remembered, so a member's next requests skip the Web Crypto check; only that exact value finds it.
 * Changed by one character, or signed with another secret, it is a signed-out visitor's, before
 * and after the genuine one was seen.
 */
import { createCookie } from "react-router";
import { beforeAll, expect, it, vi } from "vitest";

const SECRET = "session-cookie-test-secret-0123456789";
let sessions: typeof import("../../app/.server/session/session");

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", SECRET);
  sessions = await import("../../app/.server/session/session");
});

const TOKENS = { accessToken: "access-token", idToken: "id-token", refreshToken: "refresh-token" };
const request = (cookie: string) => new Request("http://localhost/tos", { headers: { Cookie: cookie } });

/** The Set-Cookie a sign-in writes, as the browser sends it back. */
async function signedInCookie() {
  const session = await sessions.loadSession(new Request("http://localhost/sign-in"));
  session.setTokens(TOKENS);
  return (await session.setCookieHeader(new Request("http://localhost/sign-in")))!.split(";")[0]!;
}

const flipped = (cookie: string) => cookie.slice(0, -3) + (cookie.at(-3) === "A" ? "B" : "A") + cookie.slice(-2);

it("reads a signed session every time, and a tampered or foreign one never, before or after", async () => {
  const cookie = await signedInCookie();
  const foreign = (await createCookie("__session", { secrets: ["another-secret-0123456789abcdefgh"] }).serialize(TOKENS)).split(";")[0]!;
  expect((await sessions.loadSession(request(flipped(cookie)))).tokens).toBeNull();
  expect((await sessions.loadSession(request(foreign))).tokens).toBeNull();
  for (let visit = 0; visit < 3; visit++) {
    expect((await sessions.loadSession(request(`tz=Europe%2FParis; ${cookie}`))).tokens, `visit ${visit}`).toEqual(TOKENS);
    expect((await sessions.loadSession(request(flipped(cookie)))).tokens).toBeNull();
    expect((await sessions.loadSession(request(foreign))).tokens).toBeNull();
    expect((await sessions.loadSession(request(`${cookie.replace("__session=", "__session=x")}`))).tokens).toBeNull();
  }
});

it("gives each request a session of its own: a notice taken by one is still in the cookie for the next", async () => {
  const session = await sessions.loadSession(new Request("http://localhost/"));
  session.setTokens(TOKENS);
  session.flash("Saved.");
  const cookie = (await session.setCookieHeader(new Request("http://localhost/")))!.split(";")[0]!;
  expect((await sessions.loadSession(request(cookie))).takeNotice()).toBe("Saved.");
  expect((await sessions.loadSession(request(cookie))).takeNotice()).toBe("Saved.");
});
