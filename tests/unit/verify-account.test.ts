/**
 * Verify account against a hosted platform (PLATFORM_API_URL) whose POST /account/verify may
 * answer without tokens (the spec leaves its response "not shown"): a correct code verifies the
 * person, who is sent to sign in with the email filled in and a message saying so — never
 * 'Verification failed.', never the email in the address. The route's own action and the sign-in
 * page's loader run against a real HTTP server standing in for the platform.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { json, misbehavingServer, type MisbehavingServer } from "../support/misbehaving-server";

const EMAIL = "ada@example.com";
const CODE = "123456";

let platform: MisbehavingServer;
/** What the stand-in platform answers to POST /account/verify. */
let verifyAnswer: unknown = {};

// Imported once PLATFORM_API_URL points at the stand-in: the configuration is read on import.
let verifyRoute: typeof import("../../app/areas/account/verify-account");
let signInRoute: typeof import("../../app/areas/account/sign-in");
let accounts: typeof import("../../app/.server/auth/accounts");
let sessions: typeof import("../../app/.server/session/session");
let httpContext: typeof import("../../app/.server/http/context");
let honeypot: typeof import("../../app/.server/forms/honeypot");
let MESSAGES: (typeof import("../../app/areas/account/account-forms"))["MESSAGES"];

beforeAll(async () => {
  platform = await misbehavingServer((req, res) => {
    if (req.method === "POST" && req.url === "/account/verify") json(res, 200, verifyAnswer);
    else json(res, 404, { message: "No such path", code: "not_found" });
  });
  vi.stubEnv("PLATFORM_API_URL", platform.url);
  verifyRoute = await import("../../app/areas/account/verify-account");
  signInRoute = await import("../../app/areas/account/sign-in");
  accounts = await import("../../app/.server/auth/accounts");
  sessions = await import("../../app/.server/session/session");
  httpContext = await import("../../app/.server/http/context");
  honeypot = await import("../../app/.server/forms/honeypot");
  ({ MESSAGES } = await import("../../app/areas/account/account-forms"));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await platform?.close();
});

/** The name=value part of each Set-Cookie, as a browser would send them back. */
function cookiesOf(headers: Headers): string[] {
  return headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** Runs a route function as the request middleware would: a session and the timing of platform calls in its context. */
async function contextFor(request: Request) {
  const context = new RouterContextProvider();
  const session = await sessions.loadSession(request);
  context.set(sessions.sessionContext, session);
  context.set(httpContext.timingContext, new httpContext.ServerTiming());
  return { context, session };
}

/** POST /verify-account with the right code, as the browser sends it after create account set the cookie. */
async function verifyWithTheMailedCode() {
  const url = "http://localhost/verify-account";
  const pending = cookiesOf(new Headers({ "Set-Cookie": await accounts.rememberPendingSignUp(new Request(url), { email: EMAIL }) }));
  const trap = await honeypot.honeypotInputProps();
  const body = new URLSearchParams({ [trap.nameFieldName]: "", [trap.validFromFieldName!]: trap.encryptedValidFrom, intent: "verify", code: CODE });
  const request = new Request(url, { method: "POST", body, headers: { Cookie: pending.join("; ") } });
  const { context, session } = await contextFor(request);
  const answer = await verifyRoute.action({ request, context, params: {}, url: new URL(request.url), pattern: "/verify-account" });
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  const sessionCookie = await session.setCookieHeader(request);
  return { response, signedIn: session.signedIn, cookies: [...cookiesOf(response.headers), ...(sessionCookie ? cookiesOf(new Headers({ "Set-Cookie": sessionCookie })) : [])] };
}

describe("a correct code on a platform whose verification answers no tokens", () => {
  it("verifies and sends the person to sign in, the email filled in and a message saying so, the email kept out of the address", async () => {
    verifyAnswer = {};
    const { response, signedIn, cookies } = await verifyWithTheMailedCode();
    expect(platform.requests.at(-1)).toMatchObject({ method: "POST", url: "/account/verify" });
    expect(JSON.parse(platform.requests.at(-1)!.body)).toEqual({ email: EMAIL, verification: CODE });

    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe("/sign-in?redirectTo=%2Fmembership-levels");
    expect(decodeURIComponent(location)).not.toContain(EMAIL);
    expect(signedIn).toBe(false);
    // The email no longer waits for a code.
    expect(cookies).toContain("__verify=");

    // The sign-in page the redirect leads to, with the cookies it set.
    const request = new Request(`http://localhost${location}`, { headers: { Cookie: cookies.join("; ") } });
    const { context } = await contextFor(request);
    const page = await signInRoute.loader({ request, context, params: {}, url: new URL(request.url), pattern: "/sign-in" });
    expect(page).toMatchObject({ step: "sign-in", verifiedEmail: EMAIL, notice: MESSAGES.verifiedSignIn, redirectTo: "/membership-levels" });
    expect(MESSAGES.verifiedSignIn).toBe("Your email address is verified. Sign in to continue.");
  });

  it("with tokens (this platform's answer) the person is signed in and goes on to the membership levels", async () => {
    verifyAnswer = { access_token: "access", id_token: "id", refresh_token: "refresh" };
    const { response, signedIn, cookies } = await verifyWithTheMailedCode();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/membership-levels");
    expect(signedIn).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("__verified="))).toBe(false);
  });
});
