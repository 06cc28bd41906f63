/** Accounts, sessions and tokens — POST /account/create, /account/verify, /login, /logout, /refresh, /forgot-password. */
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { users, verificationCodes } from "../../platform/schema";
import { keptOutbox, latestCode, newAccount, PASSWORD, send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("accounts on $name", (target) => {
  const platform = usePlatform(target, {
    accounts: {
      jwtSecret: "test-secret-0123456789-0123456789-abcdef",
      rateLimits: {
        // Growing delays: a wait after 3 failures of one email, after 5 of one address.
        signIn: {
          perPair: { freeFailures: 2, baseSeconds: 60, capSeconds: 900 },
          perAddress: { freeFailures: 4, baseSeconds: 60, capSeconds: 900 },
          perAccount: { freeFailures: 10, baseSeconds: 60, capSeconds: 900 },
          forgetAfterSeconds: 86_400,
        },
      },
    },
  }, { marketplace: false });

  it("creates an account, mails a hashed 6-digit code, and verifying it signs the person in", async () => {
    const email = "ada@example.com";
    const created = await send(platform(), "POST", "/account/create", { json: newAccount("Ada@Example.com ") });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const code = await latestCode(platform(), email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await platform().db.select().from(verificationCodes);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const [user] = await platform().db.select().from(users).where(eq(users.email, email));
    // argon2id at this suite's test cost (tests/support/cheap-password-hashing.ts); the production
    // cost of a new account's hash is proven in tests/security/passwords.test.ts.
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    expect(user!.dateOfBirth).toBe("1990-04-02");
    expect(user!.verifiedAt).toBeNull();

    // Not verified yet: no sign-in.
    const early = await send(platform(), "POST", "/login", { form: { username: email, password: PASSWORD } });
    expect([early.status, early.body.code]).toEqual([403, "not_verified"]);

    const verified = await send(platform(), "POST", "/account/verify", { json: { email, verification: code } });
    expect(verified.status).toBe(200);
    expect(Object.keys(verified.body).sort()).toEqual(["access_token", "id", "id_token", "refresh_token", "verified"]);
    const claims = decodeJwt(verified.body.access_token);
    expect(claims.sub).toBe(created.body.id);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    const me = await send(platform(), "GET", "/account/me", { token: verified.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, first_name: "Ada", last_name: "Lovelace", phone: "5551234567", zip: "23220", public: false });
    expect(me.body.credits.map((c: { name: string; balance: number }) => [c.name, c.balance])).toEqual([["Site Credits", 0]]);
    expect(me.body.coins.map((c: { name: string; balance: number }) => [c.name, c.balance])).toEqual([["Coins", 0]]);

    // The code works once.
    const again = await send(platform(), "POST", "/account/verify", { json: { email, verification: code } });
    expect(again.status).toBe(409);
  });

  it("never writes the password to the outbox", async () => {
    await signedUp(platform(), "secret@example.com");
    await send(platform(), "POST", "/forgot-password", { json: { email: "secret@example.com" } });
    const body = await keptOutbox(platform());
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, 400, "Invalid email address."],
    ["a weak password", { password: "weakpass" }, 400, "Password must be at least 8 characters and include at least one uppercase letter and one number."],
    ["a phone with 11 digits", { phone: "15551234567" }, 400, 'Field "phone"'],
    ["a phone with letters", { phone: "555-CALL" }, 400, 'Field "phone"'],
    ["an impossible birthday", { dob: "1990-02-31" }, 400, 'Field "dob"'],
  ])("refuses %s", async (_, change, status, message) => {
    const response = await send(platform(), "POST", "/account/create", { json: newAccount("x@example.com", change) });
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
  });

  it("refuses an address without a dot in its domain, the one email rule of the site and the platform", async () => {
    const response = await send(platform(), "POST", "/account/create", { json: newAccount("ada@localhost") });
    expect([response.status, response.body.code, response.body.message]).toEqual([400, "invalid_request", "Invalid email address."]);
  });

  it("reads a code typed with spaces or dashes, as the site does, and refuses one of the wrong length", async () => {
    const email = "typed@example.com";
    await send(platform(), "POST", "/account/create", { json: newAccount(email) });
    const code = await latestCode(platform(), email);
    const short = await send(platform(), "POST", "/account/verify", { json: { email, verification: code.slice(0, 5) } });
    expect([short.status, short.body.message]).toEqual([400, "The verification code must be 6 digits."]);
    const long = await send(platform(), "POST", "/account/verify", { json: { email, verification: `${code}1` } });
    expect([long.status, long.body.message]).toEqual([400, "The verification code must be 6 digits."]);
    const typed = `${code.slice(0, 3)} - ${code.slice(3)}`;
    const verified = await send(platform(), "POST", "/account/verify", { json: { email, verification: typed } });
    expect(verified.status).toBe(200);
  });

  it("accepts a phone with a leading plus", async () => {
    const response = await send(platform(), "POST", "/account/create", { json: newAccount("plus@example.com", { phone: "+15551234" }) });
    expect(response.status).toBe(201);
  });

  it("answers 409 with 'already' and 'email' for a verified email, and replaces an unfinished sign-up", async () => {
    await signedUp(platform(), "taken@example.com");
    const taken = await send(platform(), "POST", "/account/create", { json: newAccount("taken@example.com") });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("email_taken");
    expect(taken.body.message).toMatch(/already/);
    expect(taken.body.message).toMatch(/email/);

    await send(platform(), "POST", "/account/create", { json: newAccount("redo@example.com") });
    const first = await latestCode(platform(), "redo@example.com");
    const redo = await send(platform(), "POST", "/account/create", { json: newAccount("redo@example.com") });
    expect(redo.status).toBe(201);
    const second = await latestCode(platform(), "redo@example.com");
    if (first !== second) {
      const old = await send(platform(), "POST", "/account/verify", { json: { email: "redo@example.com", verification: first } });
      expect(old.status).toBe(400);
    }
    const ok = await send(platform(), "POST", "/account/verify", { json: { email: "redo@example.com", verification: second } });
    expect(ok.status).toBe(200);
  });

  it("allows 5 attempts per code, then refuses even the right one", async () => {
    const email = "guess@example.com";
    await send(platform(), "POST", "/account/create", { json: newAccount(email) });
    const code = await latestCode(platform(), email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const attempt = await send(platform(), "POST", "/account/verify", { json: { email, verification: wrong } });
      expect(attempt.status).toBe(400);
    }
    const right = await send(platform(), "POST", "/account/verify", { json: { email, verification: code } });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe("Too many incorrect codes. Ask for a new code.");
    // A new code starts over.
    await send(platform(), "POST", "/account/verify/resend", { json: { email } });
    const fresh = await send(platform(), "POST", "/account/verify", { json: { email, verification: await latestCode(platform(), email) } });
    expect(fresh.status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const email = "late@example.com";
    await send(platform(), "POST", "/account/create", { json: newAccount(email) });
    const code = await latestCode(platform(), email);
    await platform().db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await send(platform(), "POST", "/account/verify", { json: { email, verification: code } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("That verification code has expired. Ask for a new code.");
  });

  it("signs in with form-encoded username and password, and says only 'Incorrect email or password.' otherwise", async () => {
    await signedUp(platform(), "login@example.com");
    const ok = await send(platform(), "POST", "/login", { form: { username: "LOGIN@example.com", password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(["access_token", "id_token", "refresh_token"]);
    const wrong = await send(platform(), "POST", "/login", { form: { username: "login@example.com", password: "Wrong1234" } });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([401, "invalid_credentials", "Incorrect email or password."]);
    const unknown = await send(platform(), "POST", "/login", { form: { username: "nobody@example.com", password: PASSWORD } });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([401, "invalid_credentials", "Incorrect email or password."]);
    const notAnEmail = await send(platform(), "POST", "/login", { form: { username: "nobody@localhost", password: PASSWORD } });
    expect([notAnEmail.status, notAnEmail.body.code]).toEqual([401, "invalid_credentials"]);
  });

  it("slows sign-in down per email and per client address, with Retry-After", async () => {
    await signedUp(platform(), "limited@example.com");
    for (let i = 0; i < 3; i++) {
      const r = await send(platform(), "POST", "/login", { form: { username: "limited@example.com", password: "Wrong1234" } });
      expect(r.status).toBe(401);
    }
    const limited = await send(platform(), "POST", "/login", { form: { username: "limited@example.com", password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(limited.body.message).toMatch(/^Rate limit reached: too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    // Per address: different emails from one address.
    const headers = { "X-Client-Address": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await send(platform(), "POST", "/login", { form: { username: `n${i}@example.com`, password: "x" }, headers });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    const other = await send(platform(), "POST", "/login", { form: { username: "n9@example.com", password: "x" }, headers: { "X-Client-Address": "203.0.113.10" } });
    expect(other.status).toBe(401);
  });

  it("refreshes with rotation, and logout ends the session", async () => {
    const tokens = await signedUp(platform(), "session@example.com");
    const refreshed = await send(platform(), "POST", "/refresh", { json: { refresh_token: tokens.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    // An access token is not a refresh token.
    const wrongKind = await send(platform(), "POST", "/refresh", { json: { refresh_token: tokens.access_token } });
    expect([wrongKind.status, wrongKind.body.code]).toEqual([401, "session_ended"]);

    const out = await send(platform(), "POST", "/logout", { token: refreshed.body.access_token });
    expect(out.status).toBe(204);
    const after = await send(platform(), "GET", "/account/me", { token: refreshed.body.access_token });
    expect([after.status, after.body.code, after.body.message]).toEqual([401, "session_ended", "This session has ended. Please sign in again."]);
    const afterRefresh = await send(platform(), "POST", "/refresh", { json: { refresh_token: refreshed.body.refresh_token } });
    expect([afterRefresh.status, afterRefresh.body.code]).toEqual([401, "session_ended"]);
    // The used refresh token is spent (used again, it ends its session: tests/security/sessions.test.ts).
    const reused = await send(platform(), "POST", "/refresh", { json: { refresh_token: tokens.refresh_token } });
    expect([reused.status, reused.body.code, reused.body.message]).toEqual([401, "session_ended", "Invalid or expired refresh token"]);
  });

  it("refuses protected calls without a token or with a forged one", async () => {
    const missing = await send(platform(), "GET", "/account/me");
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([401, "unauthorized", "Missing access token"]);
    const tokens = await signedUp(platform(), "forge@example.com");
    const [h, p] = tokens.access_token.split(".");
    const forged = `${h}.${p}.${Buffer.from("nope").toString("base64url")}`;
    const response = await send(platform(), "GET", "/account/me", { token: forged });
    expect([response.status, response.body.code, response.body.message]).toEqual([401, "unauthorized", "Invalid or expired access token"]);
  });

  it("resets a forgotten password with an emailed code and ends every session", async () => {
    const email = "forgot@example.com";
    const tokens = await signedUp(platform(), email);
    const asked = await send(platform(), "POST", "/forgot-password", { json: { email } });
    expect(asked.status).toBe(202);
    // Unknown emails get the same answer.
    const unknown = await send(platform(), "POST", "/forgot-password", { json: { email: "who@example.com" } });
    expect([unknown.status, unknown.body]).toEqual([asked.status, asked.body]);

    const code = await latestCode(platform(), email);
    const weak = await send(platform(), "POST", "/forgot-password", { json: { email, verification: code, password: "short" } });
    expect(weak.status).toBe(400);
    const reset = await send(platform(), "POST", "/forgot-password", { json: { email, verification: code, password: "N3wPassword" } });
    expect(reset.status).toBe(200);
    const ended = await send(platform(), "GET", "/account/me", { token: tokens.access_token });
    expect([ended.status, ended.body.code]).toEqual([401, "session_ended"]);
    expect((await send(platform(), "POST", "/login", { form: { username: email, password: "N3wPassword" } })).status).toBe(200);
  });
});
