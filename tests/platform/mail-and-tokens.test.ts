/**
 * Mail over real SMTP (a local smtp-server), and the site's client refreshing an expired access
 * token against the real platform. Also: nothing the platform logs carries a password.
 */
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPlatformCore } from "../../app/.server/platform";
import { latestCode, newAccount, PASSWORD, send, signedUp } from "../support/platform-accounts";
import { createPlatform } from "../../platform/index";
import { databaseTargets, platformOptions, TEST_OPERATOR_CREDENTIAL, usePlatform } from "../support/platform";
import { accountCalls } from "../../app/areas/account/account-calls.server";
import { createLogger } from "../../observability/log";
import { readOwnProfile } from "../../app/.server/auth/own-profile";

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let port = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("mail over SMTP", () => {
  it("sends the verification code through the SMTP server, and keeps nothing in the outbox", async () => {
    // The port is known only once the server listens, so the platform is built here.
    const local = await createPlatform(
      platformOptions({ dataDir: "memory://", drop: async () => {} }, { accounts: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "accounts@foundry.example" } }),
    );
    try {
      const created = await send(local, "POST", "/account/create", { json: newAccount("smtp@example.com") });
      expect(created.status).toBe(201);
      const message = received.find((m) => m.to.includes("smtp@example.com"));
      expect(message).toBeDefined();
      expect(message!.from).toBe("accounts@foundry.example");
      expect(message!.raw).toMatch(/Subject: Verify your email/);
      const code = /\b(\d{6})\b/.exec(message!.raw.split("\r\n\r\n").slice(1).join("\n"))?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(message!.raw).not.toContain(PASSWORD);
      const outbox = await send(local, "GET", "/dev/outbox", { credential: TEST_OPERATOR_CREDENTIAL });
      expect(outbox.body).toEqual([]);
      const verified = await send(local, "POST", "/account/verify", { json: { email: "smtp@example.com", verification: code } });
      expect(verified.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe.each(databaseTargets)("the site's client on $name", (target) => {
  // Every line the platform writes, each request's too, at the most detailed level: none may hold the password.
  const platformLines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      platformLines.push(chunk.toString());
      done();
    },
  });
  const platform = usePlatform(target, { accounts: { accessTokenSeconds: 60 }, logger: createLogger("platform", { level: "trace", destination }), logRequests: true }, { marketplace: false });

  it("refreshes an expired access token before a protected call and hands the new tokens to the session", async () => {
    const logged: string[] = platformLines;
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      }),
    );
    try {
      const tokens = await signedUp(platform(), "refresh@example.com");
      const changes: unknown[] = [];
      const client = createPlatformCore({
        baseUrl: "http://platform.test",
        apiUsername: "demo",
        apiKey: "demo-api-key",
        fetch: (input, init) => platform().fetch(new Request(input, init)),
        tokens: { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token },
        onTokensChanged: (next) => changes.push(next),
      });
      // A minute passes (the process clock moved, not waited for: a busy machine cannot make a
      // fresh token expire before it is used); client and platform both read that clock.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61_000);
      const me = await readOwnProfile(client);
      expect(me.email).toBe("refresh@example.com");
      expect(changes).toHaveLength(1);
      expect(client.tokens()!.accessToken).not.toBe(tokens.access_token);
      expect(client.tokens()!.refreshToken).not.toBe(tokens.refresh_token);

      // Sign-in through the client, a failed one too: nothing logged holds the password.
      await accountCalls(client).login("refresh@example.com", PASSWORD);
      await accountCalls(client).login("refresh@example.com", "Wrong-" + PASSWORD).catch(() => {});
      await send(platform(), "POST", "/forgot-password", { json: { email: "refresh@example.com" } });
      await latestCode(platform(), "refresh@example.com");
      expect(logged.join("\n")).toContain("POST /login 200"); // the platform's lines were read
      expect(logged.join("\n")).not.toContain(PASSWORD);
    } finally {
      vi.useRealTimers();
      for (const spy of spies) spy.mockRestore();
    }
  });
});
