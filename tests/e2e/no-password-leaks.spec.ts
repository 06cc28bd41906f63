/*
 * No password is ever written to a cookie, a log or the outbox (DESIGN.md "Trust", "Done when").
 *
 * A production server of its own (tests/support/site-server.ts), so its whole log is ours to
 * read. Every password used below contains "Leak-Canary" (any case). The account is taken
 * through everything that handles a password — sign-up (failing, then working), verification,
 * sign-in (failing, then working), forgot password and reset (failing, then working), and the
 * dashboard's change of password (failing, then working) — as plain form POSTs, the way a
 * browser without JavaScript sends them, plus the JavaScript data requests of the failures.
 * Then the canary is looked for in: the server's stdout and stderr, every Set-Cookie (decoded:
 * signed base64 JSON, and the JWTs inside it), the outbox (the /dev/outbox page and the
 * platform's own list), and every response body and Location.
 */
import { request as playwright, test, expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { createCookie } from "react-router";
import { startSite, type SiteServer } from "../support/site-server";
import { honeypotOf, mailedCode, platformOutbox } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";

const FIRST = "Leak-Canary-9xQ";
const MISMATCH = "Leak-Canary-Mismatch-4kT";
const WEAK = "leak-canary-weak";
const WRONG = "Leak-Canary-Wrong-7zP";
const RESET_TYPO = "Leak-Canary-ResetTypo-2bN";
const RESET = "Leak-Canary-Reset-3mW";
const WRONG_CURRENT = "Leak-Canary-WrongCurrent-5hJ";
const CHANGED = "Leak-Canary-Changed-8vR";
const CANARY = /leak-canary/i;

type Seen = { what: string; status: number; location: string | undefined; setCookies: string[]; body: string };

/** Base64 or base64url to text (latin1: every byte kept, so nothing can hide in a decoding error). */
const unbase64 = (value: string) => Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1");

/**
 * Everything a Set-Cookie header can carry, as readable text: the raw header, the URL-decoded
 * value, react-router's signed payload (base64 of the URI-encoded JSON, then "." and the
 * signature) decoded, and the header and claims of every JWT found inside it.
 */
function readableCookie(header: string): { text: string; payload: unknown } {
  const raw = header.split(";")[0] ?? "";
  const value = decodeURIComponent(raw.slice(raw.indexOf("=") + 1));
  const texts = [header, value];
  let payload: unknown;
  if (value) {
    const signed = value.lastIndexOf(".") > 0 ? value.slice(0, value.lastIndexOf(".")) : value;
    const decoded = unbase64(signed);
    texts.push(decoded);
    try {
      const json = decodeURIComponent(escape(decoded));
      texts.push(json);
      payload = JSON.parse(json);
    } catch {
      payload = undefined;
    }
    for (const [jwt] of JSON.stringify(payload ?? "").matchAll(/[\w-]+\.[\w-]+\.[\w-]+/g)) {
      texts.push(...jwt.split(".").slice(0, 2).map(unbase64));
    }
  }
  return { text: texts.join("\n"), payload };
}

test("no password is ever written to a cookie, a log, the outbox, a page or a redirect", async ({}, info) => {
  test.skip(info.project.name === "no-js", "one server-side run is enough: this test makes plain HTTP requests, no browser");
  test.setTimeout(480_000);

  // The decoder finds a password if one is stored the way react-router stores cookie values.
  const probe = await createCookie("probe", { secrets: ["probe-secret"] }).serialize({ password: "Leak-Canary-Probe" });
  expect(readableCookie(probe).text).toMatch(CANARY);
  expect(readableCookie(probe).payload).toEqual({ password: "Leak-Canary-Probe" });

  const site: SiteServer = await startSite();
  let api: APIRequestContext | undefined;
  try {
    api = await playwright.newContext({ baseURL: site.url });
    const origin = site.url;
    const email = `leaks-${uniqueTag(info)}@example.com`;
    const seen: Seen[] = [];

    async function record(what: string, response: APIResponse, status: number, location?: string): Promise<APIResponse> {
      const entry: Seen = {
        what,
        status: response.status(),
        location: response.headers()["location"],
        setCookies: response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value),
        body: await response.text(),
      };
      seen.push(entry);
      expect(entry.status, `${what}: ${entry.body.slice(0, 300)}`).toBe(status);
      if (location !== undefined) expect(entry.location, what).toBe(location);
      return response;
    }
    const get = (path: string, status = 200) => api!.get(path, { maxRedirects: 0 }).then((r) => record(`GET ${path}`, r, status));
    const post = (what: string, path: string, form: Record<string, string>, status: number, location?: string) =>
      api!.post(path, { headers: { Origin: origin }, form, maxRedirects: 0 }).then((r) => record(what, r, status, location));
    const signOut = () => post("sign out", "/sign-out", {}, 302, "/");

    // Sign-up: refused twice (passwords differ; too weak), the second also as JavaScript sends it, then created.
    const account = { firstName: "Ada", lastName: "Lovelace", email, birthday: "04/02/1990", phone: "5551234567", postalCode: "23220", terms: "on" };
    let honeypot = await honeypotOf(api, "/create-account");
    const refusedMismatch = await post("create: mismatch", "/create-account", { ...honeypot, ...account, password: FIRST, confirmPassword: MISMATCH }, 400);
    expect(await refusedMismatch.text()).toContain("Passwords do not match.");
    const refusedWeak = await post("create: weak", "/create-account", { ...honeypot, ...account, password: WEAK, confirmPassword: WEAK }, 400);
    expect(await refusedWeak.text()).toContain("Password must be at least 8 characters and include at least one uppercase letter and one number.");
    await post("create: weak (data request)", "/create-account.data", { ...honeypot, ...account, password: WEAK, confirmPassword: WEAK }, 400);
    await post("create", "/create-account", { ...honeypot, ...account, password: FIRST, confirmPassword: FIRST }, 302, "/verify-account");
    await get("/verify-account");
    // The outbox page shows this browser its own sign-up's code.
    expect(await (await get("/dev/outbox")).text()).toContain(email);

    // Verify with the mailed code: signed in.
    honeypot = await honeypotOf(api, "/verify-account");
    const code = await mailedCode(api, email, "Verify your email");
    await post("verify", "/verify-account", { ...honeypot, intent: "verify", code }, 302, "/membership-levels");
    await get("/membership-levels");
    await get("/dashboard");
    await signOut();

    // Sign in: wrong password (as a document and as a data request), then the right one.
    honeypot = await honeypotOf(api, "/sign-in");
    const login = { ...honeypot, intent: "login", redirectTo: "/dashboard", email };
    const wrong = await post("sign in: wrong password", "/sign-in", { ...login, password: WRONG }, 400);
    expect(await wrong.text()).toContain("Incorrect email or password.");
    await post("sign in: wrong password (data request)", "/sign-in.data", { ...login, password: WRONG }, 400);
    await post("sign in", "/sign-in", { ...login, password: FIRST }, 302, "/dashboard");
    await signOut();

    // Forgot password: a code by email, a refused reset (passwords differ), then the reset.
    await post("forgot password", "/sign-in", { ...honeypot, intent: "forgot", email }, 302, "/sign-in?forgot=code");
    await get("/sign-in?forgot=code");
    const resetCode = await mailedCode(api, email, "Reset your password");
    const typo = await post("reset: mismatch", "/sign-in", { ...honeypot, intent: "reset", code: resetCode, password: RESET, confirmPassword: RESET_TYPO }, 400);
    expect(await typo.text()).toContain("Passwords do not match.");
    await post("reset", "/sign-in", { ...honeypot, intent: "reset", code: resetCode, password: RESET, confirmPassword: RESET }, 302, "/sign-in");
    await get("/sign-in");
    await post("sign in after reset", "/sign-in", { ...login, password: RESET }, 302, "/dashboard");

    // The dashboard's change of password: wrong current password, then the change.
    const refusedChange = await post("change password: wrong current", "/dashboard/password", { currentPassword: WRONG_CURRENT, newPassword: CHANGED, confirmPassword: CHANGED }, 400);
    expect(await refusedChange.text()).toContain("Your current password is not correct.");
    await post("change password", "/dashboard/password", { currentPassword: RESET, newPassword: CHANGED, confirmPassword: CHANGED }, 302, "/dashboard/password");
    await get("/dashboard/password");
    await signOut();
    // The changes were real: only the last password signs in now.
    await post("sign in with the reset password", "/sign-in", { ...login, password: RESET }, 400);
    await post("sign in with the changed password", "/sign-in", { ...login, password: CHANGED }, 302, "/dashboard");

    // The outbox as the platform keeps it (the page's answers are among those checked below).
    const outbox = (await platformOutbox(api)).filter((message) => message.recipient === email);
    expect(outbox.map((m) => m.subject).sort()).toEqual(
      ["Reset your password", "Verify your email", "Your password was changed", "Your password was changed"].sort(),
    );

    // Cookies: each one decoded, and only what it should hold.
    const cookies = seen.flatMap((s) => s.setCookies.map((header) => ({ what: s.what, header, ...readableCookie(header) })));
    const session = cookies.filter((c) => c.header.startsWith("__session=") && c.payload);
    expect(session.length, "session cookies written").toBeGreaterThan(0);
    for (const cookie of session) {
      for (const key of Object.keys(cookie.payload as object)) expect(["accessToken", "idToken", "refreshToken", "__flash_notice__"], `${cookie.what}: ${key}`).toContain(key);
    }
    expect(session.some((c) => /"sub"/.test(c.text)), "a token's claims were decoded").toBe(true);
    // The pending sign-up: its email and the platform's token for that sign-up attempt, nothing else.
    expect(String(cookies.find((c) => c.header.startsWith("__verify=") && c.payload)?.payload)).toMatch(
      new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\n[A-Za-z0-9_-]{20,}$`),
    );
    expect(cookies.find((c) => c.header.startsWith("__reset=") && c.payload)?.payload).toBe(email);

    // The server's log is really there (server.js logs each request with LOG_REQUESTS=true).
    // Raw: the canary may be in no field of any JSON line, not only in the messages.
    const logs = site.rawLogs();
    expect(logs).toContain("POST /sign-in");
    expect(logs).toContain("POST /dashboard/password");

    // And the canary is nowhere.
    const leaks = [
      ...(CANARY.test(logs) ? ["server log"] : []),
      ...cookies.filter((c) => CANARY.test(c.text)).map((c) => `Set-Cookie of ${c.what}`),
      ...seen.filter((s) => CANARY.test(s.body)).map((s) => `body of ${s.what}`),
      ...seen.filter((s) => CANARY.test(s.location ?? "")).map((s) => `Location of ${s.what}`),
      ...(CANARY.test(JSON.stringify(await platformOutbox(api))) ? ["platform outbox"] : []),
    ];
    expect(leaks).toEqual([]);
    expect(seen.length).toBeGreaterThan(20);
  } finally {
    await api?.dispose();
    await site.stop();
  }
});
