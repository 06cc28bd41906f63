/**
 * Brute force and lockout. Codes allowed 5 tries each but new ones could be asked
 * for without end (25 guesses an hour per account); ten wrong sign-ins locked any chosen email for
 * 15 minutes, and a global bucket let one client lock everyone out; per-address limits trusted
 * the left-most X-Forwarded-For. Now: a daily budget of wrong codes per account across every code,
 * growing sign-in delays per (account, address) and per address that a stranger cannot turn into
 * a lock on someone else's account, no shared counter, and the standalone platform counts the
 * socket's address (or the right-most trusted hop). Time is a manual clock: nothing sleeps.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withPeerAddress } from "../../platform/http/client";
import { createOperatorCredential } from "../../platform/infra/api-credentials";
import { ManualClock } from "../support/manual-clock";
import { DEMO_CREDENTIAL, databaseTargets, usePlatform } from "../support/platform";
import { latestCode, PASSWORD, send, signedUp } from "../support/platform-accounts";

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const WRONG = "Wrong-Password-1";

describe.each(databaseTargets)("brute force on $name", (target) => {
  const clock = new ManualClock();
  const platform = usePlatform(target, { accounts: { jwtSecret: "test-secret-0123456789-0123456789-abcdef", clock } }, { marketplace: false });

  const login = (email: string, password: string, address?: string) =>
    send(platform(), "POST", "/login", { form: { username: email, password }, headers: address ? { "X-Client-Address": address } : {} });
  const resetWith = (email: string, verification: string) =>
    send(platform(), "POST", "/forgot-password", { json: { email, verification, password: "New-Passw0rd!" } });
  const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

  /** Asks for a reset code (an hour later each time: the mail limits are not what is tested) and guesses it wrong 5 times. */
  async function spendResetCode(email: string) {
    clock.advance(HOUR);
    expect((await send(platform(), "POST", "/forgot-password", { json: { email } })).status).toBe(202);
    const code = await latestCode(platform(), email);
    for (let i = 0; i < 5; i++) expect((await resetWith(email, wrongCode(code))).status).toBe(400);
  }

  it("new codes do not buy new guesses: after 20 wrong codes in a day even the right one waits, until the day is over", async () => {
    const email = "codes@example.com";
    await signedUp(platform(), email);
    for (let round = 0; round < 4; round++) await spendResetCode(email);

    clock.advance(HOUR);
    await send(platform(), "POST", "/forgot-password", { json: { email } });
    const code = await latestCode(platform(), email);
    const refused = await resetWith(email, code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: expect.stringMatching(/^Too many incorrect codes for this account\. Please wait \d+ hours and try again\.$/) });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    clock.advance(24 * HOUR);
    expect((await resetWith(email, code)).status).toBe(200);
  });

  it("the budget is one across purposes: wrong email-change codes and wrong reset codes add up", async () => {
    const email = "mixed@example.com";
    const tokens = await signedUp(platform(), email);
    for (let round = 0; round < 2; round++) {
      clock.advance(HOUR);
      const newEmail = `new-${round}@example.com`;
      expect((await send(platform(), "PUT", "/account/my/email", { json: { email: newEmail, password: PASSWORD }, token: tokens.access_token })).status).toBe(202);
      const code = await latestCode(platform(), newEmail);
      for (let i = 0; i < 5; i++) {
        const wrong = await send(platform(), "POST", "/account/my/email/confirm", { json: { email: newEmail, verification: wrongCode(code) }, token: tokens.access_token });
        expect(wrong.status).toBe(400);
      }
    }
    for (let round = 0; round < 2; round++) await spendResetCode(email);
    clock.advance(HOUR);
    await send(platform(), "POST", "/forgot-password", { json: { email } });
    expect((await resetWith(email, await latestCode(platform(), email))).status).toBe(429);
  });

  it("sign-in delays grow after a few free failures, answered 429 with Retry-After, capped at 15 minutes", async () => {
    const email = "slow@example.com";
    await signedUp(platform(), email);
    const address = "203.0.113.5";
    for (let i = 0; i < 4; i++) expect((await login(email, WRONG, address)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const early = await login(email, PASSWORD, address);
      expect(early.status).toBe(429);
      expect(early.body.message).toMatch(/^Rate limit reached: too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
      const wait = Number(early.headers.get("Retry-After"));
      waits.push(wait);
      clock.advance((wait - 1) * SECOND);
      expect((await login(email, PASSWORD, address)).status).toBe(429);
      clock.advance(SECOND);
      expect((await login(email, WRONG, address)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("the owner still gets in from their own address while a stranger hammers the account", async () => {
    const email = "owner@example.com";
    await signedUp(platform(), email);
    // The stranger comes back as soon as each delay allows, 40 times, from one address…
    for (let i = 0; i < 40; i++) {
      const answer = await login(email, WRONG, "198.51.100.66");
      if (answer.status === 429) clock.advance(Number(answer.headers.get("Retry-After")) * SECOND);
    }
    // …and from a fresh address each time.
    for (let i = 0; i < 20; i++) await login(email, WRONG, `192.0.2.${i + 1}`);
    expect((await login(email, WRONG, "198.51.100.66")).status).toBe(429);
    // The owner, from another address, right password: in.
    expect((await login(email, PASSWORD, "203.0.113.77")).status).toBe(200);
  });

  it("no global lockout: one client failing on many accounts slows only itself; no counter is shared by every caller", async () => {
    await signedUp(platform(), "bystander@example.com");
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) statuses.add((await login(`victim-${i}@example.com`, WRONG, "198.51.100.99")).status);
    expect(statuses).toEqual(new Set([401, 429]));
    expect((await login("bystander@example.com", PASSWORD, "203.0.113.20")).status).toBe(200);
    expect((await login("bystander@example.com", PASSWORD)).status).toBe(200);
    const { rows } = await platform().db.execute<{ key: string }>(sql`SELECT key FROM rate_limits`);
    // Every counter names an email, an address or an account (its id): none counts every caller.
    expect(rows.filter((row) => !/@|address:|^codes:failed:[0-9a-f-]{36}$/.test(row.key))).toEqual([]);
  });

  it("the standalone server counts the socket's address, or the right-most trusted hop: a forged left-most hop changes nothing", async () => {
    const email = "proxied@example.com";
    await signedUp(platform(), email);
    // A caller other than the site (whose peer is the site's server, not a visitor: see below).
    const caller = await createOperatorCredential(platform().db, "ops-proxied");
    const post = async (port: number, forwardedFor: string, password: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        headers: { "X-Api-Username": caller.username, "X-Api-Key": caller.key, "X-Forwarded-For": forwardedFor },
        body: new URLSearchParams({ username: email, password }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    for (const hops of [1, 0]) {
      const server = serve({ fetch: withPeerAddress(platform().fetch, hops), port: 0, hostname: "127.0.0.1" });
      await new Promise((ready) => server.once("listening", ready));
      const { port } = server.address() as AddressInfo;
      try {
        // Each try forges another left-most hop; the proxy's hop (or the socket) stays the same: slowed down.
        const statuses = [];
        for (let i = 1; i <= 5; i++) statuses.push(await post(port, `10.0.0.${i}, 203.0.113.50`, WRONG));
        expect(statuses, `TRUST_PROXY=${hops}`).toEqual([401, 401, 401, 401, 429]);
        if (hops === 1) {
          // Another client behind the same proxy is another address: the owner gets in.
          expect(await post(port, "203.0.113.51", PASSWORD)).toBe(200);
        }
      } finally {
        await new Promise((closed) => server.close(closed));
      }
      await platform().resetForTests();
      await signedUp(platform(), email);
    }
  });

  it("from the site's credential the address is the one it reports, never its own server's: not one bucket for every visitor", async () => {
    const email = "via-site@example.com";
    await signedUp(platform(), email);
    const viaSite = (password: string, reported?: string) =>
      platform().fetch(
        new Request("http://platform.test/login", {
          method: "POST",
          headers: { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key, ...(reported ? { "X-Client-Address": reported } : {}) },
          body: new URLSearchParams({ username: `stranger-${password}@example.com`, password }),
        }),
        { peerAddress: "10.0.0.2" },
      );
    // 60 failures on 60 accounts from visitors the site could not place: no address counter fills.
    for (let i = 0; i < 60; i++) await viaSite(`W${i}`);
    const { rows } = await platform().db.execute<{ key: string }>(sql`SELECT key FROM rate_limits WHERE key LIKE ${"%10.0.0.2%"}`);
    expect(rows).toEqual([]);
    expect((await viaSite("W0", "203.0.113.8")).status).toBe(401);
  });

  it("X-Client-Address is believed from the site's own credential only: another caller cannot name a new address per guess", async () => {
    const email = "named@example.com";
    await signedUp(platform(), email);
    const operator = await createOperatorCredential(platform().db, "ops-guesser");
    const guess = (i: number) =>
      platform().fetch(
        new Request("http://platform.test/login", {
          method: "POST",
          headers: { "X-Api-Username": operator.username, "X-Api-Key": operator.key, "X-Client-Address": `192.0.2.${i}` },
          body: new URLSearchParams({ username: email, password: WRONG }),
        }),
        { peerAddress: "203.0.113.60" },
      );
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await guess(i)).status);
    // Counted against the address it really came from: slowed down after the free failures.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
